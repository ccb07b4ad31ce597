// The other families' largest answers, measured (their issues ask for answers within a
// second or a few): the WDM star at n = 16 built and measured, the optical bus's
// permutation and prefix sum on 4096 processors simulated read by read.
#include "families/bus/BusOperations.h"
#include "families/bus/BusPatterns.h"
#include "families/wdm/WdmAnalysis.h"

#include <benchmark/benchmark.h>

namespace {

using namespace popslab;

void BM_Wdm16_Analyse(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(wdm::analyseWdm({16, 4, 8}));
}

void BM_Bus4096_AppbPermutation(benchmark::State& state) {
    const auto p = bus::randomPermutation(4096, 1);
    for (auto _ : state) benchmark::DoNotOptimize(bus::runPermutation({bus::BusKind::Appb, 4096, 1, p}));
}

void BM_Bus4096_PrefixSum(benchmark::State& state) {
    const auto bits = bus::randomBits(4096, 1);
    for (auto _ : state) benchmark::DoNotOptimize(bus::runPrefixSum({4096, bits, {}}));
}

} // namespace

BENCHMARK(BM_Wdm16_Analyse)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Bus4096_AppbPermutation)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Bus4096_PrefixSum)->Unit(benchmark::kMillisecond);
