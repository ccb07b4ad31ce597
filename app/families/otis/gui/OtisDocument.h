// The OTIS tab's one copy of the truth: the network and what is asked of it, and what
// the core made of it -- the measured network, the 4D mesh move as a validated schedule
// (OTIS-Mesh only), the shortest route -- and the step of the move on show.
#pragma once

#include "BackgroundJob.h"
#include "OtisAnalysis.h"
#include "OtisMoves.h"
#include "OtisState.h"

#include <QObject>
#include <optional>

namespace popslab::otis {

class OtisDocument : public QObject {
    Q_OBJECT
public:
    explicit OtisDocument(QObject* parent = nullptr);

    const OtisSettings& settings() const { return settings_; }
    void setSettings(const OtisSettings& settings);
    // The user cancelled the work: the settings are again those answered (settingsChanged
    // follows; nothing runs).
    void revert();

    const std::optional<otis::OtisReport>& report() const { return report_; }
    const std::optional<otis::MoveRun>& move() const { return move_; } // the mesh only
    // The route's hops; none where there is no route (the plain OTIS).
    const std::optional<std::vector<otis::OtisHop>>& route() const { return route_; }
    const OtisSettings& answered() const { return answered_; }
    const std::optional<Diagnostic>& refusal() const { return refusal_; }
    const std::optional<QString>& failure() const { return failure_; }

    // Steps of the move shown: 0 (where every datum starts) to the move's slot count.
    int step() const { return step_; }
    int stepCount() const { return move_ ? int(move_->schedule.slotCount()) : 0; }
    void setStep(int step);

    gui::BackgroundJob* job() const { return job_; }

signals:
    void settingsChanged();
    void changed();
    void stepChanged();

private:
    struct Answer {
        otis::OtisReport report;
        std::optional<otis::MoveRun> move;
        std::optional<std::vector<otis::OtisHop>> route;
    };
    gui::BackgroundJob* job_;
    OtisSettings settings_, answered_;
    std::optional<otis::OtisReport> report_;
    std::optional<otis::MoveRun> move_;
    std::optional<std::vector<otis::OtisHop>> route_;
    std::optional<Diagnostic> refusal_;
    std::optional<QString> failure_;
    int step_ = 0;
};

} // namespace popslab::otis
