// Streams a format v1 document into a Schedule (see ScheduleJson.h). The SAX handler
// tracks where it is in the document so that every error names field and index;
// references (items, processors) are resolved once the whole document is read,
// since its keys may come in any order.
#include "common/Limits.h"
#include "slotted/ScheduleJson.h"

#include "slotted/RawSchedule.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace popslab {

namespace {

enum class Role {
    Root, Network, Pattern, Parameters, Embedding, Extensions, Items, Item, DeliverTo, DependsOn, Parts,
    Goals, Goal, Inputs, Slots, Slot, Transmission, Coupler, Dst, Unknown
};

struct Frame {
    Role role;
    bool array;
    std::string key;       // objects: the current key
    std::uint64_t index = 0; // arrays: the index of the next element
};

using json = nlohmann::json;

class Handler : public nlohmann::json_sax<json> {
public:
    Handler(RawSchedule& raw, const ReadLimits& limits) : raw_(raw), limits_(limits) {}

    std::optional<ReadError> error;

    bool null() override { return capturing() ? captureScalar("null") : scalar(Kind::Other, 0, "null"); }
    bool boolean(bool v) override {
        if (capturing()) return captureScalar(v ? "true" : "false");
        return scalar(Kind::Other, 0, v ? "true" : "false");
    }
    bool number_integer(number_integer_t v) override {
        if (capturing()) return captureScalar(std::to_string(v));
        if (v >= 0) return scalar(Kind::Unsigned, std::uint64_t(v), std::to_string(v));
        return scalar(Kind::Negative, 0, std::to_string(v));
    }
    bool number_unsigned(number_unsigned_t v) override {
        if (capturing()) return captureScalar(std::to_string(v));
        return scalar(Kind::Unsigned, v, std::to_string(v));
    }
    bool number_float(number_float_t, const string_t& text) override {
        if (capturing()) return captureScalar(text);
        return scalar(Kind::Float, 0, text);
    }
    bool string(string_t& v) override {
        if (capturing()) return captureScalar(quote(v));
        return scalar(Kind::String, 0, v);
    }
    bool binary(binary_t&) override { return fail("", "binary values are not JSON"); }

    bool start_object(std::size_t) override { return capturing() ? captureOpen('{') : open(false); }
    bool start_array(std::size_t) override { return capturing() ? captureOpen('[') : open(true); }
    bool end_object() override { return capturing() ? captureClose('}') : close(); }
    bool end_array() override { return capturing() ? captureClose(']') : close(); }
    bool key(string_t& k) override {
        if (capturing()) {
            if (!captureFirst_.back()) capture_ += ',';
            captureFirst_.back() = false;
            capture_ += quote(k);
            capture_ += ':';
            afterKey_ = true;
            return true;
        }
        if (skipDepth_ == 0) stack_.back().key = k;
        return true;
    }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) override {
        std::string what = e.what();
        if (auto colon = what.rfind(": "); colon != std::string::npos) what = what.substr(colon + 2);
        return fail(here(), "invalid JSON at byte " + std::to_string(position) + ": " + what);
    }

private:
    enum class Kind { Unsigned, Negative, Float, String, Other };

    // A value of pattern.parameters that is an array or an object is kept whole as compact
    // JSON text (the format lets a tool keep its own data there).
    bool capturing() const { return !captureFirst_.empty(); }
    static std::string quote(const std::string& text) {
        return json(text).dump(-1, ' ', false, json::error_handler_t::replace);
    }
    void beforeCapturedValue() {
        if (afterKey_) {
            afterKey_ = false;
        } else if (!captureFirst_.empty()) {
            if (!captureFirst_.back()) capture_ += ',';
            captureFirst_.back() = false;
        }
    }
    bool captureOpen(char bracket) {
        beforeCapturedValue();
        if (captureFirst_.size() >= 64) return fail(here(), "nested deeper than 64 levels");
        if (capture_.size() > (1u << 20)) return fail(here(), "larger than 1 MiB");
        capture_ += bracket;
        captureFirst_.push_back(true);
        return true;
    }
    bool captureScalar(const std::string& text) {
        beforeCapturedValue();
        if (capture_.size() > (1u << 20)) return fail(here(), "larger than 1 MiB");
        capture_ += text;
        return true;
    }
    bool captureClose(char bracket) {
        capture_ += bracket;
        captureFirst_.pop_back();
        if (capturing()) return true;
        raw_.pattern.parameters[stack_.back().key] = ParameterValue{std::move(capture_), true};
        capture_.clear();
        return endValue();
    }

