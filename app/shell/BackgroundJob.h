// Runs the core's long computations off the GUI thread: building a schedule,
// reading and validating a file, simulating OK_N, loading a session. One job at a time
// per BackgroundJob: starting a new one cancels the running one and drops its result
// (the newest request wins). Whatever the computation throws stops here -- the result
// never reaches the event loop as an exception; `failed` gets a translated message and
// the caller keeps its previous state. Shared by every family's panels.
#pragma once

#include "common/Work.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

class QThread;

namespace popslab::gui {

class BackgroundJob : public QObject {
    Q_OBJECT
public:
    explicit BackgroundJob(QObject* parent = nullptr);
    ~BackgroundJob() override; // cancels and waits for its threads

    // Runs `work` on a worker thread under a WorkControl, so the core's loops see a cancel.
    // On the GUI thread afterwards: `done` with the result, or `failed` with the message.
    template <typename Result>
    void start(std::function<Result()> work, std::function<void(Result)> done,
               std::function<void(const QString&)> failed) {
        auto result = std::make_shared<std::optional<Result>>();
        launch([work, result] { result->emplace(work()); }, [done, result] { done(std::move(**result)); },
               std::move(failed));
    }

    // The running job stops at its next check; nothing is delivered. The state stays.
    void cancel();
    // The user's Cancel (Esc, the busy indicator's button): as cancel(), then `cancelled`
    // when a job was running, so that its owner's form shows again what the view answers
    // (restoreOnCancel, FormInput.h). A document's own cancel() before a refusal is silent.
    void cancelByUser();
    bool busy() const { return current_ != nullptr; }
    // What the running job last reported it is doing (nothing when none runs).
    WorkReport report() const;
    // Blocks, running the event loop, until no job runs (tests, shutdown, scripts) or the
    // deadline passes; whether it rests.
    bool wait(QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever));

    // The message for what a computation threw, in the user's language.
    static QString describe(std::exception_ptr error);

signals:
    void busyChanged(bool busy);
    void cancelled();

private:
    struct Run;
    void launch(std::function<void()> work, std::function<void()> deliver, std::function<void(const QString&)> failed);
    void finished(const std::shared_ptr<Run>& run);

    std::shared_ptr<Run> current_;
    std::vector<std::shared_ptr<Run>> running_; // cancelled ones still winding down
};

} // namespace popslab::gui
