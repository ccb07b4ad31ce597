#include "BusWorkbench.h"

#include "BusAppModule.h"
#include "BusCanvas.h"
#include "BusCatalogue.h"
#include "BusDetails.h"
#include "BusDocument.h"
#include "BusForm.h"
#include "BusPlots.h"
#include "BusSubject.h"
#include "BusTimeBar.h"
#include "FormInput.h"
#include "RegistryText.h"

#include <QCoreApplication>
#include <QVBoxLayout>

namespace popslab::bus {

BusWorkbench::BusWorkbench(QObject* parent)
    : Workbench(parent), document_(new BusDocument(this)), form_(new BusForm), canvas_(new BusCanvas(document_)),
      timeBar_(new BusTimeBar(document_)), details_(new BusDetails(document_)), plots_(new BusPlots(document_)),
      page_(new QWidget) {
    auto* column = new QVBoxLayout(page_);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(canvas_, 1);
    column->addWidget(timeBar_);
    connect(form_, &BusForm::settingsChanged, document_, &BusDocument::setSettings);
    gui::restoreOnCancel(document_->job(), form_, [this] {
        document_->revert();
        form_->setSettings(document_->settings());
    });
    connect(document_, &BusDocument::settingsChanged, this, [this] {
        emit changed();
        emit subjectChanged();
    });
    connect(document_, &BusDocument::changed, this, [this] {
        if (pendingTime_ >= 0 && document_->run()) document_->setTime(pendingTime_);
        pendingTime_ = -1;
    });
    document_->setSettings(form_->settings());
}

// Its widgets belong to the window that shows them.
BusWorkbench::~BusWorkbench() = default;

std::vector<gui::Workbench::Page> BusWorkbench::pages() {
    return {
        {page_, [] { return QCoreApplication::translate("BusWorkbench", "Optical bus (paper 001)"); }, true, "network"},
        {plots_, [] { return QCoreApplication::translate("BusWorkbench", "Bus plots"); }, true, "plots"}};
}

QWidget* BusWorkbench::controls() {
    return form_;
}
QWidget* BusWorkbench::details() {
    return details_;
}

// Esc over a refusal or a value that does not read: the fields and the view back to the run
// answered before it.
bool BusWorkbench::leaveRefusal() {
    if ((!document_->refusal() && !document_->inputError()) || document_->job()->busy() ||
        document_->settings() == document_->answered())
        return false;
    apply(document_->answered());
    return true;
}

void BusWorkbench::apply(const BusSettings& settings) {
    form_->setSettings(settings);
    document_->setSettings(settings);
}

std::vector<gui::Workbench::Preset> BusWorkbench::presets() {
    // The paper's examples (the catalogue's figures, pinned in tests/golden/bus) as the window shows them.
    BusSettings pipeline;
    pipeline.kind = "pipeline";
    pipeline.processors = 4;
    pipeline.writers = 3;
    BusSettings prefix;
    prefix.kind = "larpbs";
    prefix.processors = 8;
    prefix.bits = "list:1,0,1,1,0,1,1,1";
    BusSettings segmented = prefix;
    segmented.segments = "3,6";
    const std::vector<std::pair<std::string, BusSettings>> shown{
        {"001-sec-2-1", pipeline}, {"001-sec-3-1", prefix}, {"001-sec-3-1-segments", segmented}};
    std::vector<Preset> out;
    const FamilyCatalogue catalogue = bus::busCatalogue();
    for (const auto& [id, settings] : shown)
        for (const CatalogueFigure& f : catalogue.figures)
            if (f.id == id)
                out.push_back({[label = f.label] { return gui::registryText(label); },
                               [this, s = settings] {
                                   apply(s);
                                   emit showPage(0);
                               }});
    return out;
}

void BusWorkbench::togglePlay() {
    timeBar_->togglePlay();
}
void BusWorkbench::stepBack() {
    timeBar_->stepBack();
}
void BusWorkbench::stepForward() {
    timeBar_->stepForward();
}
void BusWorkbench::first() {
    timeBar_->first();
}
void BusWorkbench::last() {
    timeBar_->last();
}

std::optional<QString> BusWorkbench::exportFigure(const QString& path, int dpi, bool) {
    if (plots_->isVisible()) return plots_->exportPlot(path);
    return canvas_->exportView(path, dpi, subject());
}

std::optional<QString> BusWorkbench::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                     const std::function<bool(int, int)>& progress) {
    return canvas_->exportAnimation(path, options, progress);
}

QString BusWorkbench::subject() const {
    return busSubject(document_->settings());
}

QString BusWorkbench::explanation() const {
    return QCoreApplication::translate(
        "BusWorkbench",
        "<h3>Pipelined and reconfigurable optical buses</h3><p>Paper 001, sections 2 and 3 (Sahni). Light travels "
        "down a waveguide with a predictable delay, so several messages can be on one bus at once, one behind the "
        "other: any permutation fits in one bus cycle on the 1D APPB or the folded bus, where an electronic bus "
        "carries one datum a cycle.</p><p>The space-time diagram shows processors across and clock units "
        "downwards: every pulse a line, diagonal while it travels, a vertical step where a delay loop holds it. "
        "Each read is checked by the simulator: a dot when exactly the right message was under the reader, a "
        "cross when not. Step through the run one clock unit at a time and watch each reader's wait count "
        "down.</p><p>The coincident pulse method reads where a reference and a select pulse meet; the LARPBS "
        "prefix sum delays the select pulse one slot at every 1 bit, so the slot of the coincidence is the "
        "sum. Open switches split the bus into segments that sum on their own. See the user guide's errata (F1) for "
        "where the text's timing needed a correction.</p>");
}

QJsonObject BusWorkbench::saveState(const QString&) const {
    return busStateToJson(document_->settings(), document_->time());
}

std::optional<QString> BusWorkbench::restoreState(const QJsonObject& json, const QString&) {
    std::int64_t time = -1;
    auto read = busStateFromJson(json, "bus", time);
    if (auto* error = std::get_if<QString>(&read)) return *error;
    pendingTime_ = time;
    apply(std::get<BusSettings>(read));
    return std::nullopt;
}

void BusWorkbench::reset() {
    apply(BusSettings{});
}

std::vector<gui::BackgroundJob*> BusWorkbench::jobs() const {
    return {document_->job(), plots_->job()};
}

void BusWorkbench::setDark(bool dark) {
    canvas_->setDark(dark);
    plots_->setDark(dark);
}

gui::Workbench* BusAppModule::createWorkbench(QObject* parent) {
    return new BusWorkbench(parent);
}

} // namespace popslab::bus
