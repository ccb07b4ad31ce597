#include "BusDocument.h"

#include <algorithm>

namespace popslab::bus {

BusDocument::BusDocument(QObject* parent) : QObject(parent), job_(new gui::BackgroundJob(this)) {}

bus::Time BusDocument::endTime() const {
    return run_ ? busEndTime(*run_) : 0;
}

void BusDocument::setTime(bus::Time t) {
    const bus::Time clamped = std::clamp<bus::Time>(t, 0, endTime());
    if (clamped == time_) return;
    time_ = clamped;
    emit timeChanged();
}

void BusDocument::revert() {
    settings_ = answered_;
    emit settingsChanged();
}

void BusDocument::setSettings(const BusSettings& s) {
    settings_ = s;
    emit settingsChanged();
    inputError_.reset();
    if (illustrationOnly(s.kind)) {
        job_->cancel();
        refusal_.reset();
        failure_.reset();
        run_.reset();
        prefix_.reset();
        answered_ = s;
        time_ = 0;
        emit changed();
        emit timeChanged();
        return;
    }
    auto resolved = resolveBus(s);
    if (!std::holds_alternative<BusRequests>(resolved)) {
        job_->cancel();
        if (auto* d = std::get_if<Diagnostic>(&resolved))
            refusal_ = *d;
        else
            inputError_ = std::get<QString>(resolved);
        emit changed();
        return;
    }
    job_->start<std::variant<BusAnswer, Diagnostic>>(
        [requests = std::get<BusRequests>(std::move(resolved))] { return runBus(requests); },
        [this, s](std::variant<BusAnswer, Diagnostic> result) {
            failure_.reset();
            if (auto* d = std::get_if<Diagnostic>(&result)) {
                refusal_ = *d;
            } else {
                auto& answer = std::get<BusAnswer>(result);
                refusal_.reset();
                run_ = std::move(answer.run);
                prefix_ = std::move(answer.prefix);
                bits_ = std::move(answer.bits);
                answered_ = s;
                time_ = endTime();
            }
            emit changed();
            emit timeChanged();
        },
        [this](const QString& message) {
            failure_ = message;
            emit changed();
        });
}

} // namespace popslab::bus
