#include "WdmOptions.h"

#include "CliSupport.h"

namespace popslab::cli {

std::optional<std::string> WdmOptions::read(const QCommandLineParser& parser, wdm::WdmParameters& out) const {
    std::string error;
    const auto n = unsignedOption(parser, dimensions, error);
    if (!n) return error;
    const auto T = unsignedOption(parser, transmitters, error);
    if (!T) return error;
    const auto R = unsignedOption(parser, receivers, error);
    if (!R) return error;
    out = {*n, *T, *R};
    if (auto d = wdm::checkWdm(out)) return d->message;
    return std::nullopt;
}

} // namespace popslab::cli
