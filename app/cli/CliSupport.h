// What the commands of popslab-cli share: the exit codes of the command-line contract,
// parsing, numbers and counts in messages, the --param parser and writing output.
#pragma once

#include "common/Diagnostic.h"

#include <QCommandLineParser>
#include <QStringList>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace popslab::cli {

enum Exit { kOk = 0, kInvalid = 1, kBadInput = 2 };

// Prints "popslab-cli <command>: <message>" on stderr and returns kBadInput.
int fail(const QString& command, const std::string& message);

// Parses `arguments` (the command name first); on --help prints the help and returns
// kOk, on an error prints one line and returns kBadInput; nothing when parsing worked.
std::optional<int> parseOrExit(QCommandLineParser& parser, const QStringList& arguments, const QString& command);

// A non-negative integer option, or a diagnostic naming it. Past `limit` it is refused with
// the limit and what it bounds (`bounds`, e.g. "n = d * g processors"): "--d = 99999999999"
// had been told the 32-bit ceiling, not the network's.
std::optional<std::uint32_t> unsignedOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                                            std::string& error, std::uint32_t limit = 0xffffffffu,
                                            const char* bounds = nullptr);
// "1 slot", "3 slots": a count with its noun, singular for one.
std::string counted(std::uint64_t n, const char* one, const char* many);

// --format FORMAT against -o FILE: each format's suffix (`formats`: "tikz" -> "tex");
// the file's suffix decides where --format is not given. The refusal, if they disagree
// or FORMAT is none of them.
std::optional<std::string> checkFormat(const QString& format, const QString& output,
                                       const std::vector<std::pair<QString, QString>>& formats);

// Writes `text` to `path` ("-": standard output) through OutputFile; the error naming it.
std::optional<std::string> writeOutput(const QString& path, const std::string& text);

// key=value pairs of --param into `out`; the error when one is malformed.
std::optional<std::string> parseParams(const QStringList& values, std::map<std::string, std::string>& out);

} // namespace popslab::cli
