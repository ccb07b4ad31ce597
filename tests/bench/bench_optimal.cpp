// The optimal scheduler on the message sets of issue 27: paper 000's Lemma 3 set repeated
// (its optimum is above the load bound, and repeated messages are what real traffic has),
// disjoint blocks of it, the same hidden among random permutations, and random traffic
// where greedy already meets the load bound. Each case is one search, timed whole; the
// counters say what it found: the load bound, the length, whether it is proven.
// POPSLAB_BENCH_SECONDS sets each search's time limit (default 60).
#include "traffic/MessageSet.h"
#include "traffic/OptimalSearch.h"

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <random>

using namespace popslab;
using namespace popslab::pops;

namespace {

// Lemma 3's eight messages on POPS(2,2), processor p of the block at group 2b + p/2 of a
// network of d processors a group (index p % 2 in it).
void addLemma3(MessageSet& set, std::uint32_t d, std::uint32_t block, int copies) {
    static constexpr std::pair<int, int> kLemma3[] = {{0, 0}, {1, 1}, {2, 2}, {3, 3}, {0, 3}, {1, 2}, {2, 0}, {3, 1}};
    auto at = [&](int p) { return ProcessorId((2 * block + std::uint32_t(p) / 2) * d + std::uint32_t(p) % 2); };
    for (int c = 0; c < copies; ++c)
        for (auto [s, t] : kLemma3)
            set.push_back({at(s), at(t), ItemIndex(set.size())});
}

void addPermutations(MessageSet& set, std::uint32_t n, int count, std::uint32_t seed) {
    std::mt19937 random(seed);
    for (int k = 0; k < count; ++k) {
        std::vector<ProcessorId> perm(n);
        for (std::uint32_t p = 0; p < n; ++p)
            perm[p] = p;
        std::shuffle(perm.begin(), perm.end(), random);
        for (std::uint32_t p = 0; p < n; ++p)
            set.push_back({p, perm[p], ItemIndex(set.size())});
    }
}

void addUniform(MessageSet& set, std::uint32_t n, std::size_t count, std::uint32_t seed) {
    std::mt19937 random(seed);
    for (std::size_t k = 0; k < count; ++k)
        set.push_back({ProcessorId(random() % n), ProcessorId(random() % n), ItemIndex(set.size())});
}

std::chrono::milliseconds limit() {
    const char* text = std::getenv("POPSLAB_BENCH_SECONDS");
    return std::chrono::seconds(text && std::atoi(text) > 0 ? std::atoi(text) : 60);
}

void search(benchmark::State& state, std::uint32_t d, std::uint32_t g, const MessageSet& set) {
    OptimalResult found;
    for (auto _ : state)
        found = optimalAssignment(PopsNetwork(d, g), set, 1, OptimalOptions{limit()});
    state.counters["messages"] = double(set.size());
    state.counters["loadBound"] = double(found.bound.value());
    state.counters["length"] = found.length;
    state.counters["provenMin"] = found.provenMinimum;
    state.counters["proven"] = found.proven() ? 1 : 0;
}

void BM_Optimal_Lemma3Copies(benchmark::State& state) {
    MessageSet set;
    addLemma3(set, 2, 0, int(state.range(0)));
    search(state, 2, 2, set);
}
BENCHMARK(BM_Optimal_Lemma3Copies)->Arg(5)->Arg(6)->Arg(8)->Arg(12)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_Optimal_DisjointBlocks(benchmark::State& state) { // blocks of the 5-fold set on POPS(2, 2 blocks)
    MessageSet set;
    const auto blocks = std::uint32_t(state.range(0));
    for (std::uint32_t b = 0; b < blocks; ++b)
        addLemma3(set, 2, b, 5);
    search(state, 2, 2 * blocks, set);
}
BENCHMARK(BM_Optimal_DisjointBlocks)->Arg(5)->Arg(8)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_Optimal_HiddenAmongPermutations(benchmark::State& state) { // the 5-fold set in POPS(16,16) traffic
    MessageSet set;
    addLemma3(set, 16, 0, 5);
    addPermutations(set, 256, int(state.range(0)), 7);
    search(state, 16, 16, set);
}
BENCHMARK(BM_Optimal_HiddenAmongPermutations)->Arg(2)->Arg(4)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_Optimal_UniformTraffic(benchmark::State& state) { // greedy meets the load bound here
    MessageSet set;
    const auto d = std::uint32_t(state.range(0));
    addUniform(set, d * d, std::size_t(state.range(1)), 11);
    search(state, d, d, set);
}
BENCHMARK(BM_Optimal_UniformTraffic)->Args({8, 4000})->Args({16, 15616})->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
