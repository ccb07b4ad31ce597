#include "slotted/JsonText.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace popslab {

namespace od = simdjson::ondemand;

namespace {

// A scalar read whole; the error, if any.
std::optional<simdjson::error_code> checkScalar(od::value& v, od::json_type type) {
    simdjson::error_code e = simdjson::SUCCESS;
    switch (type) {
    case od::json_type::string: {
        std::string_view s;
        e = v.get_string().get(s);
        break;
    }
    case od::json_type::number: {
        od::number n;
        e = v.get_number().get(n);
        double d = 0; // an integer past 64 bits is a number JSON allows, read as a double
        if (e == simdjson::NUMBER_ERROR) e = v.get_double().get(d);
        break;
    }
    case od::json_type::boolean: {
        bool b = false;
        e = v.get_bool().get(b);
        break;
    }
    case od::json_type::null: {
        bool isNull = false;
        e = v.is_null().get(isNull);
        if (!e && !isNull) e = simdjson::N_ATOM_ERROR;
        break;
    }
    default:
        e = simdjson::TAPE_ERROR;
    }
    if (e) return e;
    return std::nullopt;
}

struct Open {
    bool isObject = false;
    bool started = false; // the first element was taken: advance before the next
    od::array_iterator element, elementsEnd;
    od::object_iterator field, fieldsEnd;
};

} // namespace

std::optional<simdjson::error_code> checkJsonValue(od::value& value, std::size_t maxDepth) {
    std::vector<Open> stack;
    // Opens a container (pushed) or reads a scalar.
    auto take = [&](od::value& v) -> std::optional<simdjson::error_code> {
        od::json_type type{};
        if (auto e = v.type().get(type)) return e;
        if (type == od::json_type::array) {
            if (stack.size() >= maxDepth) return simdjson::DEPTH_ERROR;
            od::array a;
            if (auto e = v.get_array().get(a)) return e;
            Open open;
            if (auto e = a.begin().get(open.element)) return e;
            if (auto e = a.end().get(open.elementsEnd)) return e;
            stack.push_back(open);
            return std::nullopt;
        }
        if (type == od::json_type::object) {
            if (stack.size() >= maxDepth) return simdjson::DEPTH_ERROR;
            od::object o;
            if (auto e = v.get_object().get(o)) return e;
            Open open;
            open.isObject = true;
            if (auto e = o.begin().get(open.field)) return e;
            if (auto e = o.end().get(open.fieldsEnd)) return e;
            stack.push_back(open);
            return std::nullopt;
        }
        return checkScalar(v, type);
    };
    if (auto e = take(value)) return e;
    // As a recursive walk would: the next element of the innermost open container,
    // and when it has none, its parent's next.
    while (!stack.empty()) {
        Open& top = stack.back();
        od::value child;
        if (top.isObject) {
            if (top.started) ++top.field;
            top.started = true;
            if (!(top.field != top.fieldsEnd)) {
                stack.pop_back();
                continue;
            }
            od::field f;
            if (auto e = (*top.field).get(f)) return e;
            std::string_view key;
            if (auto e = f.unescaped_key().get(key)) return e;
            child = f.value();
        } else {
            if (top.started) ++top.element;
            top.started = true;
            if (!(top.element != top.elementsEnd)) {
                stack.pop_back();
                continue;
            }
            if (auto e = (*top.element).get(child)) return e;
        }
        if (auto e = take(child)) return e;
    }
    return std::nullopt;
}

