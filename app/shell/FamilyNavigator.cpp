#include "FamilyNavigator.h"

#include "PlotStyle.h"
#include "RegistryText.h"
#include "Workbench.h"
#include "common/Catalogue.h"

#include <QActionGroup>
#include <QPainter>
#include <QPixmap>

namespace popslab::gui {

namespace {

const FamilyCatalogue* catalogueOf(const QString& id) {
    for (const FamilyCatalogue& c : catalogues())
        if (QString::fromStdString(c.family) == id) return &c;
    return nullptr;
}

// A round badge with the family's initials, in the plots' colour-blind safe colours.
QIcon badge(const QString& id, int index) {
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(plots::seriesColour(std::size_t(index)));
    p.setPen(Qt::NoPen);
    p.drawEllipse(QRectF(2, 2, 60, 60));
    p.setPen(Qt::white);
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(id.size() > 3 ? 18 : 22);
    p.setFont(f);
    p.drawText(QRectF(0, 0, 64, 64), Qt::AlignCenter, id.left(4).toUpper());
    return QIcon(pixmap);
}

} // namespace

FamilyNavigator::FamilyNavigator(const std::vector<Workbench*>& families, QWidget* parent)
    : QToolBar(parent), families_(families) {
    setObjectName("familyNavigator"); // for the saved window layout
    setMovable(false);
    setFloatable(false);
    setOrientation(Qt::Vertical);
    setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    setIconSize(QSize(32, 32));
    auto* group = new QActionGroup(this);
    for (std::size_t k = 0; k < families_.size(); ++k) {
        QAction* a = addAction(badge(families_[k]->id(), int(k)), QString());
        a->setCheckable(true);
        a->setActionGroup(group);
        a->setData(families_[k]->id());
        connect(a, &QAction::triggered, this, [this, k] { emit chosen(families_[k]); });
        entries_.push_back(a);
    }
    retranslate();
}

void FamilyNavigator::setCurrent(Workbench* family) {
    for (std::size_t k = 0; k < families_.size(); ++k)
        entries_[k]->setChecked(families_[k] == family);
}

void FamilyNavigator::retranslate() {
    for (std::size_t k = 0; k < families_.size(); ++k) {
        const FamilyCatalogue* c = catalogueOf(families_[k]->id());
        const QString name = familyName(k);
        const QString paper = c ? tr("paper %1").arg(QString::fromStdString(c->paper)) : QString();
        entries_[k]->setText(paper.isEmpty() ? name : name + "\n" + paper);
        entries_[k]->setToolTip(paper.isEmpty() ? name : name + ", " + paper);
    }
}

QString FamilyNavigator::familyName(std::size_t index) const {
    const FamilyCatalogue* c = index < families_.size() ? catalogueOf(families_[index]->id()) : nullptr;
    return c ? registryText(c->name) : index < families_.size() ? families_[index]->id() : QString();
}

} // namespace popslab::gui
