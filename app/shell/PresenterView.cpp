#include "PresenterView.h"

#include "BackgroundJob.h"
#include "LessonDeck.h"
#include "LessonFigures.h"

#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLinearGradient>
#include <QPainter>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace popslab::gui {

namespace {

// The width the next scene is drawn at; the label scales it to its room (a second
// screen's half included, so it is seldom scaled up).
constexpr int kNextFigureWidth = 1200;

// The figure's ink without the scene's empty margins, which the small view cannot spare.
QImage trimmed(const QImage& image, const QColor& background) {
    const QRgb paper = background.rgba();
    int top = image.height(), bottom = -1, left = image.width(), right = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            if (line[x] != paper) {
                top = std::min(top, y);
                bottom = y;
                left = std::min(left, x);
                right = std::max(right, x);
            }
    }
    if (bottom < 0) return image;
    constexpr int kBorder = 6;
    const QRect ink = QRect(QPoint(left, top), QPoint(right, bottom)).adjusted(-kBorder, -kBorder, kBorder, kBorder);
    QImage out(ink.size(), image.format());
    out.fill(background); // the border, where it passes the image's edge, is paper too
    const QRect source = ink.intersected(image.rect());
    QPainter(&out).drawImage(source.topLeft() - ink.topLeft(), image, source);
    return out;
}

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
    p.end();
    return trimmed(image, a.background);
}

// The figure scaled into `room`. A tall figure fitted whole came out a thumbnail (the
// folded bus 116 px wide in a 670 x 190 room, walk 8 F14): it is drawn up to half as
// large again, its top two thirds shown (where presenting begins) and its foot faded to
// say it goes on.
QImage fitted(const QImage& figure, QSize room, const QColor& background) {
    if (figure.isNull() || room.isEmpty()) return {};
    const double whole = std::min(double(room.width()) / figure.width(), double(room.height()) / figure.height());
    const double scale = std::min(double(room.width()) / figure.width(), 1.5 * whole);
    QImage image =
        figure.scaled(QSize(std::max(1, int(figure.width() * scale)), std::max(1, int(figure.height() * scale))),
                      Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    if (image.height() <= room.height()) return image;
    image = image.copy(0, 0, image.width(), room.height());
    QPainter p(&image);
    const int fade = std::min(room.height() / 4, 40);
    QLinearGradient gradient(0, room.height() - fade, 0, room.height());
    QColor clear = background;
    clear.setAlpha(0);
    gradient.setColorAt(0, clear);
    gradient.setColorAt(1, background);
    p.fillRect(QRect(0, room.height() - fade, image.width(), fade), gradient);
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
    // Fitted again whenever its own room changes (the text beside it resized, a title wrapped).
    nextFigure_->installEventFilter(this);
    job_ = new BackgroundJob(this);
    notes_ = new QTextBrowser;
    notes_->setObjectName("presenterNotes");
    notes_->setMinimumHeight(40); // it scrolls: the view's foot stays on the screen
    // Two columns: this scene (where, title, notes) and the next one (its title and the
    // clock over its figure), so that the figure takes the height of the title and notes both. On
    // one screen the view is the screen's lower third: a title across both columns had left
    // the notes box running past the screen's edge and the figure 85 px wide (walk 7, F5).
    auto* next = new QHBoxLayout;
    next->addWidget(next_, 1);
    next->addWidget(clock_);
    auto* grid = new QGridLayout(this);
    grid->addWidget(position_, 0, 0);
    grid->addLayout(next, 0, 1);
    grid->addWidget(title_, 1, 0);
    grid->addWidget(notes_, 2, 0);
    grid->addWidget(nextFigure_, 1, 1, 2, 1);
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
    setWindowTitle(tr("Presenter view") + (deck_->lesson() ? " \u2013 " + deck_->lesson()->title : QString()));
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
    // The figure's trimmed border is its paper.
    QPixmap pixmap = QPixmap::fromImage(fitted(nextImage_, room, QColor::fromRgba(nextImage_.pixel(0, 0))));
    pixmap.setDevicePixelRatio(devicePixelRatioF());
    nextFigure_->setPixmap(pixmap);
}

void PresenterView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (const bool compact = height() < 480; compact != compact_) sizeText(compact);
}

bool PresenterView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == nextFigure_ && event->type() == QEvent::Resize) showNextFigure();
    return QWidget::eventFilter(watched, event);
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
