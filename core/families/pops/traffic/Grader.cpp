#include "traffic/Grader.h"

#include <map>

namespace popslab::pops {

GradeReport grade(const Exercise& exercise, const Schedule& answer) {
    GradeReport out;
    out.length = answer.slotCount();
    out.targetSlots = exercise.targetSlots;
    const NetworkSpec& want = exercise.network;
    const NetworkSpec& got = answer.network;
    if (got.type != want.type || got.d != want.d || got.g != want.g || got.receivesPerSlot != want.receivesPerSlot) {
        out.networkMismatch = "the answer is for " + got.type + "(" + std::to_string(got.d) + "," +
                              std::to_string(got.g) + ") with receivesPerSlot " + std::to_string(got.receivesPerSlot) +
                              ", the exercise for pops(" + std::to_string(want.d) + "," + std::to_string(want.g) +
                              ") with receivesPerSlot " + std::to_string(want.receivesPerSlot);
        return out;
    }
    out.validation = validate(answer);
    // Messages by (src, dst), several where the exercise repeats one.
    std::map<std::pair<ProcessorId, ProcessorId>, std::vector<std::uint32_t>> open;
    for (std::uint32_t k = exercise.messages.size(); k-- > 0;)
        open[{exercise.messages[k].src, exercise.messages[k].dst}].push_back(k);
    std::vector<ItemIndex> itemOf(exercise.messages.size(), ItemIndex(-1));
    for (ItemIndex item = 0; item < answer.itemCount(); ++item) {
        const auto target = answer.singleTarget(item);
        auto it = target && answer.isInput(item) ? open.find({answer.origin(item), *target}) : open.end();
        if (it == open.end() || it->second.empty()) {
            out.extra.push_back(item);
            continue;
        }
        itemOf[it->second.back()] = item;
        it->second.pop_back();
    }
    // Sent in one hop: some transmission of the item from its origin is read by its target.
    std::vector<bool> direct(answer.itemCount(), false);
    for (const Transmission& t : answer.allTransmissions()) {
        const auto target = answer.singleTarget(t.item);
        if (!target || t.src != answer.origin(t.item)) continue;
        for (ProcessorId reader : answer.destinations(t))
            if (reader == *target) direct[t.item] = true;
    }
    for (std::uint32_t k = 0; k < exercise.messages.size(); ++k) {
        if (itemOf[k] == ItemIndex(-1))
            out.missing.push_back(exercise.messages[k]);
        else if (!direct[itemOf[k]]) {
            out.notSent.push_back(exercise.messages[k]);
            out.notSentItems.push_back(itemOf[k]);
        }
    }
    return out;
}

} // namespace popslab::pops
