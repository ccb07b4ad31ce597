#include "TikzStyles.h"

#include "Palette.h"
#include "TikzText.h"

#include <cmath>

namespace popslab::render {

namespace {

// The palettes' roles, light first: what a reader of the figure's file calls a colour.
QString roleOf(const QColor& c) {
    const QRgb rgb = c.rgb();
    if (rgb == QColor(Qt::black).rgb()) return QStringLiteral("black");
    if (rgb == QColor(Qt::white).rgb()) return QStringLiteral("white");
    for (const Palette& p : {Palette::light(), Palette::dark()}) {
        const std::pair<const QColor*, const char*> roles[] = {{&p.background, "background"},
                                                               {&p.ink, "ink"},
                                                               {&p.faint, "faint"},
                                                               {&p.fibre, "fibre"},
                                                               {&p.coupler, "coupler"},
                                                               {&p.used, "used"},
                                                               {&p.conflict, "conflict"},
                                                               {&p.group, "group"},
                                                               {&p.selection, "selection"},
                                                               {&p.usedFill, "usedFill"},
                                                               {&p.conflictFill, "conflictFill"}};
        for (auto [colour, name] : roles)
            if (colour->rgb() == rgb) return QString::fromLatin1(name);
    }
    return {};
}

QString opacity(const char* key, const QColor& c) {
    return c.alpha() == 255 ? QString() : QStringLiteral(", %1 opacity=%2").arg(key, tikzNumber(c.alphaF(), 2));
}

} // namespace

QString TikzStyles::bp(double units) const {
    return tikzNumber(units * unitBp_, 2) + "bp";
}

QString TikzStyles::colour(const QColor& c) {
    const QRgb rgb = c.rgb(); // without alpha: opacity is the style's
    if (auto it = colours_.find(rgb); it != colours_.end()) return *it;
    QString name = roleOf(c);
    const bool predefined = name == "black" || name == "white";
    if (name.isEmpty()) name = QStringLiteral("colour%1").arg(++unnamed_);
    for (const QString& taken : std::as_const(colours_))
        if (taken == name) name += QStringLiteral("Dark"); // the dark palette's, where both are used
    colours_.insert(rgb, name);
    if (!predefined) colourLines_ << QStringLiteral("\\definecolor{%1}%2").arg(name, tikzRgb(c));
    return name;
}

QString TikzStyles::named(const QString& key, const QString& stem, const QString& definition) {
    if (auto it = styleByKey_.find(key); it != styleByKey_.end()) return *it;
    const int n = ++stemCount_[stem];
    const QString name = n == 1 ? stem : QStringLiteral("%1 %2").arg(stem).arg(n);
    styleByKey_.insert(key, name);
    styleLines_ << QStringLiteral("%1/.style={%2}").arg(name, definition);
    return name;
}

QString TikzStyles::stroke(const QPen& pen, double width) {
    if (pen.style() == Qt::NoPen || pen.color().alpha() == 0) return {};
    const QString c = colour(pen.color());
    QString def = QStringLiteral("draw=%1, line width=%2").arg(c, bp(width)) + opacity("draw", pen.color());
    if (pen.style() != Qt::SolidLine) {
        // Qt's dashes are in pen widths.
        const auto pattern = pen.dashPattern();
        QStringList parts;
        for (qsizetype k = 0; k + 1 < pattern.size(); k += 2)
            parts << "on " + bp(pattern[k] * width) << "off " + bp(pattern[k + 1] * width);
        if (!parts.isEmpty()) def += ", dash pattern=" + parts.join(' ');
    }
    if (pen.capStyle() == Qt::RoundCap) def += QStringLiteral(", line cap=round");
    if (pen.capStyle() == Qt::FlatCap) def += QStringLiteral(", line cap=butt");
    if (pen.joinStyle() == Qt::RoundJoin) def += QStringLiteral(", line join=round");
    if (pen.joinStyle() == Qt::MiterJoin || pen.joinStyle() == Qt::SvgMiterJoin)
        def += QStringLiteral(", line join=miter");
    return named(def, c + " line", def);
}

QString TikzStyles::fill(const QColor& c) {
    if (c.alpha() == 0) return {};
    const QString name = colour(c);
    const QString def = "fill=" + name + opacity("fill", c);
    return named(def, name + " fill", def);
}

QString TikzStyles::hatch(const QColor& c) {
    const QString name = colour(c);
    const QString def = QStringLiteral("draw=%1, line width=%2").arg(name, bp(0.8)) + opacity("draw", c);
    return named("hatch " + def, name + " hatch", def);
}

QString TikzStyles::text(const QColor& c, double sizeUnits, bool bold, bool italic) {
    const QString name = colour(c);
    // \fontsize takes TeX points (1/72.27 in); the unit is in big points (1/72 in).
    const double pt = sizeUnits * unitBp_ * 72.27 / 72.0;
    QString font =
        QStringLiteral("\\sffamily\\fontsize{%1}{%2}\\selectfont").arg(tikzNumber(pt, 2), tikzNumber(pt * 1.2, 2));
    if (bold) font += QStringLiteral("\\bfseries");
    if (italic) font += QStringLiteral("\\itshape");
    const QString def = QStringLiteral("font=%1, text=%2").arg(font, name) + opacity("text", c);
    return named(def, name + " text", def);
}

QString TikzStyles::pictureOptions() const {
    QStringList options{QStringLiteral("x=%1bp, y=-%1bp").arg(tikzNumber(unitBp_, 5)),
                        QStringLiteral("line cap=rect, line join=bevel"),
                        QStringLiteral("every node/.style={inner sep=0pt, outer sep=0pt}")};
    options += styleLines_;
    return "  " + options.join(",\n  ");
}

QString TikzStyles::colourDefinitions() const {
    return colourLines_.join('\n');
}

} // namespace popslab::render
