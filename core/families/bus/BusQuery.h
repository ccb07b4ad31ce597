// `popslab-cli bus`'s question and answer, shared with popslab.bus.run: a kind of bus
// (appb, folded, coincident, unidirectional, larpbs, appb2d) and the values it needs, in
// the command's own vocabulary (--perm shift:1, --bits random); the answer is the
// simulated run, its JSON (BusJson.h) and whether every read and sum was correct. A
// value left out that the kind needs is refused naming its option.
#pragma once

#include "BusOperations.h"

#include <optional>
#include <string>
#include <variant>

namespace popslab::bus {

struct BusQuery {
    std::string kind;
    std::optional<std::uint32_t> processors, writer, rows, columns;
    std::uint32_t tau = 1;
    std::uint64_t seed = 1;
    std::optional<std::string> perm, bits, segments;
    std::uint32_t sourceRow = 0, sourceColumn = 0;
};

struct BusQueryAnswer {
    std::string json;
    bool correct = false;
    std::optional<BusRun> run;          // appb, folded, coincident, unidirectional, appb2d
    std::optional<PrefixSumRun> prefix; // larpbs
    PrefixSumRequest prefixRequest;
};

// The refusal of a kind the command does not run, naming those it does and where the others are.
inline constexpr const char* kBusKindRefusal =
    "--kind must be appb, folded, larpbs, coincident, unidirectional or appb2d (the pipeline, asos and arob2d are "
    "drawn by render --network bus and in the window)";

// The run the query asks for; the refusal's one line otherwise.
std::variant<BusQueryAnswer, std::string> answerBus(const BusQuery& query);

} // namespace popslab::bus
