// The sizes every family shares: slotted networks and their schedules, documents,
// sweeps, sessions and a command's time. Each limit keeps one kind of input -- a
// request, a document, a session -- within memory and time (a family keeps its own
// beside its code, e.g. <Family>Limits.h):
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

// A command of popslab-cli that computes (everything but validate, which reads what it
// is given) answers within this many seconds, or stops and says so.
inline constexpr std::uint32_t kMaxCommandSeconds = 10;

// --- views: beyond these the window and `render` still report, but do not list ---
// Held items and data values are listed per slot up to this many items and processors.
inline constexpr std::uint64_t kMaxDataViewItems = 200000;
inline constexpr std::uint32_t kMaxDataViewProcessors = 1u << 16;

// --- sessions ---
inline constexpr std::uint64_t kMaxSessionBytes = 1u << 20;
// --- lessons: an ordered list of sessions (a term's lectures fit many times over) ---
inline constexpr std::uint64_t kMaxLessonBytes = 8u << 20;
inline constexpr std::uint32_t kMaxLessonScenes = 200;
// Steps a scene's export draws at most (the HTML handout holds each as an SVG).
inline constexpr std::uint32_t kMaxSceneSteps = 256;

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
