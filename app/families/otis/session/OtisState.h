// OTIS's part of a session (Qt Core only): the network, the labels shown, the 4D mesh
// move, the route's ends and the step on show.
#pragma once

#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <variant>

namespace popslab::otis {

struct OtisSettings {
    std::uint32_t groups = 4;        // N
    QString intra = "mesh";          // mesh or hypercube
    bool fourD = false;              // labels (i, j, k, l) instead of (G, P)
    QString direction = "i+";        // the 4D mesh move
    std::uint32_t from = 0, to = 15; // the route's ends, processor ids G N + P
    friend bool operator==(const OtisSettings&, const OtisSettings&) = default;
};

QJsonObject otisStateToJson(const OtisSettings& settings, int step);
// Reads and checks the state naming the field at fault; `step` gets the step on show (-1: none).
std::variant<OtisSettings, QString> otisStateFromJson(const QJsonObject& json, const QString& where, int& step);

} // namespace popslab::otis
