#!/bin/bash
# The README's "Adding a network family", followed with a throw-away family "demo":
# its two folders and one line in each module list, then a build of the release
# preset, `popslab-cli demo`, and the window opened on the family's page
# (build/dry-run.png). Everything is taken out again on exit, even on failure.
# Not part of CI: run it after changing the module lists or their CMake.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -e core/families/demo ] || [ -e app/families/demo ]; then
    echo "family-dry-run.sh: core/families/demo or app/families/demo exists already" >&2
    exit 2
fi
if ! git diff --quiet -- core/families/Modules.cpp app/families/Modules.h; then
    echo "family-dry-run.sh: the module lists have changes of yours; commit or stash them first" >&2
    exit 2
fi
cleanup() {
    rm -rf core/families/demo app/families/demo
    git checkout -- core/families/Modules.cpp app/families/Modules.h
    cmake --preset release >/dev/null
}
trap cleanup EXIT
mkdir -p core/families/demo app/families/demo/cli app/families/demo/gui app/families/demo/session
# 1. core/families/demo
cat > core/families/demo/CMakeLists.txt <<'EOF'
add_library(popslab_demo_core STATIC DemoCoreModule.cpp)
target_include_directories(popslab_demo_core PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(popslab_demo_core PUBLIC popslab_core)
popslab_warnings(popslab_demo_core)
EOF
cat > core/families/demo/DemoCoreModule.h <<'EOF'
#pragma once
#include "common/FamilyModule.h"
namespace popslab::demo {
FamilyModule demoCoreModule();
}
EOF
cat > core/families/demo/DemoCoreModule.cpp <<'EOF'
#include "DemoCoreModule.h"

#include "common/Catalogue.h"

namespace popslab::demo {

FamilyModule demoCoreModule() {
    auto catalogue = [] {
        FamilyCatalogue c;
        c.family = "demo";
        c.name = "Demo ring";
        c.paper = "none";
        return c;
    };
    return {"demo", catalogue, {}, {}};
}

} // namespace popslab::demo
EOF
# 2. app/families/demo: a command and a workbench
cat > app/families/demo/DemoAppModule.h <<'EOF'
#pragma once
#include "AppModule.h"
namespace popslab::demo {
struct DemoAppModule {
    static constexpr bool sessionPart = false, render = false, plot = false;
    static void addCommands(cli::CommandTable& table);
    static gui::Workbench* createWorkbench(QObject* parent);
};
}
EOF
cat > app/families/demo/cli/DemoCommands.cpp <<'EOF'
#include "CommandTable.h"
#include "DemoAppModule.h"
#include "common/Catalogue.h"
#include "DemoCoreModule.h"

#include <cstdio>

namespace popslab::demo {

void DemoAppModule::addCommands(cli::CommandTable& table) {
    table.add({"demo", "A throw-away family of the dry run.", [](const QStringList&) {
                   std::printf("%s\n", demoCoreModule().catalogue().name.c_str());
                   return 0;
               }});
}

} // namespace popslab::demo
EOF
cat > app/families/demo/gui/DemoWorkbench.cpp <<'EOF'
#include "DemoAppModule.h"
#include "Workbench.h"

#include <QLabel>

namespace popslab::demo {

namespace {
class DemoWorkbench : public gui::Workbench {
public:
    using Workbench::Workbench;
    QString id() const override { return "demo"; }
    std::vector<Page> pages() override { return {{label_, [] { return QString("Demo"); }}}; }
    std::vector<Preset> presets() override { return {}; }
    std::optional<QString> exportFigure(const QString&, int, bool) override { return QString("nothing to export"); }
    QString subject() const override { return "Demo ring"; }
    QString explanation() const override { return "A throw-away family."; }
    QJsonObject saveState(const QString&) const override { return {}; }
    std::optional<QString> restoreState(const QJsonObject&, const QString&) override { return std::nullopt; }
    void reset() override {}
    std::vector<gui::BackgroundJob*> jobs() const override { return {}; }
    void setDark(bool) override {}

private:
    QLabel* label_ = new QLabel("The demo family's page");
};
} // namespace

gui::Workbench* DemoAppModule::createWorkbench(QObject* parent) { return new DemoWorkbench(parent); }

} // namespace popslab::demo
EOF
cat > app/families/demo/CMakeLists.txt <<'EOF'
if(POPSLAB_FUZZ)
    return()
endif()
popslab_family_library(popslab_demo_cli cli cli/DemoCommands.cpp)
target_link_libraries(popslab_demo_cli PUBLIC popslab_cli_commands popslab_demo_core)
if(TARGET popslab_gui)
    popslab_family_library(popslab_demo_gui gui gui/DemoWorkbench.cpp)
    target_link_libraries(popslab_demo_gui PUBLIC popslab_gui popslab_demo_core)
endif()
EOF
# 3. one line in each module list
sed -i 's/#include "BusCoreModule.h"/#include "BusCoreModule.h"\n#include "DemoCoreModule.h"/; s/otis::otisCoreModule(),/otis::otisCoreModule(), demo::demoCoreModule(),/' core/families/Modules.cpp
sed -i 's/#include "BusAppModule.h"/#include "BusAppModule.h"\n#include "DemoAppModule.h"/; s/otis::OtisAppModule>;/otis::OtisAppModule, demo::DemoAppModule>;/' app/families/Modules.h

cmake --preset release >/dev/null
cmake --build --preset release
./build/release/app/cli/popslab-cli --help | grep -q "^  demo " || { echo "demo is not listed" >&2; exit 1; }
[ "$(./build/release/app/cli/popslab-cli demo)" = "Demo ring" ] || { echo "popslab-cli demo failed" >&2; exit 1; }
session=$(mktemp --suffix=.popslab)
printf '{"format": "popslab-session-1", "view": {"family": "demo"}, "families": {}}' >"$session"
xvfb-run -a -s "-screen 0 1366x768x24" ./build/release/app/shell/popslab "$session" --screenshot build/dry-run.png
rm -f "$session"
echo "family-dry-run.sh: the demo family builds, its command runs and its page opens (build/dry-run.png)"
