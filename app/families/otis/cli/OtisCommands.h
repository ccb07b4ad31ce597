// OTIS's subcommands of popslab-cli (paper 001, section 5): otis, otis-move, otis-route.
#pragma once

#include "CommandTable.h"