std::optional<std::string_view> valueTextAfterKey(std::string_view text, const char* keyAt) {
    const char* end = text.data() + text.size();
    const char* p = keyAt;
    while (p < end && *p != '"')
        p += *p == '\\' ? 2 : 1; // the key's closing quote
    auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    for (++p; p < end && (blank(*p) || *p == ':'); ++p) {
    }
    if (p >= end) return std::nullopt;
    const char* start = p;
    if (*p == '[' || *p == '{') {
        int depth = 0;
        for (; p < end; ++p) {
            if (*p == '"') {
                for (++p; p < end && *p != '"'; p += *p == '\\' ? 2 : 1) {
                }
            } else if (*p == '[' || *p == '{') {
                ++depth;
            } else if ((*p == ']' || *p == '}') && --depth == 0) {
                return std::string_view(start, std::size_t(p + 1 - start));
            }
        }
        return std::nullopt;
    }
    while (p < end && !blank(*p) && *p != ',' && *p != '}' && *p != ']')
        ++p;
    return std::string_view(start, std::size_t(p - start));
}

namespace {

// The length of the UTF-8 sequence at `p` (RFC 3629: no overlong forms, no surrogates,
// nothing past U+10FFFF), or 0 when it is not one.
std::size_t utf8Length(const unsigned char* p, const unsigned char* end) {
    const unsigned c = p[0];
    if (c < 0x80) return 1;
    std::size_t n = 0;
    unsigned lo = 0x80, hi = 0xBF; // the range of the second byte
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF)
        n = 3, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    else if (c >= 0xF0 && c <= 0xF4)
        n = 4, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    else
        return 0;
    if (std::size_t(end - p) < n || p[1] < lo || p[1] > hi) return 0;
    for (std::size_t i = 2; i < n; ++i)
        if ((p[i] & 0xC0) != 0x80) return 0;
    return n;
}

} // namespace

std::optional<std::size_t> firstStageErrorAt(std::string_view text, simdjson::error_code error) {
    const auto* begin = reinterpret_cast<const unsigned char*>(text.data());
    const auto* end = begin + text.size();
    if (error == simdjson::UTF8_ERROR) {
        for (const unsigned char* p = begin; p < end;) {
            const std::size_t n = utf8Length(p, end);
            if (n == 0) return std::size_t(p - begin);
            p += n;
        }
    } else if (error == simdjson::UNESCAPED_CHARS) {
        bool inString = false;
        for (const unsigned char* p = begin; p < end; ++p) {
            if (inString && *p < 0x20) return std::size_t(p - begin);
            if (*p == '"')
                inString = !inString;
            else if (inString && *p == '\\' && p + 1 < end && p[1] >= 0x20)
                ++p; // the escaped character
        }
    }
    return std::nullopt;
}

std::string compactJson(std::string_view json) {
    std::string out(json.size(), '\0');
    std::size_t length = 0;
    if (simdjson::minify(json.data(), json.size(), out.data(), length)) return std::string(json);
    out.resize(length);
    return out;
}

JsonFileText::~JsonFileText() {
    if (data_) munmap(data_, mapped_);
}

std::optional<std::string> JsonFileText::load(const std::string& path, std::uint64_t maxBytes) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return "cannot open " + path + ": " + std::strerror(errno);
    struct stat st {};
    std::optional<std::string> error;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        error = "cannot open " + path + ": not a regular file";
    } else if (std::uint64_t(st.st_size) > maxBytes) {
        size_ = std::size_t(st.st_size); // the caller names the limit
    } else {
        constexpr std::size_t kHuge = std::size_t(2) << 20;
        mapped_ = (std::size_t(st.st_size) + simdjson::SIMDJSON_PADDING + kHuge - 1) / kHuge * kHuge;
        void* p = mmap(nullptr, mapped_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) {
            mapped_ = 0;
            error = "not enough memory to read the document";
        } else {
            data_ = static_cast<char*>(p);
            madvise(data_, mapped_, MADV_HUGEPAGE); // a hint: without huge pages it still works
            while (size_ < std::size_t(st.st_size)) {
                const ssize_t got = ::read(fd, data_ + size_, std::size_t(st.st_size) - size_);
                if (got < 0 && errno == EINTR) continue;
                if (got < 0) error = "cannot read " + path + ": " + std::strerror(errno);
                if (got <= 0) break; // a file cut short while read: what was read is the document
                size_ += std::size_t(got);
            }
        }
    }
    ::close(fd);
    return error;
}

} // namespace popslab
