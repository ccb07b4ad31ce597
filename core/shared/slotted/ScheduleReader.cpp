// Reads a format v1 document into a Schedule (see ScheduleJson.h) with simdjson's On
// Demand parser: its first stage finds every structural character and checks the UTF-8
// of the whole document at parsing speed; this file then walks the parts it knows --
// network, items, goals, slots -- reading each number straight into a RawSchedule, with
// no document tree. The walk keeps the path it is at, so every error names its field
// and index. References (items, processors) are resolved once the whole document is
// read, since its keys may come in any order.
//
// What this version does not use -- unknown fields, a descriptive part of another shape
// -- is still read to its end (checkJsonValue, JsonText.h), because On Demand skips a value without
// looking inside it and the document must be JSON throughout.
#include "common/HugePages.h"
#include "common/Limits.h"
#include "common/OutputFile.h"
#include "common/Work.h"
#include "slotted/JsonText.h"
#include "slotted/RawSchedule.h"
#include "slotted/ScheduleJson.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <functional>
#include <simdjson.h>
#include <span>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace popslab {

namespace {

// Deep nesting is allowed where it is ignored (checkJsonValue walks it without recursion),
// up to 4 M levels; the depth only sizes two of the parser's arrays, touched as used.
constexpr std::size_t kMaxDepth = 1u << 22;

// simdjson's errors in the program's own words: its own texts ("Problem while
// parsing a number") are a library's.
std::string jsonErrorText(simdjson::error_code e) {
    switch (e) {
    case simdjson::NUMBER_ERROR:
        return "a number is malformed, or too large to be read";
    case simdjson::NUMBER_OUT_OF_RANGE:
        return "a number is out of range";
    case simdjson::T_ATOM_ERROR:
    case simdjson::F_ATOM_ERROR:
    case simdjson::N_ATOM_ERROR:
        return "a value is not true, false or null as written";
    case simdjson::STRING_ERROR:
        return "a string is malformed";
    case simdjson::UNCLOSED_STRING:
        return "a string is not closed";
    case simdjson::UTF8_ERROR:
        return "the text is not valid UTF-8";
    case simdjson::UNESCAPED_CHARS:
        return "a string holds a control character";
    case simdjson::DEPTH_ERROR:
        return "the values are nested too deeply";
    case simdjson::EMPTY:
        return "the text is empty";
    case simdjson::INCORRECT_TYPE:
        return "a value is of the wrong kind";
    case simdjson::TAPE_ERROR:
    case simdjson::TRAILING_CONTENT:
        return "the text is not one JSON document";
    case simdjson::CAPACITY:
        return "the document is too large";
    default:
        return "the text is not JSON here";
    }
}

namespace od = simdjson::ondemand;

constexpr std::uint64_t kId = UINT32_MAX - 1; // item ids: UINT32_MAX is kept free

// A document cut short: the parser's first stage pairs quotes and brackets over the
// whole document before any field is read, so this is found at the end, named by byte.
std::optional<std::string> endsEarly(simdjson::error_code e, std::size_t size) {
    const std::string end = "invalid JSON at byte " + std::to_string(size) + ": the document ends ";
    if (e == simdjson::UNCLOSED_STRING) return end + "inside a string";
    if (e == simdjson::INCOMPLETE_ARRAY_OR_OBJECT) return end + "inside an object or array";
    return std::nullopt;
}

// Text the first stage refuses anywhere in the document, named by its byte (no field:
// the walk has not begun).
std::optional<std::string> unreadableText(simdjson::error_code e, std::string_view text) {
    const auto at = firstStageErrorAt(text, e);
    if (!at) return std::nullopt;
    const std::string where = "invalid JSON at byte " + std::to_string(*at) + ": ";
    if (e == simdjson::UTF8_ERROR) return where + "the text is not valid UTF-8";
    char code[16];
    std::snprintf(code, sizeof code, "%04X", unsigned(static_cast<unsigned char>(text[*at])));
    return where + "a control character (U+" + code + ") inside a string; write it as \\u" + code;
}

// A key against a name of the format: a compare of known length, which the compiler
// turns into one or two loads (the walk compares a few keys per transmission).
template <std::size_t N> inline bool is(std::string_view key, const char (&name)[N]) {
    return key.size() == N - 1 && std::memcmp(key.data(), name, N - 1) == 0;
}

struct PathPart {
    std::string_view key; // objects: the current key
    std::uint64_t index = 0;
    bool isIndex = false;
};

// The fields and indices the walk is inside. The format's parts nest at most five deep
// (slots[t][k].dst[m]); what lies deeper is read by checkJsonValue, which keeps no path.
class Path {
public:
    void push(PathPart part) {
        if (depth_ == parts_.size()) [[unlikely]]
            tooDeep();
        parts_[depth_++] = part;
    }
    void pop() { --depth_; }
    PathPart& back() { return parts_[depth_ - 1]; }
    std::span<const PathPart> parts() const { return std::span(parts_).first(depth_); }

private:
    [[noreturn, gnu::noinline, gnu::cold]] static void tooDeep() {
        throw std::logic_error("schedule reader: path deeper than the format nests");
    }
    std::array<PathPart, 8> parts_{};
    std::size_t depth_ = 0;
};

class Reader {
public:
    Reader(RawSchedule& raw, const ReadLimits& limits, const simdjson::padded_string_view& text)
        : raw_(raw), limits_(limits), text_(text) {
        // A transmission or an item takes at least 19 bytes of text: room for what a
        // large document of them holds, so the vectors do not grow by copying (pages
        // not filled are never touched). A document of one kind fills about a third.
        const std::size_t expected = text.size() / 64;
        reserveLarge(raw_.transmissions, expected);
        reserveLarge(raw_.items, expected);
        reserveLarge(raw_.deliverData, expected);
    }

