// An animation as a video, for slide programs and players that take video rather than
// GIF: MP4 with H.264 (.mp4) or WebM with VP9 (.webm), chosen by the file's
// suffix. FFmpeg's libraries from Debian do the work -- libavformat the container,
// libavcodec the coding (libx264, libvpx), libswscale RGB to YUV 4:2:0 -- this class only
// feeds them frames.
//
// A video has a constant frame rate, which every player and slide program honours: a
// frame that should last longer is repeated (the encoder stores a repeat in a few
// bytes). Frames are encoded as they come, so memory stays one frame whatever the
// length; the file is written beside the target and renamed over it when finished.
#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <cstdint>
#include <memory>
#include <optional>

namespace popslab::render {

class AnimatedVideo {
public:
    static constexpr int frameRate = 50;            // 20 ms a frame, SceneAnimation's shortest
    static constexpr std::int64_t maxSeconds = 600; // a video for a slide, not a film
    static constexpr int maxSide = 4096;            // pixels a side (H.264 level 5.2 allows 4096)
    // What the encoder keeps grows with the frame: about 90 bytes a pixel with two threads
    // and a look-ahead of 8 (measured here: 1.27 GB for 3840 x 3742 px with x264, 1.35 GB
    // with VP9). Frames are bounded so that encoding stays within 768 MB.
    static constexpr std::int64_t encoderBytesPerPixel = 90;
    static constexpr std::int64_t maxEncoderBytes = 768ll << 20;
    static bool isVideoPath(const QString& path); // .mp4 or .webm
    static QString libraryVersion();              // "FFmpeg libavcodec 59.37.100", for Help > About

    // Opens the encoder for frames of `size` (odd sides lose their last pixel row or
    // column: YUV 4:2:0 needs even sides). A failure is kept and reported by finish().
    AnimatedVideo(const QString& path, QSize size);
    ~AnimatedVideo(); // abandons an unfinished video: nothing is left behind
    AnimatedVideo(const AnimatedVideo&) = delete;
    AnimatedVideo& operator=(const AnimatedVideo&) = delete;

    // Shows `frame` for `delayMs` (rounded to whole frames on the running total, so the
    // video keeps its length). Any QImage format; its size must be the one given.
    void addFrame(const QImage& frame, int delayMs);
    // Flushes the encoder, writes the container's index and renames the file into place;
    // the error text, translated, or nothing.
    std::optional<QString> finish();

private:
    struct Codec; // FFmpeg's state, kept out of this header
    std::unique_ptr<Codec> codec_;
    std::optional<QString> error_;
    QString path_;
    QSize size_;
    std::int64_t elapsedMs_ = 0, framesWritten_ = 0;
};

} // namespace popslab::render
