#include "OknForm.h"

#include "FormInput.h"
#include "OknFigures.h"
#include "OknLimits.h"
#include "RegistryText.h"
#include "common/Limits.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace popslab::okn {

namespace {
// "003 Fig. 4:" over "total exchange, 8 nodes, single-port": a preset button in one line
// was cut at 1366x768 (in German at both ends), and a button does not wrap by itself.
QString twoLines(QString label) {
    for (const QString& colon : {QStringLiteral(": "), QStringLiteral("\uff1a")}) {
        const qsizetype at = label.indexOf(colon);
        if (at > 0) return label.left(at) + colon.trimmed() + "\n" + label.mid(at + colon.size()).trimmed();
    }
    return label;
}
} // namespace

std::vector<OknForm::Preset> OknForm::presets() {
    std::vector<Preset> out;
    for (const okn::OknFigure& f : okn::oknFigures())
        out.push_back({gui::registryText(f.label), f.request});
    return out;
}

OknForm::OknForm(QWidget* parent) : QWidget(parent) {
    operation_ = new QComboBox;
    for (const auto& op : okn::oknOperations())
        operation_->addItem(gui::registryText(op.name), QString::fromStdString(op.id));
    algorithm_ = new QComboBox;
    algorithm_->setObjectName("oknAlgorithm");
    auto spin = [](int lo, int hi, int value) {
        auto* s = new QSpinBox;
        s->setRange(lo, hi);
        s->setValue(value);
        return s;
    };
    nodes_ = spin(2, int(kMaxOknNodes), 41);
    ports_ = spin(1, int(kMaxOknPorts), 2);
    delay_ = spin(0, int(kMaxOknDelay), 1);
    steps_ = spin(-1, 64, -1);
    steps_->setObjectName("oknSteps");
    nodes_->setObjectName("oknNodes");
    nodesLabel_ = new QLabel;
    portsLabel_ = new QLabel;
    delayLabel_ = new QLabel;
    stepsLabel_ = new QLabel;
    auto* form = stepsForm_ = new QFormLayout;
    form->addRow(operation_); // the whole row: algorithm names are long
    form->addRow(algorithm_);
    form->addRow(nodesLabel_, nodes_);
    form->addRow(portsLabel_, ports_);
    form->addRow(delayLabel_, delay_);
    form->addRow(stepsLabel_, steps_);
    auto* box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0); // the panel's column provides the margins
    box->addLayout(form);
    for (const Preset& preset : presets()) {
        auto* b = new QPushButton(twoLines(preset.label));
        const okn::OknRequest request = preset.request;
        connect(b, &QPushButton::clicked, this, [this, request] { emit presetChosen(request); });
        presetButtons_.push_back(b);
        box->addWidget(b);
    }

    connect(operation_, &QComboBox::currentIndexChanged, this, [this] {
        fillAlgorithms();
        edited();
    });
    connect(algorithm_, &QComboBox::currentIndexChanged, this, [this] {
        updateSteps();
        edited();
    });
    gui::applyOnEnterOrPause({nodes_, ports_, delay_, steps_});
    for (QSpinBox* s : {nodes_, ports_, delay_, steps_})
        connect(s, &QSpinBox::valueChanged, this, &OknForm::edited);
    retranslate();
    fillAlgorithms();
}

void OknForm::fillAlgorithms() {
    const QSignalBlocker block(algorithm_);
    algorithm_->clear();
    if (const auto* op = okn::oknOperation(operation_->currentData().toString().toStdString()))
        for (const auto& a : op->algorithms)
            algorithm_->addItem(gui::registryText(a.name), QString::fromStdString(a.id));
    updateSteps();
}

// Only the combined total exchange takes standard steps i: the field is off for the
// others, and what it holds is not asked for.
bool OknForm::stepped() const {
    const auto* op = okn::oknOperation(operation_->currentData().toString().toStdString());
    const auto* a = op ? op->algorithm(algorithm_->currentData().toString().toStdString()) : nullptr;
    return a && a->stepped;
}

// Shown only where it is asked for (a broadcast showed it, disabled).
void OknForm::updateSteps() {
    steps_->setEnabled(stepped());
    stepsForm_->setRowVisible(steps_, stepped());
}

void OknForm::edited() {
    if (!quiet_) emit requestChanged(request());
}

okn::OknRequest OknForm::request() const {
    return {operation_->currentData().toString().toStdString(),
            algorithm_->currentData().toString().toStdString(),
            {std::uint32_t(nodes_->value()), std::uint32_t(ports_->value()), okn::Time(delay_->value())},
            steps_->value() < 0 || !stepped() ? std::nullopt
                                              : std::optional<std::uint32_t>(std::uint32_t(steps_->value()))};
}

void OknForm::setRequest(const okn::OknRequest& r) {
    quiet_ = true;
    operation_->setCurrentIndex(std::max(0, operation_->findData(QString::fromStdString(r.operation))));
    fillAlgorithms();
    algorithm_->setCurrentIndex(std::max(0, algorithm_->findData(QString::fromStdString(r.algorithm))));
    nodes_->setValue(int(r.network.nodes));
    ports_->setValue(int(r.network.ports));
    delay_->setValue(int(r.network.delay));
    steps_->setValue(r.steps ? int(*r.steps) : -1);
    updateSteps();
    quiet_ = false;
}

void OknForm::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void OknForm::retranslate() {
    nodesLabel_->setText(tr("nodes N"));
    portsLabel_->setText(tr("ports k"));
    // Named as the paper and the refusals name it, beside "nodes N" and "ports k" (German's
    // "Rekonfigurationsverzögerung" was cut on a 1920 x 1080 projector).
    delayLabel_->setText(tr("delay d"));
    delayLabel_->setToolTip(tr("time units to reconfigure a link"));
    delay_->setToolTip(delayLabel_->toolTip());
    stepsLabel_->setText(tr("standard steps i"));
    // Its least value is no number of steps but the best one: said so, not "-1".
    steps_->setSpecialValueText(tr("the best"));
    const auto list = presets();
    for (std::size_t k = 0; k < presetButtons_.size(); ++k)
        presetButtons_[k]->setText(twoLines(list[k].label));
    // Operation and algorithm names come from the core's registry, in English.
    for (int k = 0; k < operation_->count(); ++k)
        if (auto* op = okn::oknOperation(operation_->itemData(k).toString().toStdString()))
            operation_->setItemText(k, gui::registryText(op->name));
    if (auto* op = okn::oknOperation(operation_->currentData().toString().toStdString()))
        for (int k = 0; k < algorithm_->count(); ++k)
            if (auto* a = op->algorithm(algorithm_->itemData(k).toString().toStdString()))
                algorithm_->setItemText(k, gui::registryText(a->name));
}

} // namespace popslab::okn
