// Reading the small JSON documents POPS Lab and its users write by hand (exercises, and
// what comes after them), with every refusal in the program's own words: the
// byte where the text stops being JSON, or the field, what it holds and what was
// expected -- never the JSON library's message. Schedules have their own streaming
// reader (slotted/ScheduleReader.cpp); sessions are read with Qt (app/session).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>

namespace popslab::json {

using Json = nlohmann::json;

// The document, or one line: "invalid JSON at byte 17: a number is out of range (1e400)".
std::variant<Json, std::string> parse(std::string_view text);

// What a value is, for a refusal: "the string \"abc\"", "the number -1", "an array", "null".
std::string shown(const Json& value);

// Thrown by Field's readers; its message names the field. Caught where the document is read.
struct FieldError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A value inside a document with its path ("target.slots", "messages[3][0]").
class Field {
public:
    Field(const Json& value, std::string path) : value_(value), path_(std::move(path)) {}
    const Json& value() const { return value_; }
    const std::string& path() const { return path_; }

    // An object's member; `required` members that are missing are refused.
    std::optional<Field> member(const char* key, bool required = true) const;
    Field at(std::size_t index) const; // an array's element
    std::size_t size() const;          // elements of an array (refused when it is none)

    void expectObject() const;
    void expectArray() const;
    // A whole number in [min, max]: a fraction, a negative number, a string or a number
    // past the range are each refused with the range, the largest named as a limit.
    std::uint64_t integer(std::uint64_t min, std::uint64_t max) const;
    std::string text() const;
    bool flag() const;

    [[noreturn]] void refuse(const std::string& why) const;

private:
    const Json& value_;
    std::string path_;
};

} // namespace popslab::json
