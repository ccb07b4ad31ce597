// The bus tab's controls: which operation on which bus (the kinds of paper 001's
// sections 2-3), the processors and tau, and the operation's values -- a permutation
// as list:..., shift:k or random, the prefix sum's bits and switches, the writer, the
// 2D grid and its source. Only the fields the operation uses are shown.
#pragma once

#include "BusState.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace popslab::bus {

class BusForm : public QWidget {
    Q_OBJECT
public:
    explicit BusForm(QWidget* parent = nullptr);
    BusSettings settings() const;
    void setSettings(const BusSettings& settings); // without emitting

signals:
    void settingsChanged(const BusSettings& settings);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showFields(); // the rows the kind uses
    void edited();

    QFormLayout* form_;
    QComboBox* kind_;
    QSpinBox *processors_, *tau_, *seed_, *writer_, *writers_, *rows_, *columns_, *sourceRow_, *sourceColumn_;
    QLineEdit *permutation_, *bits_, *segments_;
    QCheckBox* crossed_;
    QLabel *kindLabel_, *processorsLabel_, *tauLabel_, *permutationLabel_, *seedLabel_, *bitsLabel_, *segmentsLabel_,
        *writerLabel_, *writersLabel_, *rowsLabel_, *columnsLabel_, *sourceRowLabel_, *sourceColumnLabel_, *note_;
    bool filling_ = false;
};

} // namespace popslab::bus
