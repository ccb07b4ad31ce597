// A file name typed into a save dialog without a suffix gets its filter's first one, as a
// native dialog's default suffix would: "answer" under "Schedules (*.json)" is "answer.json"
// (the lecturer's grade command looks for that name).
#pragma once

#include <QString>

namespace popslab::files {

QString withFilterSuffix(const QString& path, const QString& filter);

} // namespace popslab::files
