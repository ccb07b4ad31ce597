#include "WdmWorkbench.h"

#include "RegistryText.h"
#include "WdmCanvas.h"
#include "WdmDetails.h"
#include "WdmDocument.h"
#include "WdmForm.h"
#include "WdmHeatMap.h"
#include "WdmPartitionBar.h"
#include "WdmRouteBar.h"
#include "families/wdm/WdmFigures.h"

#include <QCoreApplication>
#include <QVBoxLayout>

namespace popslab::gui {

WdmWorkbench::WdmWorkbench(QObject* parent)
    : Workbench(parent), document_(new WdmDocument(this)), form_(new WdmForm), canvas_(new WdmCanvas(document_)),
      details_(new WdmDetails(document_)), routeBar_(new WdmRouteBar(document_)), page_(new QWidget),
      heatMap_(new WdmHeatMap) {
    auto* column = new QVBoxLayout(page_);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(new WdmPartitionBar(document_));
    column->addWidget(canvas_, 1);
    column->addWidget(routeBar_);
    connect(form_, &WdmForm::settingsChanged, document_, &WdmDocument::setSettings);
    connect(document_, &WdmDocument::settingsChanged, this, [this] {
        emit changed();
        emit subjectChanged();
    });
    document_->setSettings(form_->settings());
}

// Its widgets belong to the window that shows them.
WdmWorkbench::~WdmWorkbench() = default;

std::vector<Workbench::Page> WdmWorkbench::pages() {
    return {{page_, [] { return QCoreApplication::translate("WdmWorkbench", "WDM star (paper 004)"); }},
            {heatMap_, [] { return QCoreApplication::translate("WdmWorkbench", "WDM over T and R"); }}};
}

QWidget* WdmWorkbench::controls() { return form_; }
QWidget* WdmWorkbench::details() { return details_; }

std::vector<Workbench::Preset> WdmWorkbench::presets() {
    std::vector<Preset> out;
    for (const wdm::WdmFigure& f : wdm::wdmFigures()) {
        const std::string label = f.label;
        const WdmSettings settings{f.parameters, 0, std::uint32_t((1u << f.parameters.n) - 1)};
        out.push_back({[label] { return registryText(label); }, [this, settings] {
                           form_->setSettings(settings);
                           document_->setSettings(settings);
                           emit showPage(0);
                       }});
    }
    return out;
}

void WdmWorkbench::togglePlay() { routeBar_->togglePlay(); }
void WdmWorkbench::stepBack() { routeBar_->stepBack(); }
void WdmWorkbench::stepForward() { routeBar_->stepForward(); }
void WdmWorkbench::first() { routeBar_->first(); }
void WdmWorkbench::last() { routeBar_->last(); }

std::optional<QString> WdmWorkbench::exportFigure(const QString& path, int dpi, bool) {
    if (heatMap_->isVisible()) return heatMap_->exportPlot(path); // the page on show
    return canvas_->exportView(path, dpi);
}

QString WdmWorkbench::subject() const {
    const wdm::WdmParameters& p = document_->settings().parameters;
    return QString("WDM, n = %1, T = %2, R = %3").arg(p.n).arg(p.T).arg(p.R);
}

QString WdmWorkbench::explanation() const {
    return QCoreApplication::translate(
        "WdmWorkbench",
        "<h3>The WDM passive star with an embedded hypercube</h3><p>Paper 004 (Wan, Liu and Yang). N = 2^n "
        "processors share one passive star; each has T transmitters and R receivers fixed to one wavelength. The "
        "n-cube's dimensions are split into groups, each served by one transmitter and receiver; every cube link "
        "joins a transmitter to a receiver, and each connected component of these links needs one wavelength. A "
        "transmitter then reaches every receiver on its wavelength: the super topology has more links than the "
        "cube and a smaller diameter, min(n, max(R, 2T)) (Theorem 3.1).</p><p>Routing1 (T = R) and Routing2 "
        "(Tables 1 and 2) fix one group of dimensions at a time; every hop uses one wavelength, and the hop "
        "count is the distance H(a, b) of Lemmas 3.2 and 3.5 (corrected, see the README's errata).</p>");
}

QJsonObject WdmWorkbench::saveState(const QString&) const { return wdmStateToJson(document_->settings()); }

std::optional<QString> WdmWorkbench::restoreState(const QJsonObject& json, const QString&) {
    auto read = wdmStateFromJson(json, "wdm");
    if (auto* error = std::get_if<QString>(&read)) return *error;
    form_->setSettings(std::get<WdmSettings>(read));
    document_->setSettings(std::get<WdmSettings>(read));
    return std::nullopt;
}

void WdmWorkbench::reset() {
    form_->setSettings(WdmSettings{});
    document_->setSettings(WdmSettings{});
}

std::vector<BackgroundJob*> WdmWorkbench::jobs() const { return {document_->job(), heatMap_->job()}; }

void WdmWorkbench::setDark(bool dark) {
    canvas_->setDark(dark);
    heatMap_->setDark(dark);
}

} // namespace popslab::gui
