#include "families/Texts.h"

#include "families/okn/OknFigures.h"
#include "families/okn/OknRegistry.h"
#include "families/pops/PaperFigures.h"
#include "families/pops/patterns/Registry.h"

#include <algorithm>

namespace popslab {

namespace {

void popsTexts(std::vector<std::string>& out) {
    for (const Pattern& p : Registry::instance().patterns()) {
        for (const std::string* t : {&p.displayName, &p.description, &p.section, &p.lowerBoundText}) out.push_back(*t);
        for (const Condition& c : p.conditions) out.push_back(c.text);
        for (const ParameterSpec& s : p.parameters) out.push_back(s.name), out.push_back(s.description);
        for (const Algorithm& a : p.algorithms) {
            for (const std::string* t : {&a.displayName, &a.section, &a.formulaText, &a.explanation, &a.lowerBoundText})
                out.push_back(*t);
            for (const Condition& c : a.conditions) out.push_back(c.text);
        }
    }
    for (const PaperFigure& f : paperFigures()) out.push_back(f.label);
}

void oknTexts(std::vector<std::string>& out) {
    for (const okn::OknOperation& op : okn::oknOperations()) {
        out.push_back(op.name);
        out.push_back(op.section);
        for (const okn::OknAlgorithm& a : op.algorithms) {
            for (const std::string* t : {&a.name, &a.section, &a.formulaText}) out.push_back(*t);
            for (const okn::OknCondition& c : a.conditions) out.push_back(c.text);
        }
    }
    for (const okn::OknFigure& f : okn::oknFigures()) out.push_back(f.label);
}

} // namespace

std::vector<std::string> translatableTexts() {
    std::vector<std::string> out;
    popsTexts(out); // one line a family
    oknTexts(out);
    std::vector<std::string> unique;
    for (const std::string& t : out)
        if (!t.empty() && std::find(unique.begin(), unique.end(), t) == unique.end()) unique.push_back(t);
    return unique;
}

} // namespace popslab
