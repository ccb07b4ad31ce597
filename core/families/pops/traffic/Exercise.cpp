#include "traffic/Exercise.h"

#include "common/JsonFields.h"
#include "common/OutputFile.h"
#include "patterns/Registry.h"
#include "traffic/MessageTypes.h"
#include "traffic/OptimalSearch.h"
#include "traffic/SetBound.h"

namespace popslab::pops {

namespace {

// The target must be reachable and mean something: at least the load bound and the set
// bound (no schedule is shorter), and at most one slot a message (every
// single-hop schedule fits in that many).
std::optional<std::string> targetProblem(std::uint64_t slots, const Exercise& e) {
    if (slots < e.lowerBound)
        return std::to_string(slots) + " is below the lower bound of " + std::to_string(e.lowerBound) +
               " slots for these messages (the largest load of a coupler, sender or receiver): no schedule fits";
    const PopsNetwork net(e.network.d, e.network.g);
    const SetBound set = setBound(net, messageTypes(net, e.messages, e.network.receivesPerSlot), slots);
    if (set.value > slots)
        return std::to_string(slots) + " is below the lower bound of " + std::to_string(set.value) +
               " slots for these " + "messages (" + std::to_string(set.messages) + " of them, of which at most " +
               std::to_string(set.alpha) + " can share a slot): no schedule fits";
    const std::uint64_t most = std::max<std::uint64_t>(1, e.messages.size());
    if (slots > most)
        return std::to_string(slots) + " is more than the " + std::to_string(most) +
               (most == 1 ? " slot that " : " slots that ") + std::to_string(e.messages.size()) +
               (e.messages.size() == 1 ? " message" : " messages") + " can need";
    return std::nullopt;
}

} // namespace

Exercise makeExercise(NetworkSpec network, MessageSet messages, std::optional<std::uint32_t> targetSlots,
                      std::chrono::milliseconds timeLimit) {
    if (auto bad = checkNetwork(network.d, network.g)) throw BuildError(*bad);
    if (network.receivesPerSlot < 1 || network.receivesPerSlot > kMaxGroups)
        throw BuildError({DiagnosticCode::InvalidParameter, "receives-per-slot", "1 <= receivesPerSlot <= 65535",
                          "receivesPerSlot must be between 1 and 65535"});
    const PopsNetwork net(network.d, network.g);
    for (const Message& m : messages)
        if (m.src >= net.processorCount() || m.dst >= net.processorCount())
            throw BuildError({DiagnosticCode::InvalidParameter, "messages", "processors below n",
                              "message " + std::to_string(m.src) + "->" + std::to_string(m.dst) +
                                  " names a processor not below n = " + std::to_string(net.processorCount())});
    Exercise e{network, std::move(messages)};
    e.network.type = "pops";
    e.lowerBound = loadBound(net, e.messages, network.receivesPerSlot).value();
    if (targetSlots) {
        if (auto bad = targetProblem(*targetSlots, e))
            throw BuildError(
                {DiagnosticCode::InvalidParameter, "target", "lower bound <= target <= messages", "--target " + *bad});
        e.targetSlots = *targetSlots;
    } else {
        OptimalOptions options;
        options.timeLimit = timeLimit;
        const OptimalResult found = optimalAssignment(net, e.messages, network.receivesPerSlot, options);
        e.targetIsOptimal = true;
        e.targetSlots = found.length;
        e.targetProven = found.proven();
    }
    return e;
}

std::string writeExerciseText(const Exercise& e) {
    nlohmann::ordered_json network = {
        {"type", "pops"}, {"d", e.network.d}, {"g", e.network.g}, {"receivesPerSlot", e.network.receivesPerSlot}};
    nlohmann::ordered_json target = {{"kind", e.targetIsOptimal ? "optimal" : "slots"}, {"slots", e.targetSlots}};
    if (e.targetIsOptimal) target["proven"] = e.targetProven;
    // Written by hand around nlohmann's compact dumps: one message a line reads better.
    std::string out = "{\n \"format\": \"";
    out.append(kExerciseFormat).append("\",\n \"network\": ").append(network.dump()).append(",\n \"messages\": [");
    for (std::size_t k = 0; k < e.messages.size(); ++k)
        out.append(k ? ",\n  [" : "\n  [")
            .append(std::to_string(e.messages[k].src))
            .append(", ")
            .append(std::to_string(e.messages[k].dst))
            .append("]");
    out.append(e.messages.empty() ? "],\n" : "\n ],\n");
    out.append(" \"target\": ").append(target.dump()).append(",\n \"lowerBound\": ");
    out.append(std::to_string(e.lowerBound)).append("\n}\n");
    return out;
}

std::optional<FileError> writeExerciseFile(const std::string& path, const Exercise& e) {
    return writeFileAtomically(path, [&e](std::ostream& out) { out << writeExerciseText(e); });
}

namespace {

Exercise readExercise(const json::Field& doc) {
    doc.expectObject();
    const json::Field format = *doc.member("format");
    if (!format.value().is_string() || format.text() != kExerciseFormat)
        format.refuse(std::string("expected \"") + kExerciseFormat + "\" (an exercise), not " +
                      json::shown(format.value()));
    const json::Field network = *doc.member("network");
    network.expectObject();
    if (auto type = network.member("type", false); type && type->text() != "pops")
        type->refuse("only \"pops\" exercises exist, not " + json::shown(type->value()));
    const std::uint64_t d = network.member("d")->integer(1, kMaxProcessors);
    const std::uint64_t g = network.member("g")->integer(1, kMaxGroups);
    if (auto bad = checkNetwork(d, g)) network.refuse(bad->message);
    const auto receivesField = network.member("receivesPerSlot", false);
    const std::uint64_t receives = receivesField ? receivesField->integer(1, kMaxGroups) : 1;
    Exercise e;
    e.network = NetworkSpec{std::uint32_t(d), std::uint32_t(g), std::uint32_t(receives), "pops"};
    const json::Field messages = *doc.member("messages");
    const std::size_t count = messages.size();
    if (count > kMaxMessages)
        messages.refuse(std::to_string(count) + " messages, more than the limit of " + std::to_string(kMaxMessages));
    const std::uint64_t n = d * g;
    for (std::size_t k = 0; k < count; ++k) {
        const json::Field m = messages.at(k);
        if (!m.value().is_array() || m.value().size() != 2)
            m.refuse("expected [src, dst], two processor numbers, not " + json::shown(m.value()));
        std::uint64_t ends[2];
        for (std::size_t side = 0; side < 2; ++side) {
            const json::Field p = m.at(side);
            ends[side] = p.integer(0, UINT32_MAX);
            if (ends[side] >= n)
                p.refuse("processor " + std::to_string(ends[side]) + " is not below n = " + std::to_string(n));
        }
        const auto src = ends[0], dst = ends[1];
        e.messages.push_back({ProcessorId(src), ProcessorId(dst), ItemIndex(k)});
    }
    e.lowerBound = loadBound(PopsNetwork(e.network.d, e.network.g), e.messages, e.network.receivesPerSlot).value();
    const json::Field target = *doc.member("target");
    target.expectObject();
    const json::Field kindField = *target.member("kind");
    const std::string kind = kindField.text();
    if (kind != "optimal" && kind != "slots")
        kindField.refuse("expected \"optimal\" or \"slots\", not " + json::shown(kindField.value()));
    const json::Field slots = *target.member("slots");
    e.targetIsOptimal = kind == "optimal";
    e.targetSlots = std::uint32_t(slots.integer(1, kMaxSlots));
    if (auto bad = targetProblem(e.targetSlots, e)) slots.refuse(*bad);
    if (auto proven = target.member("proven", false)) e.targetProven = e.targetIsOptimal && proven->flag();
    // The file's own lower bound is informative; one that contradicts the messages is refused
    // (it would tell the student the target cannot be beaten when it can, or the reverse).
    if (auto bound = doc.member("lowerBound", false)) {
        const std::uint64_t claimed = bound->integer(0, kMaxSlots);
        if (claimed != e.lowerBound)
            bound->refuse(std::to_string(claimed) + " is not the lower bound of these messages, which is " +
                          std::to_string(e.lowerBound));
    }
    return e;
}

} // namespace

std::variant<Exercise, std::string> readExerciseText(const std::string& text) {
    if (text.size() > kMaxExerciseBytes)
        return "the exercise has " + std::to_string(text.size()) + " bytes, more than the limit of " +
               std::to_string(kMaxExerciseBytes);
    auto parsed = json::parse(text);
    if (auto* error = std::get_if<std::string>(&parsed)) return *error;
    try {
        return readExercise(json::Field(std::get<json::Json>(parsed), ""));
    } catch (const json::FieldError& e) {
        return std::string(e.what());
    }
}

std::variant<Exercise, std::string> readExerciseFile(const std::string& path) {
    auto text = readInputFile(path, kMaxExerciseBytes);
    if (auto* error = std::get_if<FileError>(&text)) return error->message;
    auto read = readExerciseText(std::get<std::string>(text));
    if (auto* error = std::get_if<std::string>(&read)) return path + ": " + *error;
    return read;
}

} // namespace popslab::pops
