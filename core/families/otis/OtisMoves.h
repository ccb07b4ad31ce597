// Paper 001, section 5.2: the OTIS-Mesh simulates each move of the 4D m x m x m x m mesh.
// Processor (i, j, k, l) sits on (G, P) = (i m + j, k m + l). A move along k or l is one
// electronic step inside the group; along i or j it is an OTIS step to (k, l, i, j),
// an electronic step to (k, l, i +- 1, j) (or j +- 1) and an OTIS step back. Each
// direction runs as a SIMD step of every processor at once, written as a schedule
// (format v1, network "otis-mesh") that the validator checks: every transfer over a real
// link, no link used twice in a step, every datum where the 4D mesh puts it.
#pragma once

#include "OtisNetwork.h"
#include "slotted/Schedule.h"
#include "slotted/Validator.h"

#include <string>
#include <variant>

namespace popslab::otis {

enum class Axis { I, J, K, L };
struct Direction {
    Axis axis = Axis::K;
    int sign = +1;
};
// "i+", "i-", ..., "l-".
std::optional<Direction> parseDirection(const std::string& text);
std::string directionName(Direction d);

struct MoveRun {
    Schedule schedule;
    ValidationReport report;
    std::uint32_t opticalSteps = 0, electronicSteps = 0;
    std::uint64_t moved = 0;  // data that move (every processor but the mesh's far edge)
    bool stepsOneKind = true; // every slot uses links of one kind only
    bool valid() const { return report.valid() && stepsOneKind; }
};

// The OTIS-Mesh only (`groups` = m^2); refuses other networks.
std::variant<MoveRun, Diagnostic> simulateMove(const OtisParameters& p, Direction d);

} // namespace popslab::otis
