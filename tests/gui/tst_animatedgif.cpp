// Slot animations as GIF, read back with Qt's own GIF reader: only frames that change
// are written, they decode to what was drawn within the palette's error, the delays
// add up, the file is far smaller than the frames, and a bad size, frame or path is a
// message, never a crash. Needs a QGuiApplication (text), on the offscreen platform.
#include "AnimatedGif.h"

#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QLinearGradient>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>
#include <set>
#include <utility>
#include <vector>

using popslab::render::AnimatedGif;

namespace {

QPointF processor(QSizeF size, double k) {
    const double angle = 2 * std::numbers::pi * k / 8;
    return {size.width() / 2 + std::cos(angle) * size.width() * 0.38,
            size.height() * 0.56 + std::sin(angle) * size.height() * 0.36};
}

// Eight processors on a ring of fibres, antialiased, with labels and a gradient title
// bar (more than 255 colours, so the median cut is exercised), and a message (a dot)
// `step` quarters of a fibre along the ring.
QImage drawFrame(QSize pixels, int step) {
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QSizeF size = pixels;
    const double unit = size.height() / 100;
    QLinearGradient title(0, 0, size.width(), 0);
    title.setColorAt(0, QColor(30, 60, 120));
    title.setColorAt(1, QColor(160, 200, 240));
    const QRectF titleBar(0, 0, size.width(), 10 * unit);
    p.fillRect(titleBar, title);
    QFont font("DejaVu Sans");
    font.setPixelSize(int(5 * unit));
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(titleBar, Qt::AlignCenter, "POPS(4,2): one slot");
    p.setPen(QPen(QColor(70, 110, 160), 0.6 * unit));
    for (int k = 0; k < 8; ++k)
        p.drawLine(processor(size, k), processor(size, k + 1));
    font.setPixelSize(int(3.5 * unit));
    p.setFont(font);
    for (int k = 0; k < 8; ++k) {
        const QRectF disc(processor(size, k) - QPointF(5 * unit, 5 * unit), QSizeF(10 * unit, 10 * unit));
        p.setPen(QPen(Qt::black, 0.4 * unit));
        p.setBrush(QColor(250, 230, 180));
        p.drawEllipse(disc);
        p.drawText(disc, Qt::AlignCenter, QString("P%1").arg(k));
    }
    const double along = step / 4.0, fibre = std::floor(along);
    const QPointF from = processor(size, fibre), to = processor(size, fibre + 1);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(220, 40, 40));
    p.drawEllipse(from + (to - from) * (along - fibre), 2.5 * unit, 2.5 * unit);
    return image;
}

struct Difference {
    int largest = 0; // of one channel of one pixel
    double mean = 0; // over every channel of every pixel
};

Difference difference(const QImage& a, const QImage& b) {
    const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
    Difference d;
    double sum = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col) {
            const QRgb p = x.pixel(col, row), q = y.pixel(col, row);
            for (const int e :
                 {std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)), std::abs(qBlue(p) - qBlue(q))}) {
                d.largest = std::max(d.largest, e);
                sum += e;
            }
        }
    d.mean = sum / (3.0 * x.width() * x.height());
    return d;
}

int colourCount(const std::vector<QImage>& frames) {
    std::set<QRgb> colours;
    for (const QImage& frame : frames) {
        const QImage rgb = frame.convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < rgb.height(); ++y)
            for (int x = 0; x < rgb.width(); ++x)
                colours.insert(rgb.pixel(x, y));
    }
    return int(colours.size());
}

struct Decoded {
    std::vector<QImage> frames;
    std::vector<int> delaysMs;
};

Decoded decode(const QString& path) {
    QImageReader reader(path);
    Decoded d;
    while (reader.canRead()) {
        d.frames.push_back(reader.read());
        d.delaysMs.push_back(reader.nextImageDelay());
    }
    return d;
}

QString errorOf(const AnimatedGif& gif, const QString& path) {
    return gif.save(path).value_or(QString());
}

} // namespace

class TestAnimatedGif : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString path(const QString& name) const { return dir_.filePath(name); }

