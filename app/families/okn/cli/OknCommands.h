// The OK_N family's subcommands of popslab-cli.
#pragma once

#include "CommandTable.h"

namespace popslab::okn {

int oknCommand(const QStringList& arguments);
int oknSweepCommand(const QStringList& arguments);

} // namespace popslab::okn
