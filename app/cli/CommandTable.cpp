#include "CommandTable.h"

#include "common/Limits.h"

namespace popslab::cli {

void CommandTable::add(const CliCommand& command) {
    for (CliCommand& c : commands_)
        if (c.name == command.name) {
            if (command.run) c.run = command.run;
            if (!command.summary.isEmpty()) c.summary = command.summary;
            return;
        }
    commands_.push_back(command);
}

const CliCommand* CommandTable::find(const QString& name) const {
    for (const CliCommand& c : commands_)
        if (c.name == name) return &c;
    return nullptr;
}

QString CommandTable::usage() const {
    QString out = "Usage: popslab-cli <command> [options]\n"
                  "\n"
                  "POPS Lab command-line tool: schedules and simulations of the optical networks\n"
                  "of the papers, built from their constructions and checked by the validator or\n"
                  "the simulator.\n"
                  "\n"
                  "Commands:\n";
    for (const CliCommand& c : commands_)
        out += "  " + c.name.leftJustified(10) + " " + c.summary + "\n";
    out += "\nRun 'popslab-cli <command> --help' for the options of a command.\n"
           "\n"
           "Environment:\n"
           "  POPSLAB_CLI_SECONDS=N   the time limit of one command, in seconds (default " +
           QString::number(kMaxCommandSeconds) +
           ";\n"
           "                          validate and grade have none)\n";
    return out;
}

} // namespace popslab::cli
