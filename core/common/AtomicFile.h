// Writes a file through a temporary beside it that is renamed into place, so a reader
// never sees half a file and a failed write leaves the old one. Every document POPS Lab
// writes (schedules, exercises) goes through here.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

namespace popslab {

// The error, if any, naming the file.
std::optional<std::string> writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write);

} // namespace popslab
