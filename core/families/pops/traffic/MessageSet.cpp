#include "traffic/MessageSet.h"

#include "common/Limits.h"
#include "common/OutputFile.h"
#include "traffic/PaperMessages.h"
#include "traffic/TrafficGenerators.h"

#include <cctype>
#include <charconv>
#include <cstdio>
#include <filesystem>

namespace popslab::pops {

namespace {

BuildError badMessages(const std::string& why) {
    return BuildError({DiagnosticCode::InvalidParameter, "messages",
                       "a generator, pattern:NAME, list:src-dst,... or a CSV file of src,dst lines",
                       "parameter messages: " + why});
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

std::optional<std::uint64_t> number(std::string_view text) {
    text = trim(text);
    std::uint64_t v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return v;
}

// A value as the user wrote it, at most 40 bytes (the text holds no control byte here).
std::string shown(std::string_view text) {
    const std::string_view t = trim(text);
    return "'" + std::string(t.substr(0, 40)) + (t.size() > 40 ? "...'" : "'");
}

// Where the first byte that no text file holds is: "line 3, byte 17: the control byte 0x00".
std::optional<std::string> firstControlByte(std::string_view text) {
    std::size_t line = 1, lineStart = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            lineStart = i + 1;
        } else if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f) {
            char what[96];
            std::snprintf(what, sizeof what, "line %zu, column %zu: the control byte 0x%02X; a message file is text",
                          line, i - lineStart + 1, c);
            return std::string(what);
        }
    }
    return std::nullopt;
}

// A header is a line of words: every field starts with a letter and holds no digit-only value.
bool isHeader(std::string_view row) {
    while (true) {
        const auto cut = row.find(',');
        const std::string_view field = trim(row.substr(0, cut));
        if (field.empty() || !std::isalpha(static_cast<unsigned char>(field.front()))) return false;
        for (char c : field)
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != ' ' && c != '-') return false;
        if (cut == std::string_view::npos) return true;
        row = row.substr(cut + 1);
    }
}

// One "a<sep>b" pair; `where` says which line or entry for the refusal.
Message pair(std::string_view text, char separator, std::uint32_t n, const std::string& where, std::size_t index) {
    const auto cut = text.find(separator);
    if (cut == std::string_view::npos)
        throw badMessages(where + ": " + shown(text) + " is not src" + separator + "dst");
    const auto src = number(text.substr(0, cut));
    const auto dst = number(text.substr(cut + 1));
    if (!src) throw badMessages(where + ": source " + shown(text.substr(0, cut)) + " is not a processor number");
    if (!dst) throw badMessages(where + ": destination " + shown(text.substr(cut + 1)) + " is not a processor number");
    for (auto [value, role] : {std::pair{*src, "source"}, std::pair{*dst, "destination"}})
        if (value >= n)
            throw badMessages(where + ": " + role + " " + std::to_string(value) +
                              " is not below n = " + std::to_string(n));
    return {ProcessorId(*src), ProcessorId(*dst), ItemIndex(index)};
}

void checkCount(std::size_t count) {
    if (count >= kMaxMessages) throw tooManyMessages("parameter messages", 0);
}

} // namespace

MessageSet parseMessageCsv(std::string_view text, std::uint32_t n) {
    // Spreadsheets save "CSV UTF-8" with a byte order mark: it is not part of line 1.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    // A text file of src,dst lines: a control byte (a NUL, say) means the file is not text,
    // and it is refused by its place rather than echoed or cut at.
    if (auto bad = firstControlByte(text)) throw badMessages(*bad);
    MessageSet out;
    std::size_t line = 0;
    bool first = true;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view row = trim(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++line;
        if (row.empty() || row.front() == '#') continue;
        // Only the first line may be a header, and only of words ("src,dst", "from, to"):
        // "1.5,2" there is a wrong message, refused as on any other line.
        const bool header = first && isHeader(row);
        first = false;
        if (header) continue;
        checkCount(out.size());
        out.push_back(pair(row, ',', n, "line " + std::to_string(line), out.size()));
    }
    return out;
}

std::string messageCsv(std::span<const Message> messages) {
    std::string out = "src,dst\n";
    for (const Message& m : messages)
        out.append(std::to_string(m.src)).append(",").append(std::to_string(m.dst)).append("\n");
    return out;
}

MessageSet parseMessageList(std::string_view list, std::uint32_t n) {
    MessageSet out;
    std::size_t entry = 0;
    while (!list.empty()) {
        const auto end = list.find(',');
        const std::string_view part = list.substr(0, end);
        list = end == std::string_view::npos ? std::string_view{} : list.substr(end + 1);
        ++entry;
        if (trim(part).empty()) continue;
        checkCount(out.size());
        out.push_back(pair(part, '-', n, "entry " + std::to_string(entry), out.size()));
    }
    return out;
}

std::string messageListText(std::span<const Message> messages) {
    std::string out = "list:";
    for (const Message& m : messages) {
        if (out.size() > 5) out += ',';
        out.append(std::to_string(m.src)).append("-").append(std::to_string(m.dst));
    }
    return out;
}

MessageSet messagesFromRequest(const PatternRequest& r) {
    const std::string source = r.parameter("messages", "uniform");
    if (source.rfind("list:", 0) == 0) return parseMessageList(std::string_view(source).substr(5), r.n());
    if (source.rfind("pattern:", 0) == 0) return paperPatternMessages(r, source.substr(8));
    if (isTrafficGenerator(source)) return generateTraffic(source, r);
    std::error_code error;
    if (!std::filesystem::exists(source, error))
        throw badMessages("'" + source + "' is neither a generator (" + trafficGeneratorNames() +
                          "), pattern:NAME, list:... nor a readable file");
    return readMessageCsvFile(source, r.n());
}

MessageSet readMessageCsvFile(const std::string& path, std::uint32_t n) {
    auto text = readInputFile(path, kMaxMessageFileBytes);
    if (auto* error = std::get_if<FileError>(&text)) {
        Diagnostic d{error->problem == FileProblem::TooLarge ? DiagnosticCode::TooLarge
                                                             : DiagnosticCode::InvalidParameter,
                     "messages", "", "parameter messages: " + error->message};
        d.value = error->size;
        d.limit = error->limit;
        throw BuildError(d);
    }
    MessageSet set;
    try {
        set = parseMessageCsv(std::get<std::string>(text), n);
    } catch (const BuildError& e) { // name the file: "parameter messages: lemma3.csv, line 2: ..."
        Diagnostic d = e.diagnostic;
        const std::string prefix = "parameter messages: ";
        if (d.message.rfind(prefix, 0) == 0) d.message = prefix + path + ", " + d.message.substr(prefix.size());
        throw BuildError(d);
    }
    if (set.empty()) throw badMessages(path + " holds no messages (a src,dst line each)");
    return set;
}

std::uint32_t receivesPerSlotOf(const PatternRequest& r) {
    return std::uint32_t(integerParameter(r, "receives-per-slot", 1, 1, kMaxGroups));
}

BuildError tooManyMessages(const std::string& what, std::uint64_t count) {
    // count 0: not known in advance (a file or a pattern stopped at the limit).
    Diagnostic d{DiagnosticCode::TooLarge, "messages", "",
                 count ? what + ": " + std::to_string(count) + " messages, more than the limit of " +
                             std::to_string(kMaxMessages)
                       : what + ": more than " + std::to_string(kMaxMessages) + " messages"};
    d.value = count;
    d.limit = kMaxMessages;
    return BuildError(d);
}

} // namespace popslab::pops
