#include "patterns/DataValues.h"

#include <charconv>
#include <random>
#include <sstream>

namespace popslab::pops {

namespace {
BuildError badValues(const std::string& why) {
    return BuildError({DiagnosticCode::InvalidParameter, "values", "random, ramp or list:v0,v1,... (one per datum)",
                       "parameter values: " + why});
}
} // namespace

std::vector<std::int64_t> dataValues(const PatternRequest& r, std::size_t count) {
    const std::string kind = r.parameter("values", "random");
    std::vector<std::int64_t> out;
    out.reserve(count);
    if (kind == "random") {
        // mt19937_64's output is fixed by the standard: a seed gives the same data everywhere.
        std::mt19937_64 rng(integerParameter(r, "seed", 1, 0, UINT64_MAX));
        for (std::size_t k = 0; k < count; ++k)
            out.push_back(std::int64_t(rng() % 100));
    } else if (kind == "ramp") {
        for (std::size_t k = 0; k < count; ++k)
            out.push_back(std::int64_t(k + 1));
    } else if (kind.rfind("list:", 0) == 0) {
        std::stringstream in(kind.substr(5));
        std::string part;
        while (std::getline(in, part, ',')) {
            std::int64_t v = 0;
            auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
            if (ec != std::errc() || end != part.data() + part.size() || part.empty())
                throw badValues("'" + part + "' is not an integer");
            if (v < -(std::int64_t(1) << 40) || v > (std::int64_t(1) << 40))
                throw badValues("'" + part + "' is outside -2^40..2^40");
            out.push_back(v);
        }
        if (out.size() != count)
            throw badValues("has " + std::to_string(out.size()) + " values, " + std::to_string(count) + " needed");
    } else {
        throw badValues("'" + kind + "' is not random, ramp or list:...");
    }
    return out;
}

} // namespace popslab::pops
