#include "scheduling/Embedding.h"

#include <numeric>
#include <stdexcept>

namespace popslab::pops {

std::vector<ProcessorId> embeddingFromGroups(const PopsNetwork& net, const std::vector<GroupId>& groupOf) {
    if (groupOf.size() != net.processorCount()) throw std::logic_error("group map does not cover every node");
    std::vector<std::uint32_t> used(net.g(), 0);
    std::vector<ProcessorId> mu(groupOf.size());
    for (std::size_t v = 0; v < groupOf.size(); ++v) {
        const GroupId j = groupOf[v];
        if (j >= net.g() || used[j] == net.d())
            throw std::logic_error("group map does not put exactly d nodes in each group");
        mu[v] = net.processor(j, used[j]++);
    }
    return mu;
}

std::vector<ProcessorId> naturalEmbedding(const PopsNetwork& net) {
    std::vector<ProcessorId> mu(net.processorCount());
    std::iota(mu.begin(), mu.end(), 0);
    return mu;
}

} // namespace popslab::pops
