// popslab-cli wdm --dimensions n --transmitters T --receivers R [--json]
#include "CliSupport.h"
#include "WdmAnalysis.h"
#include "WdmCommands.h"
#include "WdmJson.h"
#include "WdmOptions.h"

#include <cstdio>
#include <iostream>

namespace popslab::wdm {

namespace {

// Appends piece by piece: GCC 12 warns falsely (-Wrestrict) on chained operator+.
std::string list(const std::vector<std::uint64_t>& v) {
    std::string out;
    for (auto x : v) {
        if (!out.empty()) out.append(", ");
        out.append(std::to_string(x));
    }
    return out;
}

std::string groups(const std::vector<std::vector<wdm::Dimension>>& g) {
    std::string out;
    for (const auto& dims : g) {
        out.push_back('{');
        for (std::size_t k = 0; k < dims.size(); ++k) {
            if (k) out.push_back(',');
            out.append(std::to_string(dims[k]));
        }
        out.append("} ");
    }
    return out;
}

} // namespace

int wdmCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "The WDM passive star with an embedded n-cube (paper 004): builds the transmission graph, its components "
        "(the wavelengths) and the super topology, and prints what it measured beside the paper's formulas. "
        "Beyond n = 16 the closed forms alone (\"built\": false).");
    WdmOptions o;
    o.addTo(parser);
    const QCommandLineOption json("json", "Write one JSON object.");
    parser.addOption(json);
    if (auto exit = cli::parseOrExit(parser, arguments, "wdm")) return *exit;
    wdm::WdmParameters p;
    if (auto bad = o.read(parser, p)) return cli::fail("wdm", *bad);
    auto analysed = wdm::analyseWdm(p);
    if (auto* d = std::get_if<Diagnostic>(&analysed)) return cli::fail("wdm", d->message);
    const wdm::WdmReport& r = std::get<wdm::WdmReport>(analysed);
    if (parser.isSet(json)) {
        std::cout << wdm::reportJson(r);
        return cli::kOk;
    }
    std::printf("WDM star, n = %u (N = %llu), T = %u, R = %u%s\n", p.n, static_cast<unsigned long long>(r.nodes), p.T,
                p.R, r.built ? "" : "  [counted on the partition: the graphs are built up to n = 16]");
    std::printf("transmitters serve:  %s\n", groups(r.transmitterDimensions).c_str());
    std::printf("receivers serve:     %s\n", groups(r.receiverDimensions).c_str());
    std::printf("wavelengths:         %llu   (Lemmas 3.1/3.4: %llu)\n", static_cast<unsigned long long>(r.wavelengths),
                static_cast<unsigned long long>(r.formulas.wavelengths));
    std::printf("transmitters/wavelength: %llu..%llu (the TDM frame length)\n",
                static_cast<unsigned long long>(r.transmittersPerWavelength.first),
                static_cast<unsigned long long>(r.transmittersPerWavelength.second));
    std::printf("degree:              %llu   (paper: %llu; the %u-cube: %u)\n",
                static_cast<unsigned long long>(r.degree), static_cast<unsigned long long>(r.formulas.degree), p.n,
                p.n);
    std::printf("diameter:            %u   (Theorem 3.1: %u; the %u-cube: %u)\n", r.diameter, r.formulas.diameter, p.n,
                p.n);
    std::printf("distances from 0:    %s\n", list(r.distanceHistogram).c_str());
    return cli::kOk;
}

} // namespace popslab::wdm