    bool fail(const std::string& field, const std::string& message) {
        if (!error) error = ReadError{field, field.empty() ? message : field + ": " + message};
        return false;
    }

    // The path of the value at `depth` frames down: "slots[3][1].coupler".
    std::string locationOf(std::size_t depth) const {
        std::string p;
        for (std::size_t i = 0; i < depth; ++i) {
            const Frame& f = stack_[i];
            if (f.array) {
                p += '[';
                p += std::to_string(f.index);
                p += ']';
            } else {
                if (!p.empty()) p += '.';
                p += f.key;
            }
        }
        return p;
    }
    // The value being read now, and the container being closed.
    std::string here() const { return locationOf(stack_.size()); }
    std::string container() const { return locationOf(stack_.size() - 1); }

    // The role of a new value inside the current frame.
    Role childRole() const {
        if (stack_.empty()) return Role::Root;
        const Frame& f = stack_.back();
        switch (f.role) {
        case Role::Root:
            if (f.key == "network") return Role::Network;
            if (f.key == "pattern") return Role::Pattern;
            if (f.key == "embedding") return Role::Embedding;
            if (f.key == "extensions") return Role::Extensions;
            if (f.key == "items") return Role::Items;
            if (f.key == "goals") return Role::Goals;
            if (f.key == "slots") return Role::Slots;
            return Role::Unknown;
        case Role::Pattern: return f.key == "parameters" ? Role::Parameters : Role::Unknown;
        case Role::Items: return Role::Item;
        case Role::Item:
            if (f.key == "deliverTo") return Role::DeliverTo;
            if (f.key == "dependsOn") return Role::DependsOn;
            if (f.key == "parts") return Role::Parts;
            return Role::Unknown;
        case Role::Goals: return Role::Goal;
        case Role::Goal: return f.key == "inputs" ? Role::Inputs : Role::Unknown;
        case Role::Slots: return Role::Slot;
        case Role::Slot: return Role::Transmission;
        case Role::Transmission:
            if (f.key == "coupler") return Role::Coupler;
            if (f.key == "dst") return Role::Dst;
            return Role::Unknown;
        default: return Role::Unknown;
        }
    }

    // Whether the value at the current position of `f` must be a number or a string.
    static bool expectsScalar(const Frame& f) {
        switch (f.role) {
        case Role::Embedding: case Role::Extensions: case Role::DeliverTo: case Role::DependsOn:
        case Role::Parts: case Role::Inputs: case Role::Coupler: case Role::Dst: return true;
        case Role::Root: return f.key == "format";
        case Role::Network: return f.key == "type" || f.key == "d" || f.key == "g" || f.key == "receivesPerSlot";
        case Role::Item: return f.key == "id" || f.key == "origin";
        case Role::Goal: return f.key == "item" || f.key == "at";
        case Role::Transmission: return f.key == "src" || f.key == "item";
        default: return false;
        }
    }

    static bool wantsArray(Role r) {
        switch (r) {
        case Role::Embedding: case Role::Extensions: case Role::Items: case Role::DeliverTo:
        case Role::DependsOn: case Role::Parts: case Role::Goals: case Role::Inputs: case Role::Slots: case Role::Slot:
        case Role::Coupler: case Role::Dst: return true;
        default: return false;
        }
    }

