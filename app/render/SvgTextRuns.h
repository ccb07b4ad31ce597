// Qt's SVG writer places each run of a drawn text (its Latin part, its Greek "τ", its
// Latin rest) as a <text> of its own at the x Qt measured. A browser measures with its own
// font, so the runs gap or overlap ("clock units ( τ = 1 a hop)"), and a search for
// "τ = 1 a hop" finds nothing. joinTextRuns writes each line once, in one <text>.
#pragma once

#include <QByteArray>

namespace popslab::render {

// `svg` with every <text> that continues the one before it -- the same style and baseline,
// starting where the one before ends in its font -- joined to it. Labels that only share a
// baseline (an axis's numbers) stay apart.
QByteArray joinTextRuns(const QByteArray& svg);

} // namespace popslab::render
