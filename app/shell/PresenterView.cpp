#include "PresenterView.h"

#include "BackgroundJob.h"
#include "LessonDeck.h"
#include "LessonFigures.h"

#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPainter>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace popslab::gui {

namespace {

// The width the next scene is drawn at; the label scales it to its room.
constexpr int kNextFigureWidth = 640;

// A scene's figure at its first step, where presenting it begins.
QImage firstStep(const Scene& scene, const QString& dir, const render::Palette& palette) {
    render::SceneFigure figure;
    if (lesson::sceneFigure(scene, dir, palette, QString(), figure)) return {};
    const render::SceneAnimation& a = figure.steps;
    if (!a.paint || a.steps <= 0 || !(a.scene.width() > 0) || !(a.scene.height() > 0)) return {};
    const double scale = kNextFigureWidth / a.scene.width();
    QImage image(kNextFigureWidth, std::clamp(int(a.scene.height() * scale), 1, 2 * kNextFigureWidth),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(a.background);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(scale, scale);
    p.translate(-a.scene.topLeft());
    a.paint(p, 0, 1.0);
    return image;
}

} // namespace

PresenterView::PresenterView(const LessonDeck* deck, QWidget* parent) : QWidget(parent), deck_(deck) {
    setObjectName("presenterView");
    position_ = new QLabel;
    title_ = new QLabel;
    title_->setWordWrap(true);
    next_ = new QLabel;
    next_->setWordWrap(true);
    clock_ = new QLabel;
    nextFigure_ = new QLabel;
    nextFigure_->setObjectName("presenterNextFigure");
    nextFigure_->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    nextFigure_->setMinimumSize(160, 100);
    nextFigure_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    job_ = new BackgroundJob(this);
    notes_ = new QTextBrowser;
    notes_->setObjectName("presenterNotes");
    notes_->setMinimumHeight(40); // it scrolls: the view's foot stays on the screen
    // Two columns, each a heading over its body: this scene (title, notes) and the next one
    // (title, figure), so that the figure takes all the height the notes do. On one screen
    // the view is the screen's lower third: a title across both columns had left the notes
    // box running past the screen's edge and the figure 85 px wide (walk 7, F5).
    auto* grid = new QGridLayout(this);
    grid->addWidget(position_, 0, 0);
    grid->addWidget(clock_, 0, 1, Qt::AlignRight);
    grid->addWidget(title_, 1, 0);
    grid->addWidget(next_, 1, 1);
    grid->addWidget(notes_, 2, 0);
    grid->addWidget(nextFigure_, 2, 1);
    grid->setRowStretch(2, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    sizeText(false);
    timer_ = new QTimer(this);
    timer_->setInterval(1000);
    connect(timer_, &QTimer::timeout, this, &PresenterView::tick);
    connect(deck_, &LessonDeck::sceneChanged, this, &PresenterView::redraw);
    connect(deck_, &LessonDeck::edited, this, &PresenterView::redraw);
    redraw();
}

// Read at arm's length in a dim room: sizes of their own, whatever the window's font;
// smaller in the one-screen third (`compact`), where the notes need the height.
void PresenterView::sizeText(bool compact) {
    compact_ = compact;
    auto sized = [this, compact](double points, bool bold) {
        QFont f = font();
        f.setPointSizeF(compact ? points * 0.7 : points);
        f.setBold(bold);
        return f;
    };
    position_->setFont(sized(26, true));
    clock_->setFont(sized(26, true));
    title_->setFont(sized(24, false));
    notes_->setFont(sized(20, false));
    next_->setFont(sized(18, true));
}

void PresenterView::start() {
    elapsed_.start();
    timer_->start();
    tick();
    redraw();
}

void PresenterView::stop() {
    timer_->stop();
}

QString PresenterView::position() const {
    return deck_->scene() ? tr("Scene %1 of %2").arg(deck_->current() + 1).arg(deck_->sceneCount()) : QString();
}

QString PresenterView::notesText() const {
    return deck_->scene() ? deck_->scene()->notes : QString();
}

QString PresenterView::nextText() const {
    const Lesson* lesson = deck_->lesson();
    if (!lesson || !deck_->scene()) return {};
    const int next = deck_->current() + 1;
    return next < deck_->sceneCount() ? tr("Next: %1").arg(lesson->scenes[std::size_t(next)].title)
                                      : tr("Last scene of the lesson");
}

void PresenterView::redraw() {
    position_->setText(position());
    title_->setText(deck_->scene() ? deck_->scene()->title : QString());
    notes_->setPlainText(notesText());
    notes_->setPlaceholderText(tr("This scene has no notes."));
    next_->setText(nextText());
    drawNext();
    setWindowTitle(tr("Presenter view") + (deck_->lesson() ? " - " + deck_->lesson()->title : QString()));
}

bool PresenterView::drawingNext() const {
    return job_->busy();
}

// Drawn again only when the next scene or the theme changed: editing notes does not redraw it.
void PresenterView::drawNext() {
    const Lesson* lesson = deck_->lesson();
    const int k = deck_->current() + 1;
    if (!lesson || !deck_->scene() || k >= deck_->sceneCount()) {
        job_->cancel();
        nextKey_.clear();
        nextImage_ = QImage();
        return showNextFigure();
    }
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const Scene scene = lesson->scenes[std::size_t(k)];
    const QByteArray key =
        QJsonDocument(sessionToJson(scene.session)).toJson(QJsonDocument::Compact) + (dark ? "dark" : "light");
    if (key == nextKey_) return;
    nextKey_ = key;
    nextImage_ = QImage();
    showNextFigure();
    const QString dir = lesson->path.isEmpty() ? QString() : QFileInfo(lesson->path).absolutePath();
    const render::Palette palette = dark ? render::Palette::dark() : render::Palette::light();
    job_->start<QImage>([scene, dir, palette] { return firstStep(scene, dir, palette); },
                        [this](QImage image) {
                            nextImage_ = std::move(image);
                            showNextFigure();
                        },
                        [this](const QString&) { showNextFigure(); });
}

void PresenterView::showNextFigure() {
    if (nextImage_.isNull()) {
        nextFigure_->setPixmap({});
        return;
    }
    const QSize room = nextFigure_->size() * devicePixelRatioF();
    QPixmap pixmap = QPixmap::fromImage(nextImage_.scaled(room, Qt::KeepAspectRatio, Qt::SmoothTransformation));
    pixmap.setDevicePixelRatio(devicePixelRatioF());
    nextFigure_->setPixmap(pixmap);
}

void PresenterView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (const bool compact = height() < 480; compact != compact_) sizeText(compact);
    showNextFigure();
}

void PresenterView::tick() {
    const qint64 s = elapsed_.isValid() ? elapsed_.elapsed() / 1000 : 0;
    clock_->setText(QString("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QChar('0')));
}

void PresenterView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange) redraw();
    QWidget::changeEvent(event);
}

} // namespace popslab::gui
