// What the WDM tab measured, beside the paper's formulas: the partition, wavelengths,
// frame length, degree, diameter, distances, and the route hop by hop.
#pragma once

#include "WdmDocument.h"

#include <QTextBrowser>

namespace popslab::wdm {

// How many transmitters share a wavelength: "9" when every one is shared alike, "2–9"
// otherwise (numbers only, the same in every language).
QString sharingText(const wdm::WdmReport& report);

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

} // namespace popslab::wdm
