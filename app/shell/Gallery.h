// The gallery (scripts/dev.sh gallery): every family's every page, in each language and
// theme, written as DIR/<family>/<page>-<language>-<theme>-<screen>.png, and audited
// (Audit.h) as it is written; the findings go to DIR/audit-<screen>.json as
// {"screenshots": N, "findings": [{"file", "widget", "what"}]}, which dev.sh merges.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace popslab::gui {

class MainWindow;

struct GalleryOptions {
    QString dir;
    QString screen; // the name in the files: "1366x768", "present-1366x768"
    QStringList languages{"en", "de", "zh_CN"};
    QStringList themes{"light", "dark"};
    QStringList families; // empty: all
};

struct GalleryResult {
    int screenshots = 0, findings = 0;
};

// Walks the window (shown, at its final size) through every page; the error, if a file
// could not be written.
std::optional<QString> runGallery(MainWindow& window, const GalleryOptions& options, GalleryResult& result);

} // namespace popslab::gui
