// Draws the document's super topology and route (render::WdmPainter) for n <= 6, and
// says why not beyond.
#pragma once

#include "WdmDocument.h"

#include <QWidget>

#include <memory>

namespace popslab::render {
class WdmPainter;
}

namespace popslab::gui {

class WdmCanvas : public QWidget {
    Q_OBJECT
public:
    explicit WdmCanvas(const WdmDocument* document, QWidget* parent = nullptr);
    ~WdmCanvas() override;
    void setDark(bool dark);
    // The figure on show as SVG, PDF or PNG; the error, if any.
    std::optional<QString> exportView(const QString& path, int dpi) const;
    const render::WdmPainter* painter() const { return painter_.get(); }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    QString why() const;

    const WdmDocument* document_;
    std::unique_ptr<render::WdmPainter> painter_;
    bool dark_ = false;
};

} // namespace popslab::gui
