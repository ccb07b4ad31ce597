#include "BusDetails.h"

#include "RegistryText.h"

#include <QEvent>
#include <algorithm>
#include <numeric>

namespace popslab::bus {

BusDetails::BusDetails(const BusDocument* document, QWidget* parent) : QTextBrowser(parent), document_(document) {
    connect(document_, &BusDocument::changed, this, &BusDetails::refresh);
    refresh();
}

void BusDetails::refresh() {
    if (const auto& e = document_->inputError()) return setPlainText(*e);
    if (const auto& d = document_->refusal()) return setPlainText(gui::diagnosticText(*d));
    if (const auto& f = document_->failure()) return setPlainText(*f);
    if (illustrationOnly(document_->answered().kind))
        return setPlainText(
            tr("Section 3.2 describes the 2DAROB and the ASOS in words only: POPS Lab draws their switch "
               "states and simulates nothing on them."));
    const auto& run = document_->run();
    if (!run) return setPlainText(tr("Simulating the bus..."));
    QString html = tr("<h3>%1 processors, \u03c4 = %2</h3>").arg(run->processors).arg(run->tau);
    // A 2D APPB's processors as its figure names them: (row, column).
    const BusSettings& asked = document_->answered();
    const auto name = [&](std::uint64_t id) {
        return asked.kind == "appb2d" && asked.columns > 0
                   ? QString("(%1,%2)").arg(id / asked.columns).arg(id % asked.columns)
                   : QString::number(id);
    };
    html += tr("<p><b>Bus cycles:</b> %1, each of %2 clock units (an electronic bus: %3)</p>")
                .arg(run->trace.cycles)
                .arg(run->program.cycleLength)
                .arg(run->electronicCycles);
    const bool sums = !document_->prefixSum() || document_->prefixSum()->sumsCorrect;
    html += run->trace.correct && sums ? tr("<p><b>Every read found exactly its datum.</b></p>")
                                       : tr("<p><b>Some reads failed</b> (marked with a cross).</p>");
    // A one-way bus never reaches the processors left of its writer: said, not left out
    // without a word (processor 0 was simply missing from the list and the figure).
    if (run->kind == bus::BusKind::Unidirectional && asked.writer > 0 && asked.writer < run->processors)
        html += asked.writer == 1
                    ? tr("<p>Processor 0, left of the writer, cannot be reached: the bus carries light one way.</p>")
                    : tr("<p>Processors %1, left of the writer, cannot be reached: the bus carries light one way.</p>")
                          .arg(QString("0\u2013%1").arg(asked.writer - 1));
    // The clock starts at 0, the slots and cycles people count from 1: said once, since a
    // read "t = 7 (cycle 1, slot 8)" had read as a slip (walk 9).
    html +=
        tr("<p>Time t in clock units from 0; cycles and slots counted from 1 (cycle 1, slot 1 begins at t = 0).</p>");
    html += "<table cellspacing=4>";
    html += QString("<tr><th align=left>%1</th><th align=left>%2</th></tr>").arg(tr("processor"), tr("what it read"));
    // Each processor's reads in the order it made them, as the figure's "got 2,1,0" says
    // them (the trace lists a pipelined bus's reads newest first at a processor).
    const auto& reads = run->trace.reads;
    std::vector<std::size_t> order(reads.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return std::pair(reads[a].read.processor, reads[a].time.value_or(-1)) <
               std::pair(reads[b].read.processor, reads[b].time.value_or(-1));
    });
    const std::size_t shown = std::min<std::size_t>(reads.size(), 256);
    for (std::size_t row = 0; row < shown; ++row) {
        const std::size_t k = order[row];
        const bus::ReadOutcome& r = reads[k];
        const bus::Time t = r.time.value_or(-1);
        QString what;
        if (const auto& prefix = document_->prefixSum())
            what = tr("coincidence at t = %1: sum %2").arg(t).arg(prefix->prefix[k]); // t as the time bar says it
        else if (r.datum)
            what = tr("t = %1 (cycle %2, slot %3): datum of %4")
                       .arg(t)
                       .arg(run->program.cycleAt(t))
                       .arg(run->program.slotInCycle(t))
                       .arg(name(*r.datum));
        else
            what = tr("no single message");
        html += QString("<tr><td>%1</td><td>%2</td></tr>").arg(name(r.read.processor), what);
    }
    html += "</table>";
    if (shown < run->trace.reads.size())
        html += tr("<p>... and %1 more reads.</p>").arg(run->trace.reads.size() - shown);
    setHtml(html);
}

void BusDetails::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) refresh();
    QTextBrowser::changeEvent(event);
}

} // namespace popslab::bus
