#include "RegistryText.h"

#include <QCoreApplication>

namespace popslab::gui {

namespace {

// The registry's English texts, listed so that lupdate offers them for translation.
[[maybe_unused]] const char* const kRegistryTexts[] = {
#include "RegistryTexts.inc"
};

QString registry(const std::string& text) { return QCoreApplication::translate("Registry", text.c_str()); }
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Texts)
};
QString str(const std::string& s) { return QString::fromStdString(s); }

QString processors(const std::vector<ProcessorId>& ps) {
    QStringList out;
    for (auto p : ps) out << QString::number(p);
    return out.join(", ");
}

QString couplerName(const std::optional<Coupler>& c) {
    return c ? QString("c(%1,%2)").arg(c->destinationGroup).arg(c->sourceGroup) : QString("c(?)");
}

} // namespace

QString quantityName(const std::string& quantity) {
    if (quantity == "transmissions") return Text::tr("transmissions");
    if (quantity == "items") return Text::tr("items");
    if (quantity == "slots") return Text::tr("slots");
    if (quantity == "list entries") return Text::tr("list entries");
    if (quantity == "bytes of memory") return Text::tr("bytes of memory");
    return str(quantity);
}

QString patternName(const Pattern& p) { return registry(p.displayName); }
QString algorithmName(const Algorithm& a) { return registry(a.displayName); }
QString parameterDescription(const ParameterSpec& s) { return registry(s.description); }
QString conditionText(const std::string& c) { return registry(c); }
QString registryText(const std::string& text) { return registry(text); }

QString diagnosticText(const Diagnostic& d) {
    switch (d.code) {
    case DiagnosticCode::ConditionViolated:
        return Text::tr("This algorithm needs %1 (parameter %2), as the paper's theorem states.")
            .arg(conditionText(d.condition), str(d.parameter));
    case DiagnosticCode::InvalidParameter:
        return Text::tr("Parameter %1 is not valid: %2").arg(str(d.parameter), str(d.message));
    case DiagnosticCode::InvalidNetwork:
        return Text::tr("POPS(d,g) cannot be built: %1").arg(str(d.message));
    case DiagnosticCode::TooLarge:
        if (d.parameter == "size")
            return Text::tr("This pattern needs %1 transmissions, receipts or goal inputs here, more than the limit "
                            "of %2; choose a smaller n.").arg(d.value).arg(d.limit);
        if (d.value)
            return Text::tr("%1 = %2 is more than the limit of %3.").arg(str(d.parameter)).arg(d.value).arg(d.limit);
        if (d.limit)
            return Text::tr("The schedule would have more than %1 %2, the limit.").arg(d.limit).arg(quantityName(d.parameter));
        return Text::tr("There is not enough memory to build this schedule.");
    case DiagnosticCode::OverBudget:
        return Text::tr("The sweep would take more than %1 units of work, the limit of one answer; lower %2.")
            .arg(d.limit)
            .arg(str(d.parameter));
    default:
        return str(d.message);
    }
}

QString oknDiagnosticText(const okn::OknDiagnostic& d) {
    using Code = okn::OknDiagnostic::Code;
    switch (d.code) {
    case Code::Condition:
        return Text::tr("This algorithm needs %1 (parameter %2), as the paper's theorem states.")
            .arg(conditionText(d.condition), str(d.parameter));
    case Code::RunTooLarge:
        return Text::tr("This run would simulate %1 units of work (events, node state and tracked data), more than "
                        "the limit of %2; with these ports the algorithm simulates up to N = %3.")
            .arg(d.work).arg(d.limit).arg(d.maxNodes);
    case Code::SweepTooLarge:
        return Text::tr("The sweep would simulate %1 units of work, more than the limit of %2; narrow the range or "
                        "lower N.").arg(d.work).arg(d.limit);
    case Code::TooManyValues:
        return Text::tr("The sweep has %1 values, more than the limit of %2.").arg(d.work).arg(d.limit);
    case Code::Invalid:
        break;
    }
    if (d.condition.empty()) return str(d.message); // unknown ids: not reachable from the window
    return Text::tr("Parameter %1 must satisfy %2.").arg(str(d.parameter), conditionText(d.condition)); // a range
}

QString violationText(const Violation& v, const Schedule& s) {
    const QString item = v.item ? QString::number(s.itemId(*v.item)) : QString("?");
    const QString input = v.input ? QString::number(s.itemId(*v.input)) : QString("?");
    const QString p = processors(v.processors);
    switch (v.kind) {
    case ViolationKind::CouplerOutOfRange: return Text::tr("coupler %1 does not exist").arg(couplerName(v.coupler));
    case ViolationKind::SourceGroupMismatch:
        return Text::tr("processor %1 is not a source of coupler %2").arg(p, couplerName(v.coupler));
    case ViolationKind::DestinationGroupMismatch:
        return Text::tr("processor %1 is not a destination of coupler %2").arg(p, couplerName(v.coupler));
    case ViolationKind::EmptyDestination: return Text::tr("a transmission from processor %1 reaches nobody").arg(p);
    case ViolationKind::CouplerConflict:
        return Text::tr("coupler %1 carries %2 transmissions (from %3)").arg(couplerName(v.coupler)).arg(v.count).arg(p);
    case ViolationKind::TransmitterConflict: return Text::tr("processor %1 sends %2 different items").arg(p).arg(v.count);
    case ViolationKind::ReceiverConflict:
        return Text::tr("processor %1 reads %2 transmissions (it may read %3)").arg(p).arg(v.count).arg(s.network.receivesPerSlot);
    case ViolationKind::ItemNotHeld: return Text::tr("processor %1 sends item %2 before it holds it").arg(p, item);
    case ViolationKind::DependencyCycle: return Text::tr("item %1 depends on itself").arg(item);
    case ViolationKind::Undelivered: return Text::tr("processor %1 never receives item %2").arg(p, item);
    case ViolationKind::GoalNotHeld: return Text::tr("processor %1 does not hold its result %2").arg(p, item);
    case ViolationKind::GoalInputMissing: return Text::tr("result %1 at processor %2 misses input %3").arg(item, p, input);
    case ViolationKind::GoalInputRepeated: return Text::tr("result %1 at processor %2 counts input %3 twice").arg(item, p, input);
    case ViolationKind::GoalExtraInput:
        return Text::tr("result %1 at processor %2 includes item %3, which is not an input").arg(item, p, input);
    }
    return {};
}

} // namespace popslab::gui