    std::optional<ReadError> error;

    bool read(od::document& doc) {
        od::json_type type{};
        if (auto e = doc.type().get(type)) return jsonError(e);
        if (type != od::json_type::object) return fail("", "the document must be a JSON object");
        od::object root;
        if (auto e = doc.get_object().get(root)) return jsonError(e);
        if (!fields(root, [&](std::string_view key, od::value v) { return rootField(key, v); })) return false;
        const char* next = nullptr;
        if (doc.current_location().get(next) == simdjson::SUCCESS) // OUT_OF_BOUNDS: nothing follows
            return fail("", "invalid JSON: more follows the document's closing brace, at byte " +
                                std::to_string(next - text_.data()));
        return true;
    }

private:
    // ---- where the walk is, for the errors --------------------------------------------

    std::string here() const {
        std::string p;
        for (const PathPart& part : path_.parts()) {
            if (part.isIndex) {
                p += '[';
                p += std::to_string(part.index);
                p += ']';
            } else {
                if (!p.empty()) p += '.';
                p += part.key;
            }
        }
        return p;
    }

    bool fail(const std::string& field, const std::string& message) {
        if (!error) error = ReadError{field, field.empty() ? message : field + ": " + message};
        return false;
    }
    bool failHere(const std::string& message) { return fail(here(), message); }
    bool jsonError(simdjson::error_code e) {
        if (e == simdjson::MEMALLOC) return fail("", "not enough memory to read the document");
        if (auto early = endsEarly(e, text_.size())) return failHere(*early);
        return failHere("invalid JSON: " + jsonErrorText(e));
    }

    // A field's key: as written when it has no escape (the common case, no copy),
    // unescaped otherwise.
    bool keyOf(od::field& field, std::string_view& key) {
        const char* start = field.key().raw();
        const char* p = start;
        while (*p != '"' && *p != '\\')
            ++p; // the first stage paired every quote
        if (*p == '"') {
            key = std::string_view(start, std::size_t(p - start));
            return true;
        }
        if (auto e = field.unescaped_key().get(key)) return jsonError(e);
        return true;
    }

