// The validator's answer as JSON: what `popslab-cli validate --json` prints, what the
// Python module's popslab.validate returns and what `grade --json` lists its violations
// with. The keys outside checkers read: valid, sequenceLength, transmissions,
// meanUtilisation, utilisation, violationCount, violations (kind, rule, slot, processors,
// coupler, item, input, transmissions, message).
#pragma once

#include "slotted/Validator.h"

#include <string>

namespace popslab {

// One violation, one line.
std::string violationJson(const Violation& v, const Schedule& s);
// The whole report; `pretty` indents by two as the CLI prints it.
std::string validationJson(const ValidationReport& report, const Schedule& s, bool pretty = false);

} // namespace popslab
