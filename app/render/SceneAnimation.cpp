#include "SceneAnimation.h"

#include "AnimatedGif.h"
#include "AnimatedVideo.h"
#include "SvgTextRuns.h"
#include "common/Work.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QSvgGenerator>
#include <cmath>

namespace popslab::render {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SceneAnimation)
};

QSize pixelSize(const SceneAnimation& a, const AnimationOptions& o) {
    const double height = std::min(1e9, o.width * a.scene.height() / a.scene.width()); // scene checked first
    return {o.width, std::max(1, int(std::lround(height)))};
}
} // namespace

std::optional<QString> checkAnimation(const SceneAnimation& a, const AnimationOptions& o) {
    if (o.width < kMinAnimationWidth || o.width > kMaxAnimationWidth)
        return Text::tr("the width %1 px is not in %2..%3")
            .arg(o.width)
            .arg(kMinAnimationWidth)
            .arg(kMaxAnimationWidth);
    if (o.framesPerStep < 1 || o.framesPerStep > kMaxFramesPerStep)
        return Text::tr("%1 frames per step is not in 1..%2").arg(o.framesPerStep).arg(kMaxFramesPerStep);
    if (o.stepMs < kMinStepMs || o.stepMs > kMaxStepMs)
        return Text::tr("%1 ms per step is not in %2..%3").arg(o.stepMs).arg(kMinStepMs).arg(kMaxStepMs);
    if (o.framesPerStep > 1 && o.stepMs / 2 / (o.framesPerStep - 1) < kMinFrameMs)
        return Text::
            tr("%1 ms per step is too short for %2 frames: a GIF frame lasts at least %3 ms, so give at least %4 ms")
                .arg(o.stepMs)
                .arg(o.framesPerStep)
                .arg(kMinFrameMs)
                .arg(2 * kMinFrameMs * (o.framesPerStep - 1));
    if (a.steps < 1) return Text::tr("there is nothing to animate: no slot or step");
    if (std::int64_t(a.steps) * o.framesPerStep > AnimatedGif::maxFrames)
        return Text::tr(
                   "%1 steps of %2 frames are more than the %3 frames an animation may have; use fewer frames per step")
            .arg(a.steps)
            .arg(o.framesPerStep)
            .arg(AnimatedGif::maxFrames);
    if (!(a.scene.width() >= 1 && a.scene.height() >= 1) || !std::isfinite(a.scene.width()) ||
        !std::isfinite(a.scene.height()))
        return Text::tr("the figure is empty");
    if (pixelSize(a, o).height() > AnimatedGif::maxSide)
        return Text::tr("the figure would be %1 px tall, more than %2; choose a smaller width")
            .arg(pixelSize(a, o).height())
            .arg(AnimatedGif::maxSide);
    // The GIF keeps what each frame changes until it is written: bound the worst case,
    // every frame changing everywhere.
    const QSize size = pixelSize(a, o);
    const double pixels = double(size.width()) * size.height() * double(a.steps) * o.framesPerStep;
    if (pixels > kMaxAnimationPixels)
        return Text::tr("%1 frames of %2 x %3 px are more than the %4 million pixels an animation may hold; choose "
                        "a smaller width or fewer frames per step")
            .arg(std::int64_t(a.steps) * o.framesPerStep)
            .arg(size.width())
            .arg(size.height())
            .arg(kMaxAnimationPixels / 1e6, 0, 'f', 0);
    return std::nullopt;
}

bool isAnimationPath(const QString& path) {
    return path.endsWith(".gif", Qt::CaseInsensitive) || AnimatedVideo::isVideoPath(path);
}

