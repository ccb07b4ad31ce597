#include "BusForm.h"

#include "BusLimits.h"
#include "BusSubject.h"
#include "FormInput.h"
#include "WrappingCheckBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace popslab::bus {

BusForm::BusForm(QWidget* parent) : QWidget(parent) {
    auto spin = [](int lo, int hi, const char* name) {
        auto* box = new QSpinBox;
        box->setRange(lo, hi);
        box->setObjectName(name);
        return box;
    };
    kind_ = new QComboBox;
    kind_->setObjectName("busKind");
    for (const QString& kind : busKinds())
        kind_->addItem(QString(), kind);
    processors_ = spin(1, int(kMaxBusProcessors), "busProcessors");
    tau_ = spin(1, int(kMaxBusTau), "busTau");
    seed_ = spin(0, INT32_MAX, "busSeed");
    writer_ = spin(0, int(kMaxBusProcessors) - 1, "busWriter");
    writers_ = spin(1, int(kMaxBusProcessors), "busWriters");
    rows_ = spin(1, int(kMaxBusGridSide), "busRows");
    columns_ = spin(1, int(kMaxBusGridSide), "busColumns");
    sourceRow_ = spin(0, int(kMaxBusGridSide) - 1, "busSourceRow");
    sourceColumn_ = spin(0, int(kMaxBusGridSide) - 1, "busSourceColumn");
    permutation_ = new QLineEdit;
    permutation_->setObjectName("busPermutation");
    bits_ = new QLineEdit;
    bits_->setObjectName("busBits");
    segments_ = new QLineEdit;
    segments_->setObjectName("busSegments");
    crossed_ = new gui::WrappingCheckBox;
    crossed_->setObjectName("busCrossed");
    connect(crossed_, &QCheckBox::toggled, this, &BusForm::edited);
    for (QLabel** l :
         {&kindLabel_, &processorsLabel_, &tauLabel_, &permutationLabel_, &seedLabel_, &bitsLabel_, &segmentsLabel_,
          &writerLabel_, &writersLabel_, &rowsLabel_, &columnsLabel_, &sourceRowLabel_, &sourceColumnLabel_})
        *l = new QLabel;
    note_ = new QLabel;
    note_->setWordWrap(true);
    form_ = new QFormLayout(this);
    form_->addRow(kindLabel_, kind_);
    form_->addRow(processorsLabel_, processors_);
    form_->addRow(tauLabel_, tau_);
    form_->addRow(permutationLabel_, permutation_);
    form_->addRow(bitsLabel_, bits_);
    form_->addRow(segmentsLabel_, segments_);
    form_->addRow(seedLabel_, seed_);
    form_->addRow(writerLabel_, writer_);
    form_->addRow(writersLabel_, writers_);
    form_->addRow(rowsLabel_, rows_);
    form_->addRow(columnsLabel_, columns_);
    form_->addRow(sourceRowLabel_, sourceRow_);
    form_->addRow(sourceColumnLabel_, sourceColumn_);
    form_->addRow(crossed_);
    form_->addRow(note_);
    connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
        showFields();
        edited();
    });
    gui::applyOnEnterOrPause({processors_, tau_, seed_, writer_, writers_, rows_, columns_, sourceRow_, sourceColumn_});
    for (QSpinBox* box : {processors_, tau_, seed_, writer_, writers_, rows_, columns_, sourceRow_, sourceColumn_})
        connect(box, &QSpinBox::valueChanged, this, &BusForm::edited);
    // Text is taken when the user is done with it, not at every key.
    for (QLineEdit* line : {permutation_, bits_, segments_})
        connect(line, &QLineEdit::editingFinished, this, &BusForm::edited);
    retranslate();
    setSettings(BusSettings{});
}

void BusForm::edited() {
    if (!filling_) emit settingsChanged(settings());
}

BusSettings BusForm::settings() const {
    BusSettings s;
    s.kind = kind_->currentData().toString();
    s.processors = std::uint32_t(processors_->value());
    s.tau = std::uint32_t(tau_->value());
    s.permutation = permutation_->text();
    s.seed = std::uint32_t(seed_->value());
    s.bits = bits_->text();
    s.segments = segments_->text();
    s.writer = std::uint32_t(writer_->value());
    s.writers = std::uint32_t(writers_->value());
    s.rows = std::uint32_t(rows_->value());
    s.columns = std::uint32_t(columns_->value());
    s.sourceRow = std::uint32_t(sourceRow_->value());
    s.sourceColumn = std::uint32_t(sourceColumn_->value());
    s.crossed = crossed_->isChecked();
    return s;
}

