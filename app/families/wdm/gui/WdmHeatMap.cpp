#include "WdmHeatMap.h"

#include "NoteLabel.h"
#include "PlotStyle.h"
#include "Plots.h"
#include "WdmLimits.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace popslab::wdm {

WdmHeatMap::WdmHeatMap(QWidget* parent) : QWidget(parent), job_(new gui::BackgroundJob(this)) {
    n_ = new QSpinBox;
    n_->setRange(1, int(wdm::kMaxWdmDimensions)); // it names any network's n; maps go to kMostMapped
    n_->setValue(8);
    // The n of the network on show, set by the form: the map never shows an n of its own.
    // Said as text, not in a field: a read-only box beside the dock's own n had looked like a
    // second n the map might follow instead.
    n_->setReadOnly(true);
    n_->hide();
    quantity_ = new QComboBox;
    quantity_->setObjectName("wdmQuantity");
    for (int k = 0; k < 4; ++k)
        quantity_->addItem(QString());
    nLabel_ = new QLabel;
    quantityLabel_ = new QLabel;
    note_ = new gui::NoteLabel;
    note_->setWordWrap(true); // on two lines where the panels leave the page narrow (German was 1 px too wide)
    plot_ = new QCustomPlot;
    auto* row = new QHBoxLayout;
    row->addWidget(nLabel_);
    row->addWidget(n_);
    row->addWidget(quantityLabel_);
    row->addWidget(quantity_);
    row->addWidget(note_, 1);
    auto* column = new QVBoxLayout(this);
    column->addLayout(row);
    column->addWidget(plot_, 1);
    connect(n_, &QSpinBox::valueChanged, this, [this](int n) {
        retranslate();
        if (n <= kMostMapped) compute();
    });
    connect(quantity_, &QComboBox::currentIndexChanged, this, &WdmHeatMap::draw);
    retranslate();
    compute();
}

void WdmHeatMap::compute() {
    const auto n = std::uint32_t(n_->value());
    reports_.clear(); // the map of the previous n goes at once, also when this is cancelled
    n_shown_ = 0;
    draw();
    note_->say([n] { return tr("building %1 networks...").arg(n * n); });
    job_->start<std::vector<wdm::WdmReport>>(
        [n] {
            std::vector<wdm::WdmReport> out;
            for (std::uint32_t T = 1; T <= n; ++T)
                for (std::uint32_t R = 1; R <= n; ++R)
                    out.push_back(std::get<wdm::WdmReport>(wdm::analyseWdm({n, T, R})));
            return out;
        },
        [this, n](std::vector<wdm::WdmReport> reports) {
            reports_ = std::move(reports);
            n_shown_ = n;
            note_->say([] { return tr("every cell measured on the built graphs"); });
            draw();
        },
        [this](const QString& message) { note_->say([message] { return message; }); });
}

