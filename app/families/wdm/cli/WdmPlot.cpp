// popslab-cli plot --network wdm --algorithms degree,diameter,wavelengths,frame-length
//                  --vary transmitters|receivers|dimensions --from X --to Y
//                  --dimensions n --transmitters T --receivers R -o FILE
// The WDM star has no algorithms to compare: its series are the quantities measured on
// the built graphs, each beside the paper's formula (hollow circles).
#include "CliSupport.h"
#include "PlotTable.h"
#include "Plots.h"
#include "WdmAppModule.h"
#include "WdmCommands.h"
#include "WdmFormulas.h"
#include "WdmOptions.h"
#include "WdmSweep.h"

#include <qcustomplot.h>

namespace popslab::wdm {

namespace {

int wdmPlot(const QCommandLineParser& parser, const cli::PlotFrame& frame) {
    const auto axis = wdm::wdmAxis(frame.vary.toStdString());
    if (!axis) return cli::fail("plot", "--vary must be transmitters, receivers or dimensions with --network wdm");
    std::string error;
    const auto from = cli::unsignedOption(parser, QCommandLineOption("from"), error);
    const auto to = cli::unsignedOption(parser, QCommandLineOption("to"), error);
    if (!from || !to) return cli::fail("plot", error);
    wdm::WdmSweepRequest request{{0, 0, 0}, *axis, *from, *to};
    if (auto bad = readFixedWdm(parser, *axis, request.base)) return cli::fail("plot", *bad);
    for (const QString& q : frame.algorithms)
        if (q != "degree" && q != "diameter" && q != "wavelengths" && q != "frame-length")
            return cli::fail("plot", "--algorithms with --network wdm names quantities: degree, diameter, wavelengths, "
                                     "frame-length (not '" +
                                         q.toStdString() + "')");
    auto swept = wdm::runWdmSweep(request);
    if (auto* d = std::get_if<Diagnostic>(&swept)) return cli::fail("plot", d->message);
    std::vector<plots::MeasuredSeries> series;
    for (const QString& q : frame.algorithms) {
        plots::MeasuredSeries s{q, {}};
        for (const wdm::WdmSweepRow& row : std::get<std::vector<wdm::WdmSweepRow>>(swept)) {
            const auto [measured, paper] = *wdm::plottedQuantity(row.report, q.toStdString());
            s.points.emplace_back(double(row.value), measured, paper);
        }
        series.push_back(std::move(s));
    }
    QCustomPlot plot;
    plot.resize(frame.width, frame.height);
    const QString x = *axis == wdm::WdmAxis::Dimensions     ? "dimensions n"
                      : *axis == wdm::WdmAxis::Transmitters ? "transmitters T"
                                                            : "receivers R";
    // The values held fixed in the title, as the other families' plots name theirs (a figure
    // pasted into a slide had said neither n nor R).
    const wdm::WdmParameters& fixed = request.base;
    const QString held = *axis == wdm::WdmAxis::Dimensions     ? QString("T = %1, R = %2").arg(fixed.T).arg(fixed.R)
                         : *axis == wdm::WdmAxis::Transmitters ? QString("n = %1, R = %2").arg(fixed.n).arg(fixed.R)
                                                               : QString("n = %1, T = %2").arg(fixed.n).arg(fixed.T);
    plots::Plots::drawMeasured(plot, "WDM star (paper 004), " + held, x, series, false, false,
                               frame.algorithms.join(", "));
    if (auto bad = plots::Plots::save(plot, frame.output, frame.width, frame.height, frame.dpi))
        return cli::fail("plot", bad->toStdString());
    return cli::kOk;
}

} // namespace

cli::FamilyPlot wdmFamilyPlot() {
    return {"wdm",
            "WDM",
            "wavelengths, frame length, degree or diameter",
            "T, R or n",
            {{"dimensions", "With --network wdm: n (held fixed unless varied).", "n"},
             {"transmitters", "With --network wdm: T.", "T"},
             {"receivers", "With --network wdm: R.", "R"},
             {"from", "The first value of the varied parameter.", "X"},
             {"to", "The last value.", "Y"}},
            wdmPlot};
}

cli::FamilyPlot WdmAppModule::plot() {
    return wdmFamilyPlot();
}

} // namespace popslab::wdm
