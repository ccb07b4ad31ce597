#include "OknWorkbench.h"

#include "OknAppModule.h"
#include "OknCanvas.h"
#include "OknFigures.h"
#include "OknPage.h"
#include "OknState.h"
#include "OknTrace.h"
#include "RegistryText.h"
#include "SaveFile.h"

#include <QCoreApplication>

namespace popslab::okn {

OknWorkbench::OknWorkbench(QObject* parent) : Workbench(parent), panel_(new OknPage) {
    connect(panel_, &OknPage::changed, this, [this] {
        emit changed();
        emit subjectChanged();
    });
}

// Its panel belongs to the window that shows it.
OknWorkbench::~OknWorkbench() = default;

std::vector<gui::Workbench::Page> OknWorkbench::pages() {
    return {{panel_, [] { return QCoreApplication::translate("OknWorkbench", "OK_N (paper 003)"); }, true, "network"}};
}

std::vector<gui::Workbench::Preset> OknWorkbench::presets() {
    std::vector<Preset> out;
    for (const okn::OknFigure& f : okn::oknFigures()) {
        const std::string label = f.label;
        const okn::OknRequest request = f.request;
        out.push_back({[label] { return gui::registryText(label); },
                       [this, request] {
                           panel_->load(request);
                           emit showPage(0);
                       }});
    }
    return out;
}

void OknWorkbench::togglePlay() {
    panel_->togglePlay();
}
void OknWorkbench::stepBack() {
    panel_->stepBack();
}
void OknWorkbench::stepForward() {
    panel_->stepForward();
}
void OknWorkbench::first() {
    panel_->first();
}
void OknWorkbench::last() {
    panel_->last();
}

std::optional<QString> OknWorkbench::exportFigure(const QString& path, int dpi, bool) {
    (void)dpi; // the view's own resolution
    return panel_->exportView(path);
}

std::optional<QString> OknWorkbench::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                     const std::function<bool(int, int)>& progress) {
    return panel_->canvas()->exportAnimation(path, options, progress);
}

QString OknWorkbench::saveLabel() const {
    return QCoreApplication::translate("OknWorkbench", "Save trace as &JSON...");
}

std::optional<QString> OknWorkbench::saveData(const QString& path) {
    const auto& run = panel_->run();
    if (!run || !run->simulation.ok() || run->simulation.timeline.empty())
        return QCoreApplication::translate("OknWorkbench", "there is no simulated run with a trace to save");
    const std::string text = okn::traceJson(panel_->runRequest(), *run);
    return files::saveBytes(path, QByteArray::fromStdString(text));
}

QString OknWorkbench::subject() const {
    const okn::OknRequest r = panel_->settings().request;
    return QString("OK_N, N = %1, k = %2").arg(r.network.nodes).arg(r.network.ports);
}

QString OknWorkbench::explanation() const {
    const okn::OknRequest r = panel_->settings().request;
    const auto* op = okn::oknOperation(r.operation);
    const auto* a = op ? op->algorithm(r.algorithm) : nullptr;
    if (!op || !a) return {};
    return QCoreApplication::translate("OknWorkbench",
                                       "<h3>%1: %2</h3><p>Paper 003, %3.</p><p><b>Completion time:</b> %4</p>")
        .arg(gui::registryText(op->name), gui::registryText(a->name), gui::registryText(a->section),
             gui::registryText(a->formulaText));
}

QJsonObject OknWorkbench::saveState(const QString&) const {
    return oknStateToJson(panel_->settings());
}

std::optional<QString> OknWorkbench::restoreState(const QJsonObject& json, const QString&) {
    auto read = oknStateFromJson(json, "okn");
    if (auto* error = std::get_if<QString>(&read)) return *error;
    panel_->setSettings(std::get<OknSettings>(read));
    return std::nullopt;
}

void OknWorkbench::reset() {
    panel_->setSettings(OknSettings{});
}

bool OknWorkbench::leaveRefusal() {
    return panel_->leaveRefusal();
}

std::vector<gui::BackgroundJob*> OknWorkbench::jobs() const {
    return {panel_->job(), panel_->plotJob()};
}

void OknWorkbench::setDark(bool dark) {
    panel_->setDark(dark);
}

gui::Workbench* OknAppModule::createWorkbench(QObject* parent) {
    return new OknWorkbench(parent);
}

} // namespace popslab::okn
