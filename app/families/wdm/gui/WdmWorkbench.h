// The WDM star with an embedded hypercube (paper 004) in the window: the super topology
// drawn in cube layout with a route (page), n, T, R and the route's ends (controls),
// what was measured beside the paper's formulas (details), Fig. 2 as a preset, and the
// tab's part of a session.
#pragma once

#include "Workbench.h"

namespace popslab::gui {

class WdmCanvas;
class WdmDetails;
class WdmDocument;
class WdmForm;
class WdmHeatMap;
class WdmRouteBar;

class WdmWorkbench : public Workbench {
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
    QString subject() const override;
    QString explanation() const override;

    QJsonObject saveState(const QString& sessionDir) const override;
    std::optional<QString> restoreState(const QJsonObject& state, const QString& sessionDir) override;
    void reset() override;

    std::vector<BackgroundJob*> jobs() const override;
    void setDark(bool dark) override;

    WdmDocument* document() const { return document_; }
    WdmForm* form() const { return form_; }

private:
    WdmDocument* document_;
    WdmForm* form_;
    WdmCanvas* canvas_;
    WdmDetails* details_;
    WdmRouteBar* routeBar_;
    QWidget* page_; // the partition bar, the canvas and the route's playback
    WdmHeatMap* heatMap_;
};

} // namespace popslab::gui
