#include "TrafficSummary.h"

#include "CliSupport.h"

#include <cstdio>

namespace popslab::pops {

std::string trafficSummary(const pops::PatternRequest& r, const pops::ScheduleQuality& q, std::size_t messages) {
    std::string out =
        cli::counted(messages, "message", "messages") + "; lower bound " + std::to_string(q.lowerBound) + " (";
    if (q.setBound)
        out += std::to_string(q.setMessages) + " messages of which at most " + std::to_string(q.setAlpha) +
               " can share a slot; ";
    if (q.fractionalBound > 0) {
        char fraction[32];
        std::snprintf(fraction, sizeof fraction, "%.2f", q.fractionalBound);
        std::string text = fraction;
        while (text.back() == '0')
            text.pop_back();
        if (text.back() == '.') text.pop_back();
        out += "a schedule of fractions of slots needs " + text + "; ";
    }
    out += std::string("coupler load ") + std::to_string(q.couplerLoad) + ", sender load " +
           std::to_string(q.senderLoad) + ", receiver load " + std::to_string(q.receiverLoad);
    if (q.receivesPerSlot > 1) out += " over " + std::to_string(q.receivesPerSlot) + " reads a slot";
    out += "); " + r.algorithm + " " + cli::counted(q.length, "slot", "slots");
    if (q.searched) {
        if (q.proven() && !q.refuted.empty())
            out += " (proven optimal: " + std::to_string(q.refuted.back()) + " slots are impossible)";
        else if (q.proven())
            out += " (proven optimal: it meets the lower bound)";
        else
            out += " (best found; " + std::string(q.tooLarge ? "too large to search further" : "time limit reached") +
                   "; optimum between " + std::to_string(q.provenMinimum) + " and " + std::to_string(q.length) +
                   ", gap " + std::to_string(q.length - q.provenMinimum) + ")";
    } else if (q.length == q.lowerBound) {
        out += " (optimal: it meets the lower bound)";
    }
    if (q.paperSlots)
        out += "; paper (" + q.paperPattern + "/" + q.paperAlgorithm +
               "): " + cli::counted(*q.paperSlots, "slot", "slots");
    return out;
}

} // namespace popslab::pops
