// What popslab-cli and popslab-cli-draw share after the application object exists:
// --help and --version, the time limit of a command, and the last line of defence
// that turns anything the core throws into one line and exit 2.
#pragma once

#include "CommandTable.h"

namespace popslab::cli {

// Call first in main(), before Qt opens anything: a closed standard output gets /dev/full
// in its place (so no file takes descriptor 1 and output meant for it fails as an error),
// and SIGPIPE is ignored (a closed pipe is a write error, reported, not a silent death).
void guardStandardOutput();

// Runs the command named in argv[1]. `delegate` runs a command that has no function
// in this binary (popslab-cli hands drawing commands to popslab-cli-draw).
int runCommandLine(const CommandTable& table, int (*delegate)(const CliCommand& command));

} // namespace popslab::cli
