// popslab-cli plot --network okn --operation OP --algorithms A,B --vary delay|ports|nodes
//                  --nodes N --ports K --delay D --from X --to Y -o FILE
#include "CliSupport.h"
#include "OknAppModule.h"
#include "OknCommands.h"
#include "OknLimits.h"
#include "OknSweep.h"
#include "PlotTable.h"
#include "Plots.h"
#include "common/Limits.h"

#include <qcustomplot.h>

namespace popslab::okn {

namespace {

int oknPlot(const QCommandLineParser& parser, const cli::PlotFrame& frame) {
    auto value = [&](const char* name) -> std::optional<long long> {
        bool ok = false;
        const long long v = parser.value(name).toLongLong(&ok);
        return ok ? std::optional<long long>(v) : std::nullopt;
    };
    const auto axis = okn::oknAxis(frame.vary.toStdString());
    if (!axis) return cli::fail("plot", "--vary must be delay, ports or nodes with --network okn");
    // What varies need not be given, as in okn-sweep: each point sets it.
    auto held = [&](const char* name, okn::OknAxis varied, long long placeholder) {
        return *axis == varied && !parser.isSet(name) ? std::optional<long long>(placeholder) : value(name);
    };
    const auto nodes = held("nodes", okn::OknAxis::Nodes, 2), ports = held("ports", okn::OknAxis::Ports, 1),
               delay = held("delay", okn::OknAxis::Delay, 0), from = value("from"), to = value("to");
    if (!nodes || !ports || !delay)
        return cli::fail("plot",
                         "--nodes, --ports and --delay are required with --network okn (all but the one --vary names)");
    if (!from || !to || *from < 0 || *to < 0)
        return cli::fail("plot", "--from X --to Y (non-negative) are required with --network okn");
    if (*nodes < 0 || *nodes > kMaxOknNodes || *ports < 0 || *ports > kMaxOknPorts || *delay < 0 ||
        *delay > kMaxOknDelay)
        return cli::fail("plot", "--nodes, --ports and --delay must be in the ranges 'popslab-cli okn --list' gives");
    const std::string op = parser.value("operation").toStdString();
    okn::OknSweepRequest request{{op, "", {std::uint32_t(*nodes), std::uint32_t(*ports), *delay}, std::nullopt},
                                 {},
                                 *axis,
                                 std::uint64_t(*from),
                                 std::uint64_t(*to)};
    for (const QString& id : frame.algorithms)
        request.algorithms.push_back(id.toStdString());
    auto swept = okn::runOknSweep(request);
    if (auto* d = std::get_if<okn::OknDiagnostic>(&swept)) return cli::fail("plot", d->message);
    const okn::OknOperation* operation = okn::oknOperation(op);
    std::vector<plots::MeasuredSeries> series;
    for (const auto& s : std::get<std::vector<okn::OknSweepSeries>>(swept)) {
        if (s.points.empty()) continue; // algorithms that apply somewhere
        plots::MeasuredSeries out{QString::fromStdString(operation->algorithm(s.algorithm)->name), {}};
        for (const auto& p : s.points)
            out.points.emplace_back(double(p.value), double(p.simulated), double(p.formula));
        series.push_back(std::move(out));
    }
    QCustomPlot plot;
    plot.resize(frame.width, frame.height);
    const QString xLabel = frame.vary == "delay"   ? QString("reconfiguration delay")
                           : frame.vary == "ports" ? QString("ports k")
                                                   : QString("nodes N");
    plots::Plots::drawMeasured(plot, QString::fromStdString(operation->name) + " on OK_N", xLabel, series,
                               frame.vary == "nodes", false);
    if (auto bad = plots::Plots::save(plot, frame.output, frame.width, frame.height, frame.dpi))
        return cli::fail("plot", bad->toStdString());
    return cli::kOk;
}

} // namespace

cli::FamilyPlot oknFamilyPlot() {
    return {"okn",
            "OK_N",
            "the simulated completion time",
            "delay, ports or nodes",
            {{"operation", "With --network okn: the operation.", "OP"},
             {"nodes", "With --network okn: N.", "N"},
             {"ports", "With --network okn: k.", "K"},
             {"delay", "With --network okn: the reconfiguration delay.", "D"},
             {"from", "With --network okn: the first value of the varied parameter.", "X"},
             {"to", "With --network okn: the last value.", "Y"}},
            oknPlot};
}

cli::FamilyPlot OknAppModule::plot() {
    return oknFamilyPlot();
}

} // namespace popslab::okn
