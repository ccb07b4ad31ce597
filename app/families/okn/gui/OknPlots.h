// Completion time against delay, k or N for every algorithm of the document's
// operation, simulated on a worker of its own (the core's sweep, which refuses a range
// too large for one answer), with the paper's formula beside each curve.
#pragma once

#include "OknRegistry.h"

#include <QString>
#include <QWidget>
#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSpinBox;

namespace popslab::gui {
class BackgroundJob;
}

namespace popslab::okn {

class OknDocument;
struct OknSweepRequest;

class OknPlots : public QWidget {
    Q_OBJECT
public:
    explicit OknPlots(const OknDocument* document, QWidget* parent = nullptr);

    QCustomPlot* plot() const { return plot_; }
    gui::BackgroundJob* job() const { return job_; }
    // Sweeps the document's operation around its network, over the chosen range.
    void plotSweep();
    // Whether the plot shows, or is sweeping, the operation and network on show.
    bool followsDocument() const;
    // The axis ("delay", "ports" or "nodes"; another keeps the first) and its range.
    QString vary() const;
    int from() const;
    int to() const;
    void setRange(const QString& vary, int from, int to);
    // Recolours what is plotted.
    void setDark(bool dark);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    // The document's operation or network is no longer the one swept: the curves and
    // their title go (and a sweep still running for them stops); Plot sweeps again.
    void follow();
    // Why the algorithms that plot nothing do not: each one's refusal at the range's start,
    // as the core states it (its theorem holds only where k = 1); the plot had blamed the range.
    QString notPlotted(const okn::OknSweepRequest& sweep, const std::vector<std::string>& algorithms) const;

    const OknDocument* document_;
    QComboBox* vary_;
    QSpinBox *from_, *to_;
    QLabel *varyLabel_, *note_;
    QPushButton *plotButton_, *exportButton_;
    QCustomPlot* plot_;
    gui::BackgroundJob* job_;
    std::optional<okn::OknRequest> swept_; // what the plot shows or is sweeping: operation and network
    bool dark_ = false;
};

} // namespace popslab::okn
