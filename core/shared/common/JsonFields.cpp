#include "common/JsonFields.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace popslab::json {

namespace {

// Where nlohmann's parser stopped, said in our words: its error ids are stable (json.exception
// parse_error.101: a syntax error at a byte; out_of_range.406: a number too large for a double).
std::string syntaxError(std::string_view text, std::size_t byte) {
    // nlohmann counts bytes from 1 and points just past the offending character.
    const std::size_t at = byte > 0 ? byte - 1 : 0;
    if (at >= text.size()) return "invalid JSON at byte " + std::to_string(text.size()) + ": the text ends too early";
    const unsigned char c = static_cast<unsigned char>(text[at]);
    char what[64];
    if (c < 0x20 || c == 0x7f)
        std::snprintf(what, sizeof what, "the control character U+%04X", c);
    else if (c >= 0x80)
        std::snprintf(what, sizeof what, "the byte 0x%02X", c);
    else
        std::snprintf(what, sizeof what, "'%c'", c);
    return "invalid JSON at byte " + std::to_string(at) + ": " + what + " is not expected there";
}

// nlohmann says only that a number overflowed: find it, outside strings, and name its byte
// and the field it is the value of, following objects' keys and arrays' indices to it.
std::string tooLargeNumber(std::string_view t) {
    struct Frame {
        bool array = false;
        std::size_t index = 0;
        std::string key;
    };
    std::vector<Frame> path;
    std::string lastString;
    auto field = [&] {
        std::string out;
        for (const Frame& f : path) {
            if (f.array)
                out += "[" + std::to_string(f.index) + "]";
            else
                out += (out.empty() ? "" : ".") + f.key;
        }
        return out;
    };
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        if (c == '"') {
            const std::size_t start = ++i;
            for (; i < t.size() && t[i] != '"'; ++i)
                if (t[i] == '\\') ++i;
            lastString = std::string(t.substr(start, i - start));
        } else if (c == ':' && !path.empty() && !path.back().array) {
            path.back().key = lastString;
        } else if (c == '{' || c == '[') {
            path.push_back({c == '[', 0, {}});
        } else if ((c == '}' || c == ']') && !path.empty()) {
            path.pop_back();
        } else if (c == ',' && !path.empty() && path.back().array) {
            ++path.back().index;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            std::size_t end = i;
            while (end < t.size() && std::string_view("+-0123456789.eE").find(t[end]) != std::string_view::npos)
                ++end;
            const std::string token(t.substr(i, end - i));
            if (!std::isfinite(std::strtod(token.c_str(), nullptr))) {
                const std::string where = field();
                return (where.empty() ? std::string() : where + ": ") + "invalid JSON at byte " + std::to_string(i) +
                       ": the number " + token.substr(0, 40) + " is too large to be read";
            }
            i = end - 1;
        }
    }
    return "invalid JSON: a number is too large to be read";
}

std::string quoted(const std::string& s) {
    std::string out = "\"";
    for (char c : s.substr(0, 40))
        out += (static_cast<unsigned char>(c) < 0x20 ? '?' : c);
    return out + (s.size() > 40 ? "...\"" : "\"");
}

} // namespace

std::variant<Json, std::string> parse(std::string_view text) {
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& e) {
        return syntaxError(text, e.byte);
    } catch (const Json::out_of_range&) {
        return tooLargeNumber(text);
    } catch (const Json::exception&) {
        return std::string("invalid JSON");
    }
}

std::string shown(const Json& v) {
    switch (v.type()) {
    case Json::value_t::null:
        return "null";
    case Json::value_t::boolean:
        return v.get<bool>() ? "true" : "false";
    case Json::value_t::string:
        return "the text " + quoted(v.get<std::string>());
    case Json::value_t::number_unsigned:
        return "the number " + std::to_string(v.get<std::uint64_t>());
    case Json::value_t::number_integer:
        return "the number " + std::to_string(v.get<std::int64_t>());
    case Json::value_t::number_float: {
        char text[40];
        std::snprintf(text, sizeof text, "%g", v.get<double>());
        return std::string("the number ") + text;
    }
    case Json::value_t::object:
        return "an object";
    case Json::value_t::array:
        return "an array";
    default:
        return "a value of no JSON type";
    }
}

void Field::refuse(const std::string& why) const {
    throw FieldError((path_.empty() ? "the document" : path_) + ": " + why);
}

void Field::expectObject() const {
    if (!value_.is_object()) refuse("expected an object, not " + shown(value_));
}

void Field::expectArray() const {
    if (!value_.is_array()) refuse("expected an array, not " + shown(value_));
}

std::optional<Field> Field::member(const char* key, bool required) const {
    expectObject();
    auto it = value_.find(key);
    if (it == value_.end()) {
        if (required) throw FieldError((path_.empty() ? "" : path_ + ".") + key + ": missing");
        return std::nullopt;
    }
    return Field(*it, path_.empty() ? key : path_ + "." + key);
}

Field Field::at(std::size_t index) const {
    expectArray();
    return Field(value_.at(index), path_ + "[" + std::to_string(index) + "]");
}

std::size_t Field::size() const {
    expectArray();
    return value_.size();
}

std::uint64_t Field::integer(std::uint64_t min, std::uint64_t max) const {
    const std::string range = "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
    if (value_.is_number_unsigned()) {
        const std::uint64_t v = value_.get<std::uint64_t>();
        if (v > max) refuse(std::to_string(v) + " is more than the limit of " + std::to_string(max));
        if (v < min) refuse("expected " + range + ", not " + std::to_string(v));
        return v;
    }
    if (value_.is_number_float()) {
        const double v = value_.get<double>();
        // 2e40 is as whole as 2^40: past the limit either way.
        if (v > double(max) && v == v)
            refuse(shown(value_).substr(11) + " is more than the limit of " + std::to_string(max));
    }
    refuse("expected " + range + ", not " + shown(value_));
}

std::string Field::text() const {
    if (!value_.is_string()) refuse("expected a text in quotes, not " + shown(value_));
    return value_.get<std::string>();
}

bool Field::flag() const {
    if (!value_.is_boolean()) refuse("expected true or false, not " + shown(value_));
    return value_.get<bool>();
}

} // namespace popslab::json
