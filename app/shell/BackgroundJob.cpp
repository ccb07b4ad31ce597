#include "BackgroundJob.h"

#include "RegistryText.h"
#include "common/Limits.h"

#include <QEventLoop>
#include <QLocale>
#include <QThread>
#include <QTimer>
#include <algorithm>

namespace popslab::gui {

struct BackgroundJob::Run {
    WorkControl control;
    QThread* thread = nullptr;
    std::function<void()> deliver;
    std::function<void(const QString&)> failed;
    std::exception_ptr error;
    bool stopped = false; // the computation saw its cancel
};

BackgroundJob::BackgroundJob(QObject* parent) : QObject(parent) {}

BackgroundJob::~BackgroundJob() {
    for (const auto& run : running_)
        run->control.cancel();
    for (const auto& run : running_) {
        run->thread->wait();
        delete run->thread;
    }
}

void BackgroundJob::launch(std::function<void()> work, std::function<void()> deliver,
                           std::function<void(const QString&)> failed) {
    const bool wasBusy = busy();
    if (current_) current_->control.cancel(); // the newest request wins
    auto run = std::make_shared<Run>();
    run->deliver = std::move(deliver);
    run->failed = std::move(failed);
    Run* raw = run.get();
    run->thread = QThread::create([raw, work = std::move(work)] {
        WorkScope scope(raw->control);
        try {
            work();
        } catch (const Cancelled&) {
            raw->stopped = true;
        } catch (...) {
            raw->error = std::current_exception();
        }
    });
    connect(run->thread, &QThread::finished, this, [this, run] { finished(run); });
    running_.push_back(run);
    current_ = run;
    run->thread->start();
    if (!wasBusy) emit busyChanged(true);
}

void BackgroundJob::finished(const std::shared_ptr<Run>& run) {
    running_.erase(std::remove(running_.begin(), running_.end(), run), running_.end());
    run->thread->deleteLater();
    if (run != current_) return; // superseded or cancelled: its result is dropped
    current_.reset();
    if (!run->control.cancelled() && !run->stopped) {
        // Adopting the result on this thread may throw too (memory); it stops here as well.
        try {
            if (run->error) std::rethrow_exception(run->error);
            run->deliver();
        } catch (...) {
            if (run->failed) run->failed(describe(std::current_exception()));
        }
    }
    if (!current_) emit busyChanged(false);
}

void BackgroundJob::cancel() {
    if (!current_) return;
    current_->control.cancel();
    current_.reset(); // whatever it still delivers is dropped
    emit busyChanged(false);
}

void BackgroundJob::cancelByUser() {
    const bool running = busy();
    cancel();
    if (running) emit cancelled();
}

WorkReport BackgroundJob::report() const {
    return current_ ? current_->control.lastReport() : WorkReport{};
}

bool BackgroundJob::wait(QDeadlineTimer deadline) {
    if (!busy()) return true;
    QEventLoop loop;
    connect(this, &BackgroundJob::busyChanged, &loop, [&loop](bool busy) {
        if (!busy) loop.quit();
    });
    QTimer timer;
    if (!deadline.isForever()) {
        timer.setSingleShot(true);
        connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
        timer.start(std::max<qint64>(0, deadline.remainingTime()));
    }
    loop.exec();
    return !busy();
}

QString BackgroundJob::describe(std::exception_ptr error) {
    try {
        std::rethrow_exception(error);
    } catch (const LimitExceeded& e) {
        return tr("The result would have more than %1 %2, the limit.")
            .arg(QLocale().toString(qulonglong(e.limit)))
            .arg(quantityName(e.quantity));
    } catch (const WorkBudgetExceeded& e) {
        return tr("The computation would take more than %1 units of work, the limit.")
            .arg(QLocale().toString(qulonglong(e.budget)));
    } catch (const std::bad_alloc&) {
        return tr("There is not enough memory for this request.");
    } catch (const std::exception& e) {
        return tr("Unexpected error: %1").arg(QString::fromLocal8Bit(e.what()));
    } catch (...) {
        return tr("Unexpected error.");
    }
}

} // namespace popslab::gui
