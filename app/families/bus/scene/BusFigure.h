// The bus page's figure of a session's settings: resolved, simulated and drawn, for
// `render --network bus` and a lesson's bus scene alike.
#pragma once

#include "BusRunner.h"
#include "BusScene.h"

#include <QString>
#include <memory>
#include <optional>

namespace popslab::bus {

// The figure, or nothing when the run is simulated but too large to draw; `end` is the
// run's last clock unit. The error, if any.
std::optional<QString> busFigure(const BusSettings& s, std::unique_ptr<BusScene>& scene, bus::Time& end);

} // namespace popslab::bus
