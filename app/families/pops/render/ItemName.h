// How the window names the item a transmission carries: an input by its id ("item 5"),
// a bundle by its id and size (paper 002, sections 3.3-3.4), and a combined item of a
// reduction, sum or prefix sum by the inputs its unfolding through dependsOn reaches
// ("items 8-15 combined"): its own id (29) is the generator's and no legend explains it.
#pragma once

#include "slotted/Schedule.h"

#include <QCoreApplication>
#include <QString>

namespace popslab::pops {

class ItemName {
    Q_DECLARE_TR_FUNCTIONS(ItemName)

public:
    // In a figure: "item 5", "item 7 [4 values]", "items 8–15 combined".
    static QString forFigure(const Schedule& schedule, ItemIndex item);
    // In a table whose column is the item (narrow): "5", "7 [4 values]", "8–15 combined".
    static QString forTable(const Schedule& schedule, ItemIndex item);

private:
    // "items 8–15 combined" ("8–15 combined" in a table; "5 items combined" where they do
    // not run without a gap); empty for an input or a bundle, or past kMaxUnfolded items.
    static QString combined(const Schedule& schedule, ItemIndex item, bool inFigure);
    static constexpr std::size_t kMaxUnfolded = 4096;
};

} // namespace popslab::pops
