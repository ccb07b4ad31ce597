// An animated GIF of rendered frames, so that a slot animation fits in a slide deck.
//
// Small because a figure changes little from one slot to the next: a frame identical
// to the previous one is not written (the previous one shows longer), and any other
// frame is written as the bounding rectangle of its changed pixels over the previous
// frame, with the pixels that stay the same transparent. One palette of at most 255
// colours (plus the transparent index) serves the whole animation, chosen by median
// cut (giflib's GifQuantizeBuffer) from the pixels of every frame, so a colour never
// changes between frames and no frame needs a table of its own. giflib writes the
// format and does the LZW coding; this class only decides what to write.
//
// Memory: the palette needs every frame before anything is written, so until save()
// the animation keeps the whole last frame plus each frame's changed rectangle in
// 32-bit colour. That is little for a figure whose messages move, but an animation
// whose frames change everywhere keeps them all (800 x 500 x 60 such frames: 96 MB;
// the limits below bound the worst case). Frames are taken as opaque: any alpha is
// dropped, so draw the figure's background.
#pragma once

#include <QImage>
#include <QRect>
#include <QSize>
#include <QString>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace popslab::render {

class AnimatedGif {
public:
    static constexpr int maxSide = 8192;    // pixels a side
    static constexpr int maxFrames = 10000; // written frames, after merging identical ones
    // What the frames kept until save() may take (4 bytes a changed pixel); with the
    // palette's and the writer's work the GIF stays within the 1 GiB of any command.
    static constexpr std::int64_t maxKeptBytes = 640ll << 20;

    explicit AnimatedGif(QSize size); // every frame has this size
    static QString libraryVersion();  // "giflib 5.2.1", for Help > About

    // Any QImage format, converted. A frame of the wrong size, an empty frame or one
    // past maxFrames is not added, and save() says so: a caller checks once, at the end.
    void addFrame(const QImage& frame, int delayMs);

    QSize size() const { return size_; }
    int frameCount() const { return int(frames_.size()); } // frames that will be written

    // Writes the animation (looping forever) atomically; the error text, translated,
    // or nothing. A GIF frame lasts at most 655 s and at least 20 ms (browsers show
    // shorter ones at 100 ms); delays are rounded to 10 ms on their running total,
    // so the animation keeps its length. `progress(frames written, frames)` is asked
    // after each frame; false cancels, leaving no file.
    std::optional<QString> save(const QString& path, const std::function<bool(int, int)>& progress = {}) const;

private:
    void keep(QImage pixels, QRect changed, std::int64_t delayMs); // a frame that changes something

    QSize size_;
    QImage last_;                        // the whole of the last frame, to find what the next one changes
    std::vector<QImage> frames_;         // what each frame changes, at its offset(); all of the first
    std::vector<std::int64_t> delaysMs_; // one per frame, including merged identical frames
    std::int64_t keptBytes_ = 0;         // of frames_
    int added_ = 0;                      // frames given, to name a refused one
    std::optional<QString> error_;       // the first refused frame, reported by save()
};

} // namespace popslab::render
