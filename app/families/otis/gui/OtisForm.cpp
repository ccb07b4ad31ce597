#include "OtisForm.h"

#include "FormInput.h"
#include "WrappingCheckBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <algorithm>
#include <cmath>

namespace popslab::otis {

OtisForm::OtisForm(QWidget* parent) : QWidget(parent) {
    groups_ = new QComboBox;
    groups_->setObjectName("otisGroups");
    intra_ = new QComboBox;
    intra_->addItem(QString(), "mesh");
    intra_->addItem(QString(), "hypercube");
    intra_->addItem(QString(), "none"); // Fig. 13's plain OTIS
    direction_ = new QComboBox;
    for (const char* d : {"i+", "i-", "j+", "j-", "k+", "k-", "l+", "l-"})
        direction_->addItem(d, d);
    fourD_ = new gui::WrappingCheckBox;
    auto spin = [] {
        auto* box = new QSpinBox;
        box->setRange(0, 63);
        return box;
    };
    fromG_ = spin(), fromP_ = spin(), toG_ = spin(), toP_ = spin();
    groupsLabel_ = new QLabel, intraLabel_ = new QLabel, directionLabel_ = new QLabel, fromLabel_ = new QLabel,
    toLabel_ = new QLabel;
    auto pair = [](QSpinBox* a, QSpinBox* b) {
        auto* row = new QHBoxLayout;
        row->addWidget(a);
        row->addWidget(b);
        return row;
    };
    auto* form = new QFormLayout(this);
    form->addRow(intraLabel_, intra_);
    form->addRow(groupsLabel_, groups_);
    form->addRow(fourD_);
    form->addRow(directionLabel_, direction_);
    form->addRow(fromLabel_, pair(fromG_, fromP_));
    form->addRow(toLabel_, pair(toG_, toP_));
    connect(intra_, &QComboBox::currentIndexChanged, this, [this] {
        if (filling_) return;
        limitRanges();
        edited();
    });
    for (QComboBox* box : {groups_, direction_})
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            if (filling_) return;
            limitRanges();
            edited();
        });
    connect(fourD_, &QCheckBox::toggled, this, &OtisForm::edited);
    gui::applyOnEnterOrPause({fromG_, fromP_, toG_, toP_});
    for (QSpinBox* box : {fromG_, fromP_, toG_, toP_})
        connect(box, &QSpinBox::valueChanged, this, &OtisForm::edited);
    retranslate();
    setSettings(OtisSettings{});
}

void OtisForm::limitRanges() {
    // The sizes the network takes: squares for the mesh, powers of two for the hypercube,
    // any N for the plain OTIS (the core's check decides).
    const QSignalBlocker b(groups_);
    const int keep = groups_->currentData().toInt();
    groups_->clear();
    const auto intra = otis::intraOfName(intra_->currentData().toString().toStdString()).value_or(otis::Intra::Mesh);
    const bool mesh = intra == otis::Intra::Mesh;
    for (int N = 2; N <= 64; ++N)
        if (!otis::checkOtis({std::uint32_t(N), intra})) groups_->addItem(QString::number(N), N);
    const int at = groups_->findData(keep);
    groups_->setCurrentIndex(at >= 0 ? at : 0);
    const int last = groups_->currentData().toInt() - 1;
    for (QSpinBox* box : {fromG_, fromP_, toG_, toP_}) {
        const QSignalBlocker s(box);
        box->setMaximum(last);
    }
    direction_->setEnabled(mesh);
    fourD_->setEnabled(mesh);
}

void OtisForm::edited() {
    if (!filling_) emit settingsChanged(settings());
}

OtisSettings OtisForm::settings() const {
    OtisSettings s;
    s.groups = std::uint32_t(groups_->currentData().toInt());
    s.intra = intra_->currentData().toString();
    s.fourD = fourD_->isChecked() && s.intra == "mesh";
    s.direction = direction_->currentData().toString();
    s.from = std::uint32_t(fromG_->value()) * s.groups + std::uint32_t(fromP_->value());
    s.to = std::uint32_t(toG_->value()) * s.groups + std::uint32_t(toP_->value());
    return s;
}

void OtisForm::setSettings(const OtisSettings& s) {
    filling_ = true;
    intra_->setCurrentIndex(std::max(0, intra_->findData(s.intra)));
    limitRanges();
    groups_->setCurrentIndex(std::max(0, groups_->findData(int(s.groups))));
    limitRanges();
    fourD_->setChecked(s.fourD);
    direction_->setCurrentIndex(std::max(0, direction_->findData(s.direction)));
    const std::uint32_t N = std::max(1u, s.groups);
    fromG_->setValue(int(s.from / N));
    fromP_->setValue(int(s.from % N));
    toG_->setValue(int(s.to / N));
    toP_->setValue(int(s.to % N));
    filling_ = false;
}

void OtisForm::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void OtisForm::retranslate() {
    intraLabel_->setText(tr("inside each group"));
    intra_->setItemText(0, tr("mesh (OTIS-Mesh)"));
    intra_->setItemText(1, tr("hypercube (OTIS-Hypercube)"));
    intra_->setItemText(2, tr("none (OTIS, transpose links only)"));
    groupsLabel_->setText(tr("groups N (N processors each)"));
    fourD_->setText(tr("label processors (i, j, k, l) of the 4D mesh"));
    directionLabel_->setText(tr("4D mesh move"));
    fromLabel_->setText(tr("route from (G, P)"));
    toLabel_->setText(tr("route to (G, P)"));
    setToolTip(tr("Click a processor in the figure, then another, to route between them."));
}

} // namespace popslab::otis