void BusForm::setSettings(const BusSettings& s) {
    filling_ = true;
    kind_->setCurrentIndex(std::max(0, kind_->findData(s.kind)));
    processors_->setValue(int(s.processors));
    tau_->setValue(int(s.tau));
    permutation_->setText(s.permutation);
    seed_->setValue(int(s.seed));
    bits_->setText(s.bits);
    segments_->setText(s.segments);
    writer_->setValue(int(s.writer));
    writers_->setValue(int(s.writers));
    rows_->setValue(int(s.rows));
    columns_->setValue(int(s.columns));
    sourceRow_->setValue(int(s.sourceRow));
    sourceColumn_->setValue(int(s.sourceColumn));
    crossed_->setChecked(s.crossed);
    showFields();
    filling_ = false;
}

void BusForm::showFields() {
    const QString k = kind_->currentData().toString();
    const bool perm = k == "appb" || k == "folded", prefix = k == "larpbs",
               writer = k == "unidirectional" || k == "coincident", grid = k == "appb2d",
               drawn = k == "asos" || k == "arob2d";
    form_->setRowVisible(processors_, !grid && !drawn);
    form_->setRowVisible(tau_, !prefix && !drawn);
    form_->setRowVisible(crossed_, drawn);
    form_->setRowVisible(permutation_, perm);
    form_->setRowVisible(bits_, prefix);
    form_->setRowVisible(segments_, prefix);
    form_->setRowVisible(seed_, perm || prefix);
    form_->setRowVisible(writer_, writer);
    form_->setRowVisible(writers_, k == "pipeline");
    for (QSpinBox* box : {rows_, columns_})
        form_->setRowVisible(box, grid || drawn);
    for (QSpinBox* box : {sourceRow_, sourceColumn_})
        form_->setRowVisible(box, grid);
    retranslate();
}

void BusForm::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void BusForm::retranslate() {
    kindLabel_->setText(tr("operation"));
    for (int k = 0; k < kind_->count(); ++k)
        kind_->setItemText(k, busKindName(kind_->itemData(k).toString()));
    crossed_->setText(kind_->currentData().toString() == "asos" ? tr("all switches crossed")
                                                                : tr("buses along the columns"));
    processorsLabel_->setText(tr("processors n"));
    tauLabel_->setText(tr("\u03c4 (clock units a hop)"));
    permutationLabel_->setText(tr("permutation p"));
    permutation_->setToolTip(
        tr("Processor j receives the datum of p(j): list:p0,p1,..., shift:k (p(j) = j \u2212 k mod n) "
           "or random. Press Enter to run."));
    bitsLabel_->setText(tr("bits b"));
    bits_->setToolTip(tr("list:b0,b1,... of 0s and 1s, or random. Press Enter to run."));
    segmentsLabel_->setText(tr("open switches"));
    segments_->setToolTip(tr("Processors that open their segment switch, e.g. 3,6: the bus splits into segments that "
                             "sum on their own."));
    seedLabel_->setText(tr("random seed"));
    writerLabel_->setText(tr("writer k"));
    writersLabel_->setText(tr("writers (0, 1, ...)"));
    rowsLabel_->setText(tr("rows"));
    columnsLabel_->setText(tr("columns"));
    sourceRowLabel_->setText(tr("source row"));
    sourceColumnLabel_->setText(tr("source column"));
    const QString k = kind_->currentData().toString();
    note_->setText(
        k == "appb"         ? tr("Every processor writes on both buses at the start of the cycle; j reads after "
                                         "|\u2060p(j)\u00a0\u2212\u00a0j| slots.")
        : k == "folded"     ? tr("Everyone writes on the upper segment; j reads the lower one after "
                                     "2n \u2212 2 \u2212 p(j) \u2212 j slots.")
        : k == "coincident" ? tr("Message and reference have a unit delay loop a hop; the select pulses do "
                                 "not. j reads where reference and select coincide.")
        : k == "larpbs"     ? tr("Processor i delays the select pulse one slot if b\u1d62 = 1; it counts the slots "
                                     "until reference and select coincide.")
        : k == "appb2d"     ? tr("The source's row bus in the first cycle, every column bus in the second.")
        : k == "asos"       ? tr("Folded row and column buses; a switch at every processor, straight or cross. "
                                       "Drawn only: the paper gives no timing.")
        : k == "arob2d"     ? tr("A switch at every processor joins its bus segments into disjoint buses, "
                                     "each a unidirectional chain led by its first processor. Drawn only.")
        : k == "pipeline"   ? tr("Processors 0, 1, ... write in the first slot; every processor reads every message "
                                   "from its left, one behind the other on one waveguide.")
                            : tr("Everyone writes in the first slot; j reads k's message when its counter reaches "
                                   "j\u00a0\u2212\u00a0k."));
}

} // namespace popslab::bus
