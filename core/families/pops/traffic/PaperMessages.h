// A paper's pattern turned into a message set: the pattern's schedule is built
// as the registry builds it, and each input item's origin -> deliverTo pair becomes a
// message, so the optimum can be set beside the paper's construction.
#pragma once

#include "traffic/MessageSet.h"

#include <optional>

namespace popslab::pops {

struct PaperMessages {
    MessageSet messages;
    std::string pattern, algorithm; // what was built
    std::uint64_t paperSlots = 0;   // the paper's construction's sequence length
};

// Throws BuildError when the pattern is unknown, refused at this size, or is not a plain
// delivery (it combines data, or multicasts one item to several processors).
PaperMessages paperMessages(const PatternRequest& request, const std::string& pattern);
MessageSet paperPatternMessages(const PatternRequest& request, const std::string& pattern);

} // namespace popslab::pops
