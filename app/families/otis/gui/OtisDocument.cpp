#include "OtisDocument.h"

#include <algorithm>

namespace popslab::otis {

OtisDocument::OtisDocument(QObject* parent) : QObject(parent), job_(new gui::BackgroundJob(this)) {}

void OtisDocument::setStep(int step) {
    const int clamped = std::clamp(step, 0, stepCount());
    if (clamped == step_) return;
    step_ = clamped;
    emit stepChanged();
}

void OtisDocument::revert() {
    settings_ = answered_;
    emit settingsChanged();
}

void OtisDocument::setSettings(const OtisSettings& s) {
    settings_ = s;
    emit settingsChanged();
    const otis::OtisParameters p = otisParameters(s);
    if (auto d = otis::checkOtis(p)) {
        job_->cancel();
        refusal_ = d;
        emit changed();
        return;
    }
    job_->start<std::variant<Answer, Diagnostic>>(
        [s, p]() -> std::variant<Answer, Diagnostic> {
            auto analysed = otis::analyseOtis(p);
            if (auto* d = std::get_if<Diagnostic>(&analysed)) return *d;
            Answer a{std::get<otis::OtisReport>(std::move(analysed)), std::nullopt, {}};
            if (p.intra == otis::Intra::Mesh)
                if (auto d = otis::parseDirection(s.direction.toStdString())) {
                    auto run = otis::simulateMove(p, *d);
                    if (auto* why = std::get_if<Diagnostic>(&run)) return *why;
                    a.move = std::get<otis::MoveRun>(std::move(run));
                }
            const otis::OtisNetwork net(p);
            const std::uint32_t last = net.processorCount() - 1;
            a.route = otis::shortestRoute(net, std::min(s.from, last), std::min(s.to, last));
            return a;
        },
        [this, s](std::variant<Answer, Diagnostic> result) {
            failure_.reset();
            if (auto* d = std::get_if<Diagnostic>(&result)) {
                refusal_ = *d;
            } else {
                auto& a = std::get<Answer>(result);
                // The route is drawn over every step of the move: a new route keeps the step a
                // lecturer is explaining (it had jumped from step 1 of 3 to 3 of 3); a new
                // network or move starts at its end, the whole move shown.
                const bool sameMove = report_ && move_ && a.move && answered_.groups == s.groups &&
                                      answered_.intra == s.intra && answered_.direction == s.direction;
                refusal_.reset();
                report_ = std::move(a.report);
                move_ = std::move(a.move);
                route_ = std::move(a.route);
                answered_ = s;
                step_ = sameMove ? std::min(step_, stepCount()) : stepCount();
            }
            emit changed();
            emit stepChanged();
        },
        [this](const QString& message) {
            failure_ = message;
            emit changed();
        });
}

} // namespace popslab::otis
