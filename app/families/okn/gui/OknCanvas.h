// The OK_N run at the document's current event, fitted to the widget: what
// OknPainter draws, or the document's summary when there is nothing to draw
// (a refusal, a failure, a run too large to draw).
#pragma once

#include "SceneAnimation.h"

#include <QString>
#include <QTransform>
#include <QWidget>
#include <optional>

namespace popslab::okn {

class OknPainter;

class OknDocument;

class OknCanvas : public QWidget {
    Q_OBJECT
public:
    explicit OknCanvas(const OknDocument* document, QWidget* parent = nullptr);

    void setDark(bool dark);
    // The run's figure asks for more of the row than its plot: the splitter shares the room
    // by the two hints, and the plot's long notes had taken two thirds of it.
    QSize sizeHint() const override { return {600, 480}; }
    // What the canvas shows, at the painter's own size, as SVG, PDF or PNG; the error
    // text, if any.
    std::optional<QString> exportView(const QString& path) const;
    // Every event of the run as an animated GIF (oknAnimation).
    std::optional<QString> exportAnimation(const QString& path, const render::AnimationOptions& options,
                                           const std::function<bool(int, int)>& progress) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    QTransform toWidget(const OknPainter& painter) const; // scene to widget, as painted
    double textScale(const OknPainter& painter) const;
    QString notDrawn() const; // a run too large to draw: its title and why, in the figure's place
    const OknDocument* document_;
    bool dark_ = false;
};

} // namespace popslab::okn
