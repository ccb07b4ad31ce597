// The OK_N family in the window (paper 003): one page with the simulated run, its
// playback and its plot (OknPage), the paper's figures as presets, the run's trace as
// JSON, and the tab's part of a session.
#pragma once

#include "Workbench.h"

namespace popslab::okn {

class OknPage;

class OknWorkbench : public gui::Workbench {
    Q_OBJECT
public:
    explicit OknWorkbench(QObject* parent = nullptr);
    ~OknWorkbench() override;

    QString id() const override { return "okn"; }
    std::vector<Page> pages() override;
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
    QString saveLabel() const override;
    std::optional<QString> saveData(const QString& path) override;
    QString subject() const override;
    QString explanation() const override;

    QJsonObject saveState(const QString& sessionDir) const override;
    std::optional<QString> restoreState(const QJsonObject& state, const QString& sessionDir) override;
    void reset() override;
    bool leaveRefusal() override;

    std::vector<gui::BackgroundJob*> jobs() const override;
    void setDark(bool dark) override;

    OknPage* panel() const { return panel_; }

private:
    OknPage* panel_;
};

} // namespace popslab::okn
