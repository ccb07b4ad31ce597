#include "WdmWorkbench.h"

#include "FormInput.h"
#include "RegistryText.h"
#include "WdmAppModule.h"
#include "WdmCanvas.h"
#include "WdmDetails.h"
#include "WdmDistancePlot.h"
#include "WdmDocument.h"
#include "WdmFigures.h"
#include "WdmForm.h"
#include "WdmHeatMap.h"
#include "WdmPartitionBar.h"
#include "WdmRouteBar.h"
#include "WdmRoutePainter.h"
#include "WdmStarPainter.h"
#include "WdmSuperTopologyScene.h"
#include "WdmTransmissionPainter.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>

namespace popslab::wdm {

namespace {

using Made = std::variant<std::unique_ptr<WdmScene>, QString>;

Made superTopology(const WdmDocument& d) {
    const wdm::WdmParameters& p = d.report()->parameters;
    if (p.n > kMaxSuperTopologyDimensions)
        return QCoreApplication::translate("WdmWorkbench",
                                           "The super topology is drawn for n ≤ %1; the numbers beside hold for this "
                                           "network too.")
            .arg(kMaxSuperTopologyDimensions);
    return superTopologyScene(wdm::WdmNetwork(p), d.route());
}

Made routeBits(const WdmDocument& d) {
    const wdm::WdmParameters& p = d.report()->parameters;
    const wdm::WdmNetwork net(p);
    const auto last = wdm::Processor(net.processorCount() - 1);
    return std::make_unique<WdmRoutePainter>(net, std::min(d.answered().from, last), std::min(d.answered().to, last),
                                             d.route(), d.distance());
}

// What a figure too large to draw would have shown, in numbers.
QString wavelengthSummary(const WdmDocument& d) {
    const wdm::WdmReport& r = *d.report();
    // Three counts, each with its own plural ("1 transmitters", "1 slots" were read).
    const auto [fewest, most] = r.transmittersPerWavelength;
    const int wavelengths = int(std::min<std::uint64_t>(r.wavelengths, INT_MAX));
    const QString sharing =
        fewest == most
            ? QCoreApplication::translate("WdmWorkbench", ", each shared by %Ln transmitter(s)", nullptr, int(fewest))
            : QCoreApplication::translate("WdmWorkbench", ", each shared by %1–%2 transmitters").arg(fewest).arg(most);
    return QCoreApplication::translate("WdmWorkbench",
                                       "This network needs %Ln wavelength(s) (components of the transmission graph)",
                                       nullptr, wavelengths) +
           sharing + QCoreApplication::translate("WdmWorkbench", ": a TDM frame of %Ln slot(s).", nullptr, int(most));
}

Made star(const WdmDocument& d) {
    const wdm::WdmParameters& p = d.report()->parameters;
    if (p.n > WdmStarPainter::kMaxDrawnDimensions)
        return QCoreApplication::translate("WdmWorkbench", "The star is drawn for n ≤ %1 (%2 processors).")
                   .arg(WdmStarPainter::kMaxDrawnDimensions)
                   .arg(1u << WdmStarPainter::kMaxDrawnDimensions) +
               "\n\n" + wavelengthSummary(d);
    return std::make_unique<WdmStarPainter>(wdm::WdmNetwork(p));
}

Made transmissionGraph(const WdmDocument& d) {
    const wdm::WdmParameters& p = d.report()->parameters;
    if (!WdmTransmissionPainter::drawable(p))
        return QCoreApplication::translate("WdmWorkbench",
                                           "The transmission graph is drawn while each side has at most %1 "
                                           "transceivers: here there are %2 transmitters (N × T) and %3 receivers "
                                           "(N × R).")
                   .arg(WdmTransmissionPainter::kMaxDrawnTransceivers)
                   .arg(d.report()->nodes * p.T)
                   .arg(d.report()->nodes * p.R) +
               "\n\n" + wavelengthSummary(d);
    return std::make_unique<WdmTransmissionPainter>(wdm::WdmNetwork(p));
}

QSplitter* sideBySide(QWidget* left, QWidget* right, int leftStretch, int rightStretch) {
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, leftStretch);
    splitter->setStretchFactor(1, rightStretch);
    splitter->setChildrenCollapsible(false);
    return splitter;
}

} // namespace

