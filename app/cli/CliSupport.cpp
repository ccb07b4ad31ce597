#include "CliSupport.h"

#include <QRegularExpression>

#include <cstdio>

namespace popslab::cli {

int fail(const QString& command, const std::string& message) {
    std::fprintf(stderr, "popslab-cli %s: %s\n", qPrintable(command), message.c_str());
    return kBadInput;
}

std::optional<int> parseOrExit(QCommandLineParser& parser, const QStringList& arguments,
                               const QString& command) {
    const QCommandLineOption help({"h", "help"}, "Show this help.");
    parser.addOption(help);
    if (!parser.parse(arguments)) return fail(command, parser.errorText().toStdString());
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

void NetworkOptions::addTo(QCommandLineParser& parser, bool withNetworkSize) const {
    parser.addOption(network);
    if (withNetworkSize) {
        parser.addOption(d);
        parser.addOption(g);
    }
    parser.addOption(pattern);
    parser.addOption(algorithm);
    parser.addOption(param);
}

std::optional<std::uint32_t> unsignedOption(const QCommandLineParser& parser,
                                            const QCommandLineOption& option, std::string& error) {
    const QString name = option.names().first();
    if (!parser.isSet(option) && option.defaultValues().isEmpty()) {
        error = "--" + name.toStdString() + " is required";
        return std::nullopt;
    }
    bool ok = false;
    const qulonglong v = parser.value(option).toULongLong(&ok);
    if (!ok || v > 0xffffffffull) {
        error = "--" + name.toStdString() + " must be a non-negative integer, not '" +
                parser.value(option).toStdString() + "'";
        return std::nullopt;
    }
    return std::uint32_t(v);
}

std::optional<std::string> parseParams(const QStringList& values,
                                       std::map<std::string, std::string>& out) {
    for (const QString& kv : values) {
        const auto eq = kv.indexOf('=');
        if (eq <= 0) return "--param '" + kv.toStdString() + "' is not key=value";
        out[kv.left(eq).toStdString()] = kv.mid(eq + 1).toStdString();
    }
    return std::nullopt;
}

} // namespace popslab::cli
