// Grades a student's answer to an exercise: an ordinary format v1 schedule whose
// items are the exercise's messages, matched by origin and deliverTo, so that any tool can
// write one. It passes when the validator finds nothing, every message is sent in one hop
// from its source to its destination (a self message too: it crosses its coupler, as in
// the papers), nothing extra is carried, and it takes no more slots than the target.
#pragma once

#include "slotted/Validator.h"
#include "traffic/Exercise.h"

#include <optional>
#include <string>
#include <vector>

namespace popslab::pops {

struct GradeReport {
    std::optional<std::string> networkMismatch; // the answer is for another network
    ValidationReport validation;
    std::vector<Message> missing;        // exercise messages no item of the answer carries
    std::vector<Message> notSent;        // carried by an item its destination never reads from its source
    std::vector<ItemIndex> notSentItems; // the item carrying each of notSent, in its order
    std::vector<ItemIndex> extra;        // answer items that are no message of the exercise
    std::uint64_t length = 0, targetSlots = 0;
    bool tooManySlots() const { return length > targetSlots; }
    bool pass() const {
        return !networkMismatch && validation.valid() && missing.empty() && notSent.empty() && extra.empty() &&
               !tooManySlots();
    }
};

GradeReport grade(const Exercise& exercise, const Schedule& answer);

} // namespace popslab::pops
