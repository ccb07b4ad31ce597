#include "WdmScene.h"

#include <algorithm>
#include <cmath>

namespace popslab::wdm {

QColor wavelengthColour(wdm::Wavelength w) {
    // Okabe and Ito's black made a mid grey: it must show on the dark theme too.
    static const QColor okabeIto[] = {QColor(0, 114, 178),   QColor(230, 159, 0),  QColor(0, 158, 115),
                                      QColor(204, 121, 167), QColor(86, 180, 233), QColor(213, 94, 0),
                                      QColor(240, 228, 66),  QColor(128, 128, 128)};
    return okabeIto[w % 8];
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
