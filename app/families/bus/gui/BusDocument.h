// The bus tab's one copy of the truth: the operation asked for, what the core's
// simulator made of it (the run with every read resolved, or the refusal), and the
// clock unit on show. Runs go to a worker (4096 processors check 17 M pulse
// positions); the form feeds it, the canvas, plots and details read it.
#pragma once

#include "BackgroundJob.h"
#include "BusOperations.h"
#include "BusRunner.h"
#include "BusState.h"

#include <QObject>
#include <optional>

namespace popslab::bus {

class BusDocument : public QObject {
    Q_OBJECT
public:
    explicit BusDocument(QObject* parent = nullptr);

    const BusSettings& settings() const { return settings_; }
    void setSettings(const BusSettings& settings);
    // The user cancelled the run: the settings are again those answered (settingsChanged
    // follows; nothing runs).
    void revert();

    // What the last settings came to.
    const std::optional<bus::BusRun>& run() const { return run_; }
    const std::optional<bus::PrefixSumRun>& prefixSum() const { return prefix_; }
    const std::vector<std::uint8_t>& bits() const { return bits_; }
    const BusSettings& answered() const { return answered_; }
    // Why there is no run: a value that does not parse (translated), the core's refusal
    // or a failure.
    const std::optional<QString>& inputError() const { return inputError_; }
    const std::optional<Diagnostic>& refusal() const { return refusal_; }
    const std::optional<QString>& failure() const { return failure_; }

    // The clock unit on show: the end of the run when an answer arrives.
    bus::Time time() const { return time_; }
    bus::Time endTime() const;
    void setTime(bus::Time t); // clamped to 0..endTime()

    gui::BackgroundJob* job() const { return job_; }

signals:
    void settingsChanged(); // taken, before anything came of it
    void changed();         // a run, a refusal or a failure arrived
    void timeChanged();

private:
    gui::BackgroundJob* job_;
    BusSettings settings_, answered_;
    std::optional<bus::BusRun> run_;
    std::optional<bus::PrefixSumRun> prefix_;
    std::vector<std::uint8_t> bits_;
    std::optional<QString> inputError_;
    std::optional<Diagnostic> refusal_;
    std::optional<QString> failure_;
    bus::Time time_ = 0;
};

} // namespace popslab::bus
