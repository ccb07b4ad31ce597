// The options of POPS's commands (schedule, run, sweep, exercise, render and plot
// with --network pops): the network, the pattern and its algorithm and parameters.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace popslab::pops {

// --network, --d, --g, --pattern, --algorithm, --param.
struct PopsOptions {
    QCommandLineOption network{"network", "Network type; only 'pops' is slotted.", "type", "pops"};
    QCommandLineOption d{"d", "Coupler degree d: processors per group.", "D"};
    QCommandLineOption g{"g", "Number of groups g.", "G"};
    QCommandLineOption pattern{"pattern", "Pattern id (see 'popslab-cli patterns').", "P"};
    QCommandLineOption algorithm{"algorithm", "Algorithm id of the pattern.", "A"};
    QCommandLineOption param{"param", "Pattern parameter key=value; repeatable.", "key=value"};
    void addTo(QCommandLineParser& parser, bool withNetworkSize = true) const;
};

} // namespace popslab::pops
