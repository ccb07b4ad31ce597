// The "Logical structure" panel: the ring or torus with its embedding mu, drawn by
// EmbeddingPainter for the document's current slot. Empty for patterns without one.
#pragma once

#include "PopsDocument.h"

#include <QWidget>

namespace popslab::pops {

class EmbeddingView : public QWidget {
    Q_OBJECT
public:
    explicit EmbeddingView(PopsDocument* document, QWidget* parent = nullptr);
    bool hasEmbedding() const;
    void setDark(bool dark);

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    static constexpr int kLeastWidth = 120;

    // The groups' colours, below the legend from `top`; returns the height it took.
    // Draws the groups' colour key at `top` and returns its height (with no painter, only measures).
    double paintKey(QPainter* painter, double top, std::uint32_t groups);

    PopsDocument* document_;
    bool dark_ = false;
};

} // namespace popslab::pops
