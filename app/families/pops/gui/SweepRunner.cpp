#include "SweepRunner.h"

#include "BackgroundJob.h"
#include "RegistryText.h"

#include <QMetaObject>
#include <QPointer>
#include <QThread>

namespace popslab::pops {

SweepRunner::SweepRunner(QObject* parent) : QObject(parent) {
    qRegisterMetaType<std::vector<Series>>();
}

SweepRunner::~SweepRunner() {
    cancel();
    wait();
}

void SweepRunner::start(const pops::SweepRequest& base, const QStringList& algorithms, const QStringList& labels) {
    if (thread_) return;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto flag = cancel_;
    QPointer<SweepRunner> self(this);
    thread_ = QThread::create([self, flag, base, algorithms, labels] {
        std::vector<Series> series;
        QString error;
        const int total = int(algorithms.size()) * 1000;
        for (int k = 0; k < algorithms.size() && !flag->load(); ++k) {
            pops::SweepRequest r = base;
            r.algorithm = algorithms[k].toStdString();
            std::variant<std::vector<pops::SweepRow>, Diagnostic> result;
            try { // nothing the core throws may end the thread (std::terminate)
                result = pops::runSweep(
                    r,
                    [&](std::size_t done, std::size_t all) {
                        const int value = k * 1000 + int(1000 * done / std::max<std::size_t>(all, 1));
                        if (self)
                            QMetaObject::invokeMethod(self, [self, value, total] {
                                if (self) emit self->progress(value, total);
                            });
                    },
                    flag.get());
            } catch (...) {
                error = gui::BackgroundJob::describe(std::current_exception());
                break;
            }
            if (auto* d = std::get_if<Diagnostic>(&result)) {
                error = gui::diagnosticText(*d);
                break;
            }
            series.push_back({labels.value(k), std::get<std::vector<pops::SweepRow>>(result)});
        }
        const bool cancelled = flag->load();
        if (self)
            QMetaObject::invokeMethod(self, [self, series, error, cancelled] {
                if (!self) return;
                if (!error.isEmpty())
                    emit self->failed(error);
                else
                    emit self->finished(series, cancelled);
            });
    });
    connect(thread_, &QThread::finished, this, [this] {
        thread_->deleteLater();
        thread_ = nullptr;
        emit idle();
    });
    thread_->start();
}

void SweepRunner::cancel() {
    if (cancel_) cancel_->store(true);
}

void SweepRunner::wait() {
    if (thread_) thread_->wait();
}

} // namespace popslab::pops
