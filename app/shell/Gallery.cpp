#include "Gallery.h"

#include "Audit.h"
#include "MainWindow.h"
#include "SaveFile.h"
#include "SceneExport.h"

#include <QApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace popslab::gui {

namespace {

// Lets timers and layouts settle (a plot's replot) and a slot's animation end, as a user's
// eye would: on a busy machine 150 ms caught POPS's fibres half drawn, ending in dots.
void settle(MainWindow& window) {
    window.waitForIdle(std::chrono::seconds(60));
    window.waitForStill(std::chrono::milliseconds(150));
}

} // namespace

std::optional<QString> runGallery(MainWindow& window, const GalleryOptions& o, GalleryResult& result) {
    QJsonArray findings;
    for (const QString& language : o.languages) {
        window.setLanguage(language);
        for (const QString& theme : o.themes) {
            window.setDarkTheme(theme == "dark");
            for (Workbench* family : window.workbenches()) {
                if (!o.families.isEmpty() && !o.families.contains(family->id())) continue;
                if (!QDir(o.dir).mkpath(family->id()))
                    return QString("cannot make the folder %1/%2").arg(o.dir, family->id());
                const auto pages = family->pages();
                for (std::size_t page = 0; page < pages.size(); ++page) {
                    window.showPage(family, int(page));
                    settle(window);
                    render::LabelProbe probe;
                    const QImage shot = window.grab().toImage();
                    const QString name =
                        QString("%1/%2-%3-%4-%5.png").arg(family->id(), pages[page].name, language, theme, o.screen);
                    if (auto error = files::saveFile(
                            o.dir + "/" + name, [&shot](QIODevice& device) { return render::writePng(device, shot); }))
                        return *error;
                    ++result.screenshots;
                    for (const AuditFinding& f : auditWindow({&window, shot, &probe, window.presenting()}))
                        findings.append(QJsonObject{{"file", name}, {"widget", f.widget}, {"what", f.what}});
                }
            }
        }
    }
    result.findings = int(findings.size());
    const QByteArray json =
        QJsonDocument(QJsonObject{{"screenshots", result.screenshots}, {"findings", findings}}).toJson();
    return files::saveFile(o.dir + "/audit-" + o.screen + ".json",
                           [&json](QIODevice& device) -> std::optional<QString> {
                               if (device.write(json) != json.size()) return device.errorString();
                               return std::nullopt;
                           });
}

} // namespace popslab::gui
