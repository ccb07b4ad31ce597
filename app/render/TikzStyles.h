// The named colours and styles of a TikZ picture (TikzPicture): a colour the palette
// gives a role is named after it ("conflict", "fibre"), others "colour 1", "colour 2"; a
// style is named after its colour and what it does ("conflict line", "used fill",
// "ink text 2"), so a reader changes every fibre's colour or every label's size in one
// place at the top of the file.
#pragma once

#include <QColor>
#include <QHash>
#include <QPen>
#include <QString>
#include <QStringList>

namespace popslab::render {

class TikzStyles {
public:
    // `unitBp`: how long one scene unit is on the page, in big points.
    explicit TikzStyles(double unitBp) : unitBp_(unitBp) {}

    // A stroke of `pen`, `width` scene units wide ("" for Qt::NoPen).
    QString stroke(const QPen& pen, double width);
    QString fill(const QColor& colour);
    // Hatching lines (a conflict's brush), drawn inside a clip of the shape.
    QString hatch(const QColor& colour);
    // Text `sizeUnits` scene units high.
    QString text(const QColor& colour, double sizeUnits, bool bold, bool italic);

    // The picture's options: the unit, then every style used, a line each.
    QString pictureOptions() const;
    // \definecolor lines for every colour used.
    QString colourDefinitions() const;

private:
    QString colour(const QColor& colour);
    QString named(const QString& key, const QString& stem, const QString& definition);
    QString bp(double units) const;

    double unitBp_;
    QHash<QRgb, QString> colours_;
    int unnamed_ = 0;
    QStringList colourLines_;
    QHash<QString, QString> styleByKey_;
    QHash<QString, int> stemCount_;
    QStringList styleLines_;
};

} // namespace popslab::render
