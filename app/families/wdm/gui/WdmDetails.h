// What the WDM tab measured, beside the paper's formulas: the partition, wavelengths,
// frame length, degree, diameter, distances, and the route hop by hop.
#pragma once

#include "WdmDocument.h"

#include <QTextBrowser>

namespace popslab::gui {

class WdmDetails : public QTextBrowser {
    Q_OBJECT
public:
    explicit WdmDetails(const WdmDocument* document, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    const WdmDocument* document_;
};

} // namespace popslab::gui
