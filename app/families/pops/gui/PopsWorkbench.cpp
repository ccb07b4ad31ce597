#include "PopsWorkbench.h"

#include "EmbeddingView.h"
#include "ExercisePage.h"
#include "FigureExport.h"
#include "FormInput.h"
#include "Label.h"
#include "PaperFigures.h"
#include "PopsAppModule.h"
#include "PopsCanvas.h"
#include "PopsDetails.h"
#include "PopsForm.h"
#include "PopsPlots.h"
#include "RegistryText.h"
#include "SaveFile.h"
#include "SweepRunner.h"
#include "TimelineBar.h"
#include "patterns/Registry.h"
#include "slotted/ScheduleJson.h"
#include "traffic/Exercise.h"
#include "traffic/PaperMessages.h"
#include "traffic/SlotAssignment.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QVBoxLayout>

namespace popslab::pops {

namespace {
constexpr int kExercisePage = 2; // pages(): Network, Plots, Exercise
} // namespace

PopsWorkbench::PopsWorkbench(QObject* parent) : Workbench(parent), document_(new PopsDocument(this)) {
    canvas_ = new PopsCanvas(document_);
    timeline_ = new TimelineBar(document_);
    // From a paper's bare network the first step shows the slot it stands at (Details already
    // list slot 1's messages): it had jumped to slot 2, slot 1 seen only going back.
    timeline_->setForwardTaker([this] {
        if (canvas_->showsMessages() || document_->slotCount() == 0) return false;
        canvas_->setShowMessages(true);
        return true;
    });
    networkPage_ = new QWidget;
    auto* column = new QVBoxLayout(networkPage_);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(canvas_, 1);
    column->addWidget(timeline_);
    plots_ = new PopsPlots(document_);
    parameters_ = new PopsForm;
    details_ = new PopsDetails(document_);
    embedding_ = new EmbeddingView(document_);
    embedding_->setObjectName("popsLogicalStructure");
    exercise_ = new ExerciseDocument(this);
    exercisePage_ = new ExercisePage(exercise_);
    connect(exercisePage_, &ExercisePage::messagesWanted, this, &PopsWorkbench::exerciseFromNetworkPage);
    connect(exercisePage_, &ExercisePage::showOnNetworkPage, this,
            [this](const pops::MessageSet& messages, const NetworkSpec& net) {
                show(pops::PatternRequest{
                    net.d, net.g, "custom", "optimal", {{"messages", pops::messageListText(messages)}}});
                emit showPage(0);
            });
    connect(exercise_, &ExerciseDocument::changed, this, [this] { emit changed(); });
    connect(document_, &PopsDocument::scheduleChanged, exercisePage_,
            [this] { exercisePage_->setNetworkShown(document_->request().d, document_->request().g); });

    connect(parameters_, &PopsForm::requestChanged, document_,
            [this](const pops::PatternRequest& r) { document_->setRequest(r); });
    // The document's request is the one on show until a build arrives: the form goes back to it.
    gui::restoreOnCancel(document_->job(), parameters_, [this] { parameters_->setRequest(document_->request()); });
    connect(document_, &PopsDocument::scheduleChanged, this, [this] {
        parameters_->showDiagnostic(document_->diagnostic(), document_->request());
        emit subjectChanged();
    });
    connect(plots_, &PopsPlots::configurationChosen, this, [this](const pops::PatternRequest& r) {
        show(r);
        emit showPage(0); // the configuration that was clicked
    });
    connect(details_, &PopsDetails::processorChosen, canvas_, [this](ProcessorId p) { canvas_->setSelected(p); });
    connect(canvas_, &PopsCanvas::drawnAsChanged, details_, &PopsDetails::setFigure);
    // What a session keeps changed -- unless it is the result of restoring one.
    for (auto signal : {&PopsDocument::scheduleChanged})
        connect(document_, signal, this, [this] {
            if (!document_->restoring()) emit changed();
        });
    connect(document_, &PopsDocument::slotChanged, this, [this] {
        if (!document_->restoring()) emit changed();
    });
    connect(document_, &PopsDocument::opened, this, [this](const QString& path) {
        parameters_->setRequest(document_->request()); // shows the file's request without rebuilding
        canvas_->fitToWindow();
        emit opened(path, true, {});
    });
    connect(document_, &PopsDocument::openFailed, this,
            [this](const QString& path, const QString& error) { emit opened(path, false, error); });
    connect(document_, &PopsDocument::failed, this, [this](const QString& message) {
        parameters_->showFailure(message); // the previous schedule stays
        emit status(message);
    });
    matrix_ = new QAction(this);
    matrix_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    matrix_->setCheckable(true);
    connect(matrix_, &QAction::toggled, this, [this](bool on) {
        canvas_->setMode(on ? PopsCanvas::Mode::Matrix : PopsCanvas::Mode::Network);
        emit changed();
    });
    // The way from the aggregated figure of a large network to the full one.
    everyProcessor_ = new QAction(this);
    everyProcessor_->setCheckable(true);
    connect(everyProcessor_, &QAction::toggled, canvas_, &PopsCanvas::setEveryProcessor);
    retranslate();
    document_->setRequest(parameters_->request(), 0, true);
}

bool PopsWorkbench::leaveRefusal() {
    if (!document_->canLeaveRefusal() || document_->job()->busy()) return false;
    document_->leaveRefusal();
    parameters_->setRequest(document_->request()); // the fields with it, building nothing
    return true;
}

std::vector<QAction*> PopsWorkbench::viewActions() {
    return {matrix_, everyProcessor_};
}

void PopsWorkbench::retranslate() {
    matrix_->setText(tr("Coupler &matrix view"));
    everyProcessor_->setText(tr("Draw &every processor"));
}

// Its widgets belong to the window that shows them, which deletes them first.
PopsWorkbench::~PopsWorkbench() = default;

std::vector<gui::Workbench::Page> PopsWorkbench::pages() {
    return {
        {networkPage_, [] { return QCoreApplication::translate("PopsWorkbench", "Network"); }, true, "network"},
        {plots_, [] { return QCoreApplication::translate("PopsWorkbench", "Plots"); }, true, "plots"},
        // The exercise has its own network, messages and slots: the parameter and
        // details docks, which describe the Network page's schedule, step aside.
        {exercisePage_, [] { return QCoreApplication::translate("PopsWorkbench", "Exercise"); }, false, "exercise"}};
}

QWidget* PopsWorkbench::controls() {
    return parameters_;
}
QWidget* PopsWorkbench::details() {
    return details_;
}

std::vector<gui::Workbench::Dock> PopsWorkbench::docks() {
    return {{"embedding", embedding_, [] { return QCoreApplication::translate("PopsWorkbench", "Logical structure"); },
             [this] { return embedding_->hasEmbedding(); }}};
}

std::vector<gui::Workbench::Preset> PopsWorkbench::presets() {
    std::vector<Preset> out;
    for (const pops::PaperFigure& f : pops::paperFigures()) {
        if (!f.inMenu) continue;
        const std::string label = f.label;
        const pops::PatternRequest request = f.request;
        const bool networkOnly = f.networkOnly;
        out.push_back({[label] { return gui::registryText(label); },
                       [this, request, networkOnly] {
                           show(request);
                           emit showPage(0);
                           setMatrix(false);
                           // Once built: Figs. 1-2 show the bare network. The next schedule may
                           // be another's (this build superseded or cancelled): then nothing.
                           connect(
                               document_, &PopsDocument::scheduleChanged, canvas_,
                               [this, networkOnly, request] {
                                   const pops::PatternRequest& shown = document_->request();
                                   if (shown.d != request.d || shown.g != request.g ||
                                       shown.pattern != request.pattern || shown.algorithm != request.algorithm ||
                                       shown.parameters != request.parameters || !document_->sourceFile().isEmpty())
                                       return;
                                   canvas_->setShowMessages(!networkOnly);
                                   canvas_->fitToWindow();
                               },
                               Qt::SingleShotConnection);
                       }});
    }
    return out;
}

void PopsWorkbench::show(const pops::PatternRequest& request) {
    parameters_->setRequest(request);
    document_->setRequest(request);
}

void PopsWorkbench::togglePlay() {
    timeline_->togglePlay();
}
void PopsWorkbench::stepBack() {
    timeline_->stepBack();
}
void PopsWorkbench::stepForward() {
    timeline_->stepForward();
}
void PopsWorkbench::first() {
    timeline_->first();
}
void PopsWorkbench::last() {
    timeline_->last();
}
void PopsWorkbench::fitToWindow() {
    canvas_->fitToWindow();
}

void PopsWorkbench::setMatrix(bool matrix) {
    const QSignalBlocker quiet(matrix_); // restoring is no change of the user's
    matrix_->setChecked(matrix);
    canvas_->setMode(matrix ? PopsCanvas::Mode::Matrix : PopsCanvas::Mode::Network);
}
bool PopsWorkbench::matrix() const {
    return canvas_->mode() == PopsCanvas::Mode::Matrix;
}

// The schedule on show as the figure exports draw it: the canvas's palette and marks, the
// messages, and what each processor holds where the window shows it (worked out for each
// slot the file draws).
Figure PopsWorkbench::figure(int dpi) const {
    Figure figure;
    figure.schedule = document_->schedule();
    figure.report = document_->report();
    figure.network = document_->network();
    figure.options = canvas_->paintOptions();
    figure.options.palette = render::exportPalette(figure.options.palette.isDark()); // light unless asked
    figure.heldItems = figure.options.held != nullptr;                               // drawn for each slot a file shows
    figure.options.held = nullptr;
    if (document_->slotCount() > 0) figure.valuesSlot = std::uint32_t(document_->slot());
    figure.dpi = dpi;
    return figure;
}

std::optional<QString> PopsWorkbench::exportFigure(const QString& path, int dpi, bool allSlots) {
    Figure f = figure(dpi);
    if (document_->slotCount() > 0) f.slot = std::uint32_t(document_->slot());
    f.allSlots = allSlots;
    f.matrix = matrix();
    return pops::exportFigure(path, f);
}

std::optional<QString> PopsWorkbench::exportAnimation(const QString& path, const render::AnimationOptions& options,
                                                      const std::function<bool(int, int)>& progress) {
    return pops::exportAnimation(path, figure(), options, progress);
}

std::optional<QString> PopsWorkbench::exportFrames(const QString& dir, int dpi,
                                                   const std::function<bool(int, int)>& progress) {
    Figure figure = this->figure(dpi);
    const int count = document_->slotCount();
    for (int t = 0; t < count; ++t) {
        if (!progress(t, count)) break;
        figure.slot = std::uint32_t(t);
        const QString path = QDir(dir).filePath(QString("slot-%1.png").arg(t + 1, 4, 10, QChar('0')));
        if (auto error = pops::exportFigure(path, figure)) return error;
    }
    progress(count, count);
    return std::nullopt;
}

QString PopsWorkbench::saveLabel() const {
    return QCoreApplication::translate("PopsWorkbench", "Save schedule as &JSON...");
}

std::optional<QString> PopsWorkbench::saveData(const QString& path) {
    const Schedule* s = document_->schedule();
    if (!s) return QCoreApplication::translate("PopsWorkbench", "there is no schedule to save");
    if (auto error = writeScheduleFile(QFile::encodeName(path).toStdString(), *s)) return files::fileErrorText(*error);
    return std::nullopt;
}

QString PopsWorkbench::subject() const {
    const NetworkSpec n = document_->network();
    const QString network = QString("POPS(%1,%2)").arg(n.d).arg(n.g);
    const QString file = document_->sourceFile();
    return file.isEmpty() ? network : network + " \u2013 " + QFileInfo(file).fileName();
}

QString PopsWorkbench::pageSubject(int page) const {
    if (page != kExercisePage) return subject(); // the Exercise page has a network of its own
    const NetworkSpec& n = exercise_->exercise().network;
    return QString("POPS(%1,%2)").arg(n.d).arg(n.g);
}

QString PopsWorkbench::explanation() const {
    const pops::PatternRequest& r = document_->request();
    const pops::Pattern* p = pops::Registry::instance().pattern(r.pattern);
    const pops::Algorithm* a = p ? p->algorithm(r.algorithm) : nullptr;
    if (!p || !a) return {};
    QStringList conditions;
    for (const pops::Condition& c : p->conditions)
        conditions << gui::conditionText(c.text);
    for (const pops::Condition& c : a->conditions)
        conditions << gui::conditionText(c.text);
    // The custom pattern comes from no paper.
    const QString source =
        a->paper.empty()
            ? QCoreApplication::translate("PopsWorkbench", "Beyond the papers: an addition of POPS Lab's own.")
            : QCoreApplication::translate("PopsWorkbench", "Paper %1, %2.")
                  .arg(QString::fromStdString(a->paper), gui::registryText(a->section));
    return QCoreApplication::translate("PopsWorkbench",
                                       "<h3>%1: %2</h3><p>%3</p><p>%4</p><p>%5</p><p><b>Sequence length:</b> %6<br>"
                                       "<b>Lower bound:</b> %7<br><b>Conditions:</b> %8</p>")
        .arg(gui::registryText(p->displayName), gui::registryText(a->displayName), gui::registryText(p->description),
             source, gui::registryText(a->explanation), gui::registryText(a->formulaText),
             gui::registryText(a->lowerBound ? a->lowerBoundText : p->lowerBoundText),
             conditions.isEmpty() ? QCoreApplication::translate("PopsWorkbench", "any d and g")
                                  : conditions.join("; "));
}

QJsonObject PopsWorkbench::saveState(const QString& sessionDir) const {
    PopsState s;
    s.request = document_->request();
    s.scheduleFile = document_->sourceFile();
    s.slot = document_->slot();
    s.selected = canvas_->selected();
    s.matrix = matrix();
    s.zoom = canvas_->zoom();
    s.plot = plots_->settings();
    s.exercise = pops::writeExerciseText(exercise_->exercise());
    for (auto slot : exercise_->slotOf())
        s.placements.push_back(slot == pops::kUnplaced ? -1 : std::int64_t(slot));
    return popsStateToJson(s, sessionDir);
}

std::optional<QString> PopsWorkbench::restoreState(const QJsonObject& json, const QString& sessionDir) {
    auto read = popsStateFromJson(json, sessionDir, "pops");
    if (auto* error = std::get_if<QString>(&read)) return *error;
    apply(std::get<PopsState>(read));
    return std::nullopt;
}

void PopsWorkbench::apply(const PopsState& s) {
    if (s.scheduleFile.isEmpty()) {
        parameters_->setRequest(s.request);
        document_->setRequest(s.request, s.slot, true); // built on the worker; the slot is shown once it is
    } else {
        document_->openSchedule(s.scheduleFile, s.slot);
    }
    setMatrix(s.matrix);
    if (!s.exercise.empty()) {
        if (auto read = pops::readExerciseText(s.exercise); std::holds_alternative<pops::Exercise>(read)) {
            std::vector<std::uint32_t> slotOf;
            for (auto p : s.placements)
                slotOf.push_back(p < 0 ? pops::kUnplaced : std::uint32_t(p));
            exercise_->setExercise(std::move(std::get<pops::Exercise>(read)), std::move(slotOf));
        }
    }
    // The schedule is built on the worker: a new network's figure is fitted when it arrives,
    // so the selection and the zoom are applied then (and now, for the same network).
    const auto selected = s.selected;
    const auto zoom = s.zoom;
    connect(
        document_, &PopsDocument::scheduleChanged, canvas_,
        [this, selected, zoom] {
            canvas_->setSelected(selected);
            canvas_->setZoom(zoom);
        },
        Qt::SingleShotConnection);
    plots_->setSettings(s.plot);
    canvas_->setZoom(zoom);
}

void PopsWorkbench::reset() {
    apply(PopsState{});
}

QStringList PopsWorkbench::openableFormats() const {
    return {QString::fromLatin1(kScheduleFormat), QString::fromLatin1(pops::kExerciseFormat)};
}

// A schedule goes to the Network page, an exercise (what `popslab-cli exercise` writes) to
// the Exercise page: the file says which by its "format".
void PopsWorkbench::open(const QString& path) {
    if (files::documentFormat(path) != QLatin1String(pops::kExerciseFormat)) return document_->openSchedule(path);
    if (auto error = exercisePage_->openExercise(path)) return emit opened(path, false, *error);
    emit showPage(kExercisePage);
    emit opened(path, true, {});
}

std::vector<gui::BackgroundJob*> PopsWorkbench::jobs() const {
    return {document_->job(), exercise_->job(), exercise_->view()->job()};
}

void PopsWorkbench::setDark(bool dark) {
    canvas_->setDark(dark);
    details_->setDark(dark);
    exercisePage_->canvas()->setDark(dark);
    plots_->setDark(dark);
    embedding_->setDark(dark);
}

void PopsWorkbench::setPresentation(bool on) {
    canvas_->setPresentation(on);
    exercisePage_->canvas()->setPresentation(on);
}

// A new exercise of the Network page's messages: its custom set, or a paper's pattern as
// messages (refused, with the reason, where the pattern combines or multicasts).
void PopsWorkbench::exerciseFromNetworkPage(std::optional<std::uint32_t> target) {
    const pops::PatternRequest& r = document_->request();
    try {
        pops::MessageSet messages = r.pattern == "custom" ? messagesFromRequest(r) : paperPatternMessages(r, r.pattern);
        if (messages.size() > pops::kMaxHandMessages)
            return emit status(tr("%1 messages are too many to schedule by hand (at most %2).")
                                   .arg(messages.size())
                                   .arg(pops::kMaxHandMessages));
        const std::uint32_t receives = r.pattern == "custom" ? pops::receivesPerSlotOf(r) : 1;
        const int count = int(messages.size()); // counted before they move into the exercise (it said 0)
        exercise_->makeExercise(NetworkSpec{r.d, r.g, receives}, std::move(messages), target);
        emit status(render::englishPlural(tr("A new exercise of %n message(s) on POPS(%1,%2).", nullptr, count), count)
                        .arg(r.d)
                        .arg(r.g));
    } catch (const pops::BuildError& e) {
        emit status(gui::diagnosticText(e.diagnostic));
    }
}

gui::Workbench* PopsAppModule::createWorkbench(QObject* parent) {
    return new PopsWorkbench(parent);
}

} // namespace popslab::pops
