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
    QSize sizeHint() const override { return {480, 64}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    const WdmDocument* document_;
};

} // namespace popslab::wdm