    // Each field of `object`, the path following; `f(key, value)`.
    template <class F> bool fields(od::object& object, F&& f) {
        path_.push({});
        for (auto result : object) {
            od::field field;
            if (auto e = std::move(result).get(field)) return jsonError(e);
            std::string_view key;
            if (!keyOf(field, key)) return false;
            path_.back().key = key;
            if (!f(key, field.value())) return false;
        }
        path_.pop();
        return true;
    }

    // Each element of `array`, the path counting; `f(value)`.
    template <class F> bool elements(od::array& array, F&& f) {
        path_.push({{}, 0, true});
        for (auto result : array) {
            od::value v;
            if (auto e = std::move(result).get(v)) return jsonError(e);
            if (!f(v)) return false;
            ++path_.back().index;
        }
        path_.pop();
        return true;
    }

    // ---- values of the expected kind, or the refusal naming it ------------------------

    bool typeOf(od::value& v, od::json_type& type) {
        if (auto e = v.type().get(type)) return jsonError(e);
        return true;
    }

    // The fast path is one call, as for numbers below; the type is asked only to say
    // what is wrong.
    bool object(od::value& v, od::object& out) {
        if (v.get_object().get(out) == simdjson::SUCCESS) return true;
        od::json_type type{};
        if (!typeOf(v, type)) return false;
        if (type != od::json_type::object)
            return failHere(type == od::json_type::array ? "expected an object, not an array" : "expected an object");
        if (auto e = v.get_object().get(out)) return jsonError(e);
        return true;
    }

    bool array(od::value& v, od::array& out) {
        if (v.get_array().get(out) == simdjson::SUCCESS) return true;
        od::json_type type{};
        if (!typeOf(v, type)) return false;
        if (type != od::json_type::array) return failHere("expected an array");
        if (auto e = v.get_array().get(out)) return jsonError(e);
        return true;
    }

    // A single value where a container is refused.
    bool single(od::json_type type) {
        if (type == od::json_type::array) return failHere("expected a single value, not an array");
        if (type == od::json_type::object) return failHere("expected a single value, not an object");
        return true;
    }

    bool string(od::value& v, std::string& out) {
        od::json_type type{};
        if (!typeOf(v, type) || !single(type)) return false;
        if (type != od::json_type::string) return checkValue(v) && failHere("expected a string");
        std::string_view s;
        if (auto e = v.get_string().get(s)) return jsonError(e);
        out = s;
        return true;
    }

    // A non-negative integer up to `max`: the fast path is one call; anything else is
    // told apart (another type, a negative or fractional number, one past 2^64 - 1, or
    // not a number JSON allows) only when it fails.
    [[gnu::always_inline]] bool unsignedValue(od::value& v, std::uint64_t max, const char* what, std::uint64_t& out) {
        const simdjson::error_code e = v.get_uint64().get(out);
        if (e == simdjson::SUCCESS && out <= max) [[likely]]
            return true;
        return notUnsigned(v, e, max, what, out);
    }
    [[gnu::noinline, gnu::cold]] bool notUnsigned(od::value& v, simdjson::error_code e, std::uint64_t max,
                                                  const char* what, std::uint64_t out) {
        if (e == simdjson::SUCCESS)
            return failHere(std::string(what) + " " + std::to_string(out) + " exceeds " + std::to_string(max));
        od::json_type type{};
        if (!typeOf(v, type) || !single(type)) return false;
        if (!checkValue(v)) return false; // malformed: invalid JSON, named here
        return failHere(std::string("expected ") + what + " (a non-negative integer)");
    }

    // A value this version does not use, read to its end (see the file's comment).
    bool checkValue(od::value& v) {
        if (auto e = checkJsonValue(v)) return jsonError(*e);
        return true;
    }

    // ---- the document's parts ---------------------------------------------------------