void WdmHeatMap::draw() {
    plot_->clearPlottables();
    plot_->clearItems();
    for (int k = plot_->plotLayout()->elementCount() - 1; k > 0; --k)
        if (QCPLayoutElement* e = plot_->plotLayout()->elementAt(k);
            qobject_cast<QCPColorScale*>(e) || qobject_cast<QCPLayoutGrid*>(e)) // the bar, or its column
            plot_->plotLayout()->removeAt(k);
    plot_->plotLayout()->simplify();
    plots::style(*plot_, dark_); // the theme's colours, text sized with the window's
    const std::uint32_t n = n_shown_;
    quantity_->setEnabled(current_.n <= std::uint32_t(kMostMapped)); // nothing to choose without a map
    if (current_.n > std::uint32_t(kMostMapped)) {
        // No map, and no empty frame of axes left from a smaller n: said where the map goes.
        plots::emptyHint(*plot_,
                         tr("The map is drawn for n ≤ %1; this network has n = %2.").arg(kMostMapped).arg(current_.n),
                         dark_);
        return plot_->replot();
    }
    if (n == 0 || reports_.size() != std::size_t(n) * n) return plot_->replot();
    const int which = quantity_->currentIndex();
    auto value = [which](const wdm::WdmReport& r) {
        switch (which) {
        case 0:
            return double(r.diameter);
        case 1:
            return double(r.degree);
        case 2:
            return double(r.wavelengths);
        default:
            return double(r.transmittersPerWavelength.second);
        }
    };
    auto* map = new QCPColorMap(plot_->xAxis, plot_->yAxis);
    double low = 1e300, high = -1e300;
    map->data()->setSize(int(n), int(n));
    map->data()->setRange(QCPRange(1, n), QCPRange(1, n));
    for (std::uint32_t T = 1; T <= n; ++T)
        for (std::uint32_t R = 1; R <= n; ++R) {
            const double v = value(reports_[(T - 1) * n + (R - 1)]);
            const double shown = which >= 1 ? std::log2(std::max(1.0, v)) : v;
            map->data()->setCell(int(T - 1), int(R - 1), shown);
            low = std::min(low, shown), high = std::max(high, shown);
            if (n <= std::uint32_t(kMostMapped)) {
                auto* label = new QCPItemText(plot_);
                label->position->setCoords(T, R);
                label->setText(QString::number(qulonglong(v)));
                label->setColor(Qt::black);
                QFont font = plot_->xAxis->tickLabelFont(); // as large as the axes' numbers
                font.setPointSizeF(font.pointSizeF() * 1.15);
                label->setFont(font);
                label->setPadding(QMargins(3, 1, 3, 1));
                label->setBrush(QColor(255, 255, 255, 170)); // readable on every colour of the scale
            }
        }
    auto* scale = new QCPColorScale(plot_);
    plot_->plotLayout()->addElement(0, 1, scale);
    map->setColorScale(scale);
    // Whole values in the middle of their colour bands, the largest ticked too: the bar runs
    // half a step beyond the values either way.
    const QCPRange range(std::floor(low) - 0.5, std::ceil(high) + 0.5);
    // Viridis: perceptually even and readable with every common colour vision deficiency.
    // Its ends at the smallest and the largest value shown, wherever they stand on the bar
    // (a log2 is seldom whole): a scale over the whole bar left the largest value green and
    // yellow, "the most", unused.
    const double first = (low - range.lower) / range.size(), last = (high - range.lower) / range.size();
    const auto at = [first, last](double p) { return first + p * (last - first); };
    QCPColorGradient viridis;
    viridis.clearColorStops();
    viridis.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    viridis.setColorStopAt(at(0.0), QColor(0x44, 0x01, 0x54));
    viridis.setColorStopAt(at(0.25), QColor(0x3b, 0x52, 0x8b));
    viridis.setColorStopAt(at(0.5), QColor(0x21, 0x91, 0x8c));
    viridis.setColorStopAt(at(0.75), QColor(0x5e, 0xc9, 0x62));
    viridis.setColorStopAt(at(1.0), QColor(0xfd, 0xe7, 0x25));
    viridis.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
    map->setGradient(viridis);
    map->setInterpolate(false); // one value a cell
    map->setDataRange(range);
    plots::wholeNumbers(scale->axis());
    if (current_.n == n) {
        auto* frame = new QCPItemRect(plot_);
        frame->topLeft->setCoords(current_.T - 0.5, current_.R + 0.5);
        frame->bottomRight->setCoords(current_.T + 0.5, current_.R - 0.5);
        frame->setPen(QPen(QColor(213, 94, 0), 3)); // the network on show
    }
    const QString quantity = which >= 1 ? tr("log2 of %1").arg(quantity_->currentText()) : quantity_->currentText();
    nameScale(scale, quantity);
    plot_->xAxis->setLabel(tr("transmitters T"));
    plot_->yAxis->setLabel(tr("receivers R"));
    plot_->xAxis->setRange(0.5, n + 0.5);
    plot_->yAxis->setRange(0.5, n + 0.5);
    plots::wholeNumbers(plot_->xAxis); // T and R are whole: no tick at 0.5 or 2.5
    plots::wholeNumbers(plot_->yAxis);
    plot_->replot();
}

// The colour bar's name (upright above it in Chinese) and its axis in the theme's ink.
void WdmHeatMap::nameScale(QCPColorScale* scale, const QString& quantity) {
    if (plots::hasIdeographs(quantity)) {
        // Chinese turned on its side reads badly: upright above the bar, a few characters a line.
        plot_->plotLayout()->take(scale);
        auto* column = new QCPLayoutGrid;
        plot_->plotLayout()->addElement(0, 1, column);
        auto* title =
            new QCPTextElement(plot_, plots::wrapIdeographs(quantity, QFontMetrics(scale->axis()->labelFont()), 70),
                               scale->axis()->labelFont());
        title->setTextColor(plot_->xAxis->tickLabelColor());
        column->addElement(0, 0, title);
        column->addElement(1, 0, scale);
        column->setRowStretchFactor(0, 0.01);
    } else {
        scale->axis()->setLabel(quantity);
    }
    const QColor ink = plot_->xAxis->tickLabelColor(); // the scale's axis in the theme's ink too
    QCPAxis* side = scale->axis();
    side->setTickLabelColor(ink);
    side->setLabelColor(ink);
    side->setBasePen(QPen(ink));
    side->setTickPen(QPen(ink));
    side->setSubTickPen(QPen(ink));
}

void WdmHeatMap::follow(const wdm::WdmParameters& parameters) {
    current_ = parameters;
    if (parameters.n > std::uint32_t(kMostMapped)) {
        job_->cancel();
        reports_.clear();
        n_shown_ = 0;
        {
            const QSignalBlocker quiet(n_); // names the network's n (it kept a smaller one's), builds nothing
            n_->setValue(int(parameters.n));
        }
        retranslate();
        note_->say({});
        draw();
    } else if (int(parameters.n) != n_->value()) {
        n_->setValue(int(parameters.n)); // computes, then draws
    } else if (n_shown_ != parameters.n && !job_->busy()) {
        compute(); // back from a larger n, or after a cancelled map
    } else {
        draw();
    }
}

void WdmHeatMap::setDark(bool dark) {
    dark_ = dark;
    draw();
}

std::optional<QString> WdmHeatMap::exportPlot(const QString& path) {
    return plots::Plots::save(*plot_, path, plot_->width(), plot_->height());
}

void WdmHeatMap::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        draw();
    }
    QWidget::changeEvent(event);
}

void WdmHeatMap::retranslate() {
    nLabel_->setText(tr("for the network's n = %1,").arg(n_->value()));
    quantityLabel_->setText(tr("show"));
    quantity_->setItemText(0, tr("diameter"));
    quantity_->setItemText(1, tr("degree"));
    quantity_->setItemText(2, tr("wavelengths"));
    quantity_->setItemText(3, tr("frame length"));
}

} // namespace popslab::wdm
