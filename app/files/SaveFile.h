// Writing a file of the user's from Qt code: core/shared/common/OutputFile -- a unique
// temporary renamed into place, the old file's permissions kept, FIFOs and devices written
// in place, an input never overwritten -- with a QIODevice for Qt's writers (QSvgGenerator,
// QPdfWriter, QImage, QJsonDocument). Every file the window and popslab-cli-draw write
// goes through saveFile.
#pragma once

#include "common/FileError.h"

#include <QIODevice>
#include <QJsonParseError>
#include <QString>
#include <functional>
#include <optional>

namespace popslab::files {

// Opens `path` ("-": standard output), lets `write` fill the device, and commits the file
// unless `write` returned an error (then the old file stays). The error text, translated.
std::optional<QString> saveFile(const QString& path, const std::function<std::optional<QString>(QIODevice&)>& write);
// The same for bytes already made.
std::optional<QString> saveBytes(const QString& path, const QByteArray& bytes);

// Why Qt's JSON parser refused a text, in the user's language, with the byte where.
QString jsonErrorText(const QJsonParseError& error);

// The "format" a JSON document names near its start ("popslab-exercise-1"), read from its
// first MiB at the top level (a session's embedded exercise names another); empty when
// it names none there. The window opens a file by what it is, whatever
// its name: a session, a schedule, an exercise.
QString documentFormat(const QString& path);

// A FileError in the user's language, naming the path.
QString fileErrorText(const FileError& error);

} // namespace popslab::files
