// What Help > About and `popslab --version` say: the version, the licence, and the
// libraries POPS Lab is built on with the versions it runs with.
#pragma once

#include <QString>

namespace popslab::gui {

// Rich text for the About box, or plain text for a terminal.
QString aboutText(bool rich);

} // namespace popslab::gui
