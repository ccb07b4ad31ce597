#include "OknDocument.h"

#include "OknPainter.h"
#include "RegistryText.h"
#include "common/Limits.h"

#include <QStringList>
#include <algorithm>

namespace popslab::okn {

OknDocument::OknDocument(QObject* parent) : QObject(parent), job_(new gui::BackgroundJob(this)) {}

OknDocument::~OknDocument() = default;

okn::Time OknDocument::time() const {
    return times_.empty() ? 0 : times_[std::size_t(timeIndex_)];
}

void OknDocument::setTimeIndex(int index) {
    const int clamped = std::clamp(index, 0, std::max(0, timeCount() - 1));
    if (clamped == timeIndex_) return;
    timeIndex_ = clamped;
    emit timeChanged();
}

void OknDocument::setTimeIndexWhenRun(int index) {
    if (job_->busy())
        pendingTime_ = index;
    else
        setTimeIndex(index);
}

void OknDocument::setRequest(const okn::OknRequest& r) {
    request_ = r;
    emit requestChanged();
    if (auto d = okn::checkOkn(r)) {
        job_->cancel();
        adopt(r, *d);
        return;
    }
    job_->start<std::variant<okn::OknRun, okn::OknDiagnostic>>(
        [r] { return okn::runOkn(r, OknPainter::drawable(r)); },
        [this, r](std::variant<okn::OknRun, okn::OknDiagnostic> ran) { adopt(r, std::move(ran)); },
        [this](const QString& message) {
            failure_ = message;
            emit changed();
        });
}

void OknDocument::revert() {
    if (runRequest_.operation.empty()) return; // nothing on show yet: the request stays
    request_ = runRequest_;
    emit requestChanged();
}

void OknDocument::adopt(const okn::OknRequest& r, std::variant<okn::OknRun, okn::OknDiagnostic> ran) {
    painter_.reset(); // before the run whose timeline it refers to
    run_.reset();
    times_.clear();
    failure_.reset();
    if (std::holds_alternative<okn::OknDiagnostic>(ran) && !diagnostic_ && !runRequest_.operation.empty()) {
        beforeRefusal_ = runRequest_; // the run the refusal replaces, for Esc
        timeBeforeRefusal_ = timeIndex_;
    }
    runRequest_ = r;
    if (auto* d = std::get_if<okn::OknDiagnostic>(&ran)) {
        diagnostic_ = *d;
    } else {
        diagnostic_.reset();
        beforeRefusal_.reset();
        run_ = std::get<okn::OknRun>(std::move(ran));
        if (run_->simulation.ok() && OknPainter::drawable(r)) {
            painter_ = std::make_unique<OknPainter>(OknPainter::forRequest(r, run_->simulation.timeline));
            times_ = painter_->eventTimes();
        }
    }
    // A new run opens at its last event, where the result is complete.
    timeIndex_ = std::clamp(pendingTime_.value_or(timeCount() - 1), 0, std::max(0, timeCount() - 1));
    pendingTime_.reset();
    emit changed();
}

void OknDocument::leaveRefusal() {
    if (!diagnostic_ || !beforeRefusal_) return;
    const okn::OknRequest before = *beforeRefusal_;
    const int time = timeBeforeRefusal_;
    // The refusal is left at once: a second Esc, cancelling the run again, goes back to
    // this request, not to the refused one.
    diagnostic_.reset();
    runRequest_ = before;
    setRequest(before);
    pendingTime_ = time; // taken when the run arrives (adopt)
}

QString OknDocument::summary() const {
    if (failure_) return *failure_;
    if (diagnostic_) return gui::diagnosticText(*diagnostic_);
    if (!run_) return {};
    if (!run_->simulation.ok())
        return tr("The simulator rejected the program: %1")
            .arg(QString::fromStdString(run_->simulation.violation->message));
    QString text =
        tr("simulated: %L1 time units\npaper's formula: %L2").arg(run_->simulation.completion).arg(run_->formula);
    if (!run_->bestSteps.empty()) {
        QStringList best;
        for (auto i : run_->bestSteps)
            best << QString::number(i);
        // Several are a tie, said as one ("best i: 0, 1" read as a list of two steps).
        text += "\n" +
                (best.size() == 1
                     ? tr("best i: %1").arg(best.front())
                     : tr("best i: %1 or %2, equally fast").arg(best.mid(0, best.size() - 1).join(", "), best.back()));
    }
    text += "\n" + (run_->contentChecked ? tr("every datum reached its destination")
                                         : tr("timing only (too large to track each datum)"));
    return text;
}

} // namespace popslab::okn
