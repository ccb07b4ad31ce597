#include "PopsOptions.h"

namespace popslab::pops {

void PopsOptions::addTo(QCommandLineParser& parser, bool withNetworkSize) const {
    parser.addOption(network);
    if (withNetworkSize) {
        parser.addOption(d);
        parser.addOption(g);
    }
    parser.addOption(pattern);
    parser.addOption(algorithm);
    parser.addOption(param);
}

} // namespace popslab::pops
