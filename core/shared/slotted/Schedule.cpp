#include "slotted/Schedule.h"

#include "common/HugePages.h"
#include "common/Limits.h"
#include "common/Work.h"

#include <stdexcept>

namespace popslab {

Schedule::Schedule(NetworkSpec network_, PatternSpec pattern_) : network(network_), pattern(std::move(pattern_)) {}

std::uint32_t Schedule::Lists::add(std::span<const std::uint32_t> values) {
    if (start.size() > Transmission::kListFlag) throw LimitExceeded("lists", Transmission::kListFlag);
    work::tick(values.size());
    data.insert(data.end(), values.begin(), values.end());
    start.push_back(data.size());
    return std::uint32_t(start.size() - 2);
}

std::span<const std::uint32_t> Schedule::Lists::get(std::uint32_t index) const {
    return std::span(data).subspan(start[index], start[index + 1] - start[index]);
}

std::size_t Schedule::Lists::bytes() const {
    return start.capacity() * sizeof(start[0]) + data.capacity() * sizeof(data[0]);
}

ItemIndex Schedule::addItem(ProcessorId origin, std::span<const ProcessorId> deliverTo,
                            std::span<const ItemIndex> dependsOn) {
    if (items_.size() >= kMaxItems) throw LimitExceeded("items", kMaxItems);
    reserveListEntries(deliverTo.size() + dependsOn.size());
    grew(1 + deliverTo.size() + dependsOn.size());
    work::tick();
    ItemRecord r{origin, kNone, kNone};
    if (deliverTo.size() == 1)
        r.deliver = deliverTo[0];
    else if (!deliverTo.empty())
        r.deliver = Transmission::kListFlag | deliverLists_.add(deliverTo);
    if (!dependsOn.empty()) r.depends = dependsLists_.add(dependsOn);
    items_.push_back(r);
    return static_cast<ItemIndex>(items_.size() - 1);
}

ItemIndex Schedule::addBundle(ProcessorId origin, std::span<const ItemIndex> parts,
                              std::span<const ProcessorId> deliverTo) {
    if (parts.empty()) throw std::invalid_argument("a bundle needs parts");
    const ItemIndex item = addItem(origin, deliverTo);
    reserveListEntries(parts.size());
    items_[item].depends = kPartsFlag | dependsLists_.add(parts);
    ++bundleCount_;
    return item;
}

std::span<const ItemIndex> Schedule::parts(ItemIndex item) const {
    return isBundle(item) ? dependsLists_.get(items_[item].depends & ~kPartsFlag) : std::span<const ItemIndex>();
}

void Schedule::checkMemory() {
    sinceCheck_ = 0;
    if (memoryBytes() > kMaxScheduleBytes) throw LimitExceeded("bytes of memory", kMaxScheduleBytes);
}

// One limit for the entries of every list (destinations, deliverTo, dependsOn, parts).
void Schedule::reserveListEntries(std::size_t more) {
    const std::uint64_t held = deliverLists_.data.size() + dependsLists_.data.size() + listData_.size();
    if (held + more > kMaxListEntries) throw LimitExceeded("list entries", kMaxListEntries);
}

void Schedule::reserveItems(std::size_t count) {
    reserveLarge(items_, count);
}

std::span<const ProcessorId> Schedule::deliverTo(ItemIndex item) const {
    const ItemRecord& r = items_[item];
    if (r.deliver == kNone) return {};
    if (!(r.deliver & Transmission::kListFlag)) return std::span<const ProcessorId>(&r.deliver, 1);
    return deliverLists_.get(r.deliver & ~Transmission::kListFlag);
}

std::span<const ItemIndex> Schedule::dependsOn(ItemIndex item) const {
    const ItemRecord& r = items_[item];
    return r.depends == kNone || (r.depends & kPartsFlag) ? std::span<const ItemIndex>() : dependsLists_.get(r.depends);
}

std::span<const Transmission> Schedule::slot(std::size_t t) const {
    return std::span(transmissions_).subspan(slotStart_[t], slotStart_[t + 1] - slotStart_[t]);
}

std::span<const ProcessorId> Schedule::destinations(const Transmission& t) const {
    if (!t.hasDestinationList()) return std::span<const ProcessorId>(&t.dst, 1);
    const auto list = t.dst & ~Transmission::kListFlag;
    return std::span(listData_).subspan(listStart_[list], listStart_[list + 1] - listStart_[list]);
}

void Schedule::beginSlot() {
    if (slotStart_.size() > kMaxSlots) throw LimitExceeded("slots", kMaxSlots);
    work::tick();
    slotStart_.push_back(slotStart_.back());
}

void Schedule::addTransmission(ProcessorId src, Coupler coupler, ProcessorId dst, ItemIndex item) {
    if (slotStart_.size() < 2) beginSlot();
    if (transmissions_.size() >= kMaxTransmissions) throw LimitExceeded("transmissions", kMaxTransmissions);
    grew(1);
    work::tick();
    transmissions_.push_back(Transmission{src, item, dst, static_cast<std::uint16_t>(coupler.destinationGroup),
                                          static_cast<std::uint16_t>(coupler.sourceGroup)});
    ++slotStart_.back();
}

void Schedule::addTransmission(ProcessorId src, Coupler coupler, std::span<const ProcessorId> dsts, ItemIndex item) {
    if (dsts.size() == 1) return addTransmission(src, coupler, dsts[0], item);
    addTransmission(src, coupler, Transmission::kListFlag | addDestinationList(dsts), item);
}

std::uint32_t Schedule::addDestinationList(std::span<const ProcessorId> dsts) {
    const auto index = static_cast<std::uint32_t>(listStart_.size() - 1);
    if (index >= Transmission::kListFlag) throw LimitExceeded("destination lists", Transmission::kListFlag);
    reserveListEntries(dsts.size());
    grew(dsts.size());
    work::tick(dsts.size());
    listData_.insert(listData_.end(), dsts.begin(), dsts.end());
    listStart_.push_back(static_cast<std::uint32_t>(listData_.size()));
    return index;
}

void Schedule::setSlots(std::vector<Transmission> transmissions, std::vector<std::uint64_t> slotStart) {
    if (slotStart.empty() || slotStart.front() != 0 || slotStart.back() != transmissions.size())
        throw std::invalid_argument("slotStart does not describe the transmissions");
    transmissions_ = std::move(transmissions);
    slotStart_ = std::move(slotStart);
}

void Schedule::reserveTransmissions(std::size_t count) {
    reserveLarge(transmissions_, count);
}

std::size_t Schedule::memoryBytes() const {
    auto bytes = [](const auto& v) { return v.capacity() * sizeof(v[0]); };
    return bytes(items_) + deliverLists_.bytes() + dependsLists_.bytes() + bytes(itemIds_) + bytes(transmissions_) +
           bytes(slotStart_) + bytes(listStart_) + bytes(listData_);
}

} // namespace popslab
