// A file name typed into a save dialog without a suffix gets its filter's first one, as a
// native dialog's default suffix would: "answer" under "Schedules (*.json)" is "answer.json"
// (the lecturer's grade command looks for that name).
#pragma once

#include <QString>
#include <QStringList>

namespace popslab::files {

QString withFilterSuffix(const QString& path, const QString& filter);

// Where a dialog offers several formats: a name typed with one of their suffixes keeps it,
// whichever filter is chosen ("x.html" under the PDF filter had been written "x.html.pdf");
// any other name gets `chosen`'s suffix.
QString withOfferedSuffix(const QString& path, const QStringList& offered, const QString& chosen);

} // namespace popslab::files
