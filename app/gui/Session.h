// A .popslab session: what the user set up (network, pattern, parameters, or the
// schedule file shown), the slot, the view and the plot settings. JSON, written
// atomically.
#pragma once

#include "okn/OknRegistry.h"
#include "patterns/PatternRequest.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace popslab::gui {

struct PlotSettings {
    QString vary = "d";   // d | g
    QString fixed = "n";  // n | d | g
    int value = 64;
    QStringList algorithms; // checked algorithm ids
};

// The OK_N tab: the simulated request, the time shown and the plot's range.
struct OknSettings {
    okn::OknRequest request;
    int timeIndex = 0;
    QString vary = "delay"; // delay | ports | nodes
    int from = 0, to = 10;
};

struct Session {
    QString path; // where it was read from (not stored in the file)
    PatternRequest request;
    QString scheduleFile; // set when the session shows an opened schedule document
    int slot = 0;
    bool dark = false;
    bool presentation = false;
    int tab = 0;
    std::optional<std::uint32_t> selected;
    PlotSettings plot;
    std::optional<OknSettings> okn; // absent in sessions written before the OK_N tab was saved
};

inline constexpr const char* kSessionFormat = "popslab-session-1";

// The error text, if any. Paths of schedule files are stored relative to the session.
std::optional<QString> saveSession(const QString& path, const Session& session);
// Reads a session, or returns the error naming the field at fault.
std::optional<QString> loadSession(const QString& path, Session& session);
// The same for a session's text (at most kMaxSessionBytes); `path` names it in errors and
// is where relative schedule files are found.
std::optional<QString> readSession(const QByteArray& text, const QString& path, Session& session);

} // namespace popslab::gui