    bool rootField(std::string_view key, od::value& v) {
        if (is(key, "format")) return string(v, raw_.format);
        if (is(key, "network")) return network(v);
        if (is(key, "pattern")) return pattern(v);
        if (is(key, "embedding")) return list(v, [&](od::value& e) { return embeddingEntry(e); });
        if (is(key, "extensions")) return list(v, [&](od::value& e) { return extension(e); });
        if (is(key, "items")) return list(v, [&](od::value& e) { return item(e); });
        if (is(key, "goals")) return list(v, [&](od::value& e) { return goal(e); });
        if (is(key, "slots")) return list(v, [&](od::value& e) { return slot(e); });
        return checkValue(v);
    }

    template <class F> bool list(od::value& v, F&& f) {
        od::array a;
        return array(v, a) && elements(a, f);
    }

    bool network(od::value& v) {
        od::object o;
        if (!object(v, o)) return false;
        return fields(o, [&](std::string_view key, od::value& value) {
            if (is(key, "type")) return string(value, raw_.networkType);
            if (is(key, "d") || is(key, "g") || is(key, "receivesPerSlot")) {
                std::uint64_t n = 0;
                if (!unsignedValue(value, UINT32_MAX, "a count", n)) return false;
                (is(key, "d") ? raw_.d : is(key, "g") ? raw_.g : raw_.receivesPerSlot) = n;
                return true;
            }
            return checkValue(value);
        });
    }

    // Descriptive: a part of another shape is ignored, never refused (but must be JSON).
    bool pattern(od::value& v) {
        od::json_type type{};
        if (!typeOf(v, type)) return false;
        if (type != od::json_type::object) return checkValue(v);
        od::object o;
        if (auto e = v.get_object().get(o)) return jsonError(e);
        return fields(o, [&](std::string_view key, od::value& value) {
            od::json_type t{};
            if (!typeOf(value, t)) return false;
            if ((is(key, "name") || is(key, "algorithm")) && t == od::json_type::string)
                return string(value, is(key, "name") ? raw_.pattern.name : raw_.pattern.algorithm);
            if (is(key, "parameters") && t == od::json_type::object) return parameters(value);
            return checkValue(value);
        });
    }

    // Each parameter kept as written: a string as its text, any other value as its
    // compact JSON (the format lets a tool keep its own data there).
    bool parameters(od::value& v) {
        od::object o;
        if (auto e = v.get_object().get(o)) return jsonError(e);
        path_.push({});
        for (auto result : o) {
            od::field field;
            if (auto e = std::move(result).get(field)) return jsonError(e);
            const char* keyAt = field.key().raw();
            std::string_view key;
            if (!keyOf(field, key)) return false;
            path_.back().key = key;
            if (raw_.pattern.parameters.size() >= 4096) return failHere("more than 4096 parameters");
            od::value& value = field.value();
            od::json_type type{};
            if (!typeOf(value, type)) return false;
            if (type == od::json_type::string) {
                std::string text;
                if (!string(value, text)) return false;
                raw_.pattern.parameters[std::string(key)] = ParameterValue{std::move(text), false};
                continue;
            }
            // The value's text starts after the key's closing quote and the colon.
            const auto span = valueTextAfterKey(text_, keyAt);
            if (!span) return failHere("invalid JSON: a value is missing");
            if (span->size() > (1u << 20)) return failHere("larger than 1 MiB");
            if (auto e = checkJsonValue(value, 64)) {
                if (*e == simdjson::DEPTH_ERROR) return failHere("nested deeper than 64 levels");
                return jsonError(*e);
            }
            raw_.pattern.parameters[std::string(key)] = ParameterValue{compactJson(*span), true};
        }
        path_.pop();
        return true;
    }

    bool extension(od::value& v) {
        std::string name;
        if (!string(v, name)) return false;
        if (raw_.extensions.size() >= 64) return failHere("too many entries");
        raw_.extensions.push_back(std::move(name));
        return true;
    }

    bool embeddingEntry(od::value& v) {
        std::uint64_t p = 0;
        if (!unsignedValue(v, kMaxProcessors, "a processor", p)) return false;
        if (raw_.embedding.size() >= kMaxProcessors) return failHere("too many entries");
        raw_.embedding.push_back(ProcessorId(p));
        return true;
    }