WdmWorkbench::WdmWorkbench(QObject* parent)
    : Workbench(parent), document_(new WdmDocument(this)), form_(new WdmForm),
      topology_(new WdmCanvas(document_, superTopology,
                              [] { return QCoreApplication::translate("WdmWorkbench", "WDM star super topology"); })),
      route_(new WdmCanvas(document_, routeBits,
                           [] { return QCoreApplication::translate("WdmWorkbench", "WDM route as bit strings"); })),
      star_(
          new WdmCanvas(document_, star,
                        [] { return QCoreApplication::translate("WdmWorkbench", "WDM star with its transceivers"); })),
      transmission_(
          new WdmCanvas(document_, transmissionGraph,
                        [] { return QCoreApplication::translate("WdmWorkbench", "WDM transmission graph"); })),
      details_(new WdmDetails(document_)), routeBar_(new WdmRouteBar(document_)), routePage_(new QWidget),
      wavelengthPage_(new QWidget), distances_(new WdmDistancePlot(document_)), routePageExport_(topology_),
      wavelengthPageExport_(star_), heatMap_(new WdmHeatMap) {
    for (WdmCanvas* view : {topology_, route_})
        connect(view, &WdmCanvas::pointedAt, this, [this, view] { routePageExport_ = view; });
    for (WdmCanvas* view : {star_, transmission_})
        connect(view, &WdmCanvas::pointedAt, this, [this, view] { wavelengthPageExport_ = view; });
    topology_->setObjectName("wdmSuperTopology");
    route_->setObjectName("wdmRoute");
    star_->setObjectName("wdmStar");
    transmission_->setObjectName("wdmTransmissionGraph");
    auto* column = new QVBoxLayout(routePage_);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(new WdmPartitionBar(document_));
    routeSplit_ = sideBySide(topology_, route_, 3, 2);
    column->addWidget(routeSplit_, 1);
    column->addWidget(routeBar_);
    auto* wavelengths = new QVBoxLayout(wavelengthPage_);
    wavelengths->setContentsMargins(0, 0, 0, 0);
    wavelengthSplit_ = sideBySide(star_, transmission_, 1, 1);
    wavelengthSplit_->setObjectName("wdmWavelengthSplit");
    wavelengths->addWidget(wavelengthSplit_, 1);
    wavelengthSplit_->installEventFilter(this);
    connect(wavelengthSplit_, &QSplitter::splitterMoved, this, [this] { wavelengthDragged_ = true; });
    wavelengthSplit_->handle(1)->installEventFilter(this);
    wavelengthSplit_->handle(1)->setToolTip(
        tr("Drag to divide the page; double-click to let the graph's size divide it again"));
    connect(form_, &WdmForm::settingsChanged, document_, &WdmDocument::setSettings);
    gui::restoreOnCancel(document_->job(), form_, [this] {
        document_->revert();
        form_->setSettings(document_->settings());
    });
    connect(document_, &WdmDocument::settingsChanged, this, [this] {
        heatMap_->follow(document_->settings().parameters);
        emit changed();
        emit subjectChanged();
    });
    connect(document_, &WdmDocument::changed, this, &WdmWorkbench::divideRoutePage);
    connect(document_, &WdmDocument::changed, this, &WdmWorkbench::divideWavelengthPage);
    document_->setSettings(form_->settings());
}

void WdmWorkbench::divideRoutePage() {
    const bool drawn = !document_->report() || document_->report()->parameters.n <= kMaxSuperTopologyDimensions;
    if (drawn == topologyDrawn_) return; // a division the user dragged stays
    topologyDrawn_ = drawn;
    const QList<int> sizes = routeSplit_->sizes();
    const int total = std::max(1000, sizes.value(0) + sizes.value(1)); // in proportion before it is shown
    routeSplit_->setSizes(drawn ? QList<int>{total * 3 / 5, total - total * 3 / 5}
                                : QList<int>{total / 4, total - total / 4});
}

// The transmission graph gets the width it takes at the page's height (a tall graph, a
// third of the page: the star's names and numbers need the rest, presenting on 768 lines
// half the page left them out; a short one, half), unless the user dragged the division: it
// stays until a double click on it gives it back (it had stayed for good).
void WdmWorkbench::divideWavelengthPage() {
    const int width = wavelengthSplit_->width(), height = wavelengthSplit_->height();
    if (wavelengthDragged_ || width <= 0 || height <= 0 || !document_->report() || document_->refusal()) return;
    int graph = width * 3 / 10; // a sentence in place of the graph
    auto made = transmissionGraph(*document_);
    if (auto* scene = std::get_if<std::unique_ptr<WdmScene>>(&made)) {
        const QRectF b = (*scene)->bounds();
        graph = std::clamp(int(b.width() * height / std::max(1.0, b.height())) + 16, width * 3 / 10, width / 2);
    }
    wavelengthSplit_->setSizes({width - graph, graph});
}

bool WdmWorkbench::eventFilter(QObject* watched, QEvent* event) {
    if (watched == wavelengthSplit_ && event->type() == QEvent::Resize) divideWavelengthPage();
    if (watched == wavelengthSplit_->handle(1) && event->type() == QEvent::MouseButtonDblClick) {
        wavelengthDragged_ = false;
        divideWavelengthPage();
        return true;
    }
    return Workbench::eventFilter(watched, event);
}

// Its widgets belong to the window that shows them.
WdmWorkbench::~WdmWorkbench() = default;

std::vector<gui::Workbench::Page> WdmWorkbench::pages() {
    return {
        {routePage_, [] { return QCoreApplication::translate("WdmWorkbench", "WDM star (paper 004)"); }, true,
         "network"},
        {wavelengthPage_, [] { return QCoreApplication::translate("WdmWorkbench", "WDM wavelengths"); }, true,
         "wavelengths"},
        {distances_, [] { return QCoreApplication::translate("WdmWorkbench", "WDM distances"); }, true, "distances"},
        {heatMap_, [] { return QCoreApplication::translate("WdmWorkbench", "WDM over T and R"); }, true,
         "over-t-and-r"}};
}

