#include "WdmDocument.h"

#include "WdmFormulas.h"

#include <algorithm>

namespace popslab::wdm {

WdmDocument::WdmDocument(QObject* parent) : QObject(parent), job_(new gui::BackgroundJob(this)) {}

void WdmDocument::revert() {
    settings_ = answered_;
    emit settingsChanged();
}

void WdmDocument::setSettings(const WdmSettings& s) {
    settings_ = s;
    emit settingsChanged();
    if (auto d = wdm::checkWdm(s.parameters)) {
        job_->cancel();
        refusal_ = d;
        emit changed();
        return;
    }
    job_->start<std::variant<Answer, Diagnostic>>(
        [s]() -> std::variant<Answer, Diagnostic> {
            auto analysed = wdm::analyseWdm(s.parameters);
            if (auto* d = std::get_if<Diagnostic>(&analysed)) return *d;
            const wdm::WdmNetwork net(s.parameters);
            const std::uint64_t N = net.processorCount();
            const auto from = wdm::Processor(std::min<std::uint64_t>(s.from, N - 1));
            const auto to = wdm::Processor(std::min<std::uint64_t>(s.to, N - 1));
            return Answer{std::get<wdm::WdmReport>(std::move(analysed)), wdm::route(net, from, to),
                          wdm::distance(net, from, to)};
        },
        [this, s](std::variant<Answer, Diagnostic> result) {
            failure_.reset();
            if (auto* d = std::get_if<Diagnostic>(&result)) {
                refusal_ = *d;
            } else {
                auto& answer = std::get<Answer>(result);
                refusal_.reset();
                report_ = std::move(answer.report);
                route_ = std::move(answer.route);
                distance_ = answer.distance;
                hopsShown_ = route_.size();
                answered_ = s;
                hovered_.reset();
                pinned_.reset();
            }
            emit changed();
        },
        [this](const QString& message) {
            failure_ = message;
            emit changed();
        });
}

void WdmDocument::setHopsShown(int hops) {
    const std::size_t clamped = std::size_t(std::clamp<qsizetype>(hops, 0, qsizetype(route_.size())));
    if (clamped == hopsShown_) return;
    hopsShown_ = clamped;
    emit hopsShownChanged();
}

void WdmDocument::setHovered(std::optional<wdm::Wavelength> w) {
    if (w == hovered_) return;
    const auto before = highlighted();
    hovered_ = w;
    if (highlighted() != before) emit highlightChanged();
}

void WdmDocument::togglePinned(std::optional<wdm::Wavelength> w) {
    pinned_ = w == pinned_ ? std::nullopt : w;
    emit highlightChanged();
}

} // namespace popslab::wdm
