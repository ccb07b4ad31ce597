#include "Fonts.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QList>
#include <QRawFont>
#include <QStringList>

namespace popslab::render {

QFont withChineseFallback(QFont font) {
    QStringList families = font.families();
    if (families.isEmpty()) families << font.family();
    if (!families.contains(kChineseFamily)) families << kChineseFamily;
    font.setFamilies(families);
    return font;
}

QFont forLatinText(QFont font) {
    QStringList families = font.families();
    if (families.isEmpty()) families << font.family();
    if (families.front() != kChineseFamily) families.front() = QFontInfo(QFont(families.front())).family();
    // (An alias may stand for the CJK font itself, on a Chinese desktop: then DejaVu Sans.)
    if (families.front() == kChineseFamily) families.front() = kLatinFamily;
    font.setFamilies(families);
    return font;
}

bool chineseFontInstalled() {
    return QFontDatabase::families().contains(kChineseFamily);
}

bool needsFallbackFont(const QString& text) {
    // The family itself, not QFontMetrics: that one answers for its fallbacks too. Per
    // thread (the CLI and workers draw too); if DejaVu Sans is missing, anything beyond
    // ASCII is outlined.
    thread_local const QRawFont latin = QRawFont::fromFont(QFont(kLatinFamily));
    const bool haveLatin = latin.isValid() && latin.familyName() == kLatinFamily;
    for (const char32_t c : text.toUcs4())
        if (c >= 0x20 && (haveLatin ? !latin.supportsCharacter(c) : c > 0x7e)) return true;
    return false;
}

} // namespace popslab::render
