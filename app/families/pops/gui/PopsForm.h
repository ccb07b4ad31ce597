// POPS(d,g), pattern, algorithm and the pattern's parameters. Every change becomes a
// PatternRequest for the document; a request outside the algorithm's conditions is
// explained inline with the paper's condition, never silently changed.
#pragma once

#include "patterns/PatternRequest.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QTimer;

namespace popslab::pops {

class PopsForm : public QWidget {
    Q_OBJECT
public:
    explicit PopsForm(QWidget* parent = nullptr);

    pops::PatternRequest request() const;
    // Shows a request (from a preset, a session or an opened file) without rebuilding twice.
    void setRequest(const pops::PatternRequest& request);
    // The refusal of `request` (the one the document answered), with its values.
    void showDiagnostic(const std::optional<Diagnostic>& diagnostic, const pops::PatternRequest& request);
    // A build that stopped with an error (too large, out of memory), in the same place.
    void showFailure(const QString& message);

signals:
    void requestChanged(const popslab::pops::PatternRequest& request);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The diagnostic in the theme's conflict colour (on a palette change).
    void colourDiagnostic();
    void showSize();
    void fillAlgorithms();
    // The pattern's parameter fields, at `values` or their defaults (`onlyGiven`: those in
    // `values` alone, as a schedule file names them).
    void fillParameters(const std::map<std::string, std::string>& values, bool onlyGiven = false);
    void changed();
    void retranslate();

    QSpinBox* d_;
    QSpinBox* g_;
    QLabel* n_;
    QComboBox* pattern_;
    QComboBox* algorithm_;
    QFormLayout* parameters_;
    QCheckBox* wholePhase_;
    QLabel* diagnostic_;
    QLabel* dLabel_;
    QLabel* gLabel_;
    QLabel* patternLabel_;
    QLabel* algorithmLabel_;
    QTimer* debounce_;
    bool quiet_ = false;
    bool fileAlgorithm_ = false; // the algorithm shown is a schedule file's own
};

} // namespace popslab::pops
