#include "PopsDetails.h"

#include "ItemName.h"
#include "Palette.h"
#include "PopsLegend.h"
#include "RegistryText.h"
#include "patterns/Registry.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace popslab::pops {

namespace {
// The table lists at most this many rows; a huge slot is summarised, not frozen on.
constexpr int kMaxRows = 2000;
} // namespace

void PopsDetails::setDark(bool dark) {
    legend_->setDark(dark);
}

void PopsDetails::setFigure(FigureKind kind) {
    legend_->setFigure(kind);
}

PopsDetails::PopsDetails(PopsDocument* document, QWidget* parent) : QWidget(parent), document_(document) {
    summary_ = new QLabel;
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    // It wraps to the panel's width and never widens it: a pattern's description, a long line,
    // widened the panel on a projector and tipped POPS(2,4)'s figure into blocks.
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    table_ = new QTableWidget(0, 4);
    table_->setObjectName("transmissions");
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setStretchLastSection(true);
    // Over their values, which read from the left ("item" stood centred over "0-11 combined").
    table_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    conflictsTitle_ = new QLabel;
    conflicts_ = new QListWidget;
    conflicts_->setObjectName("conflicts");
    conflicts_->setWordWrap(true);
    auto* box = new QVBoxLayout(this);
    box->addWidget(summary_);
    box->addWidget(table_, 2);
    box->addWidget(conflictsTitle_);
    box->addWidget(conflicts_, 1);
    // The figure's legend beside it, where it takes none of the figure's height (under the
    // figure, presenting, the network's names fell under 14 px).
    legend_ = new PopsLegend(document_);
    box->addWidget(legend_);
    connect(document_, &PopsDocument::scheduleChanged, this, &PopsDetails::refresh);
    connect(document_, &PopsDocument::slotChanged, this, &PopsDetails::refresh);
    connect(conflicts_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const QVariant p = item->data(Qt::UserRole);
        if (p.isValid()) emit processorChosen(ProcessorId(p.toUInt()));
    });
    refresh();
}

void PopsDetails::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange) refresh();
    QWidget::changeEvent(event);
}

// The custom pattern's bound explained, what is proven, and the paper beside it.
QString PopsDetails::qualityText(const pops::ScheduleQuality& q) const {
    QString text =
        "<br>" + (q.fractionalBound > 0
                      ? tr("lower bound %1: a schedule of fractions of slots needs %2; the busiest coupler "
                           "carries %3, the busiest sender sends %4, the busiest receiver reads %5 (%6 per slot)")
                            .arg(q.lowerBound)
                            .arg(QLocale().toString(q.fractionalBound, 'g', 6))
                            .arg(q.couplerLoad)
                            .arg(q.senderLoad)
                            .arg(q.receiverLoad)
                            .arg(q.receivesPerSlot)
                  : q.setBound ? tr("lower bound %1: of a set of %2 messages at most %3 can share a slot; "
                                    "the busiest coupler carries %4, the busiest sender sends %5, the "
                                    "busiest receiver reads %6 (%7 per slot)")
                                     .arg(q.lowerBound)
                                     .arg(q.setMessages)
                                     .arg(q.setAlpha)
                                     .arg(q.couplerLoad)
                                     .arg(q.senderLoad)
                                     .arg(q.receiverLoad)
                                     .arg(q.receivesPerSlot)
                               : tr("lower bound %1: the busiest coupler carries %2 messages, the busiest "
                                    "sender sends %3, the busiest receiver reads %4 (%5 a slot)")
                                     .arg(q.lowerBound)
                                     .arg(q.couplerLoad)
                                     .arg(q.senderLoad)
                                     .arg(q.receiverLoad)
                                     .arg(q.receivesPerSlot));
    QString optimum;
    if (q.searched && q.proven())
        optimum = q.refuted.empty() ? tr("optimum: %1 (proven: it meets the lower bound)").arg(q.length)
                                    : tr("optimum: %1 (proven: the SAT solver showed %2 slots impossible)")
                                          .arg(q.length)
                                          .arg(q.refuted.back());
    else if (q.searched)
        optimum = (q.tooLarge ? tr("best found: %1 (too large to search further; the optimum is at least %2)")
                              : tr("best found: %1 (time limit reached; the optimum is at least %2)"))
                      .arg(q.length)
                      .arg(q.provenMinimum);
    else if (q.length == q.lowerBound)
        optimum = tr("greedy: %1 (optimal: it meets the lower bound)").arg(q.length);
    else
        optimum = tr("greedy: %1 (the optimum is between %2 and %1)").arg(q.length).arg(q.lowerBound);
    text += "<br>" + optimum;
    const pops::Pattern* paper = q.paperSlots ? pops::Registry::instance().pattern(q.paperPattern) : nullptr;
    if (paper && paper->algorithm(q.paperAlgorithm))
        text += "<br>" + tr("paper (%1, %2): %Ln slot(s)", nullptr, int(*q.paperSlots))
                             .arg(gui::registryText(paper->displayName),
                                  gui::registryText(paper->algorithm(q.paperAlgorithm)->displayName));
    return text;
}

