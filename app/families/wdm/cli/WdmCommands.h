// The WDM family's subcommands of popslab-cli (paper 004).
#pragma once

#include "CommandTable.h"

namespace popslab::wdm {

int wdmCommand(const QStringList& arguments);
int wdmRouteCommand(const QStringList& arguments);
int wdmSweepCommand(const QStringList& arguments);

} // namespace popslab::wdm
