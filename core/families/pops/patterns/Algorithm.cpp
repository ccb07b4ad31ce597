#include "patterns/Algorithm.h"

#include "common/IntMath.h"

namespace popslab::pops {

const Algorithm* Pattern::algorithm(const std::string& wanted) const {
    for (const Algorithm& a : algorithms)
        if (a.id == wanted) return &a;
    return nullptr;
}

Condition powersOfTwo() {
    return {"d", "n and d are powers of two",
            [](const PatternRequest& r) { return isPowerOfTwo(r.n()) && isPowerOfTwo(r.d); }};
}

Condition atLeastProcessors(std::uint32_t minimum) {
    return {"n", "n >= " + std::to_string(minimum), [minimum](const PatternRequest& r) { return r.n() >= minimum; }};
}

ParameterSpec directionParameter(const std::string& description) {
    return {"direction", description, "uni", {"uni", "bi"}, std::nullopt, std::nullopt, {"one way", "both ways"}};
}

bool isBidirectional(const PatternRequest& r) {
    return r.parameter("direction", "uni") == "bi";
}

Algorithm makeAlgorithm(std::string id, std::string name, std::string paper, std::string section,
                        std::string explanation, std::string formulaText,
                        std::function<std::optional<std::uint64_t>(const PatternRequest&)> formula,
                        std::function<Schedule(const PatternRequest&)> build) {
    Algorithm a;
    a.id = std::move(id);
    a.displayName = std::move(name);
    a.paper = std::move(paper);
    a.section = std::move(section);
    a.explanation = std::move(explanation);
    a.formulaText = std::move(formulaText);
    a.formula = std::move(formula);
    a.build = std::move(build);
    return a;
}

Pattern makePattern(std::string id, std::string name, std::string paper, std::string section, std::string description) {
    Pattern p;
    p.id = std::move(id);
    p.displayName = std::move(name);
    p.paper = std::move(paper);
    p.section = std::move(section);
    p.description = std::move(description);
    return p;
}

std::optional<std::uint64_t> simulatedHypercubeSlots(const PatternRequest& r) {
    return (r.d == 1 ? 1 : 2 * ceilDiv(r.d, r.g)) * floorLog2(r.n());
}

std::vector<ParameterSpec> dataParameters() {
    return {{"values", "random, ramp or list:v0,v1,... (one per datum)", "random", {}},
            {"seed", "seed of the random values", "1", {}}};
}

Schedule emptySchedule(const PatternRequest& request, std::uint32_t receivesPerSlot) {
    PatternSpec spec{request.pattern, request.algorithm, {}};
    for (const auto& [key, value] : request.parameters) {
        // Canonical decimal integers are written as JSON numbers, everything else as strings.
        const bool numeric = !value.empty() && value.size() <= 15 &&
                             value.find_first_not_of("0123456789") == std::string::npos &&
                             (value == "0" || value[0] != '0');
        spec.parameters[key] = ParameterValue{value, numeric};
    }
    return Schedule(NetworkSpec{request.d, request.g, receivesPerSlot}, std::move(spec));
}

} // namespace popslab::pops