    // An entry of deliverTo, dependsOn, parts or inputs, counted against `entries`.
    template <class T>
    bool listEntry(od::value& v, std::uint64_t max, const char* what, std::vector<T>& out, std::uint64_t entries) {
        progress(v);
        std::uint64_t x = 0;
        if (!unsignedValue(v, max, what, x)) return false;
        if (entries >= kMaxListEntries) return failHere("more list entries than the limit");
        out.push_back(T(x));
        return true;
    }

    bool item(od::value& v) {
        progress(v);
        od::object o;
        if (!object(v, o)) return false;
        if (raw_.items.size() >= limits_.maxItems)
            return failHere("more than " + std::to_string(limits_.maxItems) + " items (the limit)");
        RawItem& added = raw_.items.emplace_back();
        added.deliverStart = std::uint32_t(raw_.deliverData.size());
        added.dependsStart = std::uint32_t(raw_.dependsData.size());
        added.partsStart = std::uint32_t(raw_.partsData.size());
        const bool ok = fields(o, [&](std::string_view key, od::value& value) {
            RawItem& it = raw_.items.back();
            std::uint64_t x = 0;
            if (is(key, "id"))
                return (it.hasId = unsignedValue(value, kId, "an item id", x)) && (it.id = std::uint32_t(x), true);
            if (is(key, "origin"))
                return (it.hasOrigin = unsignedValue(value, kMaxProcessors, "a processor", x)) &&
                       (it.origin = ProcessorId(x), true);
            if (is(key, "deliverTo"))
                return list(value, [&](od::value& e) {
                    return listEntry(e, kMaxProcessors, "a processor", raw_.deliverData, raw_.deliverData.size());
                });
            if (is(key, "dependsOn"))
                return list(value, [&](od::value& e) {
                    return listEntry(e, kId, "an item id", raw_.dependsData, raw_.dependsData.size());
                });
            if (is(key, "parts"))
                return list(value, [&](od::value& e) {
                    return listEntry(e, kId, "an item id", raw_.partsData, raw_.partsData.size());
                });
            return checkValue(value);
        });
        if (!ok) return false;
        if (!raw_.items.back().hasId) return failHere("missing \"id\"");
        if (!raw_.items.back().hasOrigin) return failHere("missing \"origin\"");
        return true;
    }

    bool goal(od::value& v) {
        od::object o;
        if (!object(v, o)) return false;
        if (raw_.goals.size() >= limits_.maxItems) return failHere("more goals than items may be");
        raw_.goals.emplace_back();
        const bool ok = fields(o, [&](std::string_view key, od::value& value) {
            RawGoal& g = raw_.goals.back();
            std::uint64_t x = 0;
            if (is(key, "item"))
                return (g.hasItem = unsignedValue(value, kId, "an item id", x)) && (g.item = std::uint32_t(x), true);
            if (is(key, "at"))
                return (g.hasAt = unsignedValue(value, kMaxProcessors, "a processor", x)) &&
                       (g.at = ProcessorId(x), true);
            if (is(key, "inputs"))
                return list(value,
                            [&](od::value& e) { return listEntry(e, kId, "an item id", g.inputs, goalInputs_++); });
            return checkValue(value);
        });
        if (!ok) return false;
        if (!raw_.goals.back().hasItem) return failHere("missing \"item\"");
        if (!raw_.goals.back().hasAt) return failHere("missing \"at\"");
        return true;
    }

    bool slot(od::value& v) {
        od::array a;
        if (!array(v, a)) return false;
        if (raw_.slotStart.size() >= kMaxSlots)
            return failHere("more than " + std::to_string(kMaxSlots) + " slots (the limit)");
        raw_.slotStart.push_back(raw_.transmissions.size());
        return elements(a, [&](od::value& e) { return transmission(e); });
    }

    // Every few thousand items, transmissions or list entries: how far into the text the walk is (for
    // the window's progress line), and a chance to cancel (work::tick).
    void progress(od::value& v) {
        if (++sinceProgress_ < kProgressEvery) [[likely]]
            return;
        sinceProgress_ = 0;
        const std::uint64_t at = std::uint64_t(v.raw_json_token().data() - text_.data());
        work::report({WorkStage::ReadingSchedule, {at, std::uint64_t(text_.size()), 0}});
        work::tick(kProgressEvery);
    }

