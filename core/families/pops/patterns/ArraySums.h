// What consecutive sum and adjacent sum (paper 002, sections 3.3-3.4) share: every
// processor p(i,j) starts with an array X[0..M-1], and the paper's partitions of
// POPS(d,g) into POPS(m,m) blocks, m = min(d,g), on which its d = g algorithms run.
#pragma once

#include "PopsNetwork.h"
#include "patterns/Algorithm.h"
#include "scheduling/SlotPlan.h"

#include <functional>

namespace popslab::pops {

// Each element of each X array is an input item (data order: processor, then k); each
// whole array is a bundle, so one slot can carry it -- the bandwidth the paper assumes.
struct XArrays {
    std::uint32_t M = 1;
    std::vector<ItemIndex> element; // element[p*M + k] = p.X[k]
    std::vector<ItemIndex> array;   // array[p] = the bundle of p's X
    ItemIndex at(ProcessorId p, std::uint32_t k) const { return element[std::size_t(p) * M + k]; }
};
XArrays addXArrays(Schedule& schedule, std::uint32_t M);

// The array length M: 1 <= M < d and M divides d (section 3.3); d/2 when not given.
std::uint32_t arrayLength(const PatternRequest& request);

// `result`, computed at `at`, must unfold to exactly `inputs`.
void addSumGoal(Schedule& schedule, ItemIndex result, ProcessorId at, std::vector<ItemIndex> inputs);
// Every processor adds up the terms it holds at the end (computing costs no slot).
void sumAtEveryProcessor(Schedule& schedule, const std::function<std::vector<ItemIndex>(ProcessorId)>& termsOf);

// A POPS(m,m) inside POPS(d,g): groups groupBase.., processors indexBase.. of each.
// Block processor p(x, y) is processor indexBase + y of group groupBase + x.
struct SquareBlock {
    std::uint32_t groupBase = 0, indexBase = 0, m = 1;
    ProcessorId at(const PopsNetwork& net, std::uint32_t x, std::uint32_t y) const {
        return net.processor(groupBase + x, indexBase + y);
    }
};

// Section 3.3's partitions: g/d POPS(d,d) side by side when d <= g (each has its own
// couplers), d/g POPS(g,g) one pass after another when d > g (they share all couplers).
// Plans each block and joins the plans accordingly.
SlotPlan planBlocks(const PatternRequest& request, const std::function<SlotPlan(const SquareBlock&)>& plan);

// The transpose of step 1: p(x, y) sends its array to p(y, x) of the same block.
void planTranspose(SlotPlan& plan, std::size_t slot, const PopsNetwork& net, const SquareBlock& b, const XArrays& x);

// A pattern over X arrays: M, values, seed; n*M data; the conditions every algorithm
// needs. `expected` computes each processor's sum from the data directly.
Pattern arraySumPattern(
    const char* id, const char* name, const char* section, const char* description,
    std::function<std::int64_t(const PatternRequest&, const std::vector<std::int64_t>&, ProcessorId)> expected);

// d divides g or g divides d, and, when d > g, M divides g or g divides M: a subgroup
// then lies in one block, or is made of whole blocks.
Condition squarePartitions();
// n and M powers of two (a hypercube of subcubes).
Condition hypercubeOfArrays();

} // namespace popslab::pops
