#include "WdmOptions.h"

#include "CliSupport.h"

namespace popslab::wdm {

std::optional<std::string> WdmOptions::read(const QCommandLineParser& parser, wdm::WdmParameters& out) const {
    std::string error;
    const auto n = cli::unsignedOption(parser, dimensions, error);
    if (!n) return error;
    const auto T = cli::unsignedOption(parser, transmitters, error);
    if (!T) return error;
    const auto R = cli::unsignedOption(parser, receivers, error);
    if (!R) return error;
    out = {*n, *T, *R};
    if (auto d = wdm::checkWdm(out)) return d->message;
    return std::nullopt;
}

std::optional<std::string> readFixedWdm(const QCommandLineParser& parser, wdm::WdmAxis varied,
                                        wdm::WdmParameters& base) {
    std::string error;
    auto fixed = [&](const char* name, wdm::WdmAxis which, std::uint32_t& out) {
        if (varied == which) return true;
        const auto v = cli::unsignedOption(parser, QCommandLineOption(name), error);
        if (v) out = *v;
        return v.has_value();
    };
    if (!fixed("dimensions", wdm::WdmAxis::Dimensions, base.n) ||
        !fixed("transmitters", wdm::WdmAxis::Transmitters, base.T) ||
        !fixed("receivers", wdm::WdmAxis::Receivers, base.R))
        return error;
    return std::nullopt;
}

} // namespace popslab::wdm
