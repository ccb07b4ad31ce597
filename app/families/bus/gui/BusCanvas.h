// Draws the document's run -- the space-time diagram of a one-dimensional bus, or the
// 2D APPB's grid -- scaled to fit, up to the clock unit on show; pointing at a read's
// mark names the processor, the instant, the slot and what it read. Says why a run is
// not drawn (too many processors, too long).
#pragma once

#include "BusDocument.h"
#include "BusScene.h"
#include "SceneAnimation.h"

#include <QWidget>
#include <memory>

namespace popslab::bus {

class BusCanvas : public QWidget {
    Q_OBJECT
public:
    explicit BusCanvas(const BusDocument* document, QWidget* parent = nullptr);
    ~BusCanvas() override;

    void setDark(bool dark);
    // The figure at the time shown, under `heading` (what it shows: the operation and n).
    std::optional<QString> exportView(const QString& path, int dpi, const QString& heading) const;
    // Every step as an animated GIF (render::SceneAnimation); the error text, if any.
    std::optional<QString> exportAnimation(const QString& path, const render::AnimationOptions& options,
                                           const std::function<bool(int, int)>& progress) const;
    const BusScene* scene() const { return scene_.get(); }
    QTransform toWidget() const; // needs a scene
    double textScale() const;    // the figure's text scale in this pane (needs a scene)
    struct ScaleFor {
        const void* scene = nullptr;
        QSize size;
        double screen = 0, text = 1;
    };
    mutable ScaleFor scaleFor_; // textScale()'s last answer
    QTransform fitted(double text) const;
    // What the mark of read `k` says (the tooltip).
    QString describeRead(std::size_t k) const;
    // What pointing at a drawn processor with no read shown says (the grid's): when it reads.
    QString describeWaiting(bus::ProcessorId q) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void rebuild();
    QString why() const;

    const BusDocument* document_;
    std::unique_ptr<BusScene> scene_;
    bool dark_ = false;
};

} // namespace popslab::bus
