// The optical buses' part of a session (Qt Core only): the operation and its values as
// the user wrote them (a permutation as list:..., shift:k or random), and the clock
// unit on show.
#pragma once

#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <variant>

namespace popslab::bus {

struct BusSettings {
    QString kind = "appb"; // appb, folded, unidirectional, pipeline, coincident, larpbs, appb2d, asos, arob2d
    std::uint32_t processors = 8;
    std::uint32_t tau = 1;
    QString permutation = "shift:1"; // list:p0,p1,..., shift:k or random
    std::uint32_t seed = 1;
    QString bits = "list:1,0,1,1,0,1,1,1"; // list:b0,b1,... or random
    QString segments;                      // "3,6": processors that open their switch
    std::uint32_t writer = 0;
    std::uint32_t writers = 3; // pipeline: processors 0..writers-1 write (section 2.1's A, B, C)
    std::uint32_t rows = 4, columns = 4, sourceRow = 0, sourceColumn = 0;
    bool crossed = false; // the ASOS's switches cross; the 2DAROB's buses are its columns
    friend bool operator==(const BusSettings&, const BusSettings&) = default;
};

QJsonObject busStateToJson(const BusSettings& settings, std::int64_t time);
// Reads and checks the state; a value out of range is refused naming the field.
// `time` gets the clock unit on show (-1: none stored).
std::variant<BusSettings, QString> busStateFromJson(const QJsonObject& json, const QString& where, std::int64_t& time);

} // namespace popslab::bus
