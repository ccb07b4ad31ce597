#include "traffic/PaperMessages.h"

#include "patterns/Registry.h"

namespace popslab::pops {

namespace {

BuildError notMessages(const std::string& pattern, const std::string& why) {
    return BuildError({DiagnosticCode::InvalidParameter, "messages", "pattern:NAME of a delivery pattern",
                       "parameter messages=pattern:" + pattern + ": " + why});
}

} // namespace

PaperMessages paperMessages(const PatternRequest& request, const std::string& pattern) {
    if (pattern == "custom") throw notMessages(pattern, "a message set cannot be made of itself");
    PatternRequest paper{request.d, request.g, pattern, "", {}};
    const Registry& registry = Registry::instance();
    if (!registry.pattern(pattern)) {
        std::string known;
        for (const Pattern& p : registry.patterns())
            if (p.id != "custom") known.append(known.empty() ? "" : ", ").append(p.id);
        throw notMessages(pattern, "no such pattern (known: " + known + ")");
    }
    auto chosen = registry.defaultAlgorithm(paper);
    if (auto* refused = std::get_if<Diagnostic>(&chosen)) throw BuildError(*refused);
    paper.algorithm = std::get<std::string>(chosen);
    BuildResult built = registry.build(paper);
    if (!built.ok()) throw BuildError(*built.diagnostic);
    const Schedule& s = *built.schedule;
    if (!s.goals.empty()) throw notMessages(pattern, "it combines data (its goals are sums, not deliveries)");
    PaperMessages out{{}, pattern, paper.algorithm, s.slotCount()};
    // An item its origin must hold anyway is a message only where the paper's schedule
    // sends it (all-to-all's x -> x); a permutation's fixed point crosses no coupler.
    std::vector<bool> sent(s.itemCount(), false);
    for (const Transmission& t : s.allTransmissions())
        sent[t.item] = true;
    for (ItemIndex item = 0; item < s.itemCount(); ++item) {
        if (!s.isInput(item)) throw notMessages(pattern, "it computes items from others");
        const auto targets = s.deliverTo(item);
        if (targets.size() > 1)
            throw notMessages(pattern, "it multicasts one item to " + std::to_string(targets.size()) +
                                           " processors; a message has one destination");
        if (targets.empty() || (targets[0] == s.origin(item) && !sent[item])) continue;
        if (out.messages.size() >= kMaxMessages) throw tooManyMessages("parameter messages=pattern:" + pattern, 0);
        out.messages.push_back({s.origin(item), targets[0], ItemIndex(out.messages.size())});
    }
    return out;
}

MessageSet paperPatternMessages(const PatternRequest& request, const std::string& pattern) {
    return paperMessages(request, pattern).messages;
}

} // namespace popslab::pops
