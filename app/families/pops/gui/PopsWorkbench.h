// The POPS family in the window: the network canvas with its timeline, the plots, the
// parameters on the left, the slot's details on the right, the logical structure of a
// ring or torus, the papers' figures, and opening and saving schedule documents. The
// PopsDocument is its single source of truth; the panels only read it.
#pragma once

#include "FigureExport.h"
#include "PopsDocument.h"
#include "PopsState.h"
#include "Workbench.h"

class QWidget;

namespace popslab::pops {

class EmbeddingView;
class ExerciseDocument;
class ExercisePage;
class PopsCanvas;
class PopsForm;
class PopsPlots;
class PopsDetails;
class TimelineBar;

class PopsWorkbench : public gui::Workbench {
    Q_OBJECT
public:
    explicit PopsWorkbench(QObject* parent = nullptr);
    ~PopsWorkbench() override;

    QString id() const override { return "pops"; }
    std::vector<Page> pages() override;
    QWidget* controls() override;
    QWidget* details() override;
    std::vector<Dock> docks() override;
    std::vector<Preset> presets() override;

    void togglePlay() override;
    void stepBack() override;
    void stepForward() override;
    void first() override;
    void last() override;
    void fitToWindow() override;
    std::vector<QAction*> viewActions() override;
    bool leaveRefusal() override;
    void retranslate() override;
    void setMatrix(bool matrix);
    bool matrix() const;

    std::optional<QString> exportFigure(const QString& path, int dpi, bool allSlots) override;
    bool hasFrames() const override { return true; }
    bool hasAnimation() const override { return true; }
    std::optional<QString> exportAnimation(const QString& path, const render::AnimationOptions& options,
                                           const std::function<bool(int, int)>& progress) override;
    std::optional<QString> exportFrames(const QString& dir, int dpi,
                                        const std::function<bool(int, int)>& progress) override;
    QString saveLabel() const override;
    std::optional<QString> saveData(const QString& path) override;

    QString subject() const override;
    QString pageSubject(int page) const override;
    QString explanation() const override;

    QJsonObject saveState(const QString& sessionDir) const override;
    std::optional<QString> restoreState(const QJsonObject& state, const QString& sessionDir) override;
    void reset() override;
    QStringList openableSuffixes() const override { return {"json"}; }
    // Schedules (format v1) on the Network page, exercises (popslab-cli exercise) on the Exercise page.
    QStringList openableFormats() const override;
    void open(const QString& path) override;

    std::vector<gui::BackgroundJob*> jobs() const override;
    void setDark(bool dark) override;
    void setPresentation(bool on) override;

    // For tests and the window's own wiring.
    PopsDocument* document() const { return document_; }
    PopsCanvas* canvas() const { return canvas_; }
    PopsForm* parameters() const { return parameters_; }
    PopsDetails* slotDetails() const { return details_; }
    PopsPlots* plots() const { return plots_; }
    ExerciseDocument* exercise() const { return exercise_; }
    ExercisePage* exercisePage() const { return exercisePage_; }
    // Shows a request (a preset, a clicked plot point) as if the user had chosen it.
    void show(const pops::PatternRequest& request);

private:
    Figure figure(int dpi = 150) const;
    void apply(const PopsState& state);
    void exerciseFromNetworkPage(std::optional<std::uint32_t> target);

    PopsDocument* document_;
    PopsCanvas* canvas_;
    TimelineBar* timeline_;
    QWidget* networkPage_;
    PopsPlots* plots_;
    PopsForm* parameters_;
    PopsDetails* details_;
    EmbeddingView* embedding_;
    ExerciseDocument* exercise_;
    ExercisePage* exercisePage_;
    QAction* matrix_;
    QAction* everyProcessor_;
};

} // namespace popslab::pops
