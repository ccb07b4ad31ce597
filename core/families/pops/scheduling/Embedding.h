// Embeddings mu: V -> processors (paper 000, section 3). The papers give only the
// group map mu_g; the place within a group (mu_n) is arbitrary, and here the k-th
// node mapped to a group takes its k-th processor: mu(v) = d * mu_g(v) + mu_n(v).
#pragma once

#include "PopsNetwork.h"

#include <optional>
#include <string>
#include <vector>

namespace popslab::pops {

// Completes a group map into a one-to-one embedding. Fails (with the reason) unless
// every group receives exactly d nodes.
std::vector<ProcessorId> embeddingFromGroups(const PopsNetwork& network, const std::vector<GroupId>& groupOf);

// The identity embedding mu(v) = v: the "natural" embedding.
std::vector<ProcessorId> naturalEmbedding(const PopsNetwork& network);

} // namespace popslab::pops
