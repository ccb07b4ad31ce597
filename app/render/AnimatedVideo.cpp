#include "AnimatedVideo.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cmath>
#include <cstdio>
#include <string>

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

bool isWebm(const QString& path) { return path.endsWith(".webm", Qt::CaseInsensitive); }

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
    QString partPath; // written here, renamed into place by finish()
    bool open = false;

    ~Codec() {
        sws_freeContext(scale);
        av_packet_free(&packet);
        av_frame_free(&frame);
        avcodec_free_context(&context);
        if (format) {
            if (open) avio_closep(&format->pb);
            avformat_free_context(format);
        }
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
        return Text::tr("the video encoder failed: %1").arg(avError(code));
    }
};

bool AnimatedVideo::isVideoPath(const QString& path) {
    return path.endsWith(".mp4", Qt::CaseInsensitive) || isWebm(path);
}

QString AnimatedVideo::libraryVersion() {
    const unsigned v = avcodec_version();
    return QString("FFmpeg libavcodec %1.%2.%3").arg(AV_VERSION_MAJOR(v)).arg(AV_VERSION_MINOR(v)).arg(AV_VERSION_MICRO(v));
}

AnimatedVideo::AnimatedVideo(const QString& path, QSize size)
    : codec_(std::make_unique<Codec>()), path_(path), size_(size) {
    const int width = size.width() & ~1, height = size.height() & ~1;
    if (width < 2 || height < 2 || size.width() > maxSide || size.height() > maxSide) {
        error_ = Text::tr("a video frame must be 2..%1 px a side, not %2 x %3")
                     .arg(maxSide).arg(size.width()).arg(size.height());
        return;
    }
    av_log_set_level(AV_LOG_QUIET); // FFmpeg's chatter on stderr; failures come back as codes, told in one line
    Codec& c = *codec_;
    c.partPath = path + ".part";
    const QByteArray part = QFile::encodeName(c.partPath);
    int code = avformat_alloc_output_context2(&c.format, nullptr, isWebm(path) ? "webm" : "mp4", part.constData());
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
    av_opt_set(c.context->priv_data, "deadline", "good", 0); // libvpx
    av_opt_set(c.context->priv_data, "cpu-used", "4", 0);    // libvpx
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
    code = avio_open(&c.format->pb, part.constData(), AVIO_FLAG_WRITE);
    if (code < 0) {
        error_ = Text::tr("cannot write %1: %2").arg(c.partPath, avError(code));
        return;
    }
    c.open = true;
    code = avformat_write_header(c.format, nullptr);
    if (code < 0) error_ = Text::tr("cannot write %1: %2").arg(c.partPath, avError(code));
}

AnimatedVideo::~AnimatedVideo() {
    const QString part = codec_->partPath;
    const bool wasOpen = codec_->open;
    codec_.reset(); // closes the file
    if (wasOpen) QFile::remove(part);
}

void AnimatedVideo::addFrame(const QImage& image, int delayMs) {
    if (error_) return;
    if (image.size() != size_) {
        error_ = Text::tr("frame %1 is %2 x %3 px, not %4 x %5")
                     .arg(framesWritten_).arg(image.width()).arg(image.height()).arg(size_.width()).arg(size_.height());
        return;
    }
    Codec& c = *codec_;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32); // AV_PIX_FMT_RGB32, on either byte order
    int code = av_frame_make_writable(c.frame); // the encoder may still hold the last frame
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
    }
}

std::optional<QString> AnimatedVideo::finish() {
    if (error_) return error_;
    Codec& c = *codec_;
    if (framesWritten_ == 0) return Text::tr("the video has no frame");
    if (auto bad = c.encode(nullptr)) return error_ = bad;
    int code = av_write_trailer(c.format);
    if (code < 0) return error_ = Text::tr("cannot write %1: %2").arg(c.partPath, avError(code));
    code = avio_closep(&c.format->pb);
    c.open = false;
    if (code < 0) {
        QFile::remove(c.partPath);
        return error_ = Text::tr("cannot write %1: %2").arg(c.partPath, avError(code));
    }
    // rename(2) replaces the target at once: a reader sees the old video or the new one.
    if (std::rename(QFile::encodeName(c.partPath).constData(), QFile::encodeName(path_).constData()) != 0) {
        QFile::remove(c.partPath);
        return error_ = Text::tr("cannot write %1").arg(path_);
    }
    return std::nullopt;
}

} // namespace popslab::render
