// The POPS family's part of a session (Qt Core only, so the session fuzz target reads
// it too): the request or the schedule file shown, the slot and selection, the page, the
// view mode, its zoom and the plot settings.
#pragma once

#include "patterns/PatternRequest.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <variant>

namespace popslab::pops {

struct PlotSettings {
    QString vary = "d";     // d | g
    QString fixed = "n";    // n | d | g
    int value = 0;          // 0: the network shown's (its n, d or g), followed as it changes
    QStringList algorithms; // checked algorithm ids
    friend bool operator==(const PlotSettings&, const PlotSettings&) = default;
};

// The Network page zoomed in: how far (1: the figure fits the page) and the scene point
// at the page's centre, in the layout's units -- so the same part shows at any window size.
inline constexpr double kMinCanvasZoom = 0.2, kMaxCanvasZoom = 200.0;
inline constexpr double kMaxLayoutUnits = 1e8; // far beyond any layout drawn
struct CanvasZoom {
    double scale = 1.0;
    double x = 0, y = 0;
};

struct PopsState {
    pops::PatternRequest request{4, 4, "ring", "natural", {}};
    QString scheduleFile; // an opened schedule document shown instead of the request
    int slot = 0;
    std::optional<std::uint32_t> selected;
    int page = 0;                   // 0 the network, 1 the plots
    bool matrix = false;            // the coupler matrix view
    std::optional<CanvasZoom> zoom; // none: fitted to the page
    PlotSettings plot;
    // The exercise page: the exercise document's text and where each message
    // is placed (-1: not placed). Empty text: the page's starting exercise.
    std::string exercise;
    std::vector<std::int64_t> placements;
};

// Schedule files are stored relative to the session's folder.
QJsonObject popsStateToJson(const PopsState& state, const QString& sessionDir);
// Reads and checks the state; the error names the field (under `where`, e.g. "families.pops").
std::variant<PopsState, QString> popsStateFromJson(const QJsonObject& json, const QString& sessionDir,
                                                   const QString& where);

} // namespace popslab::pops
