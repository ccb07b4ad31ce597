#include "UserGuide.h"

#include "Fonts.h"
#include "Workbench.h"

#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>

namespace popslab::gui {

QString guidePage(const QString& family, const QString& language) {
    for (const QString& code : {language, QString("en")}) {
        QFile file(QString(":/guide/%1/%2.html").arg(family, code));
        if (file.open(QIODevice::ReadOnly)) return QString::fromUtf8(file.readAll());
    }
    return {};
}

UserGuide::UserGuide(const std::vector<Workbench*>& families, QWidget* parent)
    : QDialog(parent), families_(families), list_(new QListWidget), browser_(new QTextBrowser) {
    setObjectName("userGuide");
    browser_->setObjectName("userGuideText");
    browser_->setOpenExternalLinks(false);
    list_->setObjectName("userGuideFamilies");
    for (Workbench* f : families_) {
        auto* item = new QListWidgetItem(f->id(), list_);
        item->setData(Qt::UserRole, f->id());
    }
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && std::size_t(row) < families_.size() && families_[std::size_t(row)] != shown_)
            show(families_[std::size_t(row)], language_);
    });
    // The text wraps to the page's width and never scrolls sideways (a table's last column
    // had left a few pixels' scroll bar under the German POPS page).
    browser_->setLineWrapMode(QTextEdit::WidgetWidth);
    browser_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* split = new QSplitter;
    split->addWidget(list_);
    split->addWidget(browser_);
    split->setStretchFactor(1, 1);
    // Five short names: the list as wide as they are, the page the rest (it had taken 255 of 900 px).
    split->setSizes({180, 720});
    auto* box = new QHBoxLayout(this);
    box->addWidget(split);
    resize(900, 650);
    retranslate();
}

void UserGuide::show(Workbench* family, const QString& language) {
    shown_ = family;
    // The list in the page's language too (it had stayed English beside a German page).
    if (language != language_) {
        language_ = language;
        retranslate();
    }
    fitFont();
    browser_->setHtml(family ? guidePage(family->id(), language) : QString());
    for (std::size_t k = 0; k < families_.size(); ++k)
        if (families_[k] == family) {
            const QSignalBlocker quiet(list_);
            list_->setCurrentRow(int(k));
        }
    QDialog::show();
    raise();
    activateWindow();
}

void UserGuide::retranslate() {
    setWindowTitle(tr("POPS Lab user guide"));
    // Each entry is the family's first heading: its name as its own page gives it.
    for (std::size_t k = 0; k < families_.size(); ++k) {
        const QString page = guidePage(families_[k]->id(), language_);
        const int start = page.indexOf("<h1>"), end = page.indexOf("</h1>");
        if (start >= 0 && end > start) list_->item(int(k))->setText(page.mid(start + 4, end - start - 4));
    }
}

// English and German in a Latin family, Chinese in its own (its quotes are full width).
void UserGuide::fitFont() {
    const QFont window = QApplication::font();
    browser_->setFont(language_.startsWith("zh") ? window : render::forLatinText(window));
}

void UserGuide::setLanguage(const QString& language) {
    language_ = language;
    fitFont();
    retranslate();
    if (shown_) browser_->setHtml(guidePage(shown_->id(), language_));
}

void UserGuide::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) setWindowTitle(tr("POPS Lab user guide"));
    QDialog::changeEvent(event);
}

} // namespace popslab::gui
