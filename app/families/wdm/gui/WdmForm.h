// The WDM tab's inputs: n, T, R and the route's ends. Emits the settings the user
// asked for; setSettings fills it without emitting (presets, sessions).
#pragma once

#include "WdmState.h"

#include <QWidget>

class QLabel;
class QSpinBox;

namespace popslab::wdm {

class WdmForm : public QWidget {
    Q_OBJECT
public:
    explicit WdmForm(QWidget* parent = nullptr);

    WdmSettings settings() const;
    void setSettings(const WdmSettings& settings);

signals:
    void settingsChanged(const WdmSettings& settings);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void limitRanges(); // T, R <= n; from, to < 2^n, as far as n allows what was chosen

    QSpinBox *n_, *T_, *R_, *from_, *to_;
    QLabel *nLabel_, *TLabel_, *RLabel_, *fromLabel_, *toLabel_;
    WdmSettings chosen_; // T, R and the route's ends as last set: a smaller n limits them, never changes them
    bool filling_ = false;
};

} // namespace popslab::wdm
