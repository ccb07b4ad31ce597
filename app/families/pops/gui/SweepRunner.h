// Runs sweeps for several algorithms on a worker thread, so the window never
// freezes: progress and the result come back to the GUI thread as signals, and
// cancel() stops the sweep between points.
#pragma once

#include "SequencePlot.h"

#include <QObject>
#include <atomic>
#include <memory>

class QThread;

namespace popslab::pops {

class SweepRunner : public QObject {
    Q_OBJECT
public:
    explicit SweepRunner(QObject* parent = nullptr);
    ~SweepRunner() override;

    bool running() const { return thread_ != nullptr; }
    // One sweep per algorithm id, all with `base`'s other fields. Ignored while running.
    void start(const pops::SweepRequest& base, const QStringList& algorithms, const QStringList& labels);
    void cancel();
    // Blocks until the worker has finished (tests, shutdown).
    void wait();

signals:
    void progress(int done, int total);
    void finished(const std::vector<Series>& series, bool cancelled);
    void failed(const QString& message);
    // The worker thread is gone: start() takes a new sweep now.
    void idle();

private:
    QThread* thread_ = nullptr;
    std::shared_ptr<std::atomic<bool>> cancel_;
};

} // namespace popslab::pops
