// What a bus figure shows, in words: the operation's name as the bus page lists it (the
// window's choice, a heading over an exported figure, popslab-cli render's heading alike).
#pragma once

#include "BusState.h"

#include <QString>
#include <QStringList>

namespace popslab::bus {

// The operations' ids in the order the bus page lists them.
QStringList busKinds();
// "Permutation, 1D APPB (2.2)" for "appb", in the user's language; the id itself if unknown.
QString busKindName(const QString& kind);
// "Permutation, 1D APPB (2.2), n = 8", "2D APPB 4 x 4": the heading of an exported figure.
QString busSubject(const BusSettings& settings);

} // namespace popslab::bus
