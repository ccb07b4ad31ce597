// popslab-cli wdm-route --dimensions n --transmitters T --receivers R --from a --to b [--json]
#include "CliSupport.h"
#include "WdmCommands.h"
#include "WdmFormulas.h"
#include "WdmJson.h"
#include "WdmOptions.h"
#include "WdmRouting.h"

#include <cstdio>
#include <iostream>

namespace popslab::wdm {

namespace {

std::string bits(std::uint64_t x, std::uint32_t n) {
    std::string s;
    for (std::uint32_t i = n; i-- > 0;)
        s += (x >> i & 1) ? '1' : '0';
    return s;
}

} // namespace

int wdmRouteCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "An optimal route from processor a to processor b through the WDM star's super topology (paper 004, "
        "Routing1 for T = R, Routing2 otherwise): each hop with its transmitter, receiver and wavelength, and "
        "the distance H(a, b) of Lemmas 3.2/3.5 beside the route's length.");
    WdmOptions o;
    o.addTo(parser);
    const QCommandLineOption from("from", "The source processor, 0..2^n-1.", "a");
    const QCommandLineOption to("to", "The destination processor, 0..2^n-1.", "b");
    const QCommandLineOption json("json", "Write one JSON object.");
    parser.addOptions({from, to, json});
    if (auto exit = cli::parseOrExit(parser, arguments, "wdm-route")) return *exit;
    wdm::WdmParameters p;
    if (auto bad = o.read(parser, p)) return cli::fail("wdm-route", *bad);
    std::string error;
    const auto a = cli::unsignedOption(parser, from, error);
    if (!a) return cli::fail("wdm-route", error);
    const auto b = cli::unsignedOption(parser, to, error);
    if (!b) return cli::fail("wdm-route", error);
    const wdm::WdmNetwork net(p);
    const std::uint64_t N = net.processorCount();
    if (*a >= N) return cli::fail("wdm-route", "--from must be between 0 and 2^n - 1 = " + std::to_string(N - 1));
    if (*b >= N) return cli::fail("wdm-route", "--to must be between 0 and 2^n - 1 = " + std::to_string(N - 1));
    const auto hops = wdm::route(net, *a, *b);
    const std::uint32_t distance = wdm::distance(net, *a, *b);
    if (parser.isSet(json)) {
        std::cout << wdm::routeJson(p, *a, *b, hops, distance);
        return cli::kOk;
    }
    std::printf("route %s -> %s on the WDM star n = %u, T = %u, R = %u: %zu %s (H(a, b) = %u)\n", bits(*a, p.n).c_str(),
                bits(*b, p.n).c_str(), p.n, p.T, p.R, hops.size(), hops.size() == 1 ? "hop" : "hops", distance);
    for (const wdm::Hop& h : hops)
        std::printf("  %s -> %s  transmitter %u, receiver %u, wavelength %llu\n", bits(h.from, p.n).c_str(),
                    bits(h.to, p.n).c_str(), h.transmitter, h.receiver, static_cast<unsigned long long>(h.wavelength));
    return cli::kOk;
}

} // namespace popslab::wdm
