// A message set the optimal search cannot settle in seconds, for the tests of its time
// limits (issues 26, 27): a core of 14 repeated messages among six processors of three
// groups of POPS(2,32) -- a sum of permutations with copies, whose optimum lies above
// its loads and every set of one or two groups -- hidden among three random permutations
// of all 64 processors. `times` multiplies the core's copies (8: a gap of one slot
// after 12 s here).
#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

inline QString hardTrafficCsv(int times) {
    static constexpr int kCore[][3] = {{0, 0, 14}, {0, 2, 7},  {1, 1, 5},  {1, 2, 9},  {1, 4, 7}, {2, 1, 9}, {2, 5, 12},
                                       {3, 3, 12}, {3, 5, 9}, {4, 0, 7}, {4, 4, 14}, {5, 1, 7}, {5, 2, 5}, {5, 3, 9}};
    QStringList lines;
    for (const auto& t : kCore)
        for (int copy = 0; copy < t[2] * times; ++copy) lines << QString("%1,%2").arg(t[0]).arg(t[1]);
    std::mt19937 random(15); // mt19937's output is fixed by the standard; the shuffle is written out
    for (int round = 0; round < 3; ++round) {
        std::vector<int> p(64);
        for (int i = 0; i < 64; ++i) p[std::size_t(i)] = i;
        for (int i = 63; i > 0; --i) std::swap(p[std::size_t(i)], p[std::size_t(random() % std::uint32_t(i + 1))]);
        for (int i = 0; i < 64; ++i) lines << QString("%1,%2").arg(i).arg(p[std::size_t(i)]);
    }
    return lines.join("\n") + "\n";
}
