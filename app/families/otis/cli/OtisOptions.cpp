#include "OtisOptions.h"

#include "CliSupport.h"

#include <QStringList>

namespace popslab::otis {

std::optional<std::string> readOtisNetwork(const QCommandLineParser& parser, const OtisOptions& o,
                                           otis::OtisParameters& p) {
    const auto intra = otis::intraOfName(parser.value(o.intra).toStdString());
    if (!intra) return "--intra must be mesh, hypercube or none";
    p.intra = *intra;
    std::string error;
    const auto N = cli::unsignedOption(parser, o.groups, error);
    if (!N) return error.empty() ? "--groups is required" : error;
    p.groups = *N;
    if (auto d = otis::checkOtis(p)) return d->message;
    return std::nullopt;
}

std::optional<otis::ProcessorId> readOtisProcessor(const QString& text, const otis::OtisNetwork& net) {
    const QStringList parts = text.split(',');
    if (parts.size() != 2) return std::nullopt;
    bool okG = false, okP = false;
    const uint G = parts[0].trimmed().toUInt(&okG), P = parts[1].trimmed().toUInt(&okP);
    if (!okG || !okP || G >= net.groups() || P >= net.groups()) return std::nullopt;
    return net.id(G, P);
}

} // namespace popslab::otis
