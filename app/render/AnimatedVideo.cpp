#include "AnimatedVideo.h"

#include "SaveFile.h"
#include "common/OutputFile.h"
#include "common/Work.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <cmath>
#include <cstdio>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/log.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

namespace popslab::render {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AnimatedVideo)
};

QString avError(int code) {
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(code, text, sizeof text);
    return QString::fromUtf8(text);
}

bool isWebm(const QString& path) {
    return path.endsWith(".webm", Qt::CaseInsensitive);
}

// The encoder for the container: H.264 in MP4 (plays in every slide program), VP9 in
// WebM (browsers, LibreOffice); a codec FFmpeg always has when those are missing.
const AVCodec* findEncoder(bool webm) {
    static constexpr const char* kWebm[] = {"libvpx-vp9", "libvpx"};
    static constexpr const char* kMp4[] = {"libx264", "libopenh264"};
    for (const char* name : webm ? kWebm : kMp4)
        if (const AVCodec* c = avcodec_find_encoder_by_name(name)) return c;
    return avcodec_find_encoder(webm ? AV_CODEC_ID_VP8 : AV_CODEC_ID_MPEG4);
}
} // namespace

struct AnimatedVideo::Codec {
    AVFormatContext* format = nullptr;
    AVCodecContext* context = nullptr;
    AVStream* stream = nullptr;
    AVFrame* frame = nullptr;
    AVPacket* packet = nullptr;
    SwsContext* scale = nullptr;
    // The file (OutputFile: a temporary renamed into place by finish(), or a FIFO or device
    // written in place), fed by FFmpeg through our own I/O context.
    std::optional<OutputFile> file;
    AVIOContext* io = nullptr;

    ~Codec() {
        sws_freeContext(scale);
        av_packet_free(&packet);
        av_frame_free(&frame);
        avcodec_free_context(&context);
        if (format) {
            format->pb = nullptr; // ours, freed below
            avformat_free_context(format);
        }
        if (io) {
            av_freep(&io->buffer);
            avio_context_free(&io);
        }
        // An unfinished file is dropped with `file`: its temporary is removed.
    }

    // A write that failed on the file says why in the file's words; FFmpeg's code otherwise.
    QString writeError(int code) const {
        if (file)
            if (auto bad = file->writeError()) return files::fileErrorText(*bad);
        return Text::tr("the video encoder failed: %1").arg(avError(code));
    }

    static int writePacket(void* opaque, uint8_t* data, int size) {
        return static_cast<OutputFile*>(opaque)->write(data, std::size_t(size)) ? size : AVERROR(EIO);
    }
    static int64_t seek(void* opaque, int64_t offset, int whence) {
        const int fd = static_cast<OutputFile*>(opaque)->descriptor();
        if (whence == AVSEEK_SIZE) {
            struct stat st {};
            return ::fstat(fd, &st) == 0 ? int64_t(st.st_size) : AVERROR(errno);
        }
        const off_t at = ::lseek(fd, offset, whence & ~AVSEEK_FORCE);
        return at < 0 ? AVERROR(errno) : int64_t(at);
    }

    // Sends `f` (nullptr: the end) and writes every packet the encoder has ready.
    std::optional<QString> encode(const AVFrame* f) {
        int code = avcodec_send_frame(context, f);
        while (code >= 0) {
            code = avcodec_receive_packet(context, packet);
            if (code == AVERROR(EAGAIN) || code == AVERROR_EOF) return std::nullopt;
            if (code < 0) break;
            av_packet_rescale_ts(packet, context->time_base, stream->time_base);
            packet->stream_index = stream->index;
            code = av_interleaved_write_frame(format, packet); // takes the packet's data
        }
        return writeError(code);
    }
};

bool AnimatedVideo::isVideoPath(const QString& path) {
    return path.endsWith(".mp4", Qt::CaseInsensitive) || isWebm(path);
}

