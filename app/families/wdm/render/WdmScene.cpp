#include "WdmScene.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>

namespace popslab::wdm {

namespace {
// Okabe and Ito's black made a mid grey: it must show on the dark theme too.
const QColor okabeIto[] = {QColor(0, 114, 178),  QColor(230, 159, 0), QColor(0, 158, 115),  QColor(204, 121, 167),
                           QColor(86, 180, 233), QColor(213, 94, 0),  QColor(240, 228, 66), QColor(128, 128, 128)};
constexpr std::size_t kColours = std::size(okabeIto);
} // namespace

QColor wavelengthColour(wdm::Wavelength w) {
    return okabeIto[w % kColours];
}

std::vector<QColor> routeColours(const std::vector<wdm::Hop>& route) {
    std::map<wdm::Wavelength, std::size_t> chosen;
    std::vector<std::size_t> index(route.size());
    for (std::size_t k = 0; k < route.size(); ++k) {
        const wdm::Wavelength w = route[k].wavelength;
        if (auto it = chosen.find(w); it != chosen.end()) {
            index[k] = it->second;
            continue;
        }
        // A colour no other wavelength of the route has, where one is left; else at least not
        // the hop before's. Among the seven colours only, never the grey, which on the route's
        // grey band read as no colour at all (λ7, λ15, ... start from w mod 7 instead).
        const auto taken = [&](std::size_t c) {
            return std::any_of(chosen.begin(), chosen.end(), [&](const auto& e) { return e.second == c; });
        };
        const auto fits = [&](std::size_t c, bool strict) { return strict ? !taken(c) : k == 0 || index[k - 1] != c; };
        const std::size_t first = w % kColours == kColours - 1 ? w % (kColours - 1) : w % kColours;
        std::size_t c = first;
        for (const bool strict : {true, false}) {
            std::size_t tries = 0;
            for (c = first; tries < kColours - 1 && !fits(c, strict); ++tries)
                c = (c + 1) % (kColours - 1);
            if (fits(c, strict)) break;
        }
        chosen[w] = index[k] = c;
    }
    std::vector<QColor> colours;
    for (std::size_t c : index)
        colours.push_back(okabeIto[c]);
    return colours;
}

bool visited(const std::vector<wdm::Hop>& route, std::size_t shown, std::uint64_t a) {
    if (!route.empty() && route.front().from == a) return true;
    for (std::size_t k = 0; k < shown && k < route.size(); ++k)
        if (route[k].from == a || route[k].to == a) return true;
    return false;
}

QString bitString(std::uint64_t a, std::uint32_t n) {
    QString bits;
    for (std::uint32_t i = n; i-- > 0;)
        bits += (a >> i & 1) ? '1' : '0';
    return bits;
}

} // namespace popslab::wdm
