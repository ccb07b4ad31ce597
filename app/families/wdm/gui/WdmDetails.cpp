#include "WdmDetails.h"

#include "Label.h"
#include "RegistryText.h"

#include <QEvent>

namespace popslab::wdm {

QString sharingText(const wdm::WdmReport& report) {
    const auto [fewest, most] = report.transmittersPerWavelength;
    return fewest == most ? QString::number(fewest) : QString("%1\u2013%2").arg(fewest).arg(most);
}

namespace {

// Each transmitter's (or receiver's) dimensions, named as the figure names them ("T0:
// {0,1}"): "serve 0: {0,1}" had read as serving processor 0.
QString groups(const QString& name, const std::vector<std::vector<wdm::Dimension>>& g) {
    QStringList parts;
    for (std::size_t k = 0; k < g.size(); ++k) {
        QStringList dims;
        for (auto d : g[k])
            dims << QString::number(d);
        parts << QString("%1%2:&nbsp;{%3}").arg(name).arg(k).arg(dims.join(','));
    }
    return parts.join("&nbsp; ");
}

QString bits(std::uint64_t x, std::uint32_t n) {
    QString s;
    for (std::uint32_t i = n; i-- > 0;)
        s += (x >> i & 1) ? '1' : '0';
    return s;
}

} // namespace

WdmDetails::WdmDetails(const WdmDocument* document, QWidget* parent) : QTextBrowser(parent), document_(document) {
    setObjectName("wdmDetails");
    connect(document_, &WdmDocument::changed, this, &WdmDetails::refresh);
    refresh();
}

void WdmDetails::refresh() {
    if (const auto& d = document_->refusal()) return setHtml(gui::diagnosticText(*d).toHtmlEscaped());
    if (const auto& f = document_->failure()) return setHtml(f->toHtmlEscaped());
    const auto& r = document_->report();
    if (!r) return setHtml(tr("Analysing the network..."));
    const wdm::WdmParameters& p = r->parameters;
    QString html = tr("<h3>WDM star, n = %1 (N = %2), T = %3, R = %4</h3>").arg(p.n).arg(r->nodes).arg(p.T).arg(p.R);
    if (!r->built) html += tr("<p><i>Closed forms only: the graphs are built up to n = 16.</i></p>");
    // T, R and λ numbered from 0, as paper 004 and the figure number them.
    html += tr("<p><b>Dimensions of each transmitter</b> %1<br><b>Dimensions of each receiver</b> %2</p>")
                .arg(groups("T", r->transmitterDimensions), groups("R", r->receiverDimensions));
    html += tr("<p><b>Wavelengths:</b> %1 (Lemmas 3.1/3.4: %2)<br><b>Transmitters per wavelength</b> (TDM frame "
               "length): %3</p>")
                .arg(r->wavelengths)
                .arg(r->formulas.wavelengths)
                .arg(sharingText(*r));
    QStringList histogram;
    for (auto c : r->distanceHistogram)
        histogram << QString::number(c);
    html += tr("<p><b>Degree:</b> %1 (paper: %2; the cube: %3)<br><b>Diameter:</b> %4 (Theorem 3.1: %5; the cube: "
               "%3)<br><b>Processors at distance 0, 1, ...:</b> %6</p>")
                .arg(r->degree)
                .arg(r->formulas.degree)
                .arg(p.n)
                .arg(r->diameter)
                .arg(r->formulas.diameter)
                .arg(histogram.join(", "));
    const WdmSettings& s = document_->answered();
    html += tr("<p><b>Route %1 \u2192 %2:</b> %Ln hop(s), H(a, b) = %3</p>", nullptr, int(document_->route().size()))
                .arg(bits(s.from, p.n), bits(s.to, p.n))
                .arg(document_->distance());
    html += "<ol>";
    for (const wdm::Hop& h : document_->route())
        html += "<li>" +
                tr("%1 \u2192 %2: transmitter T%3, receiver R%4, wavelength \u03bb%5")
                    .arg(bits(h.from, p.n), bits(h.to, p.n))
                    .arg(h.transmitter)
                    .arg(h.receiver)
                    .arg(h.wavelength) +
                "</li>";
    html += "</ol>";
    // "T = 1, R = 1" and "H(a, b) = 2" stay whole when the panel wraps its lines.
    html.replace(" = ", "&nbsp;=&nbsp;");
    setHtml(render::keepFormulasWhole(html)); // "H(a, / b)" wrapped at its comma
}

void WdmDetails::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) refresh();
    QTextBrowser::changeEvent(event);
}

} // namespace popslab::wdm
