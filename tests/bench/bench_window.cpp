// The window against the core on a large network (issue 29): from a parameter change to
// the first frame of the figure, POPS(64,64) all-to-all (16.8 million transmissions
// over 4096 slots), beside the core's own build and validation of the same schedule.
// Target: the window within twice the core's time (the ratio is printed as a counter).
#include "MainWindow.h"
#include "PopsCanvas.h"
#include "PopsDocument.h"
#include "PopsForm.h"
#include "PopsWorkbench.h"
#include "patterns/Registry.h"
#include "slotted/Validator.h"

#include <QApplication>
#include <benchmark/benchmark.h>
#include <chrono>

using namespace popslab;
using namespace popslab::pops;

namespace {

const PatternRequest kBig{64, 64, "all-to-all", "phased", {}};
const PatternRequest kSmall{2, 2, "ring", "natural", {}};
double coreSeconds = 0;

void BM_Core_BuildAndValidate_64x64_AllToAll(benchmark::State& state) {
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        auto built = Registry::instance().build(kBig);
        const ValidationReport report = validate(*built.schedule);
        benchmark::DoNotOptimize(report.sequenceLength);
        coreSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
}

// The user's change: the form's parameters, the document's request; the time runs until
// the canvas has painted the new figure (its worker, the details, the plots on the way).
// `every`: the full figure, one line a fibre (View > Draw every processor), as the
// window drew before the aggregated figure.
void firstFrame(benchmark::State& state, bool every) {
    gui::MainWindow w;
    w.resize(1366, 768);
    w.show();
    auto* bench = w.workbench<PopsWorkbench>();
    bench->canvas()->setEveryProcessor(every);
    double total = 0;
    for (auto _ : state) {
        state.PauseTiming();
        bench->parameters()->setRequest(kSmall);
        bench->document()->setRequest(kSmall);
        w.waitForIdle();
        QApplication::processEvents();
        state.ResumeTiming();
        const auto start = std::chrono::steady_clock::now();
        bench->parameters()->setRequest(kBig);
        bench->document()->setRequest(kBig);
        w.waitForIdle();
        QApplication::processEvents();
        benchmark::DoNotOptimize(bench->canvas()->grab()); // the first frame, painted
        total += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    if (coreSeconds > 0) state.counters["times_core"] = total / double(state.iterations()) / coreSeconds;
}

void BM_Window_FirstFrame_64x64_AllToAll(benchmark::State& state) {
    firstFrame(state, false);
}
void BM_Window_FirstFrame_64x64_AllToAll_EveryProcessor(benchmark::State& state) {
    firstFrame(state, true);
}

BENCHMARK(BM_Core_BuildAndValidate_64x64_AllToAll)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Window_FirstFrame_64x64_AllToAll)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Window_FirstFrame_64x64_AllToAll_EveryProcessor)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
