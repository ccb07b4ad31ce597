// Help > User guide (F1): a page a family -- what its figure shows and how to read it,
// how to step it, which theorem each algorithm follows, the errata, the keys -- in the
// language of the window. Each family brings its pages (app/families/<id>/guide/
// <language>.html, built in as :/guide/<id>/<language>.html); the guide opens on the
// family on show and lists the others beside it.
#pragma once

#include <QDialog>
#include <vector>

class QListWidget;
class QTextBrowser;

namespace popslab::gui {

class Workbench;

// The page of `family` in `language`, or in English where that language has none;
// empty when the family has no guide.
QString guidePage(const QString& family, const QString& language);

class UserGuide : public QDialog {
    Q_OBJECT
public:
    UserGuide(const std::vector<Workbench*>& families, QWidget* parent = nullptr);

    // Shows `family`'s page in `language` ("en", "de", "zh_CN").
    void show(Workbench* family, const QString& language);
    QTextBrowser* browser() const { return browser_; }
    // The window's language changed: the page and the list in the new one.
    void setLanguage(const QString& language);
    // The family on show.
    Workbench* family() const { return shown_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitFont(); // the browser's font for the language
    void retranslate();

    std::vector<Workbench*> families_;
    QListWidget* list_;
    QTextBrowser* browser_;
    Workbench* shown_ = nullptr;
    QString language_ = "en";
};

} // namespace popslab::gui