    bool open(bool array) {
        if (skipDepth_ > 0) {
            ++skipDepth_;
            return true;
        }
        if (stack_.empty() && array) return fail("", "the document must be a JSON object");
        const Role role = childRole();
        if (role == Role::Unknown) {
            if (!stack_.empty() && stack_.back().role == Role::Parameters) {
                capture_.clear();
                return captureOpen(array ? '[' : '{');
            }
            if (!stack_.empty() && expectsScalar(stack_.back()))
                return fail(here(), array ? "expected a single value, not an array"
                                          : "expected a single value, not an object");
            skipDepth_ = 1; // a field this version does not know: ignore it whole
            return true;
        }
        if ((role == Role::Parameters || role == Role::Pattern) && array) { // descriptive: another tool's shape is ignored, not refused
            skipDepth_ = 1;
            return true;
        }
        if (wantsArray(role) != array)
            return fail(here(), array ? "expected an object, not an array" : "expected an array");
        if (!beginElement(role)) return false;
        stack_.push_back(Frame{role, array, "", 0});
        return true;
    }

    // Limits and bookkeeping when a container starts.
    bool beginElement(Role role) {
        switch (role) {
        case Role::Item:
            if (raw_.items.size() >= limits_.maxItems)
                return fail(here(), "more than " + std::to_string(limits_.maxItems) + " items (the limit)");
            raw_.items.emplace_back();
            raw_.deliverStart.push_back(raw_.deliverData.size());
            raw_.dependsStart.push_back(raw_.dependsData.size());
            raw_.partsStart.push_back(raw_.partsData.size());
            break;
        case Role::Slot:
            if (raw_.slotStart.size() >= kMaxSlots)
                return fail(here(), "more than " + std::to_string(kMaxSlots) + " slots (the limit)");
            raw_.slotStart.push_back(raw_.transmissions.size());
            break;
        case Role::Transmission:
            if (raw_.transmissions.size() >= limits_.maxTransmissions)
                return fail(here(), "more than " + std::to_string(limits_.maxTransmissions) +
                                        " transmissions (the limit)");
            raw_.transmissions.emplace_back();
            current_ = RawTransmission{};
            break;
        case Role::Goal:
            if (raw_.goals.size() >= limits_.maxItems) return fail(here(), "more goals than items may be");
            raw_.goals.emplace_back();
            break;
        case Role::Coupler: couplerCount_ = 0; break;
        case Role::Dst: dst_.clear(); break;
        default: break;
        }
        return true;
    }

    bool close() {
        if (skipDepth_ > 0) {
            --skipDepth_;
            return endValue();
        }
        const Frame f = stack_.back();
        switch (f.role) {
        case Role::Item: {
            const RawItem& item = raw_.items.back();
            if (!item.hasId) return fail(container(), "missing \"id\"");
            if (!item.hasOrigin) return fail(container(), "missing \"origin\"");
            break;
        }
        case Role::Goal: {
            const RawGoal& goal = raw_.goals.back();
            if (!goal.hasItem) return fail(container(), "missing \"item\"");
            if (!goal.hasAt) return fail(container(), "missing \"at\"");
            break;
        }
        case Role::Coupler:
            if (couplerCount_ != 2) return fail(container(), "expected exactly two indices [i, j]");
            current_.hasCoupler = true;
            break;
        case Role::Dst: current_.hasDst = true; break;
        case Role::Transmission: {
            for (auto [has, name] : {std::pair{current_.hasSrc, "src"}, {current_.hasCoupler, "coupler"},
                                     {current_.hasDst, "dst"}, {current_.hasItem, "item"}})
                if (!has) return fail(container(), std::string("missing \"") + name + "\"");
            raw_.finishTransmission(current_, dst_);
            break;
        }
        default: break;
        }
        stack_.pop_back();
        return endValue();
    }

    // After a value: advance the enclosing array's index.
    bool endValue() {
        if (skipDepth_ == 0 && !stack_.empty() && stack_.back().array) ++stack_.back().index;
        return true;
    }

    bool needUnsigned(Kind kind, std::uint64_t v, std::uint64_t max, const char* what) {
        if (kind != Kind::Unsigned)
            return fail(here(), std::string("expected ") + what + " (a non-negative integer)");
        if (v > max) return fail(here(), std::string(what) + " " + std::to_string(v) + " exceeds " + std::to_string(max));
        return true;
    }

