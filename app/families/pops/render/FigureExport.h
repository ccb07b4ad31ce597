// Writes the network figure at one slot, or every slot as a contact sheet, to SVG,
// PDF or PNG (chosen by the file's suffix) with NetworkPainter: vector output for
// SVG and PDF, text kept as text, a title and a legend for a white page.
#pragma once

#include "NetworkPainter.h"
#include "PopsLimits.h"
#include "SceneAnimation.h"
#include "SceneExport.h"

#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace popslab::pops {

struct Figure {
    const Schedule* schedule = nullptr; // may be null: the bare network
    const ValidationReport* report = nullptr;
    NetworkSpec network;
    std::optional<std::uint32_t> slot; // one slot
    bool allSlots = false;             // or a contact sheet of every slot
    PaintOptions options;              // palette, scale, selection
    // What each processor holds, drawn as the window draws it: worked out for each slot a
    // file draws (options.held is the window's slot's alone; "figure as shown" had left the
    // sets out).
    bool heldItems = false;
    // The slot whose values and verdict options carry (the window's; unset: `slot`):
    // other slots drawn show neither, as they are not theirs.
    std::optional<std::uint32_t> valuesSlot;
    bool matrix = false; // the compact g x g coupler matrix instead
    int dpi = 150;       // PNG resolution
};

// Why POPS(d,g) is too large for the figure -- the network with every fibre, or the
// coupler matrix (kMaxDrawnGroups, kMaxDrawnFibres) -- translated; nothing when it can
// be drawn. The window and `render` share it.
std::optional<QString> tooLargeToDraw(const NetworkSpec& network, bool matrix);

// Writes `path`; the error text when it could not.
std::optional<QString> exportFigure(const QString& path, const Figure& figure);

// Every slot of the figure's schedule as an animated GIF, its messages travelling
// transmitter -> coupler -> receivers, with the title and legend of an export.
std::optional<QString> exportAnimation(const QString& path, const Figure& figure,
                                       const render::AnimationOptions& options,
                                       const std::function<bool(int, int)>& progress = {});

// Every slot of `schedule` as the steps of one figure (a lesson's scene), with its title
// and legend: the network, or where one line a fibre would be beyond the drawn limits,
// the aggregated figure (groups as blocks, couplers as cells). `out` owns the schedule.
std::optional<QString> figureSteps(std::shared_ptr<const Schedule> schedule, const PaintOptions& options,
                                   render::SceneAnimation& out);

// The figure's title: network, pattern, algorithm, slot.
QString figureTitle(const Figure& figure, std::optional<std::uint32_t> slot);

} // namespace popslab::pops
