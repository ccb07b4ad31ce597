// popslab-cli patterns [--json]
#include "CliSupport.h"
#include "PopsCommands.h"
#include "patterns/Registry.h"

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

namespace popslab::pops {

namespace {

nlohmann::ordered_json conditionsJson(const std::vector<pops::Condition>& conditions) {
    auto out = nlohmann::ordered_json::array();
    for (const pops::Condition& c : conditions)
        out.push_back({{"parameter", c.parameter}, {"text", c.text}});
    return out;
}

std::string joined(const std::vector<pops::Condition>& conditions) {
    std::string out;
    for (const pops::Condition& c : conditions)
        out += (out.empty() ? "" : "; ") + c.text;
    return out.empty() ? "any d, g" : out;
}

} // namespace

int patternsCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("List every pattern and algorithm with its paper, "
                                     "conditions, formula and lower bound.");
    const QCommandLineOption json("json", "Write one JSON array instead of text.");
    parser.addOption(json);
    if (auto exit = cli::parseOrExit(parser, arguments, "patterns")) return *exit;

    const auto patterns = pops::Registry::instance().patterns();
    if (parser.isSet(json)) {
        auto out = nlohmann::ordered_json::array();
        for (const pops::Pattern& p : patterns) {
            auto params = nlohmann::ordered_json::array();
            for (const ParameterSpec& s : p.parameters)
                params.push_back({{"name", s.name},
                                  {"description", s.description},
                                  {"default", s.defaultValue},
                                  {"choices", s.choices}});
            auto algorithms = nlohmann::ordered_json::array();
            for (const pops::Algorithm& a : p.algorithms)
                algorithms.push_back({{"id", a.id},
                                      {"name", a.displayName},
                                      {"paper", a.paper},
                                      {"section", a.section},
                                      {"formula", a.formulaText},
                                      {"lowerBound", a.lowerBound ? a.lowerBoundText : p.lowerBoundText},
                                      {"conditions", conditionsJson(a.conditions)},
                                      {"explanation", a.explanation}});
            out.push_back({{"id", p.id},
                           {"name", p.displayName},
                           {"paper", p.paper},
                           {"section", p.section},
                           {"description", p.description},
                           {"parameters", params},
                           {"conditions", conditionsJson(p.conditions)},
                           {"lowerBound", p.lowerBoundText},
                           {"algorithms", algorithms}});
        }
        std::cout << out.dump(2) << "\n";
        return cli::kOk;
    }
    // "(paper 002, section 3)", or the section alone where no paper is the source.
    const auto source = [](const std::string& paper, const std::string& section) {
        return paper.empty() ? " (" + section + ")" : " (paper " + paper + ", " + section + ")";
    };
    for (const pops::Pattern& p : patterns) {
        std::cout << p.id << " -- " << p.displayName << source(p.paper, p.section) << "\n  " << p.description << "\n";
        if (!p.conditions.empty()) std::cout << "  needs: " << joined(p.conditions) << "\n";
        for (const ParameterSpec& s : p.parameters)
            std::cout << "  --param " << s.name << "=... " << s.description << " (default " << s.defaultValue << ")\n";
        std::cout << "  lower bound: " << p.lowerBoundText << "\n";
        for (const pops::Algorithm& a : p.algorithms) {
            std::cout << "  * " << a.id << " -- " << a.displayName << source(a.paper, a.section)
                      << "\n      formula: " << a.formulaText << "\n      needs: " << joined(a.conditions) << "\n";
            if (a.lowerBound) std::cout << "      lower bound: " << a.lowerBoundText << "\n";
        }
        std::cout << "\n";
    }
    return cli::kOk;
}

} // namespace popslab::pops
