// Draws the document's OTIS network, move and route (OtisPainter) up to N = 16
// groups, scaled to fit; a click on a processor starts a new route there, the next
// click ends it. Says why a network is not drawn.
#pragma once

#include "OtisDocument.h"
#include "SceneAnimation.h"

#include <QWidget>
#include <memory>

namespace popslab::otis {
class OtisPainter;
}

namespace popslab::otis {

class OtisCanvas : public QWidget {
    Q_OBJECT
public:
    explicit OtisCanvas(OtisDocument* document, QWidget* parent = nullptr);
    ~OtisCanvas() override;
    void setDark(bool dark);
    std::optional<QString> exportView(const QString& path, int dpi) const;
    // Every step as an animated GIF (render::SceneAnimation); the error text, if any.
    std::optional<QString> exportAnimation(const QString& path, const render::AnimationOptions& options,
                                           const std::function<bool(int, int)>& progress) const;
    const OtisPainter* painter() const { return painter_.get(); }
    QTransform toWidget() const; // needs a painter

signals:
    // A route asked for by two clicks: from, to.
    void routeRequested(std::uint32_t from, std::uint32_t to);

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void rebuild();
    QString why() const;
    OtisPainter forFiles() const;
    static constexpr double kMaxScale = 2.0;

    OtisDocument* document_;
    std::unique_ptr<OtisPainter> painter_;
    std::optional<std::uint32_t> clickedFrom_;
    bool dark_ = false;
    // What the caption was placed for (toWidget): the view's size, the text's scale, presenting.
    struct PlacedFor {
        QSize size;
        double textScale = 1;
        bool presenting = false;
        bool operator==(const PlacedFor&) const = default;
    };
    mutable std::optional<PlacedFor> placedFor_;
};

} // namespace popslab::otis
