#include "BusRunner.h"

#include "BusLimits.h"
#include "BusPatterns.h"

#include <QCoreApplication>
#include <algorithm>

namespace popslab::bus {

bool illustrationOnly(const QString& kind) {
    return kind == "asos" || kind == "arob2d";
}

bool knownBusKind(const QString& kind) {
    for (const char* k :
         {"appb", "folded", "unidirectional", "pipeline", "coincident", "larpbs", "appb2d", "asos", "arob2d"})
        if (kind == k) return true;
    return false;
}

// The texts are the window's: translated in the context BusRunner.
std::variant<BusRequests, Diagnostic, QString> resolveBus(const BusSettings& s) {
    if (!illustrationOnly(s.kind))
        if (auto d = bus::checkBus(s.kind == "appb2d" ? 1 : s.processors, s.tau)) return *d;
    BusRequests r{s,
                  {s.kind == "folded" ? bus::BusKind::Folded : bus::BusKind::Appb, s.processors, bus::Time(s.tau), {}},
                  {s.processors, {}, {}}};
    const std::uint32_t n = std::min(s.processors, kMaxBusProcessors);
    auto list = [](const QString& text) { return bus::parseNumberList(text.toStdString(), kMaxBusProcessors); };
    if (s.kind == "appb" || s.kind == "folded") {
        const QString p = s.permutation.trimmed();
        if (p == "random") {
            r.permutation.permutation = bus::randomPermutation(n, s.seed);
        } else if (p.startsWith("shift:")) {
            bool ok = false;
            const qlonglong k = p.mid(6).toLongLong(&ok);
            if (!ok) return QCoreApplication::translate("BusRunner", "The permutation shift:k needs a whole number k.");
            r.permutation.permutation = bus::shiftPermutation(n, k);
        } else {
            const auto values = list(p.startsWith("list:") ? p.mid(5) : p);
            if (!values)
                return QCoreApplication::translate("BusRunner",
                                                   "The permutation must be list:p0,p1,..., shift:k or random.");
            // The length first: a list left from another n is the usual slip.
            if (values->size() != n)
                return QCoreApplication::translate("BusRunner",
                                                   "The permutation lists %1 values; n = %2 needs one per processor "
                                                   "(or write random).")
                    .arg(values->size())
                    .arg(n);
            for (std::int64_t v : *values) {
                if (v < 0 || v >= std::int64_t(n))
                    return QCoreApplication::translate("BusRunner",
                                                       "The permutation must hold each processor number below %1 once.")
                        .arg(n);
                r.permutation.permutation.push_back(bus::ProcessorId(v));
            }
        }
    }
    if (s.kind == "larpbs") {
        const QString b = s.bits.trimmed();
        if (b == "random") {
            r.prefixSum.bits = bus::randomBits(n, s.seed);
        } else {
            const auto values = list(b.startsWith("list:") ? b.mid(5) : b);
            if (!values) return QCoreApplication::translate("BusRunner", "The bits must be list:b0,b1,... or random.");
            if (values->size() != n)
                return QCoreApplication::translate("BusRunner",
                                                   "The bits list has %1 entries; n = %2 needs one per processor "
                                                   "(or write random).")
                    .arg(values->size())
                    .arg(n);
            for (std::int64_t v : *values) {
                if (v != 0 && v != 1) return QCoreApplication::translate("BusRunner", "The bits must be 0s and 1s.");
                r.prefixSum.bits.push_back(std::uint8_t(v));
            }
        }
        const auto cuts = list(s.segments.startsWith("list:") ? s.segments.mid(5) : s.segments);
        if (!cuts)
            return QCoreApplication::translate("BusRunner",
                                               "The switches must be processors separated by commas, e.g. 3,6.");
        for (std::int64_t v : *cuts) {
            if (v < 1 || v >= std::int64_t(n))
                return QCoreApplication::translate("BusRunner", "The switches must be processors from 1 to %1.")
                    .arg(n - 1);
            r.prefixSum.segments.push_back(bus::ProcessorId(v));
        }
    }
    return r;
}

std::variant<BusAnswer, Diagnostic> runBus(const BusRequests& r) {
    const BusSettings& s = r.settings;
    auto take = [](std::variant<bus::BusRun, Diagnostic> run) -> std::variant<BusAnswer, Diagnostic> {
        if (auto* d = std::get_if<Diagnostic>(&run)) return *d;
        return BusAnswer{std::get<bus::BusRun>(std::move(run)), std::nullopt, {}};
    };
    if (s.kind == "appb" || s.kind == "folded") return take(bus::runPermutation(r.permutation));
    if (s.kind == "unidirectional" || s.kind == "coincident")
        return take(bus::runWriter({s.kind == "coincident" ? bus::BusKind::Coincident : bus::BusKind::Unidirectional,
                                    s.processors, bus::Time(s.tau), s.writer}));
    if (s.kind == "pipeline") return take(bus::runPipeline(s.processors, bus::Time(s.tau), s.writers));
    if (s.kind == "appb2d")
        return take(bus::runBroadcast2d({s.rows, s.columns, bus::Time(s.tau), s.sourceRow, s.sourceColumn}));
    auto sum = bus::runPrefixSum(r.prefixSum);
    if (auto* d = std::get_if<Diagnostic>(&sum)) return *d;
    auto& run = std::get<bus::PrefixSumRun>(sum);
    return BusAnswer{run.run, run, r.prefixSum.bits};
}

bus::Time busEndTime(const bus::BusRun& run) {
    return std::max(run.trace.lastRead + run.program.slot, run.program.cycleLength);
}

} // namespace popslab::bus
