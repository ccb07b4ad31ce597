// popslab-cli plot --pattern P --algorithms A,B --vary d|g (--n N | --d D | --g G)
//                  [--param key=value]... [--max-n MAX] [--width W --height H --dpi N] -o FILE
#include "CliSupport.h"
#include "PopsCommands.h"

#include "SequencePlot.h"
#include "families/okn/OknRegistry.h"
#include "families/okn/OknSweep.h"
#include "common/Limits.h"
#include "families/pops/patterns/Registry.h"

#include <qcustomplot.h>

namespace popslab::cli {

namespace {

// popslab-cli plot --network okn --operation OP --algorithms A,B --vary delay|ports|nodes
//                  --nodes N --ports K --delay D --from X --to Y -o FILE
int oknPlot(const QCommandLineParser& parser, const QStringList& ids, const QString& axis, const QString& output, int width,
            int height, int dpi) {
    auto value = [&](const char* name) -> std::optional<long long> {
        bool ok = false;
        const long long v = parser.value(name).toLongLong(&ok);
        return ok ? std::optional<long long>(v) : std::nullopt;
    };
    const auto nodes = value("nodes"), ports = value("ports"), delay = value("delay"), from = value("from"), to = value("to");
    if (!nodes || !ports || !delay) return fail("plot", "--nodes, --ports and --delay are required with --network okn");
    if (!from || !to || *from < 0 || *to < 0) return fail("plot", "--from X --to Y (non-negative) are required with --network okn");
    const auto oknAxis = okn::oknAxis(axis.toStdString());
    if (!oknAxis) return fail("plot", "--vary must be delay, ports or nodes with --network okn");
    if (*nodes < 0 || *nodes > kMaxOknNodes || *ports < 0 || *ports > kMaxOknPorts || *delay < 0 ||
        *delay > kMaxOknDelay)
        return fail("plot", "--nodes, --ports and --delay must be in the ranges 'popslab-cli okn --list' gives");
    const std::string op = parser.value("operation").toStdString();
    okn::OknSweepRequest request{{op, "", {std::uint32_t(*nodes), std::uint32_t(*ports), *delay}, std::nullopt}, {}, *oknAxis,
                                 std::uint64_t(*from), std::uint64_t(*to)};
    for (const QString& id : ids) request.algorithms.push_back(id.toStdString());
    auto swept = okn::runOknSweep(request);
    if (auto* d = std::get_if<okn::OknDiagnostic>(&swept)) return fail("plot", d->message);
    const okn::OknOperation* operation = okn::oknOperation(op);
    std::vector<plots::OknSeries> series;
    for (const auto& s : std::get<std::vector<okn::OknSweepSeries>>(swept)) {
        if (s.points.empty()) continue; // algorithms that apply somewhere
        plots::OknSeries out{QString::fromStdString(operation->algorithm(s.algorithm)->name), {}};
        for (const auto& p : s.points) out.points.emplace_back(double(p.value), double(p.simulated), double(p.formula));
        series.push_back(std::move(out));
    }
    QCustomPlot plot;
    plot.resize(width, height);
    const QString xLabel = axis == "delay" ? QString("reconfiguration delay") : axis == "ports" ? QString("ports k") : QString("nodes N");
    plots::Plots::drawOkn(plot, QString::fromStdString(operation->name) + " on OK_N", xLabel, series, axis == "nodes", false);
    if (auto bad = plots::Plots::save(plot, output, width, height, dpi)) return fail("plot", bad->toStdString());
    return kOk;
}

} // namespace

int plotCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Plot sequence length against d or g for several algorithms of one pattern -- the "
        "measured length of each built and validated schedule, the paper's formula as hollow "
        "circles and the lower bound dashed -- to SVG, PDF or PNG, as the GUI does.");
    NetworkOptions net;
    net.addTo(parser);
    const QCommandLineOption algorithms("algorithms", "Comma-separated algorithm ids.", "A,B,...");
    const QCommandLineOption vary("vary", "The parameter on the x axis: d, g, or n (with --d or --g fixed).", "d|g|n");
    const QCommandLineOption n("n", "Hold n fixed.", "N");
    const QCommandLineOption maxN("max-n", "With d or g fixed, n <= MAX (default 1024).", "MAX", "1024");
    const QCommandLineOption width("width", "Width in points/pixels (default 800).", "W", "800");
    const QCommandLineOption height("height", "Height (default 560).", "H", "560");
    const QCommandLineOption dpi("dpi", "PNG resolution (default 150).", "N", "150");
    const QCommandLineOption output({"o", "output"}, "The plot to write.", "FILE");
    const QCommandLineOption operation("operation", "With --network okn: the operation.", "OP");
    const QCommandLineOption nodes("nodes", "With --network okn: N.", "N");
    const QCommandLineOption ports("ports", "With --network okn: k.", "K");
    const QCommandLineOption delay("delay", "With --network okn: the reconfiguration delay.", "D");
    const QCommandLineOption from("from", "With --network okn: the first value of the varied parameter.", "X");
    const QCommandLineOption to("to", "With --network okn: the last value.", "Y");
    parser.addOptions({algorithms, vary, n, maxN, width, height, dpi, output, operation, nodes, ports, delay, from, to});
    if (auto exit = parseOrExit(parser, arguments, "plot")) return *exit;
    if (!parser.isSet(output)) return fail("plot", "-o FILE.svg|.pdf|.png is required");
    if (parser.value(net.network) == "okn") {
        std::string error;
        const auto w = unsignedOption(parser, width, error), h = unsignedOption(parser, height, error);
        const auto r = unsignedOption(parser, dpi, error);
        if (!w || !h || !r) return fail("plot", error);
        return oknPlot(parser, parser.value(algorithms).split(',', Qt::SkipEmptyParts), parser.value(vary),
                       parser.value(output), int(*w), int(*h), int(*r));
    }
    if (parser.value(net.network) != "pops") return fail("plot", "--network must be pops or okn");
    if (!parser.isSet(net.pattern)) return fail("plot", "--pattern is required");
    QStringList ids = parser.value(algorithms).split(',', Qt::SkipEmptyParts);
    if (parser.isSet(net.algorithm)) ids << parser.value(net.algorithm);
    if (ids.isEmpty()) return fail("plot", "--algorithms is required");

    SweepRequest request;
    request.pattern = parser.value(net.pattern).toStdString();
    if (auto bad = parseParams(parser.values(net.param), request.parameters)) return fail("plot", *bad);
    const QString axis = parser.value(vary);
    if (axis != "d" && axis != "g" && axis != "n") return fail("plot", "--vary must be d, g or n");
    if (axis == "n" && !parser.isSet(net.d) && !parser.isSet(net.g)) return fail("plot", "--vary n needs --d or --g fixed");
    request.vary = axis == "d" || (axis == "n" && parser.isSet(net.g)) ? SweepAxis::D : SweepAxis::G;
    const int fixedCount = int(parser.isSet(n)) + int(parser.isSet(net.d)) + int(parser.isSet(net.g));
    if (fixedCount != 1) return fail("plot", "give exactly one of --n, --d and --g");
    std::string error;
    const QCommandLineOption& fixed = parser.isSet(n) ? n : parser.isSet(net.d) ? net.d : net.g;
    const auto value = unsignedOption(parser, fixed, error);
    if (!value) return fail("plot", error);
    request.fixed = parser.isSet(n) ? SweepFixed::N : parser.isSet(net.d) ? SweepFixed::D : SweepFixed::G;
    request.fixedValue = *value;
    const auto max = unsignedOption(parser, maxN, error);
    const auto w = unsignedOption(parser, width, error), h = unsignedOption(parser, height, error);
    const auto resolution = unsignedOption(parser, dpi, error);
    if (!max || !w || !h || !resolution) return fail("plot", error);
    if (*w < 100 || *w > 10000 || *h < 100 || *h > 10000) return fail("plot", "--width and --height must be in 100..10000");
    request.maxN = *max;

    const Pattern* pattern = Registry::instance().pattern(request.pattern);
    if (!pattern) return fail("plot", "unknown pattern '" + request.pattern + "'");
    std::vector<plots::Series> series;
    for (const QString& id : ids) {
        request.algorithm = id.trimmed().toStdString();
        auto result = runSweep(request);
        if (auto* d = std::get_if<Diagnostic>(&result)) return fail("plot", d->message);
        const Algorithm* a = pattern->algorithm(request.algorithm);
        series.push_back({QString::fromStdString(a->displayName), std::get<std::vector<SweepRow>>(result)});
    }
    QCustomPlot plot;
    plot.resize(int(*w), int(*h));
    plots::SequencePlotSpec spec{request.vary, request.fixed, request.fixedValue,
                                 QString::fromStdString(pattern->displayName) + ": sequence length", false, axis == "n"};
    plots::Plots::drawSequence(plot, spec, series);
    if (auto bad = plots::Plots::save(plot, parser.value(output), int(*w), int(*h), int(*resolution)))
        return fail("plot", bad->toStdString());
    return kOk;
}

} // namespace popslab::cli
