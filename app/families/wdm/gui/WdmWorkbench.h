// The WDM star with an embedded hypercube (paper 004) in the window. Pages: the super
// topology in cube layout with a route stepped hop by hop beside its bit strings and
// the plain cube's route; the star and the transmission graph with one wavelength
// highlighted; the distance histogram against the cube's; a quantity over (T, R).
// Beside them n, T, R and the route's ends (controls), what was measured beside the
// paper's formulas (details); Fig. 2 as a preset; the tab's part of a session.
#pragma once

#include "Workbench.h"

class QSplitter;

namespace popslab::wdm {

class WdmDetails;
class WdmDistancePlot;
class WdmDocument;
class WdmForm;
class WdmHeatMap;
class WdmRouteBar;
class WdmCanvas;

class WdmWorkbench : public gui::Workbench {
    Q_OBJECT
public:
    explicit WdmWorkbench(QObject* parent = nullptr);
    ~WdmWorkbench() override;

    QString id() const override { return "wdm"; }
    std::vector<Page> pages() override;
    QWidget* controls() override;
    QWidget* details() override;
    std::vector<Preset> presets() override;

    // Playback steps through the route's hops.
    void togglePlay() override;
    void stepBack() override;
    void stepForward() override;
    void first() override;
    void last() override;

    std::optional<QString> exportFigure(const QString& path, int dpi, bool allSlots) override;
    bool hasAnimation() const override { return true; }
    std::optional<QString> exportAnimation(const QString& path, const render::AnimationOptions& options,
                                           const std::function<bool(int, int)>& progress) override;
    QString subject() const override;
    QString explanation() const override;

    QJsonObject saveState(const QString& sessionDir) const override;
    std::optional<QString> restoreState(const QJsonObject& state, const QString& sessionDir) override;
    void reset() override;
    bool leaveRefusal() override;

    std::vector<gui::BackgroundJob*> jobs() const override;
    void setDark(bool dark) override;

    WdmDocument* document() const { return document_; }
    WdmForm* form() const { return form_; }

private:
    WdmDocument* document_;
    WdmForm* form_;
    WdmCanvas *topology_, *route_, *star_, *transmission_;
    WdmDetails* details_;
    WdmRouteBar* routeBar_;
    QWidget* routePage_;      // the partition bar, super topology and route, the route's playback
    QWidget* wavelengthPage_; // the star and the transmission graph
    WdmDistancePlot* distances_;
    WdmCanvas *routePageExport_, *wavelengthPageExport_; // of each page's two, the one last pointed at
    WdmHeatMap* heatMap_;
    QSplitter* routeSplit_ = nullptr; // the super topology beside the route
    bool topologyDrawn_ = true;       // as the splitter was last divided for
    // Past n = 6 the super topology is a sentence: the route's bit strings take most of the
    // page (at n = 10 their digits were 8 px beside a pane holding one sentence).
    void divideRoutePage();
    QSplitter* wavelengthSplit_ = nullptr; // the star beside the transmission graph
    bool wavelengthDragged_ = false;       // the user divided it: it stays
    void divideWavelengthPage();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace popslab::wdm
