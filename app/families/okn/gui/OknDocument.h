// The OK_N tab's one copy of the truth: the request last asked for, what the core made
// of it (a run or the diagnostic refusing it, or the error the simulation stopped
// with) and the event shown. The form feeds it; the canvas, the timeline, the result
// text and the sweep read it and keep no copy of their own.
//
// Simulating runs on a worker: the newest request wins, and until its run is
// there -- or when it fails -- the previous run stays on show.
#pragma once

#include "BackgroundJob.h"
#include "OknRegistry.h"

#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace popslab::okn {
class OknPainter;
}

namespace popslab::okn {

class OknDocument : public QObject {
    Q_OBJECT
public:
    explicit OknDocument(QObject* parent = nullptr);
    ~OknDocument() override;

    const okn::OknRequest& request() const { return request_; }
    const std::optional<okn::OknRun>& run() const { return run_; }
    // The request the view on show answers, its run or its refusal (the newest one may
    // still be simulating).
    const okn::OknRequest& runRequest() const { return runRequest_; }
    // The run laid out for drawing; null when there is no run or it is too large to draw.
    const OknPainter* painter() const { return painter_.get(); }

    // The events of the drawn run are the steps of its timeline.
    int timeIndex() const { return timeIndex_; }
    int timeCount() const { return int(times_.size()); }
    okn::Time time() const;
    okn::Time lastTime() const { return times_.empty() ? 0 : times_.back(); } // the run's last event
    void setTimeIndex(int index);                                             // clamped to the events there are
    // A session's time index: shown at once when the run is there, else once it is.
    void setTimeIndexWhenRun(int index);

    // A refusal is adopted at once (nothing to simulate); anything else is simulated on
    // the worker.
    void setRequest(const okn::OknRequest& request);
    // The user cancelled the simulation: the request is again the one the view answers
    // (requestChanged follows; nothing is simulated).
    void revert();
    // A refusal on show after a run: the request that ran, to go back to (Esc); none otherwise.
    const std::optional<okn::OknRequest>& beforeRefusal() const { return beforeRefusal_; }
    // Back to the run before the refusal, at the event it showed (simulated again).
    void leaveRefusal();
    // What the last request came to, in the user's language at the time of the call.
    QString summary() const;
    // Whether the last request was refused, its simulation failed or the simulator rejected
    // its program (summary() says why).
    bool refused() const { return diagnostic_ || failure_ || (run_ && !run_->simulation.ok()); }

    gui::BackgroundJob* job() const { return job_; }

signals:
    // A request was taken, before anything came of it: the run still shown is the
    // previous one.
    void requestChanged();
    // A run, a diagnostic or a failure arrived (with the event shown: no timeChanged).
    void changed();
    void timeChanged();

private:
    void adopt(const okn::OknRequest& request, std::variant<okn::OknRun, okn::OknDiagnostic> ran);

    gui::BackgroundJob* job_;
    okn::OknRequest request_;
    std::optional<okn::OknRun> run_;
    okn::OknRequest runRequest_;
    std::optional<okn::OknDiagnostic> diagnostic_; // why the last request was refused
    std::optional<QString> failure_;               // the last simulation stopped with this error
    // Kept here, beside the run, because it refers to the run's timeline.
    std::unique_ptr<OknPainter> painter_;
    std::vector<okn::Time> times_;
    int timeIndex_ = 0;
    std::optional<int> pendingTime_;
    std::optional<okn::OknRequest> beforeRefusal_; // while a refusal is on show
    int timeBeforeRefusal_ = 0;
};

} // namespace popslab::okn