QString AnimatedVideo::libraryVersion() {
    const unsigned v = avcodec_version();
    return QString("FFmpeg libavcodec %1.%2.%3")
        .arg(AV_VERSION_MAJOR(v))
        .arg(AV_VERSION_MINOR(v))
        .arg(AV_VERSION_MICRO(v));
}

AnimatedVideo::AnimatedVideo(const QString& path, QSize size)
    : codec_(std::make_unique<Codec>()), path_(path), size_(size) {
    const int width = size.width() & ~1, height = size.height() & ~1;
    if (width < 2 || height < 2 || size.width() > maxSide || size.height() > maxSide) {
        error_ = Text::tr("a video frame must be 2..%1 px a side, not %2 x %3")
                     .arg(maxSide)
                     .arg(size.width())
                     .arg(size.height());
        return;
    }
    av_log_set_level(AV_LOG_QUIET); // FFmpeg's chatter on stderr; failures come back as codes, told in one line
    Codec& c = *codec_;
    int code = avformat_alloc_output_context2(&c.format, nullptr, isWebm(path) ? "webm" : "mp4", nullptr);
    const AVCodec* encoder = findEncoder(isWebm(path));
    if (code < 0 || !encoder) {
        error_ = Text::tr("this FFmpeg cannot write %1 video").arg(isWebm(path) ? "WebM" : "MP4");
        return;
    }
    c.stream = avformat_new_stream(c.format, nullptr);
    c.context = avcodec_alloc_context3(encoder);
    c.frame = av_frame_alloc();
    c.packet = av_packet_alloc();
    if (!c.stream || !c.context || !c.frame || !c.packet) {
        error_ = Text::tr("not enough memory for the video encoder");
        return;
    }
    c.context->width = width;
    c.context->height = height;
    c.context->pix_fmt = AV_PIX_FMT_YUV420P;
    c.context->time_base = AVRational{1, frameRate};
    c.context->framerate = AVRational{frameRate, 1};
    c.context->gop_size = 10 * frameRate; // a key frame every 10 s, so a player can seek
    if (c.format->oformat->flags & AVFMT_GLOBALHEADER) c.context->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    // Figures are flat colour and thin lines: H.264's "animation" tuning keeps them sharp.
    av_opt_set(c.context->priv_data, "preset", "fast", 0);
    if (std::string(encoder->name) == "libx264") av_opt_set(c.context->priv_data, "tune", "animation", 0);
    av_opt_set(c.context->priv_data, "crf", isWebm(path) ? "30" : "20", 0);
    // libvpx's VP9 at its "good" settings took minutes for a few seconds of 4K; the
    // real-time ones keep flat figures as sharp, at several frames a second.
    av_opt_set(c.context->priv_data, "deadline", "realtime", 0); // libvpx
    av_opt_set(c.context->priv_data, "cpu-used", "8", 0);        // libvpx
    // What the encoder keeps is bounded with the frame: two threads and a short
    // look-ahead hold about kEncoderFrames frames (x264 and libvpx would otherwise keep
    // 30 to 40 frames and a thread's worth more per core: 2.6 GB at 4K).
    c.context->thread_count = 2;
    av_opt_set(c.context->priv_data, "rc-lookahead", "8", 0);                // libx264
    av_opt_set(c.context->priv_data, "x264-params", "ref=2:bframes=2", 0);   // libx264, after "animation"
    av_opt_set(c.context->priv_data, "lag-in-frames", "8", 0);               // libvpx
    if (std::string(encoder->name) == "libvpx-vp9") c.context->bit_rate = 0; // constant quality
    code = avcodec_open2(c.context, encoder, nullptr);
    if (code >= 0) code = avcodec_parameters_from_context(c.stream->codecpar, c.context);
    c.stream->time_base = c.context->time_base;
    c.stream->avg_frame_rate = c.context->framerate;
    if (code < 0) {
        error_ = Text::tr("the video encoder %1 did not start: %2").arg(encoder->name, avError(code));
        return;
    }
    c.frame->format = c.context->pix_fmt;
    c.frame->width = width;
    c.frame->height = height;
    code = av_frame_get_buffer(c.frame, 0);
    c.scale = sws_getContext(width, height, AV_PIX_FMT_RGB32, width, height, AV_PIX_FMT_YUV420P, SWS_BICUBIC, nullptr,
                             nullptr, nullptr);
    if (code < 0 || !c.scale) {
        error_ = Text::tr("not enough memory for the video encoder");
        return;
    }
    auto opened = OutputFile::open(QFile::encodeName(path).toStdString());
    if (auto* bad = std::get_if<FileError>(&opened)) {
        error_ = files::fileErrorText(*bad);
        return;
    }
    c.file.emplace(std::move(std::get<OutputFile>(opened)));
    constexpr int kBufferBytes = 1 << 16;
    auto* buffer = static_cast<unsigned char*>(av_malloc(kBufferBytes));
    c.io = buffer ? avio_alloc_context(buffer, kBufferBytes, 1, &*c.file, nullptr, &Codec::writePacket,
                                       c.file->seekable() ? &Codec::seek : nullptr)
                  : nullptr;
    if (!c.io) {
        av_free(buffer);
        error_ = Text::tr("not enough memory for the video encoder");
        return;
    }
    c.format->pb = c.io;
    c.format->flags |= AVFMT_FLAG_CUSTOM_IO;
    AVDictionary* options = nullptr;
    // A FIFO or a pipe cannot seek back to write the MP4's index: fragments carry it instead.
    if (!c.file->seekable() && !isWebm(path)) av_dict_set(&options, "movflags", "frag_keyframe+empty_moov", 0);
    code = avformat_write_header(c.format, &options);
    av_dict_free(&options);
    if (code < 0) error_ = c.writeError(code);
}

