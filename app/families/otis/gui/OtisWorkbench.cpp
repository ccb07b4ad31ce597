#include "OtisWorkbench.h"

#include "FormInput.h"
#include "OtisAppModule.h"
#include "OtisCanvas.h"
#include "OtisCatalogue.h"
#include "OtisDetails.h"
#include "OtisDocument.h"
#include "OtisForm.h"
#include "OtisPainter.h"
#include "OtisPlots.h"
#include "OtisStepBar.h"
#include "RegistryText.h"

#include <QCoreApplication>
#include <QVBoxLayout>

namespace popslab::otis {

OtisWorkbench::OtisWorkbench(QObject* parent)
    : Workbench(parent), document_(new OtisDocument(this)), form_(new OtisForm), canvas_(new OtisCanvas(document_)),
      stepBar_(new OtisStepBar(document_)), details_(new OtisDetails(document_)), plots_(new OtisPlots),
      page_(new QWidget) {
    auto* column = new QVBoxLayout(page_);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(canvas_, 1);
    column->addWidget(stepBar_);
    connect(form_, &OtisForm::settingsChanged, document_, &OtisDocument::setSettings);
    gui::restoreOnCancel(document_->job(), form_, [this] {
        document_->revert();
        form_->setSettings(document_->settings());
    });
    connect(canvas_, &OtisCanvas::routeRequested, this, [this](std::uint32_t from, std::uint32_t to) {
        OtisSettings s = document_->settings();
        s.from = from;
        s.to = to;
        apply(s);
    });
    connect(document_, &OtisDocument::settingsChanged, this, [this] {
        emit changed();
        emit subjectChanged();
    });
    connect(document_, &OtisDocument::changed, this, [this] {
        if (const auto intra = otis::intraOfName(document_->answered().intra.toStdString()))
            plots_->setNetwork(*intra, document_->answered().groups); // the plots are of the network drawn
        if (pendingStep_ >= 0 && document_->report()) document_->setStep(pendingStep_);
        pendingStep_ = -1;
    });
    document_->setSettings(form_->settings());
}

// Its widgets belong to the window that shows them.
OtisWorkbench::~OtisWorkbench() = default;

std::vector<gui::Workbench::Page> OtisWorkbench::pages() {
    return {{page_, [] { return QCoreApplication::translate("OtisWorkbench", "OTIS (paper 001)"); }, true, "network"},
            {plots_, [] { return QCoreApplication::translate("OtisWorkbench", "OTIS plots"); }, true, "plots"}};
}

QWidget* OtisWorkbench::controls() {
    return form_;
}
QWidget* OtisWorkbench::details() {
    return details_;
}

void OtisWorkbench::apply(const OtisSettings& settings) {
    form_->setSettings(settings);
    document_->setSettings(settings);
}

std::vector<gui::Workbench::Preset> OtisWorkbench::presets() {
    // Figs. 13 and 14: the 16-processor OTIS (transpose links only; the route (0, 1) ->
    // (1, 0) one optical hop) and the OTIS-Mesh, labels (G, P).
    OtisSettings fig13;
    fig13.groups = 4;
    fig13.intra = "none";
    fig13.from = 1, fig13.to = 4;
    OtisSettings fig14;
    fig14.groups = 4;
    fig14.direction = "i+";
    std::vector<Preset> out;
    for (const CatalogueFigure& f : otis::otisCatalogue().figures) {
        const OtisSettings s = f.id == "001-fig-13" ? fig13 : fig14;
        out.push_back({[label = f.label] { return gui::registryText(label); },
                       [this, s] {
                           apply(s);
                           emit showPage(0);
                       }});
    }
    return out;
}

void OtisWorkbench::togglePlay() {
    stepBar_->togglePlay();
}
void OtisWorkbench::stepBack() {
    stepBar_->stepBack();
}
void OtisWorkbench::stepForward() {
    stepBar_->stepForward();
}
void OtisWorkbench::first() {
    stepBar_->first();
}
void OtisWorkbench::last() {
    stepBar_->last();
}

std::optional<QString> OtisWorkbench::exportFigure(const QString& path, int dpi, bool) {
    if (plots_->isVisible()) return plots_->exportPlot(path);
    return canvas_->exportView(path, dpi);
}

std::optional<QString> OtisWorkbench::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                      const std::function<bool(int, int)>& progress) {
    return canvas_->exportAnimation(path, options, progress);
}

QString OtisWorkbench::subject() const {
    const OtisSettings& s = document_->settings();
    return QString("%1, N = %2").arg(otisName(otisParameters(s).intra)).arg(s.groups);
}

QString OtisWorkbench::explanation() const {
    return QCoreApplication::translate(
        "OtisWorkbench",
        "<h3>OTIS and the OTIS-Mesh</h3><p>Paper 001, section 5 (Sahni). N groups of N processors: processor P of "
        "group G, written (G, P), has an optical transpose link to (P, G); inside each group an electronic mesh "
        "(OTIS-Mesh) or hypercube, or none (the plain OTIS of Fig. 13, not connected). Complexity counts optical "
        "(OTIS) "
        "and electronic steps.</p><p>The OTIS-Mesh "
        "simulates a 4D mesh: processor (i, j, k, l) sits on (i m + j, k m + l). A move along k or l is one "
        "electronic step; along i or j an OTIS step, an electronic step and an OTIS step. Step through a move: "
        "every datum is drawn in its origin's colour, and the validator checks the whole move as a schedule. "
        "Click two processors to see a shortest route.</p>");
}

QJsonObject OtisWorkbench::saveState(const QString&) const {
    return otisStateToJson(document_->settings(), document_->step());
}

std::optional<QString> OtisWorkbench::restoreState(const QJsonObject& json, const QString&) {
    int step = -1;
    auto read = otisStateFromJson(json, "otis", step);
    if (auto* error = std::get_if<QString>(&read)) return *error;
    pendingStep_ = step;
    apply(std::get<OtisSettings>(read));
    return std::nullopt;
}

void OtisWorkbench::reset() {
    apply(OtisSettings{});
}

std::vector<gui::BackgroundJob*> OtisWorkbench::jobs() const {
    return {document_->job(), plots_->job()};
}

void OtisWorkbench::setDark(bool dark) {
    canvas_->setDark(dark);
    plots_->setDark(dark);
}

gui::Workbench* OtisAppModule::createWorkbench(QObject* parent) {
    return new OtisWorkbench(parent);
}

} // namespace popslab::otis
