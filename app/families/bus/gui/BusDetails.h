// Beside the bus's figure: what the run came to -- bus cycles against the electronic
// bus's, whether every read found exactly its datum, and each processor's read (for
// the prefix sum its coincidence slot and sum) -- in words a lecturer can read out.
#pragma once

#include "BusDocument.h"

#include <QTextBrowser>

namespace popslab::bus {

class BusDetails : public QTextBrowser {
    Q_OBJECT
public:
    explicit BusDetails(const BusDocument* document, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    const BusDocument* document_;
};

} // namespace popslab::bus
