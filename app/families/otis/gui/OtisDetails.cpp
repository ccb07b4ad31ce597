#include "OtisDetails.h"

#include "Label.h"
#include "OtisPainter.h"
#include "RegistryText.h"

#include <QEvent>
#include <QLocale>
#include <cmath>

namespace popslab::otis {

OtisDetails::OtisDetails(const OtisDocument* document, QWidget* parent) : QTextBrowser(parent), document_(document) {
    setObjectName("otisDetails");
    connect(document_, &OtisDocument::changed, this, &OtisDetails::refresh);
    refresh();
}

void OtisDetails::refresh() {
    if (const auto& d = document_->refusal()) return setPlainText(gui::diagnosticText(*d));
    if (const auto& f = document_->failure()) return setPlainText(*f);
    const auto& r = document_->report();
    if (!r) return setPlainText(tr("Measuring the network..."));
    const std::uint32_t N = r->parameters.groups;
    // Counts as the language groups them: "4.096" in German, "4,096" in English.
    const auto number = [](std::uint64_t n) { return QLocale().toString(qulonglong(n)); };
    QString html =
        tr("<h3>%1, N = %2 (%3 processors)</h3>").arg(otisName(r->parameters.intra)).arg(N).arg(number(r->processors));
    // The plain OTIS has no diameter: a 0 there would read as one.
    const QString diameter = r->connected ? tr("%1 (breadth-first search)").arg(r->diameter)
                                          : tr("none, the network is not connected: (G, G) has no link, (G, P) reaches "
                                               "only (P, G)");
    html += tr("<p><b>Optical links:</b> %1<br><b>Electronic links:</b> %2<br><b>Diameter:</b> %3</p>")
                .arg(number(r->opticalLinks))
                .arg(number(r->electronicLinks))
                .arg(diameter);
    if (r->parameters.intra == otis::Intra::Mesh)
        html += tr("<p>It simulates a 4D mesh of side %1, diameter %2.</p>")
                    .arg(std::uint32_t(std::lround(std::sqrt(N))))
                    .arg(r->meshDiameter);
    if (const auto& m = document_->move())
        html += tr("<p><b>Move %1:</b> OTIS steps: %2, electronic steps: %3, data moved: %4; the validator: %5.</p>")
                    .arg(QString::fromStdString(m->schedule.pattern.algorithm))
                    .arg(m->opticalSteps)
                    .arg(m->electronicSteps)
                    .arg(number(m->moved))
                    .arg(m->valid() ? tr("valid") : tr("%Ln violation(s)", nullptr, int(m->report.violationCount)));
    const auto& route = document_->route();
    // Processors named as the figure labels them: (G,P), or (i,j,k,l) of the 4D mesh.
    const std::uint32_t m = std::uint32_t(std::lround(std::sqrt(double(N))));
    const bool fourD = document_->settings().fourD && m * m == N;
    auto name = [N, m, fourD](std::uint32_t a) {
        const std::uint32_t G = a / N, P = a % N;
        return fourD ? QString("(%1,%2,%3,%4)").arg(G / m).arg(G % m).arg(P / m).arg(P % m)
                     : QString("(%1,%2)").arg(G).arg(P);
    };
    const OtisSettings& asked = document_->answered();
    if (!route && document_->report()) {
        html += tr("<p><b>No route from %1 to %2:</b> with no links inside the groups, (G, P) reaches only (P, G).</p>")
                    .arg(name(asked.from), name(asked.to));
    } else if (route && !route->empty()) {
        html += tr("<p><b>Route %1 to %2:</b> %Ln hop(s)</p><ol>", nullptr, int(route->size()))
                    .arg(name(route->front().from), name(route->back().to));
        for (const otis::OtisHop& h : *route)
            html += QString("<li>%1 → %2 %3</li>")
                        .arg(name(h.from), name(h.to),
                             h.kind == otis::LinkKind::Optical ? tr("optical") : tr("electronic"));
        html += "</ol>";
    } else if (document_->report() && asked.from == asked.to) {
        html += tr("<p><b>Route %1 to itself:</b> no hop</p>").arg(name(asked.from));
    }
    setHtml(render::keepFormulasWhole(html)); // "(G, / P)" wrapped at its comma
}

void OtisDetails::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) refresh();
    QTextBrowser::changeEvent(event);
}

} // namespace popslab::otis
