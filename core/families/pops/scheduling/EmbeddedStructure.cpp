#include "scheduling/EmbeddedStructure.h"

namespace popslab::pops {

void scheduleEmbedded(Schedule& schedule, const std::vector<ProcessorId>& mu,
                      const std::vector<std::vector<Edge>>& phases, const SchedulerOptions& options) {
    schedule.embedding = mu;
    std::vector<std::vector<Message>> messages(phases.size());
    for (std::size_t p = 0; p < phases.size(); ++p) {
        for (const auto& [u, v] : phases[p]) {
            const ProcessorId x = mu[u], y = mu[v];
            const ItemIndex item = schedule.addItem(x, std::span(&y, 1));
            messages[p].push_back(Message{x, y, item});
        }
    }
    for (const auto& phase : messages)
        appendPhase(schedule, phase, options);
}

} // namespace popslab::pops
