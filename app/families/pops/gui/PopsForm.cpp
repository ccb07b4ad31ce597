#include "PopsForm.h"

#include "FormInput.h"
#include "Palette.h"
#include "RegistryText.h"
#include "WrappingCheckBox.h"
#include "common/Limits.h"
#include "patterns/Registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace popslab::pops {

PopsForm::PopsForm(QWidget* parent) : QWidget(parent) {
    auto* form = new QFormLayout;
    d_ = new QSpinBox;
    d_->setRange(1, int(kMaxProcessors)); // n = d*g is checked by the core
    d_->setValue(4);
    g_ = new QSpinBox;
    g_->setRange(1, int(kMaxGroups));
    g_->setValue(4);
    n_ = new QLabel;
    n_->setWordWrap(true); // "n = 1,024 processors, 1,024 couplers" scrolled the panel sideways
    pattern_ = new QComboBox;
    algorithm_ = new QComboBox;
    dLabel_ = new QLabel;
    gLabel_ = new QLabel;
    patternLabel_ = new QLabel;
    algorithmLabel_ = new QLabel;
    form->addRow(dLabel_, d_);
    form->addRow(gLabel_, g_);
    form->addRow(QString(), n_);
    form->addRow(patternLabel_, pattern_);
    form->addRow(algorithmLabel_, algorithm_);
    parameters_ = new QFormLayout;
    wholePhase_ = new gui::WrappingCheckBox;
    diagnostic_ = new QLabel;
    diagnostic_->setWordWrap(true);
    diagnostic_->setTextFormat(Qt::PlainText);
    diagnostic_->setObjectName("diagnostic");
    // Bold and the theme's conflict colour, set on its font and palette: a style sheet kept
    // it at 12 px while presenting, and its light theme's red read 2.9:1 on the dark one.
    QFont bold = diagnostic_->font();
    bold.setBold(true);
    diagnostic_->setFont(bold);
    colourDiagnostic();
    auto* box = new QVBoxLayout(this);
    box->addLayout(form);
    box->addLayout(parameters_);
    box->addWidget(wholePhase_);
    box->addWidget(diagnostic_);
    box->addStretch();

    for (const pops::Pattern& p : pops::Registry::instance().patterns())
        pattern_->addItem(gui::registryText(p.displayName), QString::fromStdString(p.id));
    pattern_->setCurrentIndex(pattern_->findData("ring"));
    fillAlgorithms();
    fillParameters({});

    debounce_ = new QTimer(this);
    debounce_->setSingleShot(true);
    debounce_->setInterval(120); // a pattern's change refills algorithms and parameters: one request for all
    connect(debounce_, &QTimer::timeout, this, [this] { emit requestChanged(request()); });
    gui::applyOnEnterOrPause({d_, g_}); // typing "16" must not build POPS(1,g) first
    connect(d_, &QSpinBox::valueChanged, this, &PopsForm::changed);
    connect(g_, &QSpinBox::valueChanged, this, &PopsForm::changed);
    connect(pattern_, &QComboBox::currentIndexChanged, this, [this] {
        if (quiet_) return;
        fillAlgorithms();
        fillParameters({});
        changed();
    });
    connect(algorithm_, &QComboBox::currentIndexChanged, this, &PopsForm::changed);
    connect(wholePhase_, &QCheckBox::toggled, this, &PopsForm::changed);
    retranslate();
}

void PopsForm::fillAlgorithms() {
    const QSignalBlocker block(algorithm_);
    algorithm_->clear();
    if (const pops::Pattern* p = pops::Registry::instance().pattern(pattern_->currentData().toString().toStdString()))
        for (const pops::Algorithm& a : p->algorithms)
            algorithm_->addItem(gui::registryText(a.displayName), QString::fromStdString(a.id));
}