    bool transmission(od::value& v) {
        progress(v);
        od::object o;
        if (!object(v, o)) return false;
        if (raw_.transmissions.size() >= limits_.maxTransmissions)
            return failHere("more than " + std::to_string(limits_.maxTransmissions) + " transmissions (the limit)");
        raw_.transmissions.emplace_back();
        RawTransmission t;
        const bool ok = fields(o, [&](std::string_view key, od::value& value) {
            std::uint64_t x = 0;
            if (is(key, "src"))
                return (t.hasSrc = unsignedValue(value, kMaxProcessors, "a processor", x)) &&
                       (t.src = ProcessorId(x), true);
            if (is(key, "item"))
                return (t.hasItem = unsignedValue(value, kId, "an item id", x)) && (t.item = std::uint32_t(x), true);
            if (is(key, "coupler")) return coupler(value, t);
            if (is(key, "dst")) {
                dst_.clear();
                return (t.hasDst = destinations(value));
            }
            return checkValue(value);
        });
        if (!ok) return false;
        for (auto [has, name] :
             {std::pair{t.hasSrc, "src"}, {t.hasCoupler, "coupler"}, {t.hasDst, "dst"}, {t.hasItem, "item"}})
            if (!has) return failHere(std::string("missing \"") + name + "\"");
        raw_.finishTransmission(t, dst_);
        return true;
    }

    bool coupler(od::value& v, RawTransmission& t) {
        od::array a;
        if (!array(v, a)) return false;
        int count = 0;
        const bool ok = elements(a, [&](od::value& e) {
            std::uint64_t x = 0;
            if (!unsignedValue(e, kMaxGroups, "a group index", x)) return false;
            if (count >= 2) return failHere("expected exactly two indices [i, j]");
            t.coupler[count++] = std::uint16_t(x);
            return true;
        });
        if (!ok) return false;
        if (count != 2) return failHere("expected exactly two indices [i, j]");
        return (t.hasCoupler = true);
    }

    bool destinations(od::value& v) {
        od::array a;
        if (!array(v, a)) return false;
        return elements(a, [&](od::value& e) {
            progress(e);
            std::uint64_t p = 0;
            if (!unsignedValue(e, kMaxProcessors, "a processor", p)) return false;
            if (dst_.size() >= kMaxProcessors || raw_.listData.size() + dst_.size() >= kMaxListEntries)
                return failHere("more destination entries than the limit");
            dst_.push_back(ProcessorId(p));
            return true;
        });
    }

