// Every size POPS Lab accepts, in one place. Each limit keeps one kind of
// input -- a request, a document, a session, an OK_N run -- within memory and time:
// no input file under 1 MB and no command line may make a command or the window use
// more than 1 GiB or 10 seconds before it answers. The CLI, the window and the session
// reader all refuse with these values; the README lists them.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace popslab {

// --- networks (requests and documents alike) ---
// g <= 65535 keeps every coupler index in 16 bits, so a Transmission stays 16 bytes.
inline constexpr std::uint32_t kMaxGroups = 65535;
// n = d*g: a million processors build a ring or a reduction in about a second.
inline constexpr std::uint32_t kMaxProcessors = 1u << 20;

// --- schedules (built or read) ---
// All-to-all on POPS(64,64), 16.8 M transmissions, fits exactly; built and validated it
// takes about 450 MiB (30 bytes a transmission with its item and the validator's tables).
inline constexpr std::uint64_t kMaxTransmissions = 16ull << 20;
inline constexpr std::uint64_t kMaxItems = 16ull << 20;
inline constexpr std::uint64_t kMaxSlots = 16ull << 20;
// Entries of all destination lists, and of all deliverTo, dependsOn, parts and goal input
// lists: each is a receipt the validator keeps (12 bytes) beside the list (4 bytes).
inline constexpr std::uint64_t kMaxListEntries = 32ull << 20;
// And whatever the mix, a schedule holds at most this much memory (its vectors'
// capacity): the validator and a data run then stay within about as much again.
inline constexpr std::uint64_t kMaxScheduleBytes = 512ull << 20;
inline constexpr std::uint64_t kMaxDocumentBytes = 2ull << 30;

// --- work a single answer may take (units: transmissions built, events simulated) ---
// A sweep or a plot takes at most this many units of work in all (a unit: a transmission,
// an item or a list entry built, or a transmission checked; a few per transmission).
inline constexpr std::uint64_t kMaxSweepWork = 160ull << 20;
// Points of one sweep (x values of a plot), whatever the family.
inline constexpr std::uint64_t kMaxSweepPoints = 100001;
// One OK_N run: events of its program and simulation (about 60 bytes and half a
// microsecond each), node state and tracked data; see okn::oknWork.
inline constexpr std::uint64_t kMaxOknWork = 12ull << 20;
// A run whose every event is written out (`okn --trace`): about 70 bytes of JSON a unit, so
// a trace stays near 150 MB and is written in a few seconds.
inline constexpr std::uint64_t kMaxTracedOknWork = 2ull << 20;
// An OK_N sweep or plot, or the combined exchange trying every i: the sum over its runs.
inline constexpr std::uint64_t kMaxOknSweepWork = 16ull << 20;
inline constexpr std::uint32_t kMaxOknNodes = 4'000'000;
inline constexpr std::uint32_t kMaxOknPorts = 64;
inline constexpr std::int64_t kMaxOknDelay = 1'000'000;

// A command of popslab-cli that computes (everything but validate, which reads what it
// is given) answers within this many seconds, or stops and says so.
inline constexpr std::uint32_t kMaxCommandSeconds = 10;

// --- views: beyond these the window and `render` still report, but do not list or draw ---
// Held items and data values are listed per slot up to this many items and processors.
inline constexpr std::uint64_t kMaxDataViewItems = 200000;
inline constexpr std::uint32_t kMaxDataViewProcessors = 1u << 16;
// The network figure (window and export) draws every fibre: up to n g = 2^18 transmitter
// fibres (POPS(64,64); an SVG of about 60 MB in a few seconds) and g <= 512. The coupler
// matrix (g^2 cells) up to g = 512.
inline constexpr std::uint32_t kMaxDrawnGroups = 512;
inline constexpr std::uint64_t kMaxDrawnFibres = 1u << 18;
// A contact sheet of all slots has at most this many pages.
inline constexpr std::uint32_t kMaxContactSheetSlots = 256;
// The OK_N view draws runs of up to this many nodes, and of at most this much work
// (its timeline is kept and drawn event by event).
inline constexpr std::uint32_t kMaxDrawnOknNodes = 2000;
inline constexpr std::uint64_t kMaxDrawnOknWork = 600000;

// --- sessions ---
inline constexpr std::uint64_t kMaxSessionBytes = 1u << 20;

// Thrown where a growing structure would pass its limit: names what grew and the limit.
class LimitExceeded : public std::length_error {
public:
    LimitExceeded(std::string quantity, std::uint64_t limit);
    std::string quantity; // "transmissions", "items", ...
    std::uint64_t limit;
};

// "<what> = <value> exceeds the limit of <limit>", the one phrasing of every refusal.
std::string exceedsLimit(const std::string& what, std::uint64_t value, std::uint64_t limit);

} // namespace popslab
