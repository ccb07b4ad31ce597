#include "PopsCommands.h"

#include "PopsAppModule.h"

namespace popslab::pops {

void PopsAppModule::addCommands(cli::CommandTable& table) {
    using namespace cli;
    table.add({"patterns", "List every pattern and algorithm with its conditions and formula.", patternsCommand});
    table.add({"schedule", "Build a schedule and write it as format v1 JSON.", scheduleCommand});
    table.add({"validate", "Check a schedule document; exit 0 valid, 1 invalid, 2 unreadable.", validateCommand});
    table.add({"sweep", "Sequence lengths of an algorithm as d or g varies.", sweepCommand});
    table.add({"exercise", "Make a hand-scheduling exercise: network, messages and target slots.", exerciseCommand});
    table.add({"grade", "Grade an answer to an exercise; exit 0 pass, 1 fail, 2 unreadable.", gradeCommand});
    table.add({"run", "Execute a schedule on data and compare with the direct computation.", runCommand});
}

} // namespace popslab::pops
