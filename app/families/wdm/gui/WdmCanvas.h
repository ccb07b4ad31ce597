// One of the WDM star's figures in the window (the super topology, the star, the
// transmission graph, the route's bit strings): made from the document's answer by the
// figure's painter, scaled to fit, redrawn as the route steps and as a wavelength is
// hovered or clicked (the document keeps which, so every figure highlights the same
// one), or the reason it is not drawn.
#pragma once

#include "SceneAnimation.h"
#include "WdmDocument.h"
#include "WdmScene.h"

#include <QWidget>
#include <functional>
#include <memory>
#include <variant>

namespace popslab::wdm {

class WdmCanvas : public QWidget {
    Q_OBJECT
public:
    // A painter for the answer, or why there is none (too large to draw).
    using Factory = std::function<std::variant<std::unique_ptr<WdmScene>, QString>(const WdmDocument&)>;
    // `title` names the figure in exported files' metadata.
    WdmCanvas(WdmDocument* document, Factory factory, std::function<QString()> title, QWidget* parent = nullptr);
    ~WdmCanvas() override;

    void setDark(bool dark);
    // The figure on show as SVG, PDF or PNG; the error, if any.
    std::optional<QString> exportView(const QString& path, int dpi) const;
    // Every step as an animated GIF (render::SceneAnimation); the error text, if any.
    std::optional<QString> exportAnimation(const QString& path, const render::AnimationOptions& options,
                                           const std::function<bool(int, int)>& progress) const;
    const WdmScene* scene() const { return scene_.get(); }
    QTransform toWidget() const; // scene to widget coordinates (needs a scene)

signals:
    void pointedAt(); // the mouse came in: File > Export takes this figure of its page

protected:
    void enterEvent(QEnterEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void rebuild();
    QString why() const;
    std::optional<wdm::Wavelength> wavelengthUnder(QPointF widgetPoint) const;
    WdmView view() const;

    WdmDocument* document_;
    Factory factory_;
    std::function<QString()> title_;
    std::unique_ptr<WdmScene> scene_;
    QString whyNot_;
    bool dark_ = false;
    std::unique_ptr<WdmScene> plainScene() const; // laid out for paper: exports
    double builtForTextScale_ = 1;                // render::screenTextScale() the scene was laid out for
    QSize builtForSize_;                          // and the widget's size
    bool laidOutHidden_ = true;
    double textScale_ = 1; // what it was laid out for: the screen's, or more on a small pane
};

} // namespace popslab::wdm
