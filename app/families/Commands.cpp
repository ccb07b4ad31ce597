// Every family's subcommands of popslab-cli, in the order of the module list.
#include "CommandTable.h"
#include "Modules.h"

namespace popslab::cli {

void registerFamilyCommands(CommandTable& table) {
    AppModules::forEach([&]<class Family>() {
        if constexpr (requires { Family::addCommands(table); })
            Family::addCommands(table);
        else
            static_assert(!Family::addCommands, "define addCommands(cli::CommandTable&) or declare it absent");
    });
}

} // namespace popslab::cli
