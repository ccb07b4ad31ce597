// The operations of paper 001's sections 2-3, each built as a bus program from the
// text's rule and run through the simulator: the simulator, not the rule, says what
// every processor read and when. Beside each run, the electronic bus doing the same
// job, one datum a bus cycle.
#pragma once

#include "BusSimulator.h"
#include "common/Diagnostic.h"

#include <cstdint>
#include <variant>
#include <vector>

namespace popslab::bus {

enum class BusKind { Unidirectional, Pipeline, Coincident, Appb, Folded, Larpbs, Appb2d };
// "unidirectional", "pipeline", "coincident", "appb", "folded", "larpbs", "appb2d"
const char* kindId(BusKind kind);

// The conditions each run checks, in the words its refusal and the catalogue use (the
// window translates them).
namespace condition {
inline constexpr const char* kPermutationLength = "n values";
inline constexpr const char* kPermutation = "a permutation of 0..n-1";
inline constexpr const char* kWriter = "0 <= k < n";
inline constexpr const char* kWriters = "1 <= writers <= n";
inline constexpr const char* kBitsLength = "n bits";
inline constexpr const char* kBits = "each bit 0 or 1";
inline constexpr const char* kSegments = "1 <= i1 < i2 < ... < n";
inline constexpr const char* kSource = "a processor of the grid";
} // namespace condition

struct BusRun {
    BusKind kind = BusKind::Appb;
    std::uint32_t processors = 0;
    Time tau = 1;
    BusProgram program;
    BusTrace trace;
    std::uint64_t electronicCycles = 0; // an electronic bus doing the same job
    // Whether some processor read a datum processor p wrote: a broadcast's writer, the
    // pipelined bus's writers, every processor of a permutation; not the processors of a
    // one-way broadcast left of its writer, whose messages no one reads. The window's
    // figure, plots and tooltips say "writes" from this.
    bool writesWhatIsRead(ProcessorId p) const;
};

// Section 2.2: processor j receives the datum of processor p(j) in one bus cycle. On
// the APPB every processor writes to both buses at the start of the cycle and j reads
// after wait(j) = |p(j) - j| slots from the bus that brings its datum (upper when
// p(j) <= j); on the folded bus every processor writes on the upper segment and j reads
// the lower one after wait(j) = 2n - 2 - p(j) - j slots.
struct PermutationRequest {
    BusKind kind = BusKind::Appb; // Appb or Folded
    std::uint32_t processors = 8;
    Time tau = 1;
    std::vector<ProcessorId> permutation; // p(j) for j = 0..n-1
};
std::variant<BusRun, Diagnostic> runPermutation(const PermutationRequest& request);
// The wait of reader `reading` of a permutation run, in slots.
Time waitOf(const BusRun& run, std::size_t reading);

// Section 2.1: every processor k' > k reads writer k's message. Unidirectional: every
// processor writes in slot 0 and j reads when its slot counter reaches j - k.
// Coincident: k writes its message and a reference at time 0 and a select at times
// 1..n-1-k on a bus whose message and reference waveguides have a unit delay loop a
// hop; j reads when reference and select coincide under it.
struct WriterRequest {
    BusKind kind = BusKind::Unidirectional; // Unidirectional or Coincident
    std::uint32_t processors = 4;
    Time tau = 1;
    ProcessorId writer = 0;
};
std::variant<BusRun, Diagnostic> runWriter(const WriterRequest& request);

// Section 2.1's pipelining example: processors 0..writers-1 write a message each in
// slot 0 ("A, B and C"); every processor j reads every message from its left, the one
// of writer i after j - i slots -- several messages on one waveguide at once.
std::variant<BusRun, Diagnostic> runPipeline(std::uint32_t processors, Time tau, std::uint32_t writers);

// Section 3.1: the binary prefix sum on a LARPBS / 1DAROB. Processor i > 0 switches on
// the conditional delay to its left iff b_i = 1; each segment's leader writes its
// select in slot b_leader and a reference in every slot of two bus cycles; i counts
// the slots until reference and select coincide under it: slot (i - leader) + its sum.
// Switches opened at `segments` (i1 < i2 < ...) split the bus.
struct PrefixSumRequest {
    std::uint32_t processors = 8;
    std::vector<std::uint8_t> bits;
    std::vector<ProcessorId> segments;
};
struct PrefixSumRun {
    BusRun run;
    std::vector<ProcessorId> leader;  // each processor's segment leader
    std::vector<Time> coincidence;    // the slot its reference and select coincided in (-1: none)
    std::vector<std::int64_t> prefix; // what it computed: coincidence - (i - leader)
    bool sumsCorrect = false;         // every prefix equals the sum of the bits counted directly
};
std::variant<PrefixSumRun, Diagnostic> runPrefixSum(const PrefixSumRequest& request);

// Section 2.3: a broadcast on the 2D APPB, along the source's row bus, then along every
// column bus: two bus cycles. Processor (r, c) is r * columns + c.
struct Broadcast2dRequest {
    std::uint32_t rows = 4, columns = 4;
    Time tau = 1;
    std::uint32_t sourceRow = 0, sourceColumn = 0;
};
std::variant<BusRun, Diagnostic> runBroadcast2d(const Broadcast2dRequest& request);

// The checks each run makes first (processors, tau, the permutation, the bits, the
// segments, the writer, the grid): nothing when the request is in range.
std::optional<Diagnostic> checkBus(std::uint32_t processors, Time tau);

} // namespace popslab::bus
