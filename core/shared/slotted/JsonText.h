// What the schedule reader needs of JSON beyond On Demand's walk: reading a value it
// does not use to its end (On Demand skips a value without looking inside, but a
// document must be JSON throughout), and the text of a value as written, compacted
// (pattern.parameters keeps another tool's values exactly).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <simdjson.h>
#include <string>
#include <string_view>

namespace popslab {

// Reads `value` to its end -- every string unescaped, every number and literal parsed,
// every container's separators checked -- with an explicit stack rather than
// recursion, so any depth the parser allows is safe. The first error, if any;
// DEPTH_ERROR past `maxDepth` levels of nesting.
std::optional<simdjson::error_code> checkJsonValue(simdjson::ondemand::value& value, std::size_t maxDepth = SIZE_MAX);

// The text of the value that follows the object key starting at `keyAt` (the first
// character after the key's opening quote) within `text`; nothing when the text ends
// first. Only for a value checkJsonValue accepted.
std::optional<std::string_view> valueTextAfterKey(std::string_view text, const char* keyAt);

// Where the parser's first stage found `error` in `text`, which it reports for the whole
// document at once: the first byte that does not begin valid UTF-8 (UTF8_ERROR), or the
// first control character inside a string (UNESCAPED_CHARS). Nothing for other errors,
// or when the text holds no such byte.
std::optional<std::size_t> firstStageErrorAt(std::string_view text, simdjson::error_code error);

// JSON text without its insignificant white space; numbers and strings as written.
std::string compactJson(std::string_view json);

// A file's text with the padding simdjson reads past the end, in memory asked for in
// huge pages where the kernel offers them: a 100 MB document then costs 50 page faults
// rather than 25 000, which on some machines is most of reading it.
class JsonFileText {
public:
    JsonFileText() = default;
    ~JsonFileText();
    JsonFileText(const JsonFileText&) = delete;
    JsonFileText& operator=(const JsonFileText&) = delete;

    // Reads `path` whole (at most `maxBytes`); the error, if any.
    std::optional<std::string> load(const std::string& path, std::uint64_t maxBytes);
    std::size_t size() const { return size_; }
    simdjson::padded_string_view view() const { return simdjson::padded_string_view(data_, size_, mapped_); }

private:
    char* data_ = nullptr;
    std::size_t size_ = 0, mapped_ = 0;
};

} // namespace popslab
