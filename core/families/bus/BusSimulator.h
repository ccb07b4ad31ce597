// Follows every pulse of a bus program and resolves each read: when it happens (its
// time, or the instant its reference and select pulses coincide) and which message
// pulses are under the reader then. A read is good when exactly one message is there
// and it carries the datum the operation needs; anything else -- no message, two
// messages at once, the wrong datum, no coincidence or several -- is reported against
// that read, and the run is not correct.
#pragma once

#include "BusProgram.h"

#include <vector>

namespace popslab::bus {

enum class ReadVerdict { Good, NoMessage, SeveralMessages, WrongDatum, NoCoincidence, SeveralCoincidences };

struct ReadOutcome {
    Read read;
    std::optional<Time> time;               // when it read (nothing: it never could)
    std::vector<std::size_t> messagesUnder; // indices of the pulses under the reader then
    std::optional<std::int64_t> datum;      // what it read, when one message was there
    ReadVerdict verdict = ReadVerdict::Good;
};

struct BusTrace {
    std::vector<ReadOutcome> reads;
    bool correct = true;
    Time lastRead = 0;
    std::uint64_t cycles = 0; // bus cycles from time 0 to the last read
};

// Counts work (work::tick): reads times pulses.
BusTrace simulate(const BusProgram& program);

// The instants copy `copy` of pulse `pulse` passes each tap it reaches, tap by tap from
// where it was written (what the space-time diagram draws).
struct PulsePosition {
    std::size_t tap;
    Time time;
};
std::vector<PulsePosition> pulsePath(const BusProgram& program, std::size_t pulse, std::uint32_t copy = 0);

// When copy k of a pulse is under `tap` of its waveguide, if ever: the copies under it at `time`.
bool pulseUnder(const BusProgram& program, const Pulse& pulse, std::size_t tap, Time time);

} // namespace popslab::bus
