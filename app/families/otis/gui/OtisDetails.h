// Beside the OTIS figure: the links and the diameter measured, the 4D mesh it
// simulates, the move's verdict and step counts, and the route hop by hop.
#pragma once

#include "OtisDocument.h"

#include <QTextBrowser>

namespace popslab::otis {

class OtisDetails : public QTextBrowser {
    Q_OBJECT
public:
    explicit OtisDetails(const OtisDocument* document, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    const OtisDocument* document_;
};

} // namespace popslab::otis
