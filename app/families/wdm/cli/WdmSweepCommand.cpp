// popslab-cli wdm-sweep --vary transmitters|receivers|dimensions --from X --to Y
//                       --dimensions n --transmitters T --receivers R [--csv]
#include "CliSupport.h"
#include "WdmCommands.h"
#include "WdmOptions.h"
#include "WdmSweep.h"

#include <cstdio>

namespace popslab::wdm {

int wdmSweepCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Wavelengths, TDM frame length (transmitters per wavelength), degree and diameter of the WDM star "
        "(paper 004) as T, R or n varies, each measured on the built graphs (n <= 16) beside the paper's "
        "degree and Theorem 3.1. Values where T or R exceed n are left out.");
    const QCommandLineOption vary("vary", "transmitters, receivers or dimensions (T, R, n).", "X");
    const QCommandLineOption from("from", "The first value.", "A");
    const QCommandLineOption to("to", "The last value.", "B");
    const QCommandLineOption n("dimensions", "n (held fixed unless varied).", "n");
    const QCommandLineOption T("transmitters", "T (held fixed unless varied).", "T");
    const QCommandLineOption R("receivers", "R (held fixed unless varied).", "R");
    const QCommandLineOption csv("csv", "Comma-separated values (the default; the option is accepted for scripts).");
    parser.addOptions({vary, from, to, n, T, R, csv});
    if (auto exit = cli::parseOrExit(parser, arguments, "wdm-sweep")) return *exit;
    const auto axis = wdm::wdmAxis(parser.value(vary).toStdString());
    if (!axis) return cli::fail("wdm-sweep", "--vary must be transmitters, receivers or dimensions");
    std::string error;
    const auto a = cli::unsignedOption(parser, from, error), b = cli::unsignedOption(parser, to, error);
    if (!a || !b) return cli::fail("wdm-sweep", error);
    wdm::WdmSweepRequest request{{0, 0, 0}, *axis, *a, *b};
    if (auto bad = readFixedWdm(parser, *axis, request.base)) return cli::fail("wdm-sweep", *bad);
    auto swept = wdm::runWdmSweep(request);
    if (auto* d = std::get_if<Diagnostic>(&swept)) return cli::fail("wdm-sweep", d->message);
    const char* name = *axis == wdm::WdmAxis::Dimensions ? "n" : *axis == wdm::WdmAxis::Transmitters ? "T" : "R";
    std::printf("%s,nodes,wavelengths,frameLength,degree,paperDegree,diameter,paperDiameter,built\n", name);
    for (const wdm::WdmSweepRow& row : std::get<std::vector<wdm::WdmSweepRow>>(swept)) {
        const wdm::WdmReport& r = row.report;
        std::printf("%u,%llu,%llu,%llu,%llu,%llu,%u,%u,%s\n", row.value, static_cast<unsigned long long>(r.nodes),
                    static_cast<unsigned long long>(r.wavelengths),
                    static_cast<unsigned long long>(r.transmittersPerWavelength.second),
                    static_cast<unsigned long long>(r.degree), static_cast<unsigned long long>(r.formulas.degree),
                    r.diameter, r.formulas.diameter, r.built ? "yes" : "no");
    }
    return cli::kOk;
}

} // namespace popslab::wdm
