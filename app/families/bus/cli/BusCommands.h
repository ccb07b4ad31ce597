// The optical buses' subcommand of popslab-cli (paper 001, sections 2-3).
#pragma once

#include "CommandTable.h"

namespace popslab::cli {

void registerBusCommands(CommandTable& table);
int busCommand(const QStringList& arguments);
// popslab-cli-draw: `render --network bus`.
void registerBusFigureCommands(CommandTable& table);

} // namespace popslab::cli