    RawSchedule& raw_;
    const ReadLimits& limits_;
    simdjson::padded_string_view text_;
    Path path_;
    std::vector<ProcessorId> dst_;
    std::uint64_t goalInputs_ = 0; // in all goals
    static constexpr std::uint32_t kProgressEvery = 1u << 14;
    std::uint32_t sinceProgress_ = 0;
};

// One parser a thread, kept between documents: its buffers (four bytes a structural
// character) are reused rather than allocated and touched afresh for every document. A
// thread that ends frees it (the window's workers end when idle).
od::parser& threadParser() {
    thread_local od::parser parser;
    return parser;
}

ReadResult parseText(const simdjson::padded_string_view& text, const ReadLimits& limits) {
    RawSchedule raw;
    try {
        od::parser& parser = threadParser();
        if (parser.capacity() < text.size())
            if (parser.allocate(text.size(), kMaxDepth)) return ReadError{"", "not enough memory to read the document"};
        od::document doc;
        if (auto e = parser.iterate(text).get(doc)) {
            if (e == simdjson::MEMALLOC) return ReadError{"", "not enough memory to read the document"};
            if (auto early = endsEarly(e, text.size())) return ReadError{"", *early};
            if (auto bad = unreadableText(e, text)) return ReadError{"", *bad};
            return ReadError{"", "invalid JSON: " + jsonErrorText(e)};
        }
        Reader reader(raw, limits, text);
        if (!reader.read(doc)) return *reader.error;
        return raw.toSchedule();
    } catch (const LimitExceeded& e) {
        return ReadError{"", std::string("the document has ") + e.what()};
    } catch (const std::bad_alloc&) {
        return ReadError{"", "not enough memory to read the document"};
    }
}

// A read that ends (a schedule or an error) gives back the report it found: what comes
// next, validating, is not reading. One cut short (cancelled, out of budget) keeps its last.
ReadResult parse(const simdjson::padded_string_view& text, const ReadLimits& limits) {
    const WorkReport before = work::currentReport();
    ReadResult result = parseText(text, limits);
    work::report(before);
    return result;
}

std::string tooLarge(std::uint64_t limit) {
    return "the document is larger than the limit of " + std::to_string(limit) + " bytes";
}

// A stream is refused as soon as it cannot be a document, not after the 2 GiB
// limit: a schedule is an object, so the first byte that is not white space must be '{';
// JSON text never holds a NUL byte (`validate - < /dev/zero` stops at byte 0); nesting
// past the parser's depth, or text after the document's last '}', are refused where they
// begin. The check follows strings and escapes across chunks.
class StreamCheck {
public:
    std::optional<std::string> feed(std::string_view chunk, std::size_t offset) {
        for (std::size_t i = 0; i < chunk.size(); ++i) {
            const auto c = static_cast<unsigned char>(chunk[i]);
            auto at = [&] { return "invalid JSON at byte " + std::to_string(offset + i) + ": "; };
            if (c == 0) return at() + "a NUL byte; the input is not text";
            if (inString_) {
                if (escaped_)
                    escaped_ = false;
                else if (c == '\\')
                    escaped_ = true;
                else if (c == '"')
                    inString_ = false;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
            if (ended_) return at() + "more text follows the document";
            if (!started_) {
                started_ = true;
                if (c != '{') {
                    char what[32];
                    std::snprintf(what, sizeof what, c >= 0x21 && c < 0x7f ? "'%c'" : "the byte 0x%02X", c);
                    return at() + "a schedule document starts with '{', not " + what;
                }
            }
            if (c == '"')
                inString_ = true;
            else if ((c == '{' || c == '[') && ++depth_ > kMaxDepth)
                return at() + "the values are nested more than " + std::to_string(kMaxDepth) + " levels deep";
            else if ((c == '}' || c == ']') && depth_ > 0 && --depth_ == 0)
                ended_ = true;
        }
        return std::nullopt;
    }

private:
    bool started_ = false, inString_ = false, escaped_ = false, ended_ = false;
    std::uint64_t depth_ = 0;
};

// A stream's text with simdjson's padding, grown by realloc, which moves a large block's
// pages rather than copying them: a stream of n bytes costs about n, not the 2n a doubling
// string would (4.2 GB for a 2 GiB stream).
class StreamText {
public:
    ~StreamText() { std::free(data_); }
    bool append(std::string_view chunk) {
        if (size_ + chunk.size() + simdjson::SIMDJSON_PADDING > capacity_) {
            const std::size_t grown =
                std::max(size_ + chunk.size() + simdjson::SIMDJSON_PADDING, capacity_ + (std::size_t(64) << 20));
            char* bigger = static_cast<char*>(std::realloc(data_, grown));
            if (!bigger) return false;
            data_ = bigger;
            capacity_ = grown;
        }
        std::memcpy(data_ + size_, chunk.data(), chunk.size());
        size_ += chunk.size();
        return true;
    }
    std::size_t size() const { return size_; }
    simdjson::padded_string_view view() {
        if (!data_ && !append({})) return {};
        std::memset(data_ + size_, 0, capacity_ - size_);
        return simdjson::padded_string_view(data_, size_, capacity_);
    }

private:
    char* data_ = nullptr;
    std::size_t size_ = 0, capacity_ = 0;
};

// Reads what `next(buffer, size)` gives -- bytes read, 0 at the end, -1 on an error -- as a
// stream, checked as it comes.
ReadResult readChunks(const std::function<long(char*, std::size_t)>& next, const ReadLimits& limits) {
    StreamText text;
    StreamCheck check;
    std::vector<char> buffer(std::size_t(1) << 16);
    for (;;) {
        const long n = next(buffer.data(), buffer.size());
        if (n < 0) return ReadError{"", "the input could not be read"};
        if (n == 0) break;
        const std::string_view chunk(buffer.data(), std::size_t(n));
        if (auto bad = check.feed(chunk, text.size())) return ReadError{"", *bad};
        if (text.size() + chunk.size() > limits.maxBytes) return ReadError{"", tooLarge(limits.maxBytes)};
        if (!text.append(chunk)) return ReadError{"", "not enough memory to read the document"};
    }
    return parse(text.view(), limits);
}

} // namespace

ReadResult readScheduleText(const std::string& text, const ReadLimits& limits) {
    if (text.size() > limits.maxBytes) return ReadError{"", tooLarge(limits.maxBytes)};
    const simdjson::padded_string padded(text); // simdjson reads up to 64 bytes past the end
    return parse(padded, limits);
}

ReadResult readSchedule(std::istream& in, const ReadLimits& limits) {
    return readChunks(
        [&in](char* buffer, std::size_t size) -> long {
            if (!in.read(buffer, std::streamsize(size)) && in.gcount() == 0) return in.bad() ? -1 : 0;
            return long(in.gcount());
        },
        limits);
}

static ReadResult readScheduleFileText(const std::string& path, const ReadLimits& limits) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return ReadError{"", fileError(FileProblem::CannotOpen, path, errno).message};
    if (S_ISDIR(st.st_mode)) return ReadError{"", fileError(FileProblem::IsFolder, path).message};
    if (S_ISBLK(st.st_mode) || S_ISSOCK(st.st_mode))
        return ReadError{"", fileError(FileProblem::NotAFile, path).message};
    noteInputFile(path);
    if (!S_ISREG(st.st_mode)) { // a FIFO or a character device (<(command), /dev/stdin): read as a stream
        if (!limits.streams) return ReadError{"", path + " is a device, a pipe or a socket, not a file"};
        // Opened without waiting for a writer (a FIFO nobody writes reads as empty), then read
        // as any stream.
        const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) return ReadError{"", fileError(FileProblem::CannotOpen, path, errno).message};
        struct Closer {
            int fd;
            ~Closer() { ::close(fd); }
        } closer{fd};
        ReadResult read = readChunks(
            [fd](char* buffer, std::size_t size) -> long {
                for (;;) {
                    const ssize_t n = ::read(fd, buffer, size); // without a writer: 0, the end
                    if (n >= 0) return long(n);
                    if (errno == EINTR) continue;
                    if (errno != EAGAIN) return -1;
                    if (!waitReadable(fd)) { // a writer that has not written yet: wait, stoppably
                        work::checkpoint();  // throws when stopped
                        return -1;
                    }
                }
            },
            limits);
        return read;
    }
    if (std::uint64_t(st.st_size) > limits.maxBytes) return ReadError{"", tooLarge(limits.maxBytes)};
    JsonFileText text;
    if (auto bad = text.load(path, limits.maxBytes)) return ReadError{"", *bad};
    if (text.size() > limits.maxBytes) return ReadError{"", tooLarge(limits.maxBytes)}; // grew meanwhile
    return parse(text.view(), limits);
}

// Every refusal names the file: the file's own ("x.json is a folder, not a file") already
// does, a refusal of its text gets the path in front ("x.json: slots[3][1].dst: ...").
ReadResult readScheduleFile(const std::string& path, const ReadLimits& limits) {
    ReadResult read = readScheduleFileText(path, limits);
    if (auto* error = std::get_if<ReadError>(&read); error && error->message.find(path) == std::string::npos)
        error->message = path + ": " + error->message;
    return read;
}

} // namespace popslab
