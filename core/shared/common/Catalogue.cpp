#include "common/Catalogue.h"

#include "common/FamilyModule.h"

#include <algorithm>

namespace popslab {

const std::vector<FamilyCatalogue>& catalogues() {
    static const std::vector<FamilyCatalogue> all = [] {
        std::vector<FamilyCatalogue> out;
        for (const FamilyModule& family : familyModules())
            out.push_back(family.catalogue());
        return out;
    }();
    return all;
}

std::vector<std::string> translatableTexts() {
    std::vector<std::string> out;
    auto add = [&](const std::string& t) {
        if (!t.empty() && std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
    };
    auto addConditions = [&](const std::vector<CatalogueCondition>& cs) {
        for (const CatalogueCondition& c : cs)
            add(c.text);
    };
    for (const FamilyCatalogue& f : catalogues()) {
        add(f.name); // the family navigator's entry
        for (const ParameterSpec& s : f.network) {
            add(s.description);
            for (const std::string& c : s.choices)
                add(c);
        }
        for (const CatalogueOperation& op : f.operations) {
            for (const std::string* t : {&op.name, &op.description, &op.section, &op.lowerBoundText})
                add(*t);
            addConditions(op.conditions);
            for (const ParameterSpec& s : op.parameters) {
                add(s.name), add(s.description);
                for (std::size_t k = 0; k < s.choices.size(); ++k)
                    add(s.choiceName(k)); // shown translated, read by id
            }
            for (const CatalogueAlgorithm& a : op.algorithms) {
                for (const std::string* t : {&a.name, &a.section, &a.formulaText, &a.explanation, &a.lowerBoundText})
                    add(*t);
                addConditions(a.conditions);
            }
        }
        for (const CatalogueFigure& figure : f.figures)
            add(figure.label);
    }
    return out;
}

} // namespace popslab
