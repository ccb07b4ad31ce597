// The subcommands of popslab-cli; each takes its arguments with its own name first.
#pragma once

#include <QStringList>

namespace popslab::cli {

int patternsCommand(const QStringList& arguments);
int scheduleCommand(const QStringList& arguments);
int validateCommand(const QStringList& arguments);
int sweepCommand(const QStringList& arguments);
int renderCommand(const QStringList& arguments);
int plotCommand(const QStringList& arguments);
int runCommand(const QStringList& arguments);
int oknCommand(const QStringList& arguments);
int oknSweepCommand(const QStringList& arguments);

} // namespace popslab::cli
