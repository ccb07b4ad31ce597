#include "WdmForm.h"

#include "FormInput.h"
#include "WdmLimits.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <algorithm>

namespace popslab::wdm {

WdmForm::WdmForm(QWidget* parent) : QWidget(parent) {
    auto make = [](int lo, int hi) {
        auto* box = new QSpinBox;
        box->setRange(lo, hi);
        return box;
    };
    n_ = make(1, int(kMaxWdmDimensions));
    T_ = make(1, 1);
    R_ = make(1, 1);
    from_ = make(0, 0);
    to_ = make(0, 0);
    from_->setObjectName("wdmFrom");
    to_->setObjectName("wdmTo");
    n_->setObjectName("wdmDimensions");
    auto* form = new QFormLayout(this);
    nLabel_ = new QLabel;
    TLabel_ = new QLabel;
    RLabel_ = new QLabel;
    fromLabel_ = new QLabel;
    toLabel_ = new QLabel;
    form->addRow(nLabel_, n_);
    form->addRow(TLabel_, T_);
    form->addRow(RLabel_, R_);
    form->addRow(fromLabel_, from_);
    form->addRow(toLabel_, to_);
    gui::applyOnEnterOrPause({n_, T_, R_, from_, to_});
    for (QSpinBox* box : {n_, T_, R_, from_, to_})
        connect(box, &QSpinBox::valueChanged, this, [this, box] {
            if (filling_) return;
            if (box != n_) chosen_ = settings();
            limitRanges();
            emit settingsChanged(settings());
        });
    retranslate();
    setSettings(WdmSettings{});
}

void WdmForm::limitRanges() {
    const QSignalBlocker a(T_), b(R_), c(from_), d(to_);
    const int n = n_->value();
    T_->setMaximum(n);
    R_->setMaximum(n);
    const int last = n >= 31 ? INT_MAX : (1 << n) - 1;
    from_->setMaximum(last);
    to_->setMaximum(last);
    T_->setValue(int(std::min<qint64>(chosen_.parameters.T, n)));
    R_->setValue(int(std::min<qint64>(chosen_.parameters.R, n)));
    from_->setValue(int(std::min<qint64>(chosen_.from, last)));
    to_->setValue(int(std::min<qint64>(chosen_.to, last)));
}

WdmSettings WdmForm::settings() const {
    return {{std::uint32_t(n_->value()), std::uint32_t(T_->value()), std::uint32_t(R_->value())},
            std::uint32_t(from_->value()),
            std::uint32_t(to_->value())};
}

void WdmForm::setSettings(const WdmSettings& s) {
    filling_ = true;
    chosen_ = s;
    n_->setValue(int(s.parameters.n));
    limitRanges();
    T_->setValue(int(s.parameters.T));
    R_->setValue(int(s.parameters.R));
    from_->setValue(int(s.from));
    to_->setValue(int(s.to));
    filling_ = false;
}

void WdmForm::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void WdmForm::retranslate() {
    nLabel_->setText(tr("dimensions n (N = 2\u207f)"));
    TLabel_->setText(tr("transmitters T"));
    RLabel_->setText(tr("receivers R"));
    fromLabel_->setText(tr("route from"));
    toLabel_->setText(tr("route to"));
}

} // namespace popslab::wdm
