// The subcommands of popslab-cli, as the network families bring them
// (<Id>AppModule::addCommands): a name, one line of usage, and the function that runs
// it. Commands that draw (render, plot) need Widgets and QCustomPlot; popslab-cli
// lists them but hands them to popslab-cli-draw, so every computing command starts
// with Qt Core alone.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

namespace popslab::cli {

using CommandRun = int (*)(const QStringList& arguments); // arguments: the command name first

struct CliCommand {
    QString name;
    QString summary;
    CommandRun run = nullptr; // nullptr: a drawing command, run by popslab-cli-draw
};

class CommandTable {
public:
    // Adds a command, or sets the function of one already listed (the drawing binary
    // fills in what popslab-cli only names).
    void add(const CliCommand& command);
    const CliCommand* find(const QString& name) const;
    const std::vector<CliCommand>& all() const { return commands_; }
    // "Usage: ...", then every command with its summary.
    QString usage() const;

private:
    std::vector<CliCommand> commands_;
};

// Every family's commands, in the order of the module list (app/families/Commands.cpp).
void registerFamilyCommands(CommandTable& table);

} // namespace popslab::cli
