// What popslab-cli and popslab-cli-draw share after the application object exists:
// --help and --version, the time limit of a command, and the last line of defence
// that turns anything the core throws into one line and exit 2.
#pragma once

#include "CommandTable.h"

namespace popslab::cli {

// Runs the command named in argv[1]. `delegate` runs a command that has no function
// in this binary (popslab-cli hands drawing commands to popslab-cli-draw).
int runCommandLine(const CommandTable& table, int (*delegate)(const CliCommand& command));

} // namespace popslab::cli
