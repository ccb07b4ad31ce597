#include "BusSimulator.h"

#include "common/Work.h"

#include <algorithm>

namespace popslab::bus {

bool pulseUnder(const BusProgram& program, const Pulse& p, std::size_t tap, Time time) {
    const auto travel = program.waveguides[p.waveguide].travel(p.tap, tap);
    if (!travel) return false;
    const Time offset = time - p.time - *travel; // since the first copy passed
    if (offset < 0) return false;
    if (p.count <= 1 || p.period <= 0) return offset == 0;
    return offset % p.period == 0 && offset / p.period < Time(p.count);
}

namespace {

// The arrivals of every copy of a pulse at a tap.
std::vector<Time> arrivals(const BusProgram& program, const Pulse& p, std::size_t tap) {
    std::vector<Time> out;
    const auto travel = program.waveguides[p.waveguide].travel(p.tap, tap);
    if (!travel) return out;
    const std::uint32_t copies = p.period > 0 ? std::max(p.count, 1u) : 1u;
    for (std::uint32_t k = 0; k < copies; ++k)
        out.push_back(p.time + *travel + Time(k) * p.period);
    return out;
}

} // namespace

BusTrace simulate(const BusProgram& program) {
    BusTrace trace;
    // Pulses by waveguide, so a read looks only at its own waveguide's.
    std::vector<std::vector<std::size_t>> on(program.waveguides.size());
    for (std::size_t k = 0; k < program.pulses.size(); ++k)
        on[program.pulses[k].waveguide].push_back(k);
    for (const Read& read : program.reads) {
        ReadOutcome out{read, read.at, {}, std::nullopt, ReadVerdict::Good};
        if (!read.at) {
            // The instants a select pulse reaches the reader with a reference under it too.
            std::vector<Time> coincidences;
            const auto referenceUnder = [&](Time t) {
                work::tick(on[read.reference].size());
                return std::any_of(on[read.reference].begin(), on[read.reference].end(), [&](std::size_t r) {
                    return pulseUnder(program, program.pulses[r], read.referenceTap, t);
                });
            };
            for (std::size_t s : on[read.select]) {
                work::tick(1);
                for (Time t : arrivals(program, program.pulses[s], read.selectTap))
                    if (referenceUnder(t)) coincidences.push_back(t);
            }
            std::sort(coincidences.begin(), coincidences.end());
            coincidences.erase(std::unique(coincidences.begin(), coincidences.end()), coincidences.end());
            if (coincidences.size() == 1)
                out.time = coincidences[0];
            else
                out.verdict = coincidences.empty() ? ReadVerdict::NoCoincidence : ReadVerdict::SeveralCoincidences;
        }
        if (out.verdict == ReadVerdict::Good && read.waveguide != kNoWaveguide) {
            work::tick(on[read.waveguide].size());
            for (std::size_t m : on[read.waveguide])
                if (pulseUnder(program, program.pulses[m], read.tap, *out.time)) out.messagesUnder.push_back(m);
            if (out.messagesUnder.empty()) {
                out.verdict = ReadVerdict::NoMessage;
            } else if (out.messagesUnder.size() > 1) {
                out.verdict = ReadVerdict::SeveralMessages;
            } else {
                out.datum = program.pulses[out.messagesUnder[0]].datum;
                if (read.expected && out.datum != read.expected) out.verdict = ReadVerdict::WrongDatum;
            }
        }
        if (out.verdict != ReadVerdict::Good) trace.correct = false;
        if (out.time) trace.lastRead = std::max(trace.lastRead, *out.time);
        trace.reads.push_back(std::move(out));
    }
    trace.cycles = program.reads.empty() ? 0 : std::uint64_t(trace.lastRead / program.cycleLength) + 1;
    return trace;
}

std::vector<PulsePosition> pulsePath(const BusProgram& program, std::size_t pulse, std::uint32_t copy) {
    const Pulse& p = program.pulses[pulse];
    const Waveguide& w = program.waveguides[p.waveguide];
    std::vector<PulsePosition> path;
    const Time start = p.time + Time(copy) * p.period;
    for (std::size_t k = p.tap; k < w.taps().size(); ++k) {
        const auto travel = w.travel(p.tap, k);
        if (!travel) break;
        path.push_back({k, start + *travel});
    }
    return path;
}

} // namespace popslab::bus
