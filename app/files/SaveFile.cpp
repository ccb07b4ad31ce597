#include "SaveFile.h"

#include "common/DocumentFormat.h"
#include "common/OutputFile.h"

#include <QCoreApplication>
#include <QFile>

namespace popslab::files {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Files)
};

// OutputFile as a sequential QIODevice: every write goes straight to the file, and a
// failure is kept by OutputFile, which commit() reports in its own words. Qt's writers
// (SVG, PDF, PNG, GIF through giflib) only append.
class OutputDevice final : public QIODevice {
public:
    explicit OutputDevice(OutputFile& file) : file_(file) {
        QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override {
        return file_.write(data, std::size_t(size)) ? size : -1;
    }

private:
    OutputFile& file_;
};
} // namespace

QString fileErrorText(const FileError& e) {
    const QString path = QString::fromStdString(e.path);
    const QString reason = QString::fromStdString(e.reason);
    switch (e.problem) {
    case FileProblem::CannotOpen:
        return Text::tr("cannot open %1: %2").arg(path, reason);
    case FileProblem::IsFolder:
        return Text::tr("%1 is a folder, not a file").arg(path);
    case FileProblem::NotAFile:
        return Text::tr("%1 is a device or socket, not a file").arg(path);
    case FileProblem::TooLarge:
        return Text::tr("%1 is larger than the limit of %2 bytes").arg(path).arg(qulonglong(e.limit));
    case FileProblem::ReadFailed:
        return Text::tr("cannot read %1: %2").arg(path, reason);
    case FileProblem::WriteFailed:
        return Text::tr("cannot write %1: %2").arg(path, reason);
    case FileProblem::OutputIsInput:
        return Text::tr("the output %1 is the input %2 of this command; write to another file")
            .arg(path, QString::fromStdString(e.other));
    }
    return QString::fromStdString(e.message);
}

QString documentFormat(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray head = file.read(1 << 20);
    return QString::fromStdString(topLevelFormat(std::string_view(head.constData(), std::size_t(head.size()))));
}

QString jsonErrorText(const QJsonParseError& e) {
    QString what;
    switch (e.error) {
    case QJsonParseError::NoError:
        return {};
    case QJsonParseError::MissingObject:
        what = Text::tr("an object or array is expected");
        break;
    case QJsonParseError::UnterminatedObject:
    case QJsonParseError::UnterminatedArray:
    case QJsonParseError::UnterminatedString:
        what = Text::tr("the text ends inside an object, array or string");
        break;
    case QJsonParseError::MissingNameSeparator:
        what = Text::tr("a ':' is missing after a name");
        break;
    case QJsonParseError::MissingValueSeparator:
        what = Text::tr("a ',' is missing between values");
        break;
    case QJsonParseError::IllegalValue:
        what = Text::tr("this is not a JSON value");
        break;
    case QJsonParseError::TerminationByNumber:
        what = Text::tr("the text ends inside a number");
        break;
    case QJsonParseError::IllegalNumber:
        what = Text::tr("a number is malformed or out of range");
        break;
    case QJsonParseError::IllegalEscapeSequence:
        what = Text::tr("a string has an unknown escape");
        break;
    case QJsonParseError::IllegalUTF8String:
        what = Text::tr("the text is not valid UTF-8");
        break;
    case QJsonParseError::DeepNesting:
        what = Text::tr("the values are nested too deeply");
        break;
    case QJsonParseError::DocumentTooLarge:
        what = Text::tr("the document is too large");
        break;
    case QJsonParseError::GarbageAtEnd:
        what = Text::tr("more text follows the document");
        break;
    }
    return Text::tr("invalid JSON at byte %1: %2").arg(e.offset).arg(what);
}

std::optional<QString> saveFile(const QString& path, const std::function<std::optional<QString>(QIODevice&)>& write) {
    auto opened = OutputFile::open(QFile::encodeName(path).toStdString());
    if (auto* error = std::get_if<FileError>(&opened)) return fileErrorText(*error);
    OutputFile& file = std::get<OutputFile>(opened);
    {
        OutputDevice device(file);
        if (auto bad = write(device)) {
            // A write that failed on the file says why in the file's words.
            if (auto error = file.writeError()) return fileErrorText(*error);
            return bad;
        }
    }
    if (auto error = file.commit()) return fileErrorText(*error);
    return std::nullopt;
}

std::optional<QString> saveBytes(const QString& path, const QByteArray& bytes) {
    return saveFile(path, [&bytes](QIODevice& device) -> std::optional<QString> {
        if (device.write(bytes) != bytes.size()) return Text::tr("the file was not written whole");
        return std::nullopt;
    });
}

} // namespace popslab::files
