// --groups, --intra and a processor G,P: what the OTIS commands and `render --network
// otis` read alike, checked against the core's ranges.
#pragma once

#include "OtisAnalysis.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <optional>
#include <string>

namespace popslab::otis {

struct OtisOptions {
    QCommandLineOption groups{"groups",
                              "N: groups of N processors; a square m^2 (4..64) for the mesh, a power of two "
                              "(2..64) for the hypercube, any N (2..64) for none.",
                              "N"};
    QCommandLineOption intra{
        "intra",
        "The network inside each group: mesh (default), hypercube or none (the plain OTIS, transpose links only).",
        "kind", "mesh"};
    QCommandLineOption json{"json", "Write one JSON object."};
};

// --groups and --intra, checked; the one-line refusal otherwise.
std::optional<std::string> readOtisNetwork(const QCommandLineParser& parser, const OtisOptions& o,
                                           otis::OtisParameters& p);
// "G,P" with both below N; nothing when malformed or out of range.
std::optional<otis::ProcessorId> readOtisProcessor(const QString& text, const otis::OtisNetwork& net);

} // namespace popslab::otis
