// How the window names the item a transmission carries: an input by its id ("item 5"),
// a bundle by its id and size (paper 002, sections 3.3-3.4), and a combined item of a
// reduction, sum or prefix sum by the inputs its unfolding through dependsOn reaches
// ("items 8-15 combined"): its own id (29) is the generator's and no legend explains it.
// One ItemName a schedule: what an item folds is worked out once and kept.
#pragma once

#include "slotted/Schedule.h"

#include <QCoreApplication>
#include <QString>
#include <unordered_map>

namespace popslab::pops {

class ItemName {
    Q_DECLARE_TR_FUNCTIONS(ItemName)

public:
    explicit ItemName(const Schedule& schedule) : schedule_(schedule) {}

    // In a figure: "item 5", "item 7 [4 values]", "items 8–15 combined".
    QString forFigure(ItemIndex item) const;
    // In a table whose column is the item (narrow): "5", "7 [4 values]", "8–15 combined".
    QString forTable(ItemIndex item) const;

private:
    struct Folded {
        std::uint64_t lo = UINT64_MAX, hi = 0, count = 0; // the inputs' smallest and largest id; count 0: unknown
    };
    // What `item` folds, each item's worked out once, children first, without recursion;
    // an item on a cycle (a document's, which the loader refuses) folds nothing known.
    const Folded& fold(ItemIndex item) const;
    // "items 8–15 combined" ("8–15 combined" in a table; "5 items combined" where they do
    // not run without a gap); empty for an input, a bundle, or an unknown fold.
    QString combined(ItemIndex item, bool inFigure) const;

    const Schedule& schedule_;
    mutable std::unordered_map<ItemIndex, Folded> folded_;
};

} // namespace popslab::pops
