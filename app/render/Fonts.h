// The fonts of the figures and of the window. DejaVu Sans draws Latin text alike on
// every machine; Chinese comes from Noto Sans CJK SC (fonts-noto-cjk, which the setup
// installs and the package depends on), named rather than left to fontconfig, which
// may pick the Japanese forms of the Han characters, or no font at all (every menu
// showed boxes).
#pragma once

#include <QFont>
#include <QString>

namespace popslab::render {

inline const QString kLatinFamily = QStringLiteral("DejaVu Sans");
inline const QString kChineseFamily = QStringLiteral("Noto Sans CJK SC");

// `font` with Noto Sans CJK SC behind its own families, for the characters they lack.
QFont withChineseFallback(QFont font);
// `font` for running text in a Latin script: where its first family is an alias ("Sans
// Serif") behind which Noto Sans CJK SC would draw everything, the family the alias stands
// for comes first, so that quotes and apostrophes are proportional (the CJK font's are
// full width: the guide's “group j” and German's „Netz“ showed gaps).
QFont forLatinText(QFont font);
// Whether Noto Sans CJK SC is installed (else the window says what to install).
bool chineseFontInstalled();
// Whether `text` has a character the Latin family has no glyph for: an SVG export
// draws such text as outlines, so the figure shows it on machines without the font.
bool needsFallbackFont(const QString& text);

} // namespace popslab::render
