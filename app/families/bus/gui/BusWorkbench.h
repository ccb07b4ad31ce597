// Pipelined and reconfigurable optical buses (paper 001, sections 2-3) in the window:
// the run's space-time diagram stepped one clock unit at a time (page), the bar chart
// of the reads and bus cycles against n (plots), the operation and its values
// (controls), what every read found (details), the paper's examples as presets, and
// the tab's part of a session.
#pragma once

#include "Workbench.h"

namespace popslab::bus {

class BusCanvas;
class BusDetails;
class BusDocument;
class BusForm;
class BusPlots;
class BusTimeBar;

class BusWorkbench : public gui::Workbench {
    Q_OBJECT
public:
    explicit BusWorkbench(QObject* parent = nullptr);
    ~BusWorkbench() override;

    QString id() const override { return "bus"; }
    std::vector<Page> pages() override;
    QWidget* controls() override;
    QWidget* details() override;
    std::vector<Preset> presets() override;

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

    BusDocument* document() const { return document_; }
    BusForm* form() const { return form_; }
    BusCanvas* canvas() const { return canvas_; }

private:
    void apply(const struct BusSettings& settings);

    BusDocument* document_;
    BusForm* form_;
    BusCanvas* canvas_;
    BusTimeBar* timeBar_;
    BusDetails* details_;
    BusPlots* plots_;
    QWidget* page_;
    std::int64_t pendingTime_ = -1; // a restored session's clock unit, taken when its run arrives
};

} // namespace popslab::bus
