// Building and validating all-to-all on POPS(64,64) -- 4096^2 = 16.8 million
// transmissions -- against the memory-touch floor: one plain pass writing the same
// number of freshly allocated 16-byte records. Prints both, their ratio and the peak
// memory; the targets are build + validate within 1 s and within 4x of the floor,
// and peak memory under 1 GiB.
#include "patterns/Registry.h"
#include "slotted/Validator.h"

#include <benchmark/benchmark.h>
#include <cstdio>
#include <map>
#include <memory>
#include <sys/resource.h>

using namespace popslab;
using namespace popslab::pops;

namespace {

constexpr std::uint32_t kD = 64, kG = 64;
constexpr std::size_t kRecords = std::size_t(kD) * kG * kD * kG;

struct Record {
    std::uint32_t a, b, c, d;
};
static_assert(sizeof(Record) == sizeof(Transmission));

void BM_AllToAll64x64_BuildAndValidate(benchmark::State& state) {
    for (auto _ : state) {
        auto built = Registry::instance().build({kD, kG, "all-to-all", "phased", {}});
        const ValidationReport report = validate(*built.schedule);
        if (!report.valid() || built.schedule->transmissionCount() != kRecords)
            state.SkipWithError("the schedule is not the expected valid one");
        benchmark::DoNotOptimize(report.sequenceLength);
        state.counters["transmissions"] = double(built.schedule->transmissionCount());
        state.counters["schedule_MiB"] = double(built.schedule->memoryBytes()) / (1 << 20);
    }
}

void BM_AllToAll64x64_Build(benchmark::State& state) {
    for (auto _ : state) {
        auto built = Registry::instance().build({kD, kG, "all-to-all", "phased", {}});
        benchmark::DoNotOptimize(built.schedule->slotCount());
    }
}

void BM_MemoryTouchFloor(benchmark::State& state) {
    for (auto _ : state) {
        std::unique_ptr<Record[]> records(new Record[kRecords]);
        for (std::size_t i = 0; i < kRecords; ++i)
            records[i] = Record{std::uint32_t(i), std::uint32_t(i >> 8), 1, 2};
        benchmark::DoNotOptimize(records.get());
        benchmark::ClobberMemory();
    }
}

BENCHMARK(BM_AllToAll64x64_BuildAndValidate)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_AllToAll64x64_Build)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_MemoryTouchFloor)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// Keeps the mean real time of each benchmark for the summary.
class Collect : public benchmark::ConsoleReporter {
public:
    std::map<std::string, double> seconds;
    void ReportRuns(const std::vector<Run>& runs) override {
        for (const Run& r : runs)
            if (!r.error_occurred && r.iterations > 0)
                seconds[r.benchmark_name()] = r.real_accumulated_time / double(r.iterations);
        ConsoleReporter::ReportRuns(runs);
    }
};

} // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    Collect reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    const auto work = reporter.seconds.find("BM_AllToAll64x64_BuildAndValidate/min_time:2.000");
    const auto floor = reporter.seconds.find("BM_MemoryTouchFloor/min_time:2.000");
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double peakMiB = double(usage.ru_maxrss) / 1024.0;
    if (work != reporter.seconds.end() && floor != reporter.seconds.end()) {
        const double ratio = work->second / floor->second;
        std::printf("\nall-to-all POPS(64,64), %zu transmissions:\n", kRecords);
        std::printf("  build + validate   %8.1f ms   (target: within 1000 ms)\n", 1e3 * work->second);
        std::printf("  memory-touch floor %8.1f ms   (one pass writing %zu 16-byte records)\n", 1e3 * floor->second,
                    kRecords);
        std::printf("  ratio              %8.2f x    (target: within 4x)\n", ratio);
    }
    std::printf("  peak memory        %8.0f MiB  (target: under 1024 MiB)\n", peakMiB);
    return 0;
}