namespace {
// A video streams its frames, so its bound is its length, and the encoder's frame size.
std::optional<QString> checkVideo(const SceneAnimation& a, const AnimationOptions& o) {
    const std::int64_t seconds = (std::int64_t(a.steps) * o.stepMs + 999) / 1000;
    if (seconds > AnimatedVideo::maxSeconds)
        return Text::tr("the video would last %1 s, more than %2 s; use fewer ms per step")
            .arg(seconds)
            .arg(AnimatedVideo::maxSeconds);
    const QSize size = pixelSize(a, o);
    if (size.height() > AnimatedVideo::maxSide)
        return Text::tr("the figure would be %1 px tall, more than %2; choose a smaller width")
            .arg(size.height())
            .arg(AnimatedVideo::maxSide);
    const std::int64_t encoder = std::int64_t(size.width()) * size.height() * AnimatedVideo::encoderBytesPerPixel;
    if (encoder > AnimatedVideo::maxEncoderBytes)
        return Text::tr("a video of %1 x %2 px needs about %3 MB in the encoder, more than the %4 MB an animation may "
                        "use; choose a smaller width")
            .arg(size.width())
            .arg(size.height())
            .arg(encoder >> 20)
            .arg(AnimatedVideo::maxEncoderBytes >> 20);
    return std::nullopt;
}
} // namespace

std::optional<QString> writeAnimation(const QString& path, const SceneAnimation& a, const AnimationOptions& o,
                                      const std::function<bool(int, int)>& progress) {
    if (!isAnimationPath(path)) return Text::tr("an animation is written as .gif, .mp4 or .webm, not %1").arg(path);
    if (auto bad = checkAnimation(a, o)) return bad;
    const bool asVideo = AnimatedVideo::isVideoPath(path);
    if (asVideo)
        if (auto bad = checkVideo(a, o)) return bad;
    const QSize size = pixelSize(a, o);
    const double scale = size.width() / a.scene.width();
    // The GIF keeps its frames until save() (one palette for all); the video encodes each
    // as it comes and is abandoned, leaving nothing, if cancelled.
    std::optional<AnimatedGif> gif;
    std::optional<AnimatedVideo> video;
    if (asVideo)
        video.emplace(path, size);
    else
        gif.emplace(size);
    const int drawn = a.steps * o.framesPerStep;
    // Drawing and encoding count toward the caller's time limit (a command's) and say how
    // far they got; the window cancels through `progress`.
    auto reached = [&](int done) {
        work::report({WorkStage::WritingAnimation, {std::uint64_t(done), std::uint64_t(drawn), 0}});
        work::checkpoint();
    };
    // A GIF is encoded after its frames are drawn: the second half of the bar.
    const int total = asVideo ? drawn : 2 * drawn;
    // Motion takes the first half of a step, the complete step holds for the second.
    const int motionMs = o.framesPerStep > 1 ? o.stepMs / 2 / (o.framesPerStep - 1) : 0;
    for (int step = 0; step < a.steps; ++step)
        for (int k = 1; k <= o.framesPerStep; ++k) {
            QImage frame(size, QImage::Format_RGB32);
            frame.fill(a.background);
            {
                QPainter p(&frame);
                p.setRenderHint(QPainter::Antialiasing);
                p.scale(scale, scale);
                p.translate(-a.scene.topLeft());
                a.paint(p, step, double(k) / o.framesPerStep);
            }
            const bool last = k == o.framesPerStep;
            const int delay = last ? o.stepMs - motionMs * (o.framesPerStep - 1) : motionMs;
            reached(step * o.framesPerStep + k);
            if (video)
                video->addFrame(frame, delay);
            else
                gif->addFrame(frame, delay);
            if (progress && !progress(step * o.framesPerStep + k, total)) return Text::tr("cancelled");
        }
    if (video) return video->finish();
    return gif->save(path, [&](int written, int frames) {
        reached(drawn); // encoding: the frames are all drawn
        return !progress || progress(drawn + int(std::int64_t(drawn) * written / frames), total);
    });
}

QByteArray stepSvg(const SceneAnimation& a, int step) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(a.scene.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), a.scene.size()));
    {
        QPainter p(&svg);
        p.fillRect(QRectF(QPointF(0, 0), a.scene.size()), a.background);
        p.translate(-a.scene.topLeft());
        a.paint(p, step, 1.0);
    }
    return joinTextRuns(buffer.data());
}

} // namespace popslab::render