void PopsForm::fillParameters(const std::map<std::string, std::string>& values, bool onlyGiven) {
    while (parameters_->rowCount() > 0)
        parameters_->removeRow(0);
    const pops::Pattern* p = pops::Registry::instance().pattern(pattern_->currentData().toString().toStdString());
    if (!p) return;
    for (const ParameterSpec& spec : p->parameters) {
        const auto given = values.find(spec.name);
        if (onlyGiven && given == values.end()) continue;
        const QString value = QString::fromStdString(given != values.end() ? given->second : spec.defaultValue);
        QWidget* editor;
        if (!spec.choices.empty()) {
            auto* combo = new QComboBox;
            // Shown in the user's language, read as the core's word (item data).
            for (std::size_t k = 0; k < spec.choices.size(); ++k)
                combo->addItem(gui::registryText(spec.choiceName(k)), QString::fromStdString(spec.choices[k]));
            combo->setCurrentIndex(std::max(0, combo->findData(value)));
            connect(combo, &QComboBox::currentIndexChanged, this, &PopsForm::changed);
            editor = combo;
        } else {
            auto* line = new QLineEdit(value);
            line->setCursorPosition(0); // a long list opens at its start ("ist:0-3,1-2,..." had lost its "l")
            connect(line, &QLineEdit::editingFinished, this, &PopsForm::changed);
            editor = line;
        }
        editor->setObjectName(QString::fromStdString(spec.name));
        editor->setToolTip(gui::parameterDescription(spec));
        parameters_->addRow(gui::registryText(spec.name), editor);
    }
}

pops::PatternRequest PopsForm::request() const {
    pops::PatternRequest r;
    r.d = std::uint32_t(d_->value());
    r.g = std::uint32_t(g_->value());
    r.pattern = pattern_->currentData().toString().toStdString();
    r.algorithm = algorithm_->currentData().toString().toStdString();
    r.wholePhaseInOneSlot = wholePhase_->isChecked();
    const pops::Pattern* p = pops::Registry::instance().pattern(r.pattern);
    for (int row = 0; p && row < parameters_->rowCount(); ++row) {
        QWidget* w = parameters_->itemAt(row, QFormLayout::FieldRole)->widget();
        const std::string name = w->objectName().toStdString();
        QString value;
        if (auto* combo = qobject_cast<QComboBox*>(w))
            value = combo->currentData().toString();
        else if (auto* line = qobject_cast<QLineEdit*>(w))
            value = line->text().trimmed();
        if (!value.isEmpty()) r.parameters[name] = value.toStdString();
    }
    return r;
}

void PopsForm::setRequest(const pops::PatternRequest& r) {
    quiet_ = true;
    {
        const QSignalBlocker b1(d_), b2(g_), b3(pattern_), b4(wholePhase_);
        d_->setValue(int(r.d));
        g_->setValue(int(r.g));
        const int index = pattern_->findData(QString::fromStdString(r.pattern));
        if (index >= 0) pattern_->setCurrentIndex(index);
        fillAlgorithms();
        const QSignalBlocker b5(algorithm_);
        const int a = algorithm_->findData(QString::fromStdString(r.algorithm));
        // A schedule file's own algorithm ("hand-made") is none of the pattern's: it is
        // shown as the file's, with the file's parameters only -- not the first algorithm's
        // fields at their defaults, as if the file had been built by it.
        fileAlgorithm_ = a < 0 && !r.algorithm.empty();
        if (fileAlgorithm_) {
            algorithm_->addItem(tr("%1 (the file's own)").arg(QString::fromStdString(r.algorithm)),
                                QString::fromStdString(r.algorithm));
            algorithm_->setCurrentIndex(algorithm_->count() - 1);
        } else if (a >= 0) {
            algorithm_->setCurrentIndex(a);
        }
        fillParameters(r.parameters, fileAlgorithm_);
        wholePhase_->setChecked(r.wholePhaseInOneSlot);
    }
    showSize();
    quiet_ = false;
}

void PopsForm::changed() {
    if (quiet_) return;
    if (fileAlgorithm_) {
        // The first edit after a file builds with the pattern's own algorithms again.
        fileAlgorithm_ = false;
        quiet_ = true;
        const QString chosen = algorithm_->currentData().toString();
        {
            const QSignalBlocker block(algorithm_);
            fillAlgorithms();
            algorithm_->setCurrentIndex(std::max(0, algorithm_->findData(chosen)));
        }
        fillParameters({});
        quiet_ = false;
    }
    showSize();
    debounce_->start();
}

