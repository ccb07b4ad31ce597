// What a bus computer is told to do in one run (paper 001, sections 2-3): its
// waveguides, the pulses its processors write, and when each processor reads -- at a
// time fixed in advance (a wait count, the slot counter of section 2.1) or when a
// reference and a select pulse coincide under it (the coincident pulse method, the
// prefix sum of section 3.1). The simulator (BusSimulator.h) follows every pulse and
// says what each reader found.
#pragma once

#include "Waveguide.h"

#include <optional>
#include <vector>

namespace popslab::bus {

// A pulse, or a train of `count` pulses `period` apart (a leader writing a reference in
// every slot), written at a tap of a waveguide.
struct Pulse {
    std::size_t waveguide = 0, tap = 0;
    Time time = 0;
    Time period = 0;
    std::uint32_t count = 1;
    ProcessorId writer = 0;
    std::optional<std::int64_t> datum; // what a message carries (reference and select pulses: nothing)
};

inline constexpr std::size_t kNoWaveguide = SIZE_MAX;

struct Read {
    ProcessorId processor = 0;
    // Where the message is read; kNoWaveguide when the instant itself is the answer
    // (the prefix sum reads its slot counter, not a message).
    std::size_t waveguide = kNoWaveguide, tap = 0;
    // At a fixed time, or at the coincidence of a reference and a select pulse.
    std::optional<Time> at;
    std::size_t reference = kNoWaveguide, referenceTap = 0, select = kNoWaveguide, selectTap = 0;
    std::optional<std::int64_t> expected; // the datum the operation needs here
};

struct BusProgram {
    std::vector<Waveguide> waveguides;
    std::vector<Pulse> pulses;
    std::vector<Read> reads;
    Time cycleLength = 1; // clock units of one bus cycle (n tau for n processors on a bus)
    Time slot = 1;        // clock units of one slot (tau; the prefix sum counts in slots of 1)
    // Clock unit t's bus cycle, and its slot within that cycle, each counted from 1 as people
    // read them (a processor's counter restarts every cycle).
    Time cycleAt(Time t) const { return t / cycleLength + 1; }
    Time slotInCycle(Time t) const { return t % cycleLength / slot + 1; }
};

} // namespace popslab::bus
