// The core speaks in ids, codes and English data; these turn them into the user's
// language: catalogue texts (names, conditions), diagnostics, violations and progress.
#pragma once

#include "common/Diagnostic.h"
#include "common/ParameterSpec.h"
#include "common/Work.h"
#include "slotted/Violation.h"

#include <QString>

namespace popslab::gui {

QString parameterDescription(const ParameterSpec& spec);
QString conditionText(const std::string& condition);
// Any other English text of the registry (sections, formulas, explanations, names).
QString registryText(const std::string& text);
QString diagnosticText(const Diagnostic& diagnostic);
// A quantity the core's limits count ("transmissions", "items", ...), translated.
QString quantityName(const std::string& quantity);
QString violationText(const Violation& violation, const Schedule& schedule);
// What a running computation reports it is doing (the busy line); empty for nothing.
QString workReportText(const WorkReport& report);

} // namespace popslab::gui
