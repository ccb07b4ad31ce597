#include "common/DocumentFormat.h"

namespace popslab {

std::string topLevelFormat(std::string_view t) {
    std::size_t i = t.find_first_not_of(" \t\r\n");
    if (i == std::string_view::npos || t[i] != '{') return {};
    int depth = 0;
    bool expectKey = false;
    for (; i < t.size(); ++i) {
        const char c = t[i];
        if (c == '"') { // a string: a key at depth 1, or a value
            const std::size_t start = ++i;
            while (i < t.size() && t[i] != '"')
                i += t[i] == '\\' ? 2 : 1;
            if (i >= t.size()) return {};
            const std::string_view text = t.substr(start, i - start);
            if (depth == 1 && expectKey && text == "format") {
                std::size_t v = t.find_first_not_of(" \t\r\n", i + 1);
                if (v == std::string_view::npos || t[v] != ':') return {};
                v = t.find_first_not_of(" \t\r\n", v + 1);
                if (v == std::string_view::npos || t[v] != '"') return {};
                const std::size_t end = t.find('"', v + 1);
                return end == std::string_view::npos ? std::string() : std::string(t.substr(v + 1, end - v - 1));
            }
            expectKey = false;
        } else if (c == '{' || c == '[') {
            ++depth;
            expectKey = c == '{';
        } else if (c == '}' || c == ']') {
            if (--depth == 0) return {};
        } else if (c == ',' && depth == 1) {
            expectKey = true;
        }
    }
    return {};
}

} // namespace popslab
