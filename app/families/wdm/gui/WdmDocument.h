// The WDM tab's one copy of the truth: the network and route asked for, and what the
// core made of them (the analysis, the route, or the refusal). Analysing runs on a
// worker (n = 16 builds 2 Mi transceivers); the form feeds it, the canvas and the
// details read it.
#pragma once

#include "BackgroundJob.h"
#include "WdmAnalysis.h"
#include "WdmRouting.h"
#include "WdmState.h"

#include <QObject>
#include <optional>
#include <vector>

namespace popslab::wdm {

class WdmDocument : public QObject {
    Q_OBJECT
public:
    explicit WdmDocument(QObject* parent = nullptr);

    const WdmSettings& settings() const { return settings_; }
    void setSettings(const WdmSettings& settings);
    // The user cancelled the analysis: the settings are again those answered
    // (settingsChanged follows; nothing is analysed).
    void revert();

    // What the last settings came to; the report and route answer `answered()`.
    const std::optional<wdm::WdmReport>& report() const { return report_; }
    const std::vector<wdm::Hop>& route() const { return route_; }
    std::uint32_t distance() const { return distance_; }
    const WdmSettings& answered() const { return answered_; }
    const std::optional<Diagnostic>& refusal() const { return refusal_; }
    const std::optional<QString>& failure() const { return failure_; }

    // How many hops of the route are shown (a lecture steps through them); all of them
    // when an answer arrives.
    std::size_t hopsShown() const { return hopsShown_; }
    void setHopsShown(int hops); // clamped to 0..route().size()

    // The wavelength (component) the views highlight: the one clicked, else the one under
    // the mouse. A new answer clears both.
    std::optional<wdm::Wavelength> highlighted() const { return pinned_ ? pinned_ : hovered_; }
    void setHovered(std::optional<wdm::Wavelength> w);
    void togglePinned(std::optional<wdm::Wavelength> w); // again, or nothing, unpins

    gui::BackgroundJob* job() const { return job_; }

signals:
    void settingsChanged(); // taken, before anything came of it
    void changed();         // a report, a refusal or a failure arrived
    void hopsShownChanged();
    void highlightChanged();

private:
    struct Answer {
        wdm::WdmReport report;
        std::vector<wdm::Hop> route;
        std::uint32_t distance = 0;
    };

    gui::BackgroundJob* job_;
    WdmSettings settings_, answered_;
    std::optional<wdm::WdmReport> report_;
    std::vector<wdm::Hop> route_;
    std::uint32_t distance_ = 0;
    std::size_t hopsShown_ = 0;
    std::optional<Diagnostic> refusal_;
    std::optional<QString> failure_;
    std::optional<wdm::Wavelength> hovered_, pinned_;
};

} // namespace popslab::wdm
