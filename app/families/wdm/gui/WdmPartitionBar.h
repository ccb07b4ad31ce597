// The dimension partition of section 2 as a bar: the n dimensions from the highest
// (leftmost, as in a bit string) to dimension 0, grouped into D_g with their subgroups,
// each labelled with the transmitter and the receiver that serve it.
#pragma once

#include "WdmDocument.h"

#include <QWidget>

namespace popslab::wdm {

class WdmPartitionBar : public QWidget {
    Q_OBJECT
public:
    explicit WdmPartitionBar(const WdmDocument* document, QWidget* parent = nullptr);
    QSize sizeHint() const override { return {480, int(64 * scale())}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // How much larger than the application's the bar's font is (presentation mode): the
    // whole bar grows with it.
    double scale() const;

    const WdmDocument* document_;
};

} // namespace popslab::wdm
