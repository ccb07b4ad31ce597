// A message set the optimal search cannot settle in seconds, for the tests of its time
// limits: a core of 14 repeated messages among six processors of three
// groups of POPS(2,32) -- a sum of permutations with copies, whose optimum lies above its
// loads and every set of one or two groups -- with 300 random messages over all 64
// processors. `times` multiplies the core's copies; at 8 the fractional bound says 188 and
// the search is left with a gap of one slot after 20 s here.
#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <random>

inline QString hardTrafficCsv(int times) {
    static constexpr int kCore[][3] = {{0, 0, 14}, {0, 2, 7}, {1, 1, 5}, {1, 2, 9},  {1, 4, 7}, {2, 1, 9}, {2, 5, 12},
                                       {3, 3, 12}, {3, 5, 9}, {4, 0, 7}, {4, 4, 14}, {5, 1, 7}, {5, 2, 5}, {5, 3, 9}};
    QStringList lines;
    for (const auto& t : kCore)
        for (int copy = 0; copy < t[2] * times; ++copy)
            lines << QString("%1,%2").arg(t[0]).arg(t[1]);
    std::mt19937 random(4); // mt19937's output is fixed by the standard
    for (int k = 0; k < 300; ++k) {
        const auto src = random() % 64;
        const auto dst = random() % 64;
        lines << QString("%1,%2").arg(src).arg(dst);
    }
    return lines.join("\n") + "\n";
}
