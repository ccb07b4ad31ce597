#include "WdmScene.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>

namespace popslab::wdm {

namespace {
// Okabe and Ito's seven colours: their black, made a mid grey for the dark theme, read as no
// colour at all on the route's grey band and beside the faint grey cube links, so it is left
// out everywhere -- one wavelength is one colour in every view (the route's λ31 had been pink
// where the star drew it grey).
const QColor okabeIto[] = {QColor(0, 114, 178),  QColor(230, 159, 0), QColor(0, 158, 115), QColor(204, 121, 167),
                           QColor(86, 180, 233), QColor(213, 94, 0),  QColor(240, 228, 66)};
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
        // Its wavelength's colour, as every other view draws it, unless the hop before has that
        // colour (λ14 and λ38 had shared a yellow on two hops in a row) or the hop after, on a
        // wavelength already coloured, does: then the next colour free of both.
        const auto after = k + 1 < route.size() ? chosen.find(route[k + 1].wavelength) : chosen.end();
        const auto clashes = [&](std::size_t c) {
            return (k > 0 && index[k - 1] == c) || (after != chosen.end() && after->first != w && after->second == c);
        };
        std::size_t c = w % kColours;
        for (std::size_t tries = 0; tries < kColours && clashes(c); ++tries)
            c = (c + 1) % kColours;
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
