// A schedule document as read, before its references are resolved: item ids are the
// document's own, processors are unchecked. toSchedule() checks every reference and
// names the field of the first bad one.
#pragma once

#include "slotted/ScheduleJson.h"

#include <cstdint>
#include <string>
#include <vector>

namespace popslab {

// Where an item's lists start in RawSchedule's data: a list ends where the next item's
// starts (entries are at most kMaxListEntries, so 32 bits hold every index).
struct RawItem {
    std::uint32_t id = 0;
    ProcessorId origin = 0;
    std::uint32_t deliverStart = 0, dependsStart = 0, partsStart = 0;
    bool hasId = false, hasOrigin = false;
};

struct RawGoal {
    std::uint32_t item = 0;
    ProcessorId at = 0;
    std::vector<std::uint32_t> inputs;
    bool hasItem = false, hasAt = false;
};

struct RawTransmission {
    ProcessorId src = 0;
    std::uint16_t coupler[2] = {0, 0};
    std::uint32_t item = 0;
    bool hasSrc = false, hasCoupler = false, hasDst = false, hasItem = false;
};

struct RawSchedule {
    std::string format;
    std::string networkType;
    std::optional<std::uint64_t> d, g, receivesPerSlot;
    PatternSpec pattern;
    std::vector<ProcessorId> embedding;
    std::vector<std::string> extensions; // e.g. "parts"

    std::vector<RawItem> items;
    std::vector<ProcessorId> deliverData;
    std::vector<std::uint32_t> dependsData; // item ids
    std::vector<std::uint32_t> partsData;   // item ids of bundles' parts
    std::vector<RawGoal> goals;

    std::vector<Transmission> transmissions; // `item` holds the document's id
    std::vector<std::uint64_t> slotStart;    // per slot
    std::vector<std::uint32_t> listStart{0}; // destination lists
    std::vector<ProcessorId> listData;

    void finishTransmission(const RawTransmission& t, const std::vector<ProcessorId>& dst);
    ReadResult toSchedule();
};

} // namespace popslab
