// One-to-all broadcast and all-to-all broadcast (paper 001, section 4.1): a processor
// sends one item on all g of its transmitters at once, and coupler c(i, group(x))
// passes it to every processor of group i.
#include "common/IntMath.h"
#include "patterns/Patterns.h"

namespace popslab::pops {

namespace {

// All processors of group i except `except`.
std::vector<ProcessorId> groupWithout(const PopsNetwork& net, GroupId i, ProcessorId except) {
    std::vector<ProcessorId> out;
    for (std::uint32_t k = 0; k < net.d(); ++k)
        if (net.processor(i, k) != except) out.push_back(net.processor(i, k));
    return out;
}

std::vector<ProcessorId> everyoneBut(const PopsNetwork& net, ProcessorId except) {
    std::vector<ProcessorId> out;
    for (ProcessorId y = 0; y < net.processorCount(); ++y)
        if (y != except) out.push_back(y);
    return out;
}

// Adds x's broadcast of `item` to the current slot: one transmission per coupler
// c(i, group(x)) that has someone to reach.
void broadcastFrom(Schedule& s, const PopsNetwork& net, ProcessorId x, ItemIndex item) {
    for (GroupId i = 0; i < net.g(); ++i) {
        const auto dsts = groupWithout(net, i, x);
        if (!dsts.empty()) s.addTransmission(x, Coupler{i, net.group(x)}, dsts, item);
    }
}

} // namespace

Pattern broadcastPattern() {
    Pattern p;
    p.id = "broadcast";
    p.displayName = "One-to-all broadcast";
    p.paper = "001";
    p.section = "section 4.1";
    p.description = "The root's item reaches every other processor.";
    p.parameters = {{"root", "the broadcasting processor, 0..n-1", "0", {}}};
    p.conditions = {atLeastProcessors(2)};
    p.lowerBoundText = "1";
    p.lowerBound = [](const PatternRequest&) { return std::uint64_t(1); };

    Algorithm single;
    single.id = "single-slot";
    single.displayName = "Single-slot broadcast";
    single.paper = "001";
    single.section = "section 4.1";
    single.explanation = "The root sends on all g transmitters in one slot; every coupler "
                         "c(*, group(root)) passes the item to its whole destination group.";
    single.formulaText = "1";
    single.formula = [](const PatternRequest&) { return std::optional<std::uint64_t>(1); };
    single.build = [](const PatternRequest& r) {
        const PopsNetwork net(r.d, r.g);
        const auto root = ProcessorId(integerParameter(r, "root", 0, 0, r.n() - 1));
        Schedule s = emptySchedule(r);
        const auto others = everyoneBut(net, root);
        const ItemIndex item = s.addItem(root, others);
        s.beginSlot();
        broadcastFrom(s, net, root, item);
        return s;
    };
    p.algorithms = {single};
    return p;
}

Pattern allToAllBroadcastPattern() {
    Pattern p;
    p.id = "all-to-all-broadcast";
    p.displayName = "All-to-all broadcast";
    p.paper = "001";
    p.section = "section 4.1";
    p.description = "Every processor's item reaches every other processor.";
    p.conditions = {atLeastProcessors(2)};
    p.size = [](const PatternRequest& r) { return std::uint64_t(r.n()) * r.n(); }; // n(n-1) receipts
    p.lowerBoundText = "n - 1 reads per processor, one per slot (n when g = 1)";
    p.lowerBound = [](const PatternRequest& r) { return std::uint64_t(r.g == 1 ? r.n() : r.n() - 1); };

    Algorithm sequential;
    sequential.id = "sequential";
    sequential.displayName = "Sequential broadcasts";
    sequential.paper = "001";
    sequential.section = "section 4.1";
    sequential.explanation = "Processor t broadcasts in slot t.";
    sequential.formulaText = "n (one broadcast per slot)";
    sequential.formula = [](const PatternRequest& r) { return std::optional<std::uint64_t>(r.n()); };
    sequential.build = [](const PatternRequest& r) {
        const PopsNetwork net(r.d, r.g);
        Schedule s = emptySchedule(r);
        for (ProcessorId x = 0; x < r.n(); ++x)
            s.addItem(x, everyoneBut(net, x));
        for (ProcessorId x = 0; x < r.n(); ++x) {
            s.beginSlot();
            broadcastFrom(s, net, x, x);
        }
        return s;
    };

    Algorithm multi;
    multi.id = "multi-receive";
    multi.displayName = "Multiple receive (g reads per slot)";
    multi.paper = "001";
    multi.section = "section 4.1 (after Melhem et al.)";
    multi.explanation = "With receivesPerSlot = g, processor k of every group broadcasts in "
                        "slot k. A coupler still carries one item per slot, and c(i,j) must "
                        "carry all d items of group j, so this takes d slots, not the 1 the "
                        "survey states.";
    multi.formulaText = "d (paper 001 says 1; see errata)";
    multi.lowerBoundText = "max(d, ceil((n-1)/g)): c(i,j) carries the d items of group j";
    multi.lowerBound = [](const PatternRequest& r) { return std::max<std::uint64_t>(r.d, ceilDiv(r.n() - 1, r.g)); };
    multi.formula = [](const PatternRequest& r) { return std::optional<std::uint64_t>(r.d); };
    multi.build = [](const PatternRequest& r) {
        const PopsNetwork net(r.d, r.g);
        Schedule s = emptySchedule(r, r.g);
        for (ProcessorId x = 0; x < r.n(); ++x)
            s.addItem(x, everyoneBut(net, x));
        for (std::uint32_t k = 0; k < r.d; ++k) {
            s.beginSlot();
            for (GroupId j = 0; j < r.g; ++j)
                broadcastFrom(s, net, net.processor(j, k), net.processor(j, k));
        }
        return s;
    };

    p.algorithms = {sequential, multi};
    return p;
}

} // namespace popslab::pops