    bool scalar(Kind kind, std::uint64_t v, const std::string& text) {
        if (skipDepth_ > 0) return true;
        if (stack_.empty()) return fail("", "the document must be a JSON object");
        Frame& f = stack_.back();
        const Role child = childRole();
        if (wantsArray(child)) return fail(here(), "expected an array");
        if (child == Role::Parameters || child == Role::Pattern) return endValue(); // descriptive: ignored
        if (child == Role::Network || child == Role::Item ||
            child == Role::Goal || child == Role::Transmission)
            return fail(here(), "expected an object");
        constexpr std::uint64_t kId = UINT32_MAX - 1;
        switch (f.role) {
        case Role::Root:
            if (f.key == "format") {
                if (kind != Kind::String) return fail(here(), "expected a string");
                raw_.format = text;
            }
            break;
        case Role::Network:
            if (f.key == "type") {
                if (kind != Kind::String) return fail(here(), "expected a string");
                raw_.networkType = text;
            } else if (f.key == "d" || f.key == "g" || f.key == "receivesPerSlot") {
                if (!needUnsigned(kind, v, UINT32_MAX, "a count")) return false;
                (f.key == "d" ? raw_.d : f.key == "g" ? raw_.g : raw_.receivesPerSlot) = v;
            }
            break;
        case Role::Pattern: // descriptive: a name that is not a string is ignored
            if ((f.key == "name" || f.key == "algorithm") && kind == Kind::String)
                (f.key == "name" ? raw_.pattern.name : raw_.pattern.algorithm) = text;
            break;
        case Role::Parameters:
            if (raw_.pattern.parameters.size() >= 4096) return fail(here(), "more than 4096 parameters");
            raw_.pattern.parameters[f.key] = ParameterValue{text, kind != Kind::String};
            break;
        case Role::Extensions:
            if (kind != Kind::String) return fail(here(), "expected a string");
            if (raw_.extensions.size() >= 64) return fail(here(), "too many entries");
            raw_.extensions.push_back(text);
            break;
        case Role::Embedding:
            if (!needUnsigned(kind, v, kMaxProcessors, "a processor")) return false;
            if (raw_.embedding.size() >= kMaxProcessors) return fail(here(), "too many entries");
            raw_.embedding.push_back(ProcessorId(v));
            break;
        case Role::Item: {
            RawItem& item = raw_.items.back();
            if (f.key == "id") {
                if (!needUnsigned(kind, v, kId, "an item id")) return false;
                item.id = std::uint32_t(v);
                item.hasId = true;
            } else if (f.key == "origin") {
                if (!needUnsigned(kind, v, kMaxProcessors, "a processor")) return false;
                item.origin = ProcessorId(v);
                item.hasOrigin = true;
            }
            break;
        }
        case Role::DeliverTo:
            if (!needUnsigned(kind, v, kMaxProcessors, "a processor")) return false;
            if (raw_.deliverData.size() >= kMaxListEntries) return fail(here(), "more list entries than the limit");
            raw_.deliverData.push_back(ProcessorId(v));
            break;
        case Role::DependsOn:
            if (!needUnsigned(kind, v, kId, "an item id")) return false;
            if (raw_.dependsData.size() >= kMaxListEntries) return fail(here(), "more list entries than the limit");
            raw_.dependsData.push_back(std::uint32_t(v));
            break;
        case Role::Parts:
            if (!needUnsigned(kind, v, kId, "an item id")) return false;
            if (raw_.partsData.size() >= kMaxListEntries) return fail(here(), "more list entries than the limit");
            raw_.partsData.push_back(std::uint32_t(v));
            break;
        case Role::Goal: {
            RawGoal& goal = raw_.goals.back();
            if (f.key == "item") {
                if (!needUnsigned(kind, v, kId, "an item id")) return false;
                goal.item = std::uint32_t(v);
                goal.hasItem = true;
            } else if (f.key == "at") {
                if (!needUnsigned(kind, v, kMaxProcessors, "a processor")) return false;
                goal.at = ProcessorId(v);
                goal.hasAt = true;
            }
            break;
        }
        case Role::Inputs:
            if (!needUnsigned(kind, v, kId, "an item id")) return false;
            if (++goalInputs_ > kMaxListEntries) return fail(here(), "more list entries than the limit");
            raw_.goals.back().inputs.push_back(std::uint32_t(v));
            break;
        case Role::Transmission:
            if (f.key == "src") {
                if (!needUnsigned(kind, v, kMaxProcessors, "a processor")) return false;
                current_.src = ProcessorId(v);
                current_.hasSrc = true;
            } else if (f.key == "item") {
                if (!needUnsigned(kind, v, kId, "an item id")) return false;
                current_.item = std::uint32_t(v);
                current_.hasItem = true;
            }
            break;
        case Role::Coupler:
            if (!needUnsigned(kind, v, kMaxGroups, "a group index")) return false;
            if (couplerCount_ >= 2) return fail(here(), "expected exactly two indices [i, j]");
            current_.coupler[couplerCount_++] = std::uint16_t(v);
            break;
        case Role::Dst:
            if (!needUnsigned(kind, v, kMaxProcessors, "a processor")) return false;
            if (dst_.size() >= kMaxProcessors || raw_.listData.size() + dst_.size() >= kMaxListEntries)
                return fail(here(), "more destination entries than the limit");
            dst_.push_back(ProcessorId(v));
            break;
        default: break;
        }
        return endValue();
    }

