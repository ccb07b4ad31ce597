// The family navigator: one entry a network family (its name, the paper that defines
// it, an icon), a bar down the window's left edge as Qt Creator's modes are. Choosing one
// shows that family's pages in the central tabs and its panels beside them; the names
// come from the families' catalogues, in the user's language.
#pragma once

#include <QToolBar>
#include <vector>

namespace popslab::gui {

class Workbench;

class FamilyNavigator : public QToolBar {
    Q_OBJECT
public:
    explicit FamilyNavigator(const std::vector<Workbench*>& families, QWidget* parent = nullptr);

    void setCurrent(Workbench* family);
    // Names and papers in the current language (after a language change).
    void retranslate();
    // The name an entry shows ("POPS(d,g)"), for the View menu's family entries.
    QString familyName(std::size_t index) const;

signals:
    void chosen(Workbench* family);

private:
    std::vector<Workbench*> families_;
    std::vector<QAction*> entries_;
};

} // namespace popslab::gui
