// Reading and writing schedule format v1 (shared/docs/schedule-format.md).
//
// Reading walks the document with simdjson's On Demand parser straight into a Schedule
// (ScheduleReader.cpp), so a document of millions of transmissions needs no tree; every
// error names the field and index where it was found, or, for a document cut short, the
// byte where it ends. Writing goes through nlohmann::json's string escaping.
#pragma once

#include "common/FileError.h"
#include "common/Limits.h"
#include "slotted/Schedule.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <variant>

namespace popslab {

inline constexpr const char* kScheduleFormat = "popslab-schedule-1";

struct ReadLimits {
    std::uint64_t maxBytes = kMaxDocumentBytes;
    std::uint64_t maxTransmissions = kMaxTransmissions;
    std::uint64_t maxItems = kMaxItems;
    // Whether a FIFO or a character device is read as a stream (the command line: `validate
    // <(command)`); the window refuses them, as a pipe nobody writes would never end.
    bool streams = true;
};

struct ReadError {
    std::string field;   // e.g. "slots[3][1].coupler[0]"; empty for the whole document
    std::string message; // one English line, naming the field
};

using ReadResult = std::variant<Schedule, ReadError>;

ReadResult readSchedule(std::istream& in, const ReadLimits& limits = {});
ReadResult readScheduleText(const std::string& text, const ReadLimits& limits = {});
ReadResult readScheduleFile(const std::string& path, const ReadLimits& limits = {});

void writeSchedule(std::ostream& out, const Schedule& schedule);
std::string writeScheduleText(const Schedule& schedule);
// Writes to `path` through OutputFile ("-": standard output); the error, if any.
std::optional<FileError> writeScheduleFile(const std::string& path, const Schedule& schedule);

} // namespace popslab
