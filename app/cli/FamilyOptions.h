// What `render` and `plot` do alike with the families that registered for them: offer
// every family's options once (two families may share one, e.g. --algorithm), and find
// the family that --network names.
#pragma once

#include <QCommandLineParser>
#include <QStringList>
#include <vector>

namespace popslab::cli {

template <class Family> QStringList familyNetworks(const std::vector<Family>& families) {
    QStringList out;
    for (const Family& f : families)
        out << f.network;
    return out;
}

// Adds each family's options whose first name is not in `taken` (the command's own).
template <class Family>
void addFamilyOptions(QCommandLineParser& parser, const std::vector<Family>& families, QStringList taken) {
    for (const Family& f : families)
        for (const QCommandLineOption& o : f.options)
            if (!taken.contains(o.names().first())) {
                parser.addOption(o);
                taken << o.names().first();
            }
}

template <class Family> const Family* familyNamed(const std::vector<Family>& families, const QString& network) {
    for (const Family& f : families)
        if (f.network == network) return &f;
    return nullptr;
}

} // namespace popslab::cli
