// What a network family offers, described without its code: the network's parameters,
// each operation (pattern) with its algorithms, where each comes from in the papers,
// its conditions, its closed form and lower bound, and the paper figures it reproduces.
// The app lists, explains and translates every family from this one shape.
#pragma once

#include "common/ParameterSpec.h"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace popslab {

struct CatalogueCondition {
    std::string parameter;
    std::string text;
};

struct CatalogueAlgorithm {
    std::string id, name, paper, section, explanation;
    std::string formulaText;    // the paper's closed form (empty: none)
    std::string lowerBoundText; // where it differs from the operation's
    std::vector<CatalogueCondition> conditions;
};

struct CatalogueOperation {
    std::string id, name, paper, section, description;
    std::string lowerBoundText;
    std::vector<ParameterSpec> parameters;
    std::vector<CatalogueCondition> conditions; // every algorithm needs them
    std::vector<CatalogueAlgorithm> algorithms;
};

// A figure or worked example of a paper the family reproduces: `result` builds it now
// and returns the text tests/golden/<family>/<id>.json pins (a schedule, a trace),
// checked on the way (an exception names what failed).
struct CatalogueFigure {
    std::string id;    // "000-fig-3"
    std::string label; // English, translated by the app
    std::function<std::string()> result;
};

struct FamilyCatalogue {
    std::string family;                 // "pops", "okn": the id sessions and the CLI use
    std::string name;                   // "POPS(d,g)"
    std::string paper;                  // the paper that defines the network
    std::vector<ParameterSpec> network; // d and g; N, k and delay
    std::vector<CatalogueOperation> operations;
    std::vector<CatalogueFigure> figures;
    // The papers its figures come from, by number ("000"): authors, title, venue, year
    // as printed (names, never translated).
    std::vector<std::pair<std::string, std::string>> citations;
};

// Every family's catalogue, in the order of the module list (common/FamilyModule.h).
const std::vector<FamilyCatalogue>& catalogues();
// Every English text of every catalogue once, for the translators (app/texts).
std::vector<std::string> translatableTexts();

} // namespace popslab
