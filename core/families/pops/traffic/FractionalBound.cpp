#include "traffic/FractionalBound.h"

#include "common/Work.h"

#include <cmath>
#include <glpk.h>
#include <memory>
#include <mutex>
#include <numeric>

namespace popslab::pops {

namespace {

// GLPK keeps global state (its terminal output, its environment): one LP at a time.
std::mutex glpkMutex;

// A price above 1 + kPriceSlack means the pattern improves the LP.
constexpr double kPriceSlack = 1e-7;
// Columns column generation may add, and nodes its pricing may spend in all.
constexpr std::size_t kMaxColumns = 4000;
constexpr std::uint64_t kPricingNodes = 20'000'000;

struct Problem {
    glp_prob* lp = glp_create_prob();
    ~Problem() { glp_delete_prob(lp); }
};

} // namespace

// The margin is relative: an LP of thousands of slots that is an integer X may come back as
// X + 1e-5, and rounding that up to X + 1 would prove a length that is possible impossible.
std::uint64_t FractionalBound::slotsNeeded() const {
    return std::uint64_t(std::ceil(value - 1e-6 - 1e-9 * value));
}

std::optional<FractionalBound> fractionalBound(const MessageTypes& types, const std::vector<std::uint32_t>& all) {
    const std::size_t n = all.size();
    if (n == 0 || n > kMaxFractionalTypes) return std::nullopt;
    std::lock_guard lock(glpkMutex);
    glp_term_out(GLP_OFF);
    // GLPK keeps an environment per thread, which the window's workers (a thread a job)
    // would leak: freed on the way out, after the problem.
    struct Environment {
        ~Environment() { glp_free_env(); }
    } environment;
    Problem p;
    glp_set_obj_dir(p.lp, GLP_MIN);
    glp_add_rows(p.lp, int(n));
    // Row i+1 is type all[i]: covered weight(all[i]) times.
    std::vector<int> rowOf(types.types.size(), 0);
    for (std::size_t i = 0; i < n; ++i) {
        rowOf[all[i]] = int(i + 1);
        glp_set_row_bnds(p.lp, int(i + 1), GLP_LO, types.types[all[i]].weight(), 0.0);
    }
    std::vector<SlotPattern> columns;
    auto addColumn = [&](SlotPattern pattern) {
        const int j = glp_add_cols(p.lp, 1);
        glp_set_col_bnds(p.lp, j, GLP_LO, 0.0, 0.0);
        glp_set_obj_coef(p.lp, j, 1.0);
        std::vector<int> index(1); // GLPK counts from 1, and ignores element 0
        std::vector<double> value(1);
        for (auto t : pattern.types)
            index.push_back(rowOf[t]), value.push_back(1.0);
        glp_set_mat_col(p.lp, j, int(pattern.types.size()), index.data(), value.data());
        columns.push_back(std::move(pattern));
    };
    for (auto t : all)
        addColumn(SlotPattern{{t}, 0}); // a slot a message: feasible
    glp_smcp parameters;
    glp_init_smcp(&parameters);
    parameters.msg_lev = GLP_MSG_OFF;
    std::uint64_t nodes = kPricingNodes;
    FractionalBound out;
    std::vector<double> prices(n);
    while (true) {
        work::checkpoint();
        if (glp_simplex(p.lp, &parameters) != 0 || glp_get_status(p.lp) != GLP_OPT) return std::nullopt;
        double dual = 0;
        for (std::size_t i = 0; i < n; ++i) {
            prices[i] = std::max(0.0, glp_get_row_dual(p.lp, int(i + 1)));
            dual += prices[i] * types.types[all[i]].weight();
        }
        const auto best = heaviestSlotPattern(types, all, prices, nodes);
        // Farley's bound: the duals scaled by the best price are feasible for the dual LP.
        const double price = best ? std::max(1.0, best->weight) : 0.0;
        if (best) out.value = std::max(out.value, dual / price);
        if (!best || best->weight <= 1.0 + kPriceSlack || columns.size() >= kMaxColumns) {
            out.optimal = best && best->weight <= 1.0 + kPriceSlack;
            break;
        }
        addColumn(*best);
    }
    for (std::size_t j = 0; j < columns.size(); ++j)
        if (const double x = glp_get_col_prim(p.lp, int(j + 1)); x > 1e-9)
            out.patterns.push_back(SlotPattern{columns[j].types, x});
    return out;
}

SlotAssignment roundedSchedule(const PopsNetwork& net, std::span<const Message> messages, const MessageTypes& types,
                               const FractionalBound& bound) {
    SlotAssignment out{std::vector<std::uint32_t>(messages.size(), kUnplaced)};
    std::vector<std::size_t> nextCopy(types.types.size(), 0);
    std::uint32_t slot = 0;
    for (const SlotPattern& pattern : bound.patterns)
        for (std::uint64_t k = 0; k < std::uint64_t(pattern.weight + 1e-9); ++k) {
            bool used = false;
            for (auto t : pattern.types)
                if (nextCopy[t] < types.types[t].messages.size()) {
                    out.slotOf[types.types[t].messages[nextCopy[t]++]] = slot;
                    used = true;
                }
            slot += used;
        }
    return greedyAssignment(net, messages, types.receivesPerSlot, &out);
}

std::string lpSolverVersion() {
    return std::string("GLPK ") + glp_version();
}

} // namespace popslab::pops
