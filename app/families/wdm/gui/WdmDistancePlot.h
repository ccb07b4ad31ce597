// How far apart the processors of the WDM star are: the super topology's distance
// histogram (measured by BFS on the built graphs, or the closed form beyond n = 16,
// said so) against the plain n-cube's binomial one, with their mean distances -- what
// the extra links of one wavelength buy.
#pragma once

#include "WdmDocument.h"

#include <QWidget>

class QCustomPlot;

namespace popslab::wdm {

class WdmDistancePlot : public QWidget {
    Q_OBJECT
public:
    explicit WdmDistancePlot(const WdmDocument* document, QWidget* parent = nullptr);
    void setDark(bool dark);
    std::optional<QString> exportPlot(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void draw();

    const WdmDocument* document_;
    QCustomPlot* plot_;
    bool dark_ = false;
};

} // namespace popslab::wdm
