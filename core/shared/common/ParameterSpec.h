// One parameter of a network or an operation as a panel or the command line offers
// it: its name, what it means, its default, its choices or its integer range.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace popslab {

struct ParameterSpec {
    std::string name;
    std::string description;
    std::string defaultValue;
    std::vector<std::string> choices = {}; // empty: free text or a number (described in `description`)
    std::optional<std::int64_t> minimum = std::nullopt, maximum = std::nullopt; // numbers: the accepted range
    // What a window shows for each choice, where the id is a short word for the command
    // line ("uni": "one way"); empty: the ids themselves. English, translated by the app.
    std::vector<std::string> choiceNames = {};
    const std::string& choiceName(std::size_t k) const { return k < choiceNames.size() ? choiceNames[k] : choices[k]; }
};

} // namespace popslab