QWidget* WdmWorkbench::controls() {
    return form_;
}
QWidget* WdmWorkbench::details() {
    return details_;
}

std::vector<gui::Workbench::Preset> WdmWorkbench::presets() {
    std::vector<Preset> out;
    for (const wdm::WdmFigure& f : wdm::wdmFigures()) {
        const std::string label = f.label;
        const WdmSettings settings{f.parameters, 0, std::uint32_t((1u << f.parameters.n) - 1)};
        out.push_back({[label] { return gui::registryText(label); },
                       [this, settings] {
                           form_->setSettings(settings);
                           document_->setSettings(settings);
                           emit showPage(0);
                       }});
    }
    return out;
}

void WdmWorkbench::togglePlay() {
    routeBar_->togglePlay();
}
void WdmWorkbench::stepBack() {
    routeBar_->stepBack();
}
void WdmWorkbench::stepForward() {
    routeBar_->stepForward();
}
void WdmWorkbench::first() {
    routeBar_->first();
}
void WdmWorkbench::last() {
    routeBar_->last();
}

std::optional<QString> WdmWorkbench::exportFigure(const QString& path, int dpi, bool) {
    // The page on show; of two figures side by side, the one last clicked or hovered.
    if (heatMap_->isVisible()) return heatMap_->exportPlot(path);
    if (distances_->isVisible()) return distances_->exportPlot(path);
    if (wavelengthPage_->isVisible()) return wavelengthPageExport_->exportView(path, dpi);
    return routePageExport_->exportView(path, dpi);
}

std::optional<QString> WdmWorkbench::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                     const std::function<bool(int, int)>& progress) {
    return routePageExport_->exportAnimation(path, options, progress);
}

QString WdmWorkbench::subject() const {
    const wdm::WdmParameters& p = document_->settings().parameters;
    return QString("WDM, n = %1, T = %2, R = %3").arg(p.n).arg(p.T).arg(p.R);
}

QString WdmWorkbench::explanation() const {
    return QCoreApplication::translate(
               "WdmWorkbench",
               "<h3>The WDM passive star with an embedded hypercube</h3><p>Paper 004 (Wan, Liu and Yang). N = "
               "2<sup>n</sup> "
               "processors share one passive star; each has T transmitters and R receivers fixed to one wavelength. "
               "The "
               "n-cube's dimensions are split into groups, each served by one transmitter and receiver; every cube "
               "link "
               "joins a transmitter to a receiver, and each connected component of these links needs one wavelength. A "
               "transmitter then reaches every receiver on its wavelength: the super topology has more links than the "
               "cube and a smaller diameter, min(n, max(R, 2T)) (Theorem 3.1).</p><p>Routing1 (T = R) and Routing2 "
               "(Tables 1 and 2) fix one group of dimensions at a time; every hop uses one wavelength, and the hop "
               "count is the distance H(a, b) of Lemmas 3.2 and 3.5 (corrected, see the user guide's errata, "
               "F1).</p>") +
           QCoreApplication::translate(
               "WdmWorkbench",
               "<p>Beside the super topology the route is written as bit strings, the groups bracketed and the bits "
               "each hop flips filled, above the plain cube's route. On the WDM wavelengths page, point at a "
               "transceiver or a link to highlight its wavelength in every figure; click to keep it highlighted. WDM "
               "distances compares the distance histogram with the cube's.</p>");
}

QJsonObject WdmWorkbench::saveState(const QString&) const {
    return wdmStateToJson(document_->settings());
}

std::optional<QString> WdmWorkbench::restoreState(const QJsonObject& json, const QString&) {
    auto read = wdmStateFromJson(json, "wdm");
    if (auto* error = std::get_if<QString>(&read)) return *error;
    form_->setSettings(std::get<WdmSettings>(read));
    document_->setSettings(std::get<WdmSettings>(read));
    return std::nullopt;
}

// Esc over a refusal (T > n, say): the fields and the view back to the network answered
// before it (the refusal had stayed, the fields kept the refused value).
bool WdmWorkbench::leaveRefusal() {
    if (!document_->refusal() || document_->job()->busy() || document_->settings() == document_->answered())
        return false;
    const WdmSettings back = document_->answered();
    form_->setSettings(back);
    document_->setSettings(back);
    return true;
}

void WdmWorkbench::reset() {
    form_->setSettings(WdmSettings{});
    document_->setSettings(WdmSettings{});
}

std::vector<gui::BackgroundJob*> WdmWorkbench::jobs() const {
    return {document_->job(), heatMap_->job()};
}

void WdmWorkbench::setDark(bool dark) {
    for (WdmCanvas* view : {topology_, route_, star_, transmission_})
        view->setDark(dark);
    distances_->setDark(dark);
    heatMap_->setDark(dark);
}

gui::Workbench* WdmAppModule::createWorkbench(QObject* parent) {
    return new WdmWorkbench(parent);
}

} // namespace popslab::wdm
