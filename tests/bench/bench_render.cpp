// Redrawing the canvas for a slot change at POPS(32,32), n = 1024: one full paint of
// the network figure into a 1600 x 1000 window-sized image at the fit-to-window
// scale, as the canvas does. Target: under 50 ms. Zoomed in twelve times on the middle,
// where the messages are named (each name placed along its fibre): the same target.
#include "NetworkPainter.h"
#include "patterns/Registry.h"

#include <QGuiApplication>
#include <QImage>
#include <benchmark/benchmark.h>

using namespace popslab;
using namespace popslab::pops;

namespace {

void paintSlot(benchmark::State& state, const char* pattern, const char* algorithm, double zoom = 1) {
    auto built = Registry::instance().build({32, 32, pattern, algorithm, {}});
    const ValidationReport report = validate(*built.schedule);
    const pops::NetworkLayout layout{PopsNetwork(32, 32)};
    const pops::NetworkPainter painter(layout, &*built.schedule, &report);
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    const QRectF scene = layout.bounds();
    const double scale = zoom * std::min(image.width() / scene.width(), image.height() / scene.height());
    std::uint32_t slot = 0;
    for (auto _ : state) {
        QPainter p(&image);
        p.translate(image.width() / 2.0, image.height() / 2.0);
        p.scale(scale, scale);
        p.translate(-scene.center());
        pops::PaintOptions o;
        o.slot = slot;
        o.pixelsPerUnit = scale;
        painter.paint(p, o);
        slot = (slot + 1) % std::uint32_t(built.schedule->slotCount());
    }
    state.counters["transmissions_per_slot"] = double(built.schedule->slot(0).size());
}

void BM_Redraw32x32_Ring(benchmark::State& state) {
    paintSlot(state, "ring", "alternating-pair");
}
void BM_Redraw32x32_AllToAll(benchmark::State& state) {
    paintSlot(state, "all-to-all", "phased");
}
void BM_Redraw32x32_AllToAllZoomed(benchmark::State& state) {
    paintSlot(state, "all-to-all", "phased", 12);
}
BENCHMARK(BM_Redraw32x32_Ring)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Redraw32x32_AllToAllZoomed)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Redraw32x32_AllToAll)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
