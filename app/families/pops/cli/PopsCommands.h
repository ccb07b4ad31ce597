// The POPS family's subcommands of popslab-cli.
#pragma once

#include "CommandTable.h"

namespace popslab::pops {

int patternsCommand(const QStringList& arguments);
int scheduleCommand(const QStringList& arguments);
int validateCommand(const QStringList& arguments);
int sweepCommand(const QStringList& arguments);
int runCommand(const QStringList& arguments);
int exerciseCommand(const QStringList& arguments);
int gradeCommand(const QStringList& arguments);

} // namespace popslab::pops
