// The OTIS tab's controls: N and the network inside each group, the labels, the 4D
// mesh move, and the route's ends as (G, P).
#pragma once

#include "OtisState.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace popslab::otis {

class OtisForm : public QWidget {
    Q_OBJECT
public:
    explicit OtisForm(QWidget* parent = nullptr);
    OtisSettings settings() const;
    void setSettings(const OtisSettings& settings); // without emitting

signals:
    void settingsChanged(const OtisSettings& settings);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void edited();
    void limitRanges();

    QComboBox *groups_, *intra_, *direction_;
    QCheckBox* fourD_;
    QSpinBox *fromG_, *fromP_, *toG_, *toP_;
    QLabel *groupsLabel_, *intraLabel_, *directionLabel_, *fromLabel_, *toLabel_;
    bool filling_ = false;
};

} // namespace popslab::otis