AnimatedVideo::~AnimatedVideo() = default; // an unfinished video's temporary goes with its Codec

void AnimatedVideo::addFrame(const QImage& image, int delayMs) {
    if (error_) return;
    if (image.size() != size_) {
        error_ = Text::tr("frame %1 is %2 x %3 px, not %4 x %5")
                     .arg(framesWritten_)
                     .arg(image.width())
                     .arg(image.height())
                     .arg(size_.width())
                     .arg(size_.height());
        return;
    }
    Codec& c = *codec_;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32); // AV_PIX_FMT_RGB32, on either byte order
    int code = av_frame_make_writable(c.frame);                     // the encoder may still hold the last frame
    if (code < 0) {
        error_ = Text::tr("the video encoder failed: %1").arg(avError(code));
        return;
    }
    const uint8_t* source[1] = {rgb.constBits()};
    const int stride[1] = {int(rgb.bytesPerLine())};
    sws_scale(c.scale, source, stride, 0, c.context->height, c.frame->data, c.frame->linesize);
    // Whole frames to the running total, so rounding never drifts: at least one, so no
    // frame is dropped.
    elapsedMs_ += std::max(0, delayMs);
    const std::int64_t until = std::max(framesWritten_ + 1, (elapsedMs_ * frameRate + 500) / 1000);
    for (; framesWritten_ < until; ++framesWritten_) {
        c.frame->pts = framesWritten_;
        if (auto bad = c.encode(c.frame)) {
            error_ = bad;
            return;
        }
        // Encoding counts toward the caller's time limit and can be cancelled:
        // a repeated 4K frame still costs the encoder milliseconds.
        work::checkpoint();
    }
}

std::optional<QString> AnimatedVideo::finish() {
    if (error_) return error_;
    Codec& c = *codec_;
    if (framesWritten_ == 0) return Text::tr("the video has no frame");
    if (auto bad = c.encode(nullptr)) return error_ = bad;
    int code = av_write_trailer(c.format);
    if (code < 0) return error_ = c.writeError(code);
    avio_flush(c.io);
    if (c.io->error < 0) return error_ = c.writeError(c.io->error);
    // OutputFile renames the finished video into place: a reader sees the old one or the new one.
    if (auto bad = c.file->commit()) return error_ = files::fileErrorText(*bad);
    return std::nullopt;
}

} // namespace popslab::render
