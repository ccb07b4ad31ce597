// --dimensions, --transmitters, --receivers: what every WDM command reads.
#pragma once

#include "WdmNetwork.h"
#include "WdmSweep.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <optional>
#include <string>

namespace popslab::wdm {

struct WdmOptions {
    QCommandLineOption dimensions{"dimensions", "n: the hypercube's dimensions (N = 2^n processors), 1..30.", "n"};
    QCommandLineOption transmitters{"transmitters", "T: transmitters per processor, 1..n.", "T"};
    QCommandLineOption receivers{"receivers", "R: receivers per processor, 1..n.", "R"};
    void addTo(QCommandLineParser& parser) const { parser.addOptions({dimensions, transmitters, receivers}); }
    // The parameters, checked against their ranges; the one-line refusal otherwise.
    std::optional<std::string> read(const QCommandLineParser& parser, wdm::WdmParameters& out) const;
};

// A sweep's fixed values: --dimensions, --transmitters and --receivers but the varied one.
std::optional<std::string> readFixedWdm(const QCommandLineParser& parser, wdm::WdmAxis varied,
                                        wdm::WdmParameters& base);

} // namespace popslab::wdm
