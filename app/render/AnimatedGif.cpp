#include "AnimatedGif.h"

#include "SaveFile.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <array>
#include <climits>
#include <cstring>
#include <gif_lib.h>
#include <memory>
#include <utility>

namespace popslab::render {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AnimatedGif)
};

constexpr int maxColours = 255;                // GIF's 256, less the transparent index
constexpr std::int64_t sampleBudget = 1 << 16; // pixels the median cut sees, besides one per colour
constexpr QRgb noColour = 0xffffffff;          // no masked colour has alpha bits

const QRgb* line(const QImage& image, int y) {
    return reinterpret_cast<const QRgb*>(image.constScanLine(y));
}

std::optional<QString> sizeRefusal(QSize size) {
    if (size.width() < 1 || size.height() < 1)
        return Text::tr("an animation of %1 x %2 pixels is empty").arg(size.width()).arg(size.height());
    if (size.width() > AnimatedGif::maxSide || size.height() > AnimatedGif::maxSide)
        return Text::tr("an animation of %1 x %2 pixels is too large: at most %3 pixels a side")
            .arg(size.width())
            .arg(size.height())
            .arg(AnimatedGif::maxSide);
    return std::nullopt;
}

std::optional<QString> frameRefusal(const QImage& frame, int number, QSize size) {
    if (frame.isNull()) return Text::tr("frame %1 is empty").arg(number);
    if (frame.size() != size)
        return Text::tr("frame %1 is %2 x %3 pixels, not %4 x %5 like the animation")
            .arg(number)
            .arg(frame.width())
            .arg(frame.height())
            .arg(size.width())
            .arg(size.height());
    return std::nullopt;
}

QString outOfMemory(int frame) {
    return Text::tr("not enough memory for frame %1").arg(frame);
}