void PopsDetails::refresh() {
    table_->setHorizontalHeaderLabels({tr("source"), tr("coupler"), tr("destinations"), tr("item")});
    conflictsTitle_->setText(tr("Conflicts in this slot"));
    table_->setRowCount(0);
    conflicts_->clear();
    const Schedule* s = document_->schedule();
    const ValidationReport* r = document_->report();
    if (!s || !r) {
        summary_->setText(tr("No schedule."));
        return;
    }
    // A schedule read from a file names its pattern, algorithm and parameters (the
    // document's request): the paper's formula for those applies to it as well.
    const pops::PatternRequest& request = document_->request();
    const pops::Registry& registry = pops::Registry::instance();
    QString formula;            // empty: the paper gives none
    QString bound = tr("none"); // said, not "-"
    const auto& quality = document_->quality();
    if (quality) {
        bound = QString::number(quality->lowerBound);
    } else if (request.pattern != "custom" && !registry.check(request)) { // custom: only what its build measured
        try {
            if (auto f = registry.formula(request)) formula = QLocale().toString(qulonglong(*f));
            bound = QLocale().toString(qulonglong(registry.lowerBound(request)));
        } catch (const pops::BuildError&) { // a file's parameters the builder would refuse (e.g. a bad perm list)
            formula.clear();
            bound = tr("none");
        }
    }
    const int slot = document_->slot();
    // "paper's formula: none" read as a value the paper gives.
    QString text =
        formula.isEmpty()
            ? tr("<b>%Ln slot(s)</b> (no formula in the paper; lower bound: %1)", nullptr, int(s->slotCount()))
                  .arg(bound)
            : tr("<b>%Ln slot(s)</b> (paper's formula: %1, lower bound: %2)", nullptr, int(s->slotCount()))
                  .arg(formula, bound);
    // What the pattern sends, in the paper's words: all-to-all's messages from a processor to
    // itself ("item 0: 0 → 0" through a coupler) had a student ask why they need a slot.
    if (const pops::Pattern* pattern = registry.pattern(request.pattern); pattern && !pattern->description.empty())
        text += "<br><i>" + gui::registryText(pattern->description).toHtmlEscaped() + "</i>";
    if (quality) text += qualityText(*quality);
    text += "<br>" + tr("mean coupler utilisation: %1%").arg(QLocale().toString(100.0 * r->meanUtilisation(), 'f', 1));
    if (s->slotCount() > 0)
        text += "<br>" + tr("this slot: %1 of %2 couplers used (%3%)")
                             .arg(QLocale().toString(qulonglong(r->couplersUsed[slot])))
                             .arg(QLocale().toString(qulonglong(r->couplerCount)))
                             .arg(QLocale().toString(100.0 * r->utilisation(slot), 'f', 1));
    // A violation in the theme's conflict colour: the light theme's red read 2.9:1 on the dark.
    const QString conflict = render::Palette::forWindow(palette().color(QPalette::Window)).conflict.name();
    text += "<br>" + (r->valid()
                          ? tr("valid: no rule is broken")
                          : tr("<span style='color:%1'><b>%Ln violation(s)</b></span>", nullptr, int(r->violationCount))
                                .arg(conflict));
    if (auto correct = document_->resultCorrect())
        text +=
            "<br>" +
            (*correct
                 ? tr("run on the data: every final value is right \u2713")
                 : tr("<span style='color:%1'><b>run on the data: WRONG final values \u2717</b></span>").arg(conflict));
    // "lower bound: 64" stays whole when the panel wraps its lines.
    static const QRegularExpression number(": (\\d)");
    text.replace(number, ":&nbsp;\\1");
    summary_->setText(text);
    if (s->slotCount() == 0) return;

    const auto transmissions = s->slot(std::size_t(slot));
    const int rows = int(std::min<std::size_t>(transmissions.size(), kMaxRows));
    table_->setRowCount(rows);
    const ItemName names(*s); // each combined item's inputs worked out once for the table
    for (int k = 0; k < rows; ++k) {
        const Transmission& t = transmissions[k];
        QStringList dsts;
        for (ProcessorId y : s->destinations(t))
            dsts << QString::number(y);
        const QString cells[] = {QString::number(t.src),
                                 QString("c(%1,%2)").arg(t.couplerDestination).arg(t.couplerSource), dsts.join(", "),
                                 names.forTable(t.item)};
        for (int c = 0; c < 4; ++c) {
            auto* cell = new QTableWidgetItem(cells[c]);
            cell->setToolTip(cells[c]); // whole where the column cuts it
            table_->setItem(k, c, cell);
        }
    }
    // The numbers' columns as wide as they need, the item's name the rest ("0-11 combined"
    // was cut in a column the others' fixed widths left narrow).
    for (int c = 0; c < 3; ++c)
        table_->resizeColumnToContents(c);
    fillConflicts(*r, *s, std::uint32_t(slot));
}

// The slot's conflicts, each with a symbol as well as a colour so the list reads in black and
// white; "none" in two lines' room, the rest of the height the table's and the legend's (a
// box of 120 px for it had pushed the legend's last lines under the panel's foot).
void PopsDetails::fillConflicts(const ValidationReport& r, const Schedule& s, std::uint32_t slot) {
    const auto violations = r.violationsInSlot(slot);
    for (const Violation& v : violations) {
        auto* item = new QListWidgetItem(QString::fromUtf8("\u26a0 ") + gui::violationText(v, s));
        if (!v.processors.empty()) item->setData(Qt::UserRole, v.processors.front());
        conflicts_->addItem(item);
    }
    if (conflicts_->count() == 0) conflicts_->addItem(tr("none"));
    const int line = conflicts_->fontMetrics().lineSpacing();
    conflicts_->setMaximumHeight(violations.empty() ? 2 * line + 2 * conflicts_->frameWidth() + 6 : QWIDGETSIZE_MAX);
}

} // namespace popslab::pops
