// The optical buses' subcommand of popslab-cli (paper 001, sections 2-3).
#pragma once

#include "CommandTable.h"

namespace popslab::bus {

int busCommand(const QStringList& arguments);

} // namespace popslab::bus
