// popslab-cli lesson check LESSON           exit 0 valid, 2 refused naming the place
// popslab-cli lesson export LESSON -o OUT.pdf|OUT.html [--dark]
// A lesson (.popslab-lesson) is checked with the window's reader; its export draws every
// scene with its family's figure (FamilyRender::scene). Run by popslab-cli-draw.
#pragma once

#include <QStringList>

namespace popslab::cli {

int lessonCommand(const QStringList& arguments);
inline constexpr const char* kLessonSummary =
    "Check a lesson, or hand it out as a PDF or as one self-contained web page.";

} // namespace popslab::cli
