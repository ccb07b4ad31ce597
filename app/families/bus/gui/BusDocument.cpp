#include "BusDocument.h"

#include "families/bus/BusLimits.h"
#include "families/bus/BusPatterns.h"

#include <algorithm>

namespace popslab::gui {

BusDocument::BusDocument(QObject* parent) : QObject(parent), job_(new BackgroundJob(this)) {}

bus::Time BusDocument::endTime() const {
    if (!run_) return 0;
    return std::max(run_->trace.lastRead + run_->program.slot, run_->program.cycleLength);
}

void BusDocument::setTime(bus::Time t) {
    const bus::Time clamped = std::clamp<bus::Time>(t, 0, endTime());
    if (clamped == time_) return;
    time_ = clamped;
    emit timeChanged();
}

std::optional<QString> BusDocument::resolve(const BusSettings& s, bus::PermutationRequest& perm,
                                            bus::PrefixSumRequest& prefix) const {
    const std::uint32_t n = std::min(s.processors, kMaxBusProcessors);
    auto list = [](const QString& text) { return bus::parseNumberList(text.toStdString(), kMaxBusProcessors); };
    if (s.kind == "appb" || s.kind == "folded") {
        const QString p = s.permutation.trimmed();
        if (p == "random") {
            perm.permutation = bus::randomPermutation(n, s.seed);
        } else if (p.startsWith("shift:")) {
            bool ok = false;
            const qlonglong k = p.mid(6).toLongLong(&ok);
            if (!ok) return tr("The permutation shift:k needs a whole number k.");
            perm.permutation = bus::shiftPermutation(n, k);
        } else {
            const auto values = list(p.startsWith("list:") ? p.mid(5) : p);
            if (!values) return tr("The permutation must be list:p0,p1,..., shift:k or random.");
            for (std::int64_t v : *values) {
                if (v < 0 || v >= std::int64_t(n)) return tr("The permutation must hold each of 0..%1 once.").arg(n - 1);
                perm.permutation.push_back(bus::ProcessorId(v));
            }
        }
    }
    if (s.kind == "larpbs") {
        const QString b = s.bits.trimmed();
        if (b == "random") {
            prefix.bits = bus::randomBits(n, s.seed);
        } else {
            const auto values = list(b.startsWith("list:") ? b.mid(5) : b);
            if (!values) return tr("The bits must be list:b0,b1,... or random.");
            for (std::int64_t v : *values) {
                if (v != 0 && v != 1) return tr("The bits must be 0s and 1s.");
                prefix.bits.push_back(std::uint8_t(v));
            }
        }
        const auto cuts = list(s.segments.startsWith("list:") ? s.segments.mid(5) : s.segments);
        if (!cuts) return tr("The switches must be processors separated by commas, e.g. 3,6.");
        for (std::int64_t v : *cuts) {
            if (v < 1 || v >= std::int64_t(n)) return tr("The switches must be processors from 1 to %1.").arg(n - 1);
            prefix.segments.push_back(bus::ProcessorId(v));
        }
    }
    return std::nullopt;
}

void BusDocument::setSettings(const BusSettings& s) {
    settings_ = s;
    emit settingsChanged();
    bus::PermutationRequest perm{s.kind == "folded" ? bus::BusKind::Folded : bus::BusKind::Appb, s.processors,
                                 bus::Time(s.tau), {}};
    bus::PrefixSumRequest prefix{s.processors, {}, {}};
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
    if (auto d = bus::checkBus(s.kind == "appb2d" ? 1 : s.processors, s.tau)) {
        job_->cancel();
        refusal_ = d;
        emit changed();
        return;
    }
    if (auto error = resolve(s, perm, prefix)) {
        job_->cancel();
        inputError_ = error;
        emit changed();
        return;
    }
    job_->start<std::variant<Answer, Diagnostic>>(
        [s, perm, prefix]() -> std::variant<Answer, Diagnostic> {
            auto take = [](std::variant<bus::BusRun, Diagnostic> r) -> std::variant<Answer, Diagnostic> {
                if (auto* d = std::get_if<Diagnostic>(&r)) return *d;
                return Answer{std::get<bus::BusRun>(std::move(r)), std::nullopt};
            };
            if (s.kind == "appb" || s.kind == "folded") return take(bus::runPermutation(perm));
            if (s.kind == "unidirectional" || s.kind == "coincident")
                return take(bus::runWriter({s.kind == "coincident" ? bus::BusKind::Coincident : bus::BusKind::Unidirectional,
                                            s.processors, bus::Time(s.tau), s.writer}));
            if (s.kind == "pipeline") return take(bus::runPipeline(s.processors, bus::Time(s.tau), s.writers));
            if (s.kind == "appb2d")
                return take(bus::runBroadcast2d({s.rows, s.columns, bus::Time(s.tau), s.sourceRow, s.sourceColumn}));
            auto r = bus::runPrefixSum(prefix);
            if (auto* d = std::get_if<Diagnostic>(&r)) return *d;
            auto& run = std::get<bus::PrefixSumRun>(r);
            return Answer{run.run, run};
        },
        [this, s, prefix](std::variant<Answer, Diagnostic> result) {
            failure_.reset();
            if (auto* d = std::get_if<Diagnostic>(&result)) {
                refusal_ = *d;
            } else {
                auto& answer = std::get<Answer>(result);
                refusal_.reset();
                run_ = std::move(answer.run);
                prefix_ = std::move(answer.prefix);
                bits_ = s.kind == "larpbs" ? prefix.bits : std::vector<std::uint8_t>{};
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

} // namespace popslab::gui
