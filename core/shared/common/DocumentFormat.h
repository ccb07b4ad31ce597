// What kind of document a file is, by the "format" it names: the window opens
// a session, a schedule or an exercise by what it is, whatever its name.
#pragma once

#include <string>
#include <string_view>

namespace popslab {

// The "format" member of the top-level object that `head` (a document's first bytes)
// begins, without parsing the rest: nested objects and arrays (a session's embedded
// exercise) are skipped. Empty when the head names none at the top level.
std::string topLevelFormat(std::string_view head);

} // namespace popslab
