#include "families/pops/traffic/Exercise.h"

#include "common/AtomicFile.h"

#include "families/pops/patterns/Registry.h"
#include "families/pops/traffic/OptimalSearch.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace popslab {

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
        if (*targetSlots < 1)
            throw BuildError({DiagnosticCode::InvalidParameter, "target", "optimal or a number of slots >= 1",
                              "--target must be optimal or a number of slots of at least 1"});
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

std::optional<std::string> writeExerciseFile(const std::string& path, const Exercise& e) {
    return writeFileAtomically(path, [&e](std::ostream& out) { out << writeExerciseText(e); });
}

namespace {

using Json = nlohmann::json;

std::optional<std::uint64_t> unsignedField(const Json& object, const char* key) {
    auto it = object.find(key);
    if (it == object.end() || !it->is_number_unsigned()) return std::nullopt;
    return it->get<std::uint64_t>();
}

} // namespace

std::variant<Exercise, std::string> readExerciseText(const std::string& text) {
    if (text.size() > kMaxExerciseBytes)
        return "the exercise has " + std::to_string(text.size()) + " bytes, more than the limit of " +
               std::to_string(kMaxExerciseBytes);
    const Json doc = Json::parse(text, nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) return std::string("not a JSON object");
    if (doc.value("format", "") != kExerciseFormat)
        return std::string("format: expected \"") + kExerciseFormat + "\"";
    auto network = doc.find("network");
    if (network == doc.end() || !network->is_object()) return std::string("network: missing");
    if (network->value("type", "pops") != "pops") return std::string("network.type: only pops exercises exist");
    const auto d = unsignedField(*network, "d"), g = unsignedField(*network, "g");
    if (!d || !g) return std::string("network.d and network.g: positive integers needed");
    if (auto bad = checkNetwork(*d, *g)) return "network: " + bad->message;
    const auto receives = network->contains("receivesPerSlot") ? unsignedField(*network, "receivesPerSlot")
                                                               : std::optional<std::uint64_t>(1);
    if (!receives || *receives < 1 || *receives > kMaxGroups)
        return std::string("network.receivesPerSlot: an integer from 1 to 65535 needed");
    Exercise e;
    e.network = NetworkSpec{std::uint32_t(*d), std::uint32_t(*g), std::uint32_t(*receives), "pops"};
    auto messages = doc.find("messages");
    if (messages == doc.end() || !messages->is_array()) return std::string("messages: an array of [src, dst] needed");
    if (messages->size() > kMaxMessages)
        return "messages: " + std::to_string(messages->size()) + " messages, more than the limit of " +
               std::to_string(kMaxMessages);
    const std::uint64_t n = *d * *g;
    for (std::size_t k = 0; k < messages->size(); ++k) {
        const Json& m = (*messages)[k];
        const std::string field = "messages[" + std::to_string(k) + "]";
        if (!m.is_array() || m.size() != 2 || !m[0].is_number_unsigned() || !m[1].is_number_unsigned())
            return field + ": [src, dst] of two processor numbers needed";
        const auto src = m[0].get<std::uint64_t>(), dst = m[1].get<std::uint64_t>();
        if (src >= n || dst >= n) return field + ": processor " + std::to_string(std::max(src, dst)) + " is not below n = " + std::to_string(n);
        e.messages.push_back({ProcessorId(src), ProcessorId(dst), ItemIndex(k)});
    }
    auto target = doc.find("target");
    if (target == doc.end() || !target->is_object()) return std::string("target: missing");
    const std::string kind = target->value("kind", "");
    if (kind != "optimal" && kind != "slots") return std::string("target.kind: \"optimal\" or \"slots\" needed");
    const auto slots = unsignedField(*target, "slots");
    if (!slots || *slots < 1 || *slots > kMaxSlots) return std::string("target.slots: a number of slots of at least 1 needed");
    e.targetIsOptimal = kind == "optimal";
    e.targetSlots = std::uint32_t(*slots);
    auto proven = target->find("proven");
    e.targetProven = e.targetIsOptimal && proven != target->end() && proven->is_boolean() && proven->get<bool>();
    e.lowerBound = loadBound(PopsNetwork(e.network.d, e.network.g), e.messages, e.network.receivesPerSlot).value();
    return e;
}

std::variant<Exercise, std::string> readExerciseFile(const std::string& path) {
    std::error_code error;
    const auto size = std::filesystem::file_size(path, error);
    if (error) return "cannot read " + path;
    if (size > kMaxExerciseBytes)
        return path + " has " + std::to_string(size) + " bytes, more than the limit of " + std::to_string(kMaxExerciseBytes);
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return readExerciseText(text.str());
}

} // namespace popslab
