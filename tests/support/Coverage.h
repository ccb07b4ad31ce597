// Tests follow the catalogue: tst_patterns and tst_operations iterate every
// pattern and algorithm the registry lists, so a new algorithm is built, validated and
// compared with its formula without editing a list. What can be said per pattern --
// which parameter settings to try, how far n goes -- lives here; an algorithm nobody
// mentions gets its pattern's settings and the default range.
#pragma once

#include "patterns/Registry.h"

#include <QStringList>
#include <string>
#include <vector>

namespace popslab::test {

struct Coverage {
    std::string pattern, algorithm;
    QStringList variants{""}; // "key=value;key=value" settings to try, "" for none
    int maxN = 1024;          // every (d, g) up to this n
    int maxPowerN = 1024;     // and powers of two up to this n
};

// Every algorithm of every pattern with (dataOperations) or without data semantics.
inline std::vector<Coverage> coverage(bool dataOperations) {
    QStringList bits, lengths;
    for (int b = 0; b < 10; ++b)
        bits << QString("bit=%1").arg(b);
    for (int m = 1; m < 512; ++m)
        lengths << QString("M=%1").arg(m); // every M the operation admits
    const QStringList selections{"selected=all", "selected=random;seed=1", "selected=random;seed=2",
                                 "selected=random;seed=3", "selected=list:0"};
    const QStringList dests{"dest=random;seed=1", "dest=random;seed=2", "dest=random;seed=3", "dest=list:0"};
    std::vector<Coverage> out;
    for (const pops::Pattern& p : pops::Registry::instance().patterns()) {
        if (bool(p.dataCount) != dataOperations) continue;
        for (const pops::Algorithm& a : p.algorithms) {
            Coverage c{p.id, a.id};
            const std::string& id = p.id;
            // Parameters with a few choices are tried with each (ring and torus: uni, bi).
            for (const ParameterSpec& s : p.parameters)
                if (!s.choices.empty()) {
                    c.variants.clear();
                    for (const std::string& choice : s.choices)
                        c.variants << QString::fromStdString(s.name + "=" + choice);
                }
            // n^2 messages: every pair only up to n = 96, powers of two to 1024.
            if (p.size && !dataOperations) c.maxN = 96;
            if (id == "broadcast") c.variants = {"", "root=5"};
            if (id == "permutation") c.variants = {"", "perm=shift:3"};
            if (id == "hypercube-move") c.variants = bits, c.maxN = 0, c.maxPowerN = a.id == "single-hop" ? 256 : 1024;
            if (id == "mesh-move") c.variants = {"direction=right", "direction=left", "direction=up", "direction=down"};
            if (id == "data-sum" || id == "prefix-sum") c.maxN = 0;
            if (id == "concentrate" || id == "rank") c.variants = selections, c.maxN = 0;
            if (id == "distribute" || id == "generalize") c.variants = dests, c.maxN = 0;
            if ((id == "concentrate" || id == "distribute") && a.id == "hypercube-simulation") c.maxPowerN = 256;
            if (id == "intragroup-permutation")
                c.variants = {"perm=shift:1",       "perm=shift:3",         "perm=random;seed=1",
                              "perm=random;seed=2", "perm=shift:1;group=1", "perm=random;seed=5;group=3"},
                c.maxN = 96;
            if (id == "all-groups-permutation")
                c.variants = {"perm=shift:1", "perm=shift:3", "perm=random;seed=1", "perm=random;seed=2"}, c.maxN = 96;
            if (id == "consecutive-sum" || id == "adjacent-sum") c.variants = lengths, c.maxN = 64;
            // A user's own traffic: a few generators and a paper's pattern, small enough that the
            // optimal search proves every answer quickly.
            if (id == "custom")
                c.variants = {"messages=uniform", "messages=randperm;seed=2", "messages=tornado",
                              "messages=pattern:permutation;receives-per-slot=2"},
                c.maxN = 24, c.maxPowerN = 64;
            out.push_back(c);
        }
    }
    return out;
}

// The request of one variant: "key=value;key=value" into the parameters.
inline pops::PatternRequest withVariant(pops::PatternRequest r, const QString& variant) {
    for (const QString& kv : variant.split(';', Qt::SkipEmptyParts))
        r.parameters[kv.section('=', 0, 0).toStdString()] = kv.section('=', 1).toStdString();
    return r;
}

} // namespace popslab::test
