// OTIS's part of a session (Qt Core only): the network, the labels shown, the 4D mesh
// move, the route's ends and the step on show.
#pragma once

#include "OtisNetwork.h"

#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <variant>

namespace popslab::otis {

struct OtisSettings {
    std::uint32_t groups = 4;        // N
    QString intra = "mesh";          // mesh, hypercube or none (the plain OTIS)
    bool fourD = false;              // labels (i, j, k, l) instead of (G, P)
    QString direction = "i+";        // the 4D mesh move
    std::uint32_t from = 0, to = 15; // the route's ends, processor ids G N + P
    friend bool operator==(const OtisSettings&, const OtisSettings&) = default;
};

// The network's parameters as the core takes them (a session's intra is checked on reading).
otis::OtisParameters otisParameters(const OtisSettings& s);

QJsonObject otisStateToJson(const OtisSettings& settings, int step);
// Reads and checks the state naming the field at fault; `step` gets the step on show (-1: none).
std::variant<OtisSettings, QString> otisStateFromJson(const QJsonObject& json, const QString& where, int& step);

} // namespace popslab::otis
