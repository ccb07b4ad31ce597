// The OK_N family's subcommands of popslab-cli.
#pragma once

#include "CommandTable.h"

namespace popslab::cli {

int oknCommand(const QStringList& arguments);
int oknSweepCommand(const QStringList& arguments);

void registerOknCommands(CommandTable& table);
// popslab-cli-draw: `render --network okn` and `plot --network okn`.
void registerOknFigureCommands(CommandTable& table);
void registerOknRender();
void registerOknPlot();

} // namespace popslab::cli
