// Slot animations as video, read back with FFmpeg's own decoder: the video
// has the frame rate and the length the steps ask for, every step shows in its frames
// (each step is drawn in a colour of its own), an odd width loses one column only, a
// cancelled export leaves nothing, and a bad path or length is a message, never a crash.
#include "AnimatedVideo.h"
#include "SceneAnimation.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <vector>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
}

using namespace popslab::render;

namespace {

struct Decoded {
    int width = 0, height = 0;
    AVRational frameRate{0, 1};
    std::vector<QColor> centres; // each frame's centre pixel, in decode order
};

// Every frame of the video's first stream, decoded; the centre pixel from YUV 4:2:0.
std::optional<Decoded> decode(const QString& path) {
    AVFormatContext* format = nullptr;
    if (avformat_open_input(&format, QFile::encodeName(path).constData(), nullptr, nullptr) < 0) return std::nullopt;
    Decoded out;
    avformat_find_stream_info(format, nullptr);
    const AVStream* stream = format->streams[0];
    const AVCodec* codec = avcodec_find_decoder(stream->codecpar->codec_id);
    AVCodecContext* context = avcodec_alloc_context3(codec);
    avcodec_parameters_to_context(context, stream->codecpar);
    avcodec_open2(context, codec, nullptr);
    out.width = context->width;
    out.height = context->height;
    out.frameRate = stream->r_frame_rate;
    AVPacket* packet = av_packet_alloc();
    AVFrame* frame = av_frame_alloc();
    auto drain = [&] {
        while (avcodec_receive_frame(context, frame) >= 0) {
            const int x = frame->width / 2, y = frame->height / 2;
            const double Y = frame->data[0][y * frame->linesize[0] + x];
            const double U = frame->data[1][y / 2 * frame->linesize[1] + x / 2] - 128.0;
            const double V = frame->data[2][y / 2 * frame->linesize[2] + x / 2] - 128.0;
            const double l = 1.164 * (Y - 16);
            auto clamp = [](double v) { return std::clamp(int(std::lround(v)), 0, 255); };
            out.centres.emplace_back(clamp(l + 1.596 * V), clamp(l - 0.392 * U - 0.813 * V), clamp(l + 2.017 * U));
        }
    };
    while (av_read_frame(format, packet) >= 0) {
        if (packet->stream_index == 0) {
            avcodec_send_packet(context, packet);
            drain();
        }
        av_packet_unref(packet);
    }
    avcodec_send_packet(context, nullptr);
    drain();
    av_frame_free(&frame);
    av_packet_free(&packet);
    avcodec_free_context(&context);
    avformat_close_input(&format);
    return out;
}

QColor stepColour(int step) {
    return QColor::fromHsv(step * 47 % 360, 220, 230);
}

// A figure whose centre is one colour a step; the motion a bar that grows within it.
SceneAnimation colouredSteps(int steps) {
    SceneAnimation a;
    a.scene = QRectF(0, 0, 300, 200);
    a.background = Qt::white;
    a.steps = steps;
    a.paint = [](QPainter& p, int step, double progress) {
        p.fillRect(QRectF(100, 60, 100, 80), stepColour(step));
        p.fillRect(QRectF(0, 180, 300 * progress, 20), Qt::black);
    };
    return a;
}

bool near(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < 40;
}

} // namespace

class TestAnimatedVideo : public QObject {
    Q_OBJECT
private slots:
    void everyStepShowsForItsTime_data() {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("mp4") << ".mp4";
        QTest::newRow("webm") << ".webm";
    }
    void everyStepShowsForItsTime() {
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        const QString path = dir.filePath("steps" + suffix);
        const int steps = 5, stepMs = 400;
        int calls = 0;
        const auto error =
            writeAnimation(path, colouredSteps(steps), {321, 3, stepMs}, [&](int, int) { return ++calls; });
        QVERIFY2(!error, qPrintable(error.value_or("")));
        QCOMPARE(calls, steps * 3);
        QVERIFY(!QFileInfo::exists(path + ".part"));
        const auto video = decode(path);
        QVERIFY(video);
        QCOMPARE(video->width, 320); // 321 x 214: YUV 4:2:0 takes even sides
        QCOMPARE(video->height, 214);
        QCOMPARE(av_q2d(video->frameRate), double(AnimatedVideo::frameRate));
        // 5 steps of 400 ms at 50 frames a second.
        QCOMPARE(int(video->centres.size()), steps * stepMs * AnimatedVideo::frameRate / 1000);
        // Step s fills frames [20 s, 20 s + 20): its colour, whole, in each of them.
        const int perStep = stepMs * AnimatedVideo::frameRate / 1000;
        for (int s = 0; s < steps; ++s)
            for (int f = s * perStep; f < (s + 1) * perStep; ++f)
                QVERIFY2(near(video->centres[std::size_t(f)], stepColour(s)),
                         qPrintable(QString("frame %1: %2, step %3 is %4")
                                        .arg(f)
                                        .arg(video->centres[std::size_t(f)].name(), QString::number(s),
                                             stepColour(s).name())));
    }

    void cancelledOrRefusedLeavesNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath("c.mp4");
        QCOMPARE(writeAnimation(path, colouredSteps(4), {320, 2, 400}, [](int done, int) { return done < 3; }),
                 std::optional<QString>("cancelled"));
        QVERIFY(QDir(dir.path()).isEmpty());
        // 2000 steps of 10 s: longer than a video may be.
        const auto tooLong = writeAnimation(path, colouredSteps(2000), {64, 1, 10000});
        QVERIFY(tooLong && tooLong->contains("more than 600 s"));
        const auto nowhere = writeAnimation("/nonexistent-dir/x.mp4", colouredSteps(2), {320, 1, 400});
        QVERIFY(nowhere && nowhere->contains("cannot write"));
        const auto unknown = writeAnimation(dir.filePath("x.avi"), colouredSteps(2), {320, 1, 400});
        QVERIFY(unknown && unknown->contains(".gif, .mp4 or .webm"));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

QTEST_MAIN(TestAnimatedVideo)
#include "tst_animatedvideo.moc"
