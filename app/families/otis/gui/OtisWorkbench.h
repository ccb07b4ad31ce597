// OTIS and the OTIS-Mesh (paper 001, section 5) in the window: the network as Figs. 13
// and 14 draw it with a 4D mesh move stepped over every processor at once and a route
// between two clicked processors (page), links and diameters against N (plots), the
// network and move (controls), what was measured (details), the figures as presets,
// and the tab's part of a session.
#pragma once

#include "Workbench.h"

namespace popslab::otis {

class OtisCanvas;
class OtisDetails;
class OtisDocument;
class OtisForm;
class OtisPlots;
class OtisStepBar;

class OtisWorkbench : public gui::Workbench {
    Q_OBJECT
public:
    explicit OtisWorkbench(QObject* parent = nullptr);
    ~OtisWorkbench() override;

    QString id() const override { return "otis"; }
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

    std::vector<gui::BackgroundJob*> jobs() const override;
    void setDark(bool dark) override;

    OtisDocument* document() const { return document_; }
    OtisCanvas* canvas() const { return canvas_; }

private:
    void apply(const struct OtisSettings& settings);

    OtisDocument* document_;
    OtisForm* form_;
    OtisCanvas* canvas_;
    OtisStepBar* stepBar_;
    OtisDetails* details_;
    OtisPlots* plots_;
    QWidget* page_;
    int pendingStep_ = -1;
};

} // namespace popslab::otis