    RawSchedule& raw_;
    const ReadLimits& limits_;
    std::vector<Frame> stack_;
    std::size_t skipDepth_ = 0;
    RawTransmission current_;
    std::vector<ProcessorId> dst_;
    int couplerCount_ = 0;
    std::uint64_t goalInputs_ = 0;   // in all goals
    std::string capture_;            // the compact JSON of the parameter being captured
    std::vector<bool> captureFirst_; // per open container: no element written yet
    bool afterKey_ = false;
};

ReadResult parse(auto&& input, const ReadLimits& limits) {
    RawSchedule raw;
    Handler handler(raw, limits);
    bool ok = false;
    try {
        ok = json::sax_parse(input, &handler, json::input_format_t::json, true);
    } catch (const std::bad_alloc&) {
        return ReadError{"", "not enough memory to read the document"};
    } catch (const std::exception& e) {
        return ReadError{"", std::string("cannot read the document: ") + e.what()};
    }
    if (handler.error) return *handler.error;
    if (!ok) return ReadError{"", "the document is not valid JSON"};
    try {
        return raw.toSchedule();
    } catch (const LimitExceeded& e) {
        return ReadError{"", std::string("the document has ") + e.what()};
    } catch (const std::bad_alloc&) {
        return ReadError{"", "not enough memory to read the document"};
    }
}

std::string tooLarge(std::uint64_t limit) {
    return "the document is larger than the limit of " + std::to_string(limit) + " bytes";
}

} // namespace

ReadResult readScheduleText(const std::string& text, const ReadLimits& limits) {
    if (text.size() > limits.maxBytes) return ReadError{"", tooLarge(limits.maxBytes)};
    return parse(text, limits);
}

ReadResult readSchedule(std::istream& in, const ReadLimits& limits) {
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, std::size_t(in.gcount()));
        if (text.size() > limits.maxBytes) return ReadError{"", tooLarge(limits.maxBytes)};
    }
    return parse(text, limits);
}

ReadResult readScheduleFile(const std::string& path, const ReadLimits& limits) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) return ReadError{"", "cannot open " + path + ": " + ec.message()};
    if (size > limits.maxBytes) return ReadError{"", tooLarge(limits.maxBytes)};
    std::ifstream f(path, std::ios::binary);
    if (!f) return ReadError{"", "cannot open " + path};
    return parse(f, limits);
}

} // namespace popslab