void PopsForm::showDiagnostic(const std::optional<Diagnostic>& diagnostic, const pops::PatternRequest& r) {
    diagnostic_->setVisible(diagnostic.has_value());
    if (!diagnostic) return;
    QString text = gui::diagnosticText(*diagnostic);
    // With the values the condition fails for ("d >= sqrt(n)" alone left the reader to work
    // out n for POPS(2,8)).
    if (diagnostic->code == DiagnosticCode::ConditionViolated)
        text += " " + tr("Here d = %1, g = %2, n = %3.")
                          .arg(r.d)
                          .arg(r.g)
                          .arg(std::uint64_t(r.d) * r.g)
                          .replace(" = ", "\u00a0=\u00a0"); // "g" and "= 8" on two lines read wrong
    diagnostic_->setText(text);
}

void PopsForm::showFailure(const QString& message) {
    diagnostic_->setVisible(true);
    diagnostic_->setText(message);
}

void PopsForm::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::PaletteChange) colourDiagnostic();
    QWidget::changeEvent(event);
}

// The theme's conflict colour, deepened until it reads 4.5:1 on the panel (the light
// theme's red read 4.1:1 on its grey).
void PopsForm::colourDiagnostic() {
    QPalette p = diagnostic_->palette();
    const QColor panel = palette().color(QPalette::Window);
    QColor red = render::Palette::forWindow(panel).conflict;
    for (int k = 0; k < 8 && render::contrastRatio(red, panel) < 4.6; ++k)
        red = panel.lightness() < 128 ? red.lighter(112) : red.darker(112);
    p.setColor(QPalette::WindowText, red);
    diagnostic_->setPalette(p);
}

void PopsForm::retranslate() {
    dLabel_->setText(tr("d (processors per group)"));
    gLabel_->setText(tr("g (groups)"));
    patternLabel_->setText(tr("Pattern"));
    algorithmLabel_->setText(tr("Algorithm"));
    wholePhase_->setText(tr("Send each whole phase in one slot"));
    wholePhase_->setToolTip(tr("Puts a phase's messages into a single slot, conflicts included, "
                               "to show why the phase needs more slots."));
    showSize();
    const QSignalBlocker b1(pattern_), b2(algorithm_);
    for (int i = 0; i < pattern_->count(); ++i)
        if (const pops::Pattern* p = pops::Registry::instance().pattern(pattern_->itemData(i).toString().toStdString()))
            pattern_->setItemText(i, gui::registryText(p->displayName));
    const pops::Pattern* p = pops::Registry::instance().pattern(pattern_->currentData().toString().toStdString());
    if (!p) return;
    for (int i = 0; i < algorithm_->count(); ++i)
        if (const pops::Algorithm* a = p->algorithm(algorithm_->itemData(i).toString().toStdString()))
            algorithm_->setItemText(i, gui::registryText(a->displayName));
        else // a schedule file's own
            algorithm_->setItemText(i, tr("%1 (the file's own)").arg(algorithm_->itemData(i).toString()));
    // The pattern's own parameters: their names, descriptions and choices.
    for (int row = 0; row < parameters_->rowCount(); ++row) {
        QWidget* editor = parameters_->itemAt(row, QFormLayout::FieldRole)->widget();
        const std::string name = editor->objectName().toStdString();
        const auto spec = std::find_if(p->parameters.begin(), p->parameters.end(),
                                       [&](const ParameterSpec& s) { return s.name == name; });
        if (spec == p->parameters.end()) continue;
        if (auto* label = qobject_cast<QLabel*>(parameters_->itemAt(row, QFormLayout::LabelRole)->widget()))
            label->setText(gui::registryText(spec->name));
        editor->setToolTip(gui::parameterDescription(*spec));
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            const QSignalBlocker quiet(combo);
            for (int i = 0; i < combo->count(); ++i) {
                const auto k =
                    std::find(spec->choices.begin(), spec->choices.end(), combo->itemData(i).toString().toStdString());
                if (k != spec->choices.end())
                    combo->setItemText(i, gui::registryText(spec->choiceName(std::size_t(k - spec->choices.begin()))));
            }
        }
    }
}

// n and the couplers, in the language's way of writing numbers ("4.096" in German).
void PopsForm::showSize() {
    n_->setText(tr("n = %Ln processor(s)", nullptr, d_->value() * g_->value()) + ", " +
                tr("%Ln coupler(s)", nullptr, g_->value() * g_->value()));
}

} // namespace popslab::pops
