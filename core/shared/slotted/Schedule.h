// A slot schedule on a slotted network (POPS(d,g) in format v1), exactly the content of schedule format v1
// (shared/docs/schedule-format.md): items, goals and the transmissions of each slot.
#pragma once

#include "slotted/Channel.h"

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace popslab {

using ItemIndex = std::uint32_t;

// One transmission: `src` sends `item` through `coupler`; every processor in the
// destination list reads it. 16 bytes: a single destination is stored inline,
// a list of several lives in the schedule's side table.
struct Transmission {
    ProcessorId src = 0;
    ItemIndex item = 0;
    std::uint32_t dst = 0; // a processor, or kListFlag | index of a destination list
    std::uint16_t couplerDestination = 0;
    std::uint16_t couplerSource = 0;

    static constexpr std::uint32_t kListFlag = 0x80000000u;
    bool hasDestinationList() const { return (dst & kListFlag) != 0; }
    Coupler coupler() const { return {couplerDestination, couplerSource}; }
};
static_assert(sizeof(Transmission) == 16, "a transmission must stay 16 bytes");

// A value of pattern.parameters. The format lets it be any JSON (pattern is descriptive):
// a string keeps its text; anything else (a number, true, an array, an object) is kept as
// its compact JSON text and written back as it was.
struct ParameterValue {
    std::string text;
    bool isJson = false;
    friend bool operator==(const ParameterValue&, const ParameterValue&) = default;
};

// Format v1's network when a document names none: the first slotted network of the
// module list (slotted/SlottedNetworks.cpp).
const std::string& defaultNetworkType();

struct NetworkSpec {
    std::uint32_t d = 1;
    std::uint32_t g = 1;
    std::uint32_t receivesPerSlot = 1;
    // The slotted network (FamilyModule::slottedNetworks): POPS's d per group, g groups;
    // OTIS's g = d = N groups of N processors.
    std::string type = defaultNetworkType();
    friend bool operator==(const NetworkSpec&, const NetworkSpec&) = default;
};

struct PatternSpec {
    std::string name;
    std::string algorithm;
    std::map<std::string, ParameterValue> parameters;
    friend bool operator==(const PatternSpec&, const PatternSpec&) = default;
};

// Goal {item, at, inputs}: `at` holds `item` at the end, and unfolding `item`
// through dependsOn reaches every input exactly once.
struct Goal {
    ItemIndex item = 0;
    ProcessorId at = 0;
    std::vector<ItemIndex> inputs;
    friend bool operator==(const Goal&, const Goal&) = default;
};

class Schedule {
public:
    Schedule() = default;
    Schedule(NetworkSpec network, PatternSpec pattern);

    NetworkSpec network;
    PatternSpec pattern;
    std::vector<Goal> goals;
    // Logical node -> processor for embedded structures (rings, tori); empty otherwise.
    // An optional field of the document beside format v1's own.
    std::vector<ProcessorId> embedding;

    // --- items (dense indices 0..itemCount()-1) ---
    ItemIndex addItem(ProcessorId origin, std::span<const ProcessorId> deliverTo = {},
                      std::span<const ItemIndex> dependsOn = {});
    std::size_t itemCount() const { return items_.size(); }
    ProcessorId origin(ItemIndex item) const { return items_[item].origin; }
    std::span<const ProcessorId> deliverTo(ItemIndex item) const;
    std::span<const ItemIndex> dependsOn(ItemIndex item) const;
    bool isInput(ItemIndex item) const { return items_[item].depends == kNone; }
    // A bundle (the optional `parts` field, see the README): several items carried by one
    // transmission, as paper 002 lets a slot carry a whole X array. It is not a value of
    // its own: whoever reads it holds every part; its origin holds it once it holds every part.
    ItemIndex addBundle(ProcessorId origin, std::span<const ItemIndex> parts,
                        std::span<const ProcessorId> deliverTo = {});
    bool isBundle(ItemIndex item) const { return items_[item].depends != kNone && (items_[item].depends & kPartsFlag); }
    std::span<const ItemIndex> parts(ItemIndex item) const;
    bool hasBundles() const { return bundleCount_ > 0; }
    // The only deliverTo processor, when the item has exactly one.
    std::optional<ProcessorId> singleTarget(ItemIndex item) const {
        const auto t = items_[item].deliver;
        return t == kNone || (t & Transmission::kListFlag) ? std::nullopt : std::optional<ProcessorId>(t);
    }
    // The id written to and read from documents; the index itself unless the document
    // that was read used other ids.
    std::uint64_t itemId(ItemIndex item) const { return itemIds_.empty() ? item : itemIds_[item]; }
    void setItemIds(std::vector<std::uint64_t> ids) { itemIds_ = std::move(ids); }
    void reserveItems(std::size_t count);

    // --- slots ---
    std::size_t slotCount() const { return slotStart_.size() - 1; }
    std::size_t transmissionCount() const { return transmissions_.size(); }
    std::span<const Transmission> slot(std::size_t t) const;
    std::span<const Transmission> allTransmissions() const { return transmissions_; }
    std::span<const ProcessorId> destinations(const Transmission& t) const;

    // Append an empty slot; transmissions added next go into it.
    void beginSlot();
    void addTransmission(ProcessorId src, Coupler coupler, ProcessorId dst, ItemIndex item);
    void addTransmission(ProcessorId src, Coupler coupler, std::span<const ProcessorId> dsts, ItemIndex item);
    // Replace all slots at once: transmissions sorted by slot, slotStart of size slots+1.
    void setSlots(std::vector<Transmission> transmissions, std::vector<std::uint64_t> slotStart);
    // Give the destination-list table directly (used with setSlots).
    std::uint32_t addDestinationList(std::span<const ProcessorId> dsts);
    void reserveTransmissions(std::size_t count);

    // Bytes held, for benchmarks and limits.
    std::size_t memoryBytes() const;

private:
    void reserveListEntries(std::size_t more);
    // Every so many additions, whether the schedule's memory is within kMaxScheduleBytes.
    void grew(std::size_t units) {
        if ((sinceCheck_ += units) >= 65536) checkMemory();
    }
    void checkMemory();
    std::size_t sinceCheck_ = 0;
    static constexpr std::uint32_t kNone = 0xffffffffu;
    static constexpr std::uint32_t kPartsFlag = 0x80000000u; // `depends` indexes a parts list
    // 12 bytes an item: a single deliverTo processor is stored inline (as in a
    // Transmission), longer lists and every dependsOn list in the side tables.
    struct ItemRecord {
        ProcessorId origin;
        std::uint32_t deliver; // kNone, a processor, or kListFlag | index into deliverLists
        std::uint32_t depends; // kNone, an index into dependsLists, or kPartsFlag | that index
    };
    struct Lists {
        std::vector<std::uint64_t> start{0};
        std::vector<std::uint32_t> data;
        std::uint32_t add(std::span<const std::uint32_t> values);
        std::span<const std::uint32_t> get(std::uint32_t index) const;
        std::size_t bytes() const;
    };
    std::vector<ItemRecord> items_;
    Lists deliverLists_, dependsLists_;
    std::vector<std::uint64_t> itemIds_;
    std::size_t bundleCount_ = 0;

    std::vector<Transmission> transmissions_;
    std::vector<std::uint64_t> slotStart_{0};
    std::vector<std::uint32_t> listStart_{0};
    std::vector<ProcessorId> listData_;
};

} // namespace popslab