// Whole rows are compared first: most rows of a figure stay the same between slots.
QRect changedRect(const QImage& before, const QImage& after) {
    const int width = after.width();
    int top = -1, bottom = -1, left = width, right = -1;
    for (int y = 0; y < after.height(); ++y) {
        const QRgb* a = line(before, y);
        const QRgb* b = line(after, y);
        if (std::memcmp(a, b, std::size_t(width) * sizeof(QRgb)) == 0) continue;
        if (top < 0) top = y;
        bottom = y;
        int x = 0;
        while (x < left && a[x] == b[x])
            ++x;
        left = std::min(left, x);
        x = width - 1;
        while (x > right && a[x] == b[x])
            --x;
        right = std::max(right, x);
    }
    return top < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

using Counts = std::vector<std::pair<QRgb, std::int64_t>>;

// How many of the pixels to be written have each colour, sorted by colour so that the
// same frames give the same file (QHash's order changes from run to run). Runs are
// counted at once, as a figure is mostly flat colour.
Counts colourCounts(const std::vector<QImage>& frames) {
    QHash<QRgb, std::int64_t> counts;
    for (const QImage& frame : frames)
        for (int y = 0; y < frame.height(); ++y) {
            const QRgb* pixels = line(frame, y);
            for (int x = 0; x < frame.width();) {
                const QRgb colour = pixels[x] & RGB_MASK;
                const int start = x;
                while (x < frame.width() && (pixels[x] & RGB_MASK) == colour)
                    ++x;
                counts[colour] += x - start;
            }
        }
    Counts sorted;
    sorted.reserve(std::size_t(counts.size()));
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        sorted.emplace_back(it.key(), it.value());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

// giflib's median cut sees 5 bits a channel and gives each box the unweighted mean of
// its cells, which would turn a white background into (248, 248, 248). So only its
// boxes are kept, and each box's colour is the mean of the real pixels in it. Every
// colour is sampled at least once, so a rare one (the moving message) is not lost.
std::vector<QRgb> medianCut(const Counts& counts) {
    std::int64_t total = 0;
    for (const auto& entry : counts)
        total += entry.second;
    std::vector<GifByteType> red, green, blue;
    std::vector<std::size_t> firstSample;
    for (const auto& [colour, n] : counts) {
        firstSample.push_back(red.size());
        const std::size_t copies = std::size_t(1 + n * sampleBudget / total);
        red.insert(red.end(), copies, GifByteType(qRed(colour)));
        green.insert(green.end(), copies, GifByteType(qGreen(colour)));
        blue.insert(blue.end(), copies, GifByteType(qBlue(colour)));
    }
    std::vector<GifByteType> box(red.size());
    std::array<GifColorType, 256> boxColours{};
    int boxes = maxColours;
    if (GifQuantizeBuffer(unsigned(red.size()), 1, &boxes, red.data(), green.data(), blue.data(), box.data(),
                          boxColours.data()) != GIF_OK)
        return {};
    // Per box: red, green and blue weighted by pixels, and the pixels.
    std::vector<std::array<std::int64_t, 4>> sums(std::size_t(std::max(boxes, 0)));
    for (std::size_t i = 0; i < counts.size(); ++i) {
        const auto& [colour, n] = counts[i];
        auto& sum = sums.at(box[firstSample[i]]);
        sum[0] += qRed(colour) * n;
        sum[1] += qGreen(colour) * n;
        sum[2] += qBlue(colour) * n;
        sum[3] += n;
    }
    std::vector<QRgb> colours;
    for (const auto& [r, g, b, n] : sums)
        if (n > 0) colours.push_back(qRgb(int((r + n / 2) / n), int((g + n / 2) / n), int((b + n / 2) / n)));
    return colours;
}

int nearest(const std::vector<QRgb>& colours, QRgb colour) {
    int best = 0, bestDistance = INT_MAX;
    for (int i = 0; i < int(colours.size()) && bestDistance > 0; ++i) {
        const int dr = qRed(colours[i]) - qRed(colour), dg = qGreen(colours[i]) - qGreen(colour),
                  db = qBlue(colours[i]) - qBlue(colour);
        const int distance = dr * dr + dg * dg + db * db;
        if (distance < bestDistance) best = i, bestDistance = distance;
    }
    return best;
}

// The animation's colours, and for every colour of its frames the nearest of them:
// the frames are mapped through this table, never searched pixel by pixel.
struct Palette {
    std::vector<QRgb> colours;
    QHash<QRgb, GifPixelType> index;
    GifPixelType transparent() const { return GifPixelType(colours.size()); }
};

// Up to 255 colours are kept exactly. Empty only when giflib runs out of memory.
Palette choosePalette(const std::vector<QImage>& frames) {
    const Counts counts = colourCounts(frames);
    Palette palette;
    if (counts.size() <= std::size_t(maxColours))
        for (const auto& entry : counts)
            palette.colours.push_back(entry.first);
    else
        palette.colours = medianCut(counts);
    if (palette.colours.empty()) return palette;
    palette.index.reserve(qsizetype(counts.size()));
    for (const auto& entry : counts)
        palette.index.insert(entry.first, GifPixelType(nearest(palette.colours, entry.first)));
    return palette;
}

// Rounded on the running total, so that 33 ms frames (30 per second) alternate 3 and
// 4 cs and the animation keeps its length; at least 2 cs, as browsers show 0 and 1 as
// 10; at most what the GIF's 16 bits hold.
std::vector<int> centiseconds(const std::vector<std::int64_t>& delaysMs) {
    std::vector<int> result;
    std::int64_t elapsedMs = 0, writtenCs = 0;
    for (const std::int64_t ms : delaysMs) {
        elapsedMs += ms;
        const std::int64_t cs = std::clamp<std::int64_t>((elapsedMs + 5) / 10 - writtenCs, 2, 65535);
        writtenCs += cs;
        result.push_back(int(cs));
    }
    return result;
}

int writeToDevice(GifFileType* gif, const GifByteType* bytes, int length) {
    const qint64 written = static_cast<QIODevice*>(gif->UserData)->write(reinterpret_cast<const char*>(bytes), length);
    return written < 0 ? 0 : int(written);
}

struct CloseGif {
    void operator()(GifFileType* gif) const {
        int ignored = 0;
        EGifCloseFile(gif, &ignored);
    }
};

struct FreeColourMap {
    void operator()(ColorMapObject* map) const { GifFreeMapObject(map); }
};

// One GIF being written with giflib's sequential calls. Each step returns false on a
// giflib failure, which error() then explains. It keeps the palette index each screen
// pixel shows, so that a pixel whose index stays the same is written transparent
// (a long run of one code, which LZW makes almost free).
class GifWriter {
public:
    GifWriter(QIODevice& device, QSize size, const Palette& palette)
        : gif_(EGifOpen(&device, writeToDevice, &error_)), size_(size), palette_(palette),
          shown_(std::size_t(size.width()) * std::size_t(size.height()), palette.transparent()) {}

    bool begin() { return gif_ && putScreen() && loopForever(); }

    bool frame(const QImage& pixels, int centiseconds) {
        if (!putControl(centiseconds)) return false;
        const QPoint at = pixels.offset();
        if (!check(EGifPutImageDesc(gif_.get(), at.x(), at.y(), pixels.width(), pixels.height(), false, nullptr)))
            return false;
        std::vector<GifPixelType> indices(std::size_t(pixels.width()));
        for (int y = 0; y < pixels.height(); ++y) {
            index(line(pixels, y), pixels.width(), shownAt(at + QPoint(0, y)), indices.data());
            if (!check(EGifPutLine(gif_.get(), indices.data(), pixels.width()))) return false;
        }
        return true;
    }

    bool finish() { // the trailer
        int code = E_GIF_SUCCEEDED;
        if (EGifCloseFile(gif_.release(), &code) == GIF_OK) return true;
        error_ = code;
        return false;
    }

    QString error() const {
        const char* text = GifErrorString(error_);
        return text ? QString::fromUtf8(text) : Text::tr("giflib error %1").arg(error_);
    }

private:
    bool check(int result) {
        if (result == GIF_OK) return true;
        error_ = gif_->Error;
        return false;
    }

    bool putScreen() {
        int entries = 2; // a GIF colour table has a power of two entries, at least 2
        while (entries < int(palette_.colours.size()) + 1)
            entries *= 2;
        std::vector<GifColorType> table(std::size_t(entries), GifColorType{0, 0, 0});
        for (std::size_t i = 0; i < palette_.colours.size(); ++i) {
            const QRgb c = palette_.colours[i];
            table[i] = GifColorType{GifByteType(qRed(c)), GifByteType(qGreen(c)), GifByteType(qBlue(c))};
        }
        const std::unique_ptr<ColorMapObject, FreeColourMap> map(GifMakeMapObject(entries, table.data()));
        if (!map) {
            error_ = E_GIF_ERR_NOT_ENOUGH_MEM;
            return false;
        }
        EGifSetGifVersion(gif_.get(), true); // GIF89a, for transparency, delays and looping
        return check(EGifPutScreenDesc(gif_.get(), size_.width(), size_.height(), 8, 0, map.get()));
    }

    bool loopForever() { // Netscape's application extension: sub-block 1, loop count 0
        static constexpr char application[] = "NETSCAPE2.0";
        static constexpr GifByteType loop[] = {1, 0, 0};
        return check(EGifPutExtensionLeader(gif_.get(), APPLICATION_EXT_FUNC_CODE)) &&
               check(EGifPutExtensionBlock(gif_.get(), 11, application)) &&
               check(EGifPutExtensionBlock(gif_.get(), 3, loop)) && check(EGifPutExtensionTrailer(gif_.get()));
    }

    // Each frame stays on screen under the next, which shows through its transparent pixels.
    bool putControl(int centiseconds) {
        GraphicsControlBlock control{};
        control.DisposalMode = DISPOSE_DO_NOT;
        control.UserInputFlag = false;
        control.DelayTime = centiseconds;
        control.TransparentColor = palette_.transparent();
        GifByteType extension[4];
        const auto length = EGifGCBToExtension(&control, extension);
        return check(EGifPutExtension(gif_.get(), GRAPHICS_EXT_FUNC_CODE, int(length), extension));
    }

    GifPixelType* shownAt(QPoint p) {
        return &shown_[std::size_t(p.y()) * std::size_t(size_.width()) + std::size_t(p.x())];
    }

    void index(const QRgb* pixels, int count, GifPixelType* shown, GifPixelType* indices) const {
        QRgb colour = noColour; // one lookup per run of a colour
        GifPixelType index = 0;
        for (int x = 0; x < count; ++x) {
            if ((pixels[x] & RGB_MASK) != colour) {
                colour = pixels[x] & RGB_MASK;
                index = palette_.index.value(colour);
            }
            indices[x] = index == shown[x] ? palette_.transparent() : index;
            shown[x] = index;
        }
    }

    int error_ = E_GIF_SUCCEEDED; // before gif_: EGifOpen reports into it
    std::unique_ptr<GifFileType, CloseGif> gif_;
    QSize size_;
    const Palette& palette_;
    std::vector<GifPixelType> shown_; // starts transparent, which no colour matches
};

// giflib does not check every write, so the file's own error decides.
std::optional<QString> writeGif(QIODevice& file, const QString& path, QSize size, const std::vector<QImage>& frames,
                                const std::vector<int>& delays, const Palette& palette,
                                const std::function<bool(int, int)>& progress) {
    GifWriter gif(file, size, palette);
    bool ok = gif.begin();
    for (std::size_t k = 0; ok && k < frames.size(); ++k) {
        ok = gif.frame(frames[k], delays[k]);
        if (ok && progress && !progress(int(k + 1), int(frames.size()))) return Text::tr("cancelled");
    }
    ok = ok && gif.finish();
    if (!ok) return Text::tr("cannot encode %1 as GIF: %2").arg(path, gif.error());
    return std::nullopt;
}

} // namespace

AnimatedGif::AnimatedGif(QSize size) : size_(size) {}

QString AnimatedGif::libraryVersion() {
    return QString("giflib %1.%2.%3").arg(GIFLIB_MAJOR).arg(GIFLIB_MINOR).arg(GIFLIB_RELEASE);
}

void AnimatedGif::addFrame(const QImage& frame, int delayMs) {
    ++added_;
    if (error_ || sizeRefusal(size_)) return; // save() reports the first problem
    error_ = frameRefusal(frame, added_, size_);
    if (error_) return;
    QImage pixels = frame.convertToFormat(QImage::Format_RGB32);
    if (pixels.isNull()) {
        error_ = outOfMemory(added_);
        return;
    }
    const QRect changed = frames_.empty() ? pixels.rect() : changedRect(last_, pixels);
    if (changed.isEmpty())
        delaysMs_.back() += std::max(delayMs, 0);
    else
        keep(std::move(pixels), changed, std::max(delayMs, 0));
}

void AnimatedGif::keep(QImage pixels, QRect changed, std::int64_t delayMs) {
    if (frameCount() == maxFrames) {
        error_ = Text::tr("the animation has more than %1 different frames").arg(maxFrames);
        frames_.clear(); // none will be written
        delaysMs_.clear();
        last_ = QImage();
        return;
    }
    keptBytes_ += std::int64_t(changed.width()) * changed.height() * 4;
    if (keptBytes_ > maxKeptBytes) {
        error_ = Text::tr("the frames of this animation would take more than %1 MB until it is written; choose a "
                          "smaller width or fewer frames per step")
                     .arg(maxKeptBytes >> 20);
        frames_.clear(); // none will be written
        delaysMs_.clear();
        last_ = QImage();
        return;
    }
    QImage patch = pixels.copy(changed);
    if (patch.isNull()) {
        error_ = outOfMemory(added_);
        return;
    }
    patch.setOffset(changed.topLeft());
    frames_.push_back(std::move(patch));
    delaysMs_.push_back(delayMs);
    last_ = std::move(pixels);
}

std::optional<QString> AnimatedGif::save(const QString& path, const std::function<bool(int, int)>& progress) const {
    if (auto refusal = sizeRefusal(size_)) return refusal;
    if (error_) return error_;
    if (frames_.empty()) return Text::tr("the animation has no frames");
    const Palette palette = choosePalette(frames_);
    if (palette.colours.empty()) return Text::tr("not enough memory to choose the colours of %1").arg(path);
    // A failed write is the file's error (saveFile words it); the old file stays.
    return files::saveFile(path, [&](QIODevice& file) {
        return writeGif(file, path, size_, frames_, centiseconds(delaysMs_), palette, progress);
    });
}

} // namespace popslab::render
