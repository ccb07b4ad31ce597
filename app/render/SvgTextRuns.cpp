#include "SvgTextRuns.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QRegularExpression>
#include <QString>
#include <algorithm>
#include <cmath>

namespace popslab::render {

namespace {

// One <text> as QSvgGenerator writes it: its attributes, x and y among them, then its text.
const QRegularExpression& textElement() {
    static const QRegularExpression re(
        QStringLiteral(R"re(<text ([^>]*?)x="([-0-9.e]+)" y="([-0-9.e]+)"([^>]*)>([^<]*)</text>)re"));
    return re;
}

// An attribute's value; the four the writer's fonts need, each pattern made once.
QString attribute(const QString& attributes, const QString& name) {
    static const auto pattern = [](const char* n) {
        return QRegularExpression(QString::fromLatin1(n) + QStringLiteral(R"re(="([^"]*)")re"));
    };
    static const QRegularExpression family = pattern("font-family"), size = pattern("font-size"),
                                    weight = pattern("font-weight"), style = pattern("font-style");
    const QRegularExpression& re = name == "font-family"   ? family
                                   : name == "font-size"   ? size
                                   : name == "font-weight" ? weight
                                                           : style;
    const QRegularExpressionMatch m = re.match(attributes);
    return m.hasMatch() ? m.captured(1) : QString();
}

QString unescaped(QString text) {
    return text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&");
}

// How far Qt advanced past `text` in the element's font (the writer's own measure).
double advance(const QString& attributes, const QString& text) {
    QFont font(attribute(attributes, "font-family"));
    // The size in pixels, fractional: as points on a 72 dpi device.
    font.setPointSizeF(std::max(0.1, attribute(attributes, "font-size").toDouble()));
    font.setWeight(QFont::Weight(std::clamp(attribute(attributes, "font-weight").toInt(), 1, 1000)));
    font.setItalic(attribute(attributes, "font-style") == "italic");
    static const QImage device = [] {
        QImage image(1, 1, QImage::Format_ARGB32);
        image.setDotsPerMeterX(int(std::lround(72 / 0.0254)));
        image.setDotsPerMeterY(int(std::lround(72 / 0.0254)));
        return image;
    }();
    return QFontMetricsF(font, &device).horizontalAdvance(unescaped(text));
}

} // namespace

QByteArray joinTextRuns(const QByteArray& svg) {
    const QString in = QString::fromUtf8(svg);
    QString out;
    out.reserve(in.size());
    qsizetype copied = 0;
    QRegularExpressionMatch open; // the <text> being extended, not yet written
    QString openText;
    double openEnd = 0;
    auto flush = [&](qsizetype upTo) {
        if (open.hasMatch()) {
            out += QStringLiteral("<text %1x=\"%2\" y=\"%3\"%4>%5</text>")
                       .arg(open.captured(1), open.captured(2), open.captured(3), open.captured(4), openText);
            open = {};
        }
        out += in.mid(copied, upTo - copied);
        copied = upTo;
    };
    auto it = textElement().globalMatch(in);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString style = m.captured(1) + m.captured(4);
        const QString between = in.mid(copied, m.capturedStart() - copied);
        const bool continues = open.hasMatch() && between.trimmed().isEmpty() &&
                               open.captured(1) + open.captured(4) == style && open.captured(3) == m.captured(3) &&
                               std::abs(m.captured(2).toDouble() - openEnd) < 1.5;
        if (continues) {
            openText += m.captured(5);
            openEnd += advance(style, m.captured(5));
            copied = m.capturedEnd();
            continue;
        }
        flush(m.capturedStart());
        open = m;
        openText = m.captured(5);
        openEnd = m.captured(2).toDouble() + advance(style, openText);
        copied = m.capturedEnd();
    }
    flush(in.size());
    return out.toUtf8();
}

} // namespace popslab::render