private slots:
    void writesOnlyWhatChanges() {
        const QSize size(480, 300);
        const std::vector<int> steps{0, 0, 0, 1, 2, 3, 3, 3, 3, 4, 5, 6, 7, 7, 8};
        const std::vector<int> delays{100, 100, 100, 50, 50, 80, 80, 80, 80, 40, 40, 40, 120, 120, 200};
        AnimatedGif gif(size);
        std::vector<QImage> drawn, distinct;
        std::vector<int> merged;
        for (std::size_t k = 0; k < steps.size(); ++k) {
            drawn.push_back(drawFrame(size, steps[k]));
            gif.addFrame(drawn.back(), delays[k]);
            if (k > 0 && drawn[k] == drawn[k - 1]) {
                merged.back() += delays[k];
            } else {
                distinct.push_back(drawn[k]);
                merged.push_back(delays[k]);
            }
        }
        QCOMPARE(distinct.size(), std::size_t(9));
        QCOMPARE(gif.frameCount(), int(distinct.size()));
        QVERIFY(colourCount(drawn) > 255);
        const QString file = path("ring.gif");
        QCOMPARE(errorOf(gif, file), QString());

        QImageReader reader(file);
        QVERIFY(reader.supportsAnimation());
        QCOMPARE(reader.imageCount(), int(distinct.size()));
        QCOMPARE(reader.loopCount(), -1); // Qt's word for "forever"
        const Decoded decoded = decode(file);
        QCOMPARE(decoded.frames.size(), distinct.size());
        for (std::size_t k = 0; k < distinct.size(); ++k) {
            QCOMPARE(decoded.frames[k].size(), size);
            const Difference d = difference(decoded.frames[k], distinct[k]);
            QVERIFY2(d.largest <= 32 && d.mean < 0.5,
                     qPrintable(QString("frame %1: largest %2, mean %3").arg(k).arg(d.largest).arg(d.mean)));
            QCOMPARE(decoded.delaysMs[k], merged[k]);
        }
        // The palette keeps the real colours of large areas, not giflib's 5-bit ones.
        QCOMPARE(decoded.frames[0].pixel(2, size.height() - 3), qRgb(255, 255, 255));
        QCOMPARE(std::accumulate(decoded.delaysMs.begin(), decoded.delaysMs.end(), 0),
                 std::accumulate(delays.begin(), delays.end(), 0));
        const qint64 raw = qint64(steps.size()) * size.width() * size.height() * 4;
        QVERIFY2(QFileInfo(file).size() * 50 < raw, qPrintable(QString::number(QFileInfo(file).size())));
    }

    void keepsExactColoursWhenFew() {
        const QSize size(64, 48);
        AnimatedGif gif(size);
        std::vector<QImage> drawn;
        for (int k = 0; k < 5; ++k) {
            QImage image(size, QImage::Format_RGB32);
            image.fill(qRgb(3, 7, 11));
            QPainter p(&image); // not antialiased: three colours
            p.fillRect(QRect(k * 10, 5, 12, 12), QColor(201, 99, 17));
            p.fillRect(QRect(5, 30, 40, 4), QColor(254, 254, 253));
            p.end();
            drawn.push_back(image);
            gif.addFrame(image, 30);
        }
        QCOMPARE(errorOf(gif, path("few.gif")), QString());
        const Decoded decoded = decode(path("few.gif"));
        QCOMPARE(decoded.frames.size(), drawn.size());
        for (std::size_t k = 0; k < drawn.size(); ++k)
            QCOMPARE(difference(decoded.frames[k], drawn[k]).largest, 0);
    }

    void roundsDelaysOnTheRunningTotal() {
        const QSize size(16, 16);
        AnimatedGif gif(size);
        for (int k = 0; k < 30; ++k) { // 30 frames a second
            QImage image(size, QImage::Format_RGB32);
            image.fill(Qt::white);
            image.setPixel(k % 16, k / 16, qRgb(0, 0, 0));
            gif.addFrame(image, 33);
        }
        QImage last(size, QImage::Format_RGB32);
        last.fill(Qt::blue);
        gif.addFrame(last, 0); // shown as briefly as browsers allow
        QCOMPARE(errorOf(gif, path("timing.gif")), QString());
        const Decoded decoded = decode(path("timing.gif"));
        QCOMPARE(decoded.delaysMs.size(), std::size_t(31));
        for (int k = 0; k < 30; ++k)
            QVERIFY(decoded.delaysMs[k] == 30 || decoded.delaysMs[k] == 40);
        QCOMPARE(std::accumulate(decoded.delaysMs.begin(), decoded.delaysMs.end() - 1, 0), 990);
        QCOMPARE(decoded.delaysMs.back(), 20);
    }

    // The size of a slide: 800 x 500, 60 frames of a moving message (each step twice).
    // Its speed is measured in bench_render (BM_AnimatedGif), not here.
    void aSlideStaysSmall() {
        const QSize size(800, 500);
        AnimatedGif gif(size);
        for (int k = 0; k < 60; ++k)
            gif.addFrame(drawFrame(size, k / 2), 50);
        const QString file = path("slide.gif");
        QCOMPARE(errorOf(gif, file), QString());
        const qint64 bytes = QFileInfo(file).size();
        QCOMPARE(gif.frameCount(), 30);
        QVERIFY(bytes * 100 < qint64(60) * size.width() * size.height() * 4);
        QCOMPARE(QImageReader(file).imageCount(), 30);
    }

    void refusesWithAMessage() {
        const QImage frame = drawFrame(QSize(40, 30), 0);
        QVERIFY(errorOf(AnimatedGif(QSize(0, 30)), path("a.gif")).contains("empty"));
        AnimatedGif zero(QSize(0, 0));
        zero.addFrame(frame, 100);
        QVERIFY(errorOf(zero, path("a.gif")).contains("0 x 0"));
        QVERIFY(errorOf(AnimatedGif(QSize(9000, 10)), path("a.gif")).contains("8192"));
        QVERIFY(errorOf(AnimatedGif(QSize(40, 30)), path("a.gif")).contains("no frames"));
        AnimatedGif wrongSize(QSize(40, 31));
        wrongSize.addFrame(frame, 100);
        QVERIFY(errorOf(wrongSize, path("a.gif")).contains("frame 1 is 40 x 30 pixels"));
        AnimatedGif nullFrame(QSize(40, 30));
        nullFrame.addFrame(frame, 100);
        nullFrame.addFrame(QImage(), 100);
        QVERIFY(errorOf(nullFrame, path("a.gif")).contains("frame 2 is empty"));
        QVERIFY(!QFileInfo::exists(path("a.gif")));

        AnimatedGif fine(QSize(40, 30));
        fine.addFrame(frame, 100);
        const QString unwritable = path("missing/folder/a.gif");
        QCOMPARE(errorOf(fine, unwritable), "cannot write " + unwritable + ": its folder does not exist");
        QCOMPARE(errorOf(fine, dir_.path()), dir_.path() + " is a folder, not a file");
    }

    // Encoding is the long part of a large export: the window's bar follows it frame by
    // frame, and Cancel there leaves no file behind.
    void savingReportsProgressAndCancels() {
        const QSize size(240, 150);
        AnimatedGif gif(size);
        for (int step = 0; step < 6; ++step)
            gif.addFrame(drawFrame(size, step), 100);
        std::vector<std::pair<int, int>> seen;
        const QString file = path("progress.gif");
        QCOMPARE(gif.save(file,
                          [&](int written, int frames) {
                              seen.emplace_back(written, frames);
                              return true;
                          })
                     .value_or(QString()),
                 QString());
        QCOMPARE(int(seen.size()), gif.frameCount());
        for (std::size_t k = 0; k < seen.size(); ++k)
            QCOMPARE(seen[k], std::make_pair(int(k) + 1, gif.frameCount()));
        QCOMPARE(QImageReader(file).imageCount(), gif.frameCount());

        const QString cancelled = path("cancelled.gif");
        QCOMPARE(gif.save(cancelled, [](int written, int) { return written < 3; }).value_or(QString()),
                 QString("cancelled"));
        QVERIFY(!QFileInfo::exists(cancelled));
    }

    void refusesTooManyFrames() {
        AnimatedGif gif(QSize(2, 2));
        QImage image(2, 2, QImage::Format_RGB32);
        for (int k = 0; k <= AnimatedGif::maxFrames; ++k) {
            image.fill(qRgb(k % 256, k / 256, 0));
            gif.addFrame(image, 20);
        }
        QVERIFY(errorOf(gif, path("many.gif")).contains("more than 10000"));
        QCOMPARE(gif.frameCount(), 0); // their memory is freed
    }
};

QTEST_MAIN(TestAnimatedGif)
#include "tst_animatedgif.moc"
