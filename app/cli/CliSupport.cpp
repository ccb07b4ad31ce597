#include "CliSupport.h"

#include "common/OutputFile.h"

#include <QFile>
#include <QRegularExpression>
#include <cstdio>
#include <ostream>

namespace popslab::cli {

std::optional<std::string> checkFormat(const QString& given, const QString& output,
                                       const std::vector<std::pair<QString, QString>>& formats) {
    const QString format = given.toLower(); // "TikZ" as well as "tikz"
    if (format.isEmpty()) return std::nullopt;
    QStringList names;
    for (const auto& [name, suffix] : formats) {
        names << name;
        if (name != format) continue;
        if (output.endsWith("." + suffix, Qt::CaseInsensitive)) return std::nullopt;
        return ("--format " + name + " writes a ." + suffix + " file: name it with -o FILE." + suffix).toStdString();
    }
    return ("--format must be one of " + names.join(", ") + ", not '" + given + "'").toStdString();
}

int fail(const QString& command, const std::string& message) {
    std::fprintf(stderr, "popslab-cli %s: %s\n", qPrintable(command), message.c_str());
    return kBadInput;
}

std::optional<int> parseOrExit(QCommandLineParser& parser, const QStringList& arguments, const QString& command) {
    const QCommandLineOption help({"h", "help"}, "Show this help.");
    parser.addOption(help);
    if (!parser.parse(arguments)) {
        // Worded as every other refusal: lower case, no full stop, the option with its dashes.
        const QStringList unknown = parser.unknownOptionNames();
        if (!unknown.isEmpty()) {
            return fail(command, QString("unknown option --%1; 'popslab-cli %2 --help' lists them")
                                     .arg(unknown.first(), command)
                                     .toStdString());
        }
        QString text = parser.errorText();
        if (text.endsWith('.')) text.chop(1);
        if (!text.isEmpty()) text[0] = text[0].toLower();
        return fail(command, text.toStdString());
    }
    if (parser.isSet(help)) {
        // Qt lists one-letter names as short options ("-d <D>"); the contract spells
        // them --d, --g, --n, and both forms are accepted.
        QString text = parser.helpText();
        text.replace(QRegularExpression("(^|\\n)  -([a-z]) (<[^>]*>) "), "\\1  --\\2 \\3");
        text.replace(QRegularExpression("^Usage: \\S+"), "Usage: popslab-cli " + command);
        std::fputs(qPrintable(text), stdout);
        return kOk;
    }
    return std::nullopt;
}

std::optional<std::uint32_t> unsignedOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                                            std::string& error, std::uint32_t limit, const char* bounds) {
    const QString name = option.names().first();
    if (!parser.isSet(option) && option.defaultValues().isEmpty()) {
        error = "--" + name.toStdString() + " is required";
        return std::nullopt;
    }
    bool ok = false;
    const QString text = parser.value(option).trimmed();
    const qulonglong v = text.toULongLong(&ok);
    // A whole number past what any option takes is refused as too large, not as malformed.
    static const QRegularExpression digits("^[0-9]+$");
    if ((ok && v > limit) || (!ok && digits.match(text).hasMatch())) {
        error = "--" + name.toStdString() + " = " + text.toStdString() + " exceeds the limit of " +
                std::to_string(limit) + (bounds ? std::string(" (") + bounds + ")" : std::string());
        return std::nullopt;
    }
    if (!ok) {
        error = "--" + name.toStdString() + " must be a whole number of 0 or more, not '" + text.toStdString() + "'";
        return std::nullopt;
    }
    return std::uint32_t(v);
}

std::string counted(std::uint64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::optional<std::string> writeOutput(const QString& path, const std::string& text) {
    auto error = writeFileAtomically(QFile::encodeName(path).toStdString(), [&text](std::ostream& out) {
        out.write(text.data(), std::streamsize(text.size()));
    });
    if (error) return error->message;
    return std::nullopt;
}

std::optional<std::string> parseParams(const QStringList& values, std::map<std::string, std::string>& out) {
    for (const QString& kv : values) {
        const auto eq = kv.indexOf('=');
        if (eq <= 0) return "--param '" + kv.toStdString() + "' is not key=value";
        out[kv.left(eq).toStdString()] = kv.mid(eq + 1).toStdString();
    }
    return std::nullopt;
}

} // namespace popslab::cli
