// Paper 001, section 4.4, Fig. 12 (Theorem 4.4): a permutation within every group at
// once, g + 1 data of each group per pair of slots -- 2 ceil(d/(g+1)) slots.
#pragma once

#include "PopsNetwork.h"
#include "slotted/Schedule.h"

#include <vector>

namespace popslab::pops {

// sigma[i][j]: where the datum of p(i, j) goes in group i; item[p]: the item p sends.
// Data that stay where they are send nothing. Appends exactly 2 ceil(d/(g+1)) slots.
void appendBatchedGroupPermutation(Schedule& schedule, const std::vector<std::vector<std::uint32_t>>& sigma,
                                   const std::vector<ItemIndex>& item);

} // namespace popslab::pops
