#include "common/OutputFile.h"
#include "common/Work.h"
#include "slotted/ScheduleJson.h"

#include <charconv>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace popslab {

namespace {

// Bulk arrays are written with to_chars; nlohmann::json writes the small objects
// (network, pattern) so that strings are escaped correctly.
class Out {
public:
    explicit Out(std::ostream& os) : os_(os) {}
    Out& operator<<(std::string_view s) {
        os_.write(s.data(), std::streamsize(s.size()));
        return *this;
    }
    Out& operator<<(std::uint64_t v) {
        char buf[24];
        auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
        (void)ec;
        os_.write(buf, end - buf);
        return *this;
    }
    template <typename Range> void list(const Range& values, auto&& map) {
        *this << "[";
        bool first = true;
        for (const auto& v : values) {
            if (!first) *this << ",";
            first = false;
            *this << std::uint64_t(map(v));
        }
        *this << "]";
    }

private:
    std::ostream& os_;
};

// pattern.parameters: strings escaped, any other JSON value written back as it was read.
std::string patternJson(const PatternSpec& p) {
    auto quoted = [](const std::string& text) {
        return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    };
    std::string out = "{\"name\":";
    out.append(quoted(p.name)).append(",\"algorithm\":").append(quoted(p.algorithm)).append(",\"parameters\":{");
    bool first = true;
    for (const auto& [key, value] : p.parameters) {
        if (!first) out.push_back(',');
        first = false;
        out.append(quoted(key)).push_back(':');
        out.append(value.isJson ? value.text : quoted(value.text));
    }
    out.append("}}");
    return out;
}

} // namespace

void writeSchedule(std::ostream& os, const Schedule& s) {
    Out out(os);
    auto id = [&](ItemIndex i) { return s.itemId(i); };
    auto same = [](auto v) { return v; };
    nlohmann::ordered_json network = {{"type", s.network.type},
                                      {"d", s.network.d},
                                      {"g", s.network.g},
                                      {"receivesPerSlot", s.network.receivesPerSlot}};
    out << "{\n  \"format\": \"" << kScheduleFormat << "\",\n  \"network\": " << network.dump()
        << ",\n  \"pattern\": " << patternJson(s.pattern) << ",\n";
    if (s.hasBundles()) out << "  \"extensions\": [\"parts\"],\n"; // see the README
    if (!s.embedding.empty()) {
        out << "  \"embedding\": ";
        out.list(s.embedding, same);
        out << ",\n";
    }
    out << "  \"items\": [";
    // Writing counts toward the command's time limit like building.
    for (ItemIndex i = 0; i < s.itemCount(); ++i) {
        work::tick();
        out << (i ? ",\n    " : "\n    ") << "{\"id\":" << s.itemId(i) << ",\"origin\":" << std::uint64_t(s.origin(i));
        if (!s.deliverTo(i).empty()) {
            out << ",\"deliverTo\":";
            out.list(s.deliverTo(i), same);
        }
        if (!s.dependsOn(i).empty()) {
            out << ",\"dependsOn\":";
            out.list(s.dependsOn(i), id);
        }
        if (s.isBundle(i)) {
            out << ",\"parts\":";
            out.list(s.parts(i), id);
        }
        out << "}";
    }
    out << (s.itemCount() ? "\n  ],\n" : "],\n");
    out << "  \"goals\": [";
    for (std::size_t k = 0; k < s.goals.size(); ++k) {
        const Goal& goal = s.goals[k];
        out << (k ? ",\n    " : "\n    ") << "{\"item\":" << s.itemId(goal.item) << ",\"at\":" << std::uint64_t(goal.at)
            << ",\"inputs\":";
        out.list(goal.inputs, id);
        out << "}";
    }
    out << (s.goals.empty() ? "],\n" : "\n  ],\n");
    out << "  \"slots\": [";
    for (std::size_t t = 0; t < s.slotCount(); ++t) {
        out << (t ? ",\n    [" : "\n    [");
        bool first = true;
        for (const Transmission& tr : s.slot(t)) {
            work::tick();
            out << (first ? "" : ", ") << "{\"src\":" << std::uint64_t(tr.src) << ",\"coupler\":["
                << std::uint64_t(tr.couplerDestination) << "," << std::uint64_t(tr.couplerSource) << "],\"dst\":";
            out.list(s.destinations(tr), same);
            out << ",\"item\":" << s.itemId(tr.item) << "}";
            first = false;
        }
        out << "]";
    }
    out << (s.slotCount() ? "\n  ]\n}\n" : "]\n}\n");
}

std::string writeScheduleText(const Schedule& s) {
    std::ostringstream os;
    writeSchedule(os, s);
    return os.str();
}

std::optional<FileError> writeScheduleFile(const std::string& path, const Schedule& s) {
    return writeFileAtomically(path, [&s](std::ostream& out) { writeSchedule(out, s); });
}

} // namespace popslab
