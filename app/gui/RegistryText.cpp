#include "RegistryText.h"

#include <QCoreApplication>

namespace popslab::gui {

namespace {

// The registry's English texts, listed so that lupdate offers them for translation.
[[maybe_unused]] const char* const kRegistryTexts[] = {
    QT_TRANSLATE_NOOP("Registry", "All-to-all personalized"),
    QT_TRANSLATE_NOOP("Registry", "Global reduction"),
    QT_TRANSLATE_NOOP("Registry", "Ring"),
    QT_TRANSLATE_NOOP("Registry", "Torus"),
    QT_TRANSLATE_NOOP("Registry", "One-to-all broadcast"),
    QT_TRANSLATE_NOOP("Registry", "All-to-all broadcast"),
    QT_TRANSLATE_NOOP("Registry", "Permutation routing"),
    QT_TRANSLATE_NOOP("Registry", "Phased (optimal)"),
    QT_TRANSLATE_NOOP("Registry", "Generic single-hop scheduler"),
    QT_TRANSLATE_NOOP("Registry", "Natural reduction"),
    QT_TRANSLATE_NOOP("Registry", "Optimal reduction"),
    QT_TRANSLATE_NOOP("Registry", "Natural embedding"),
    QT_TRANSLATE_NOOP("Registry", "Alternating-pair embedding"),
    QT_TRANSLATE_NOOP("Registry", "Alternating-pair embedding (ring's)"),
    QT_TRANSLATE_NOOP("Registry", "Alternating-pair with row rotation"),
    QT_TRANSLATE_NOOP("Registry", "Single-slot broadcast"),
    QT_TRANSLATE_NOOP("Registry", "Sequential broadcasts"),
    QT_TRANSLATE_NOOP("Registry", "Multiple receive (g reads per slot)"),
    QT_TRANSLATE_NOOP("Registry", "n and d are powers of two"),
    QT_TRANSLATE_NOOP("Registry", "d >= sqrt(n)"),
    QT_TRANSLATE_NOOP("Registry", "d >= 2 sqrt(n)"),
    QT_TRANSLATE_NOOP("Registry", "n >= 2"),
    QT_TRANSLATE_NOOP("Registry", "n is a perfect square of at least 4 (the torus is sqrt(n) x sqrt(n))"),
    QT_TRANSLATE_NOOP("Registry", "n <= 8192 (n^2 transmissions must stay within the 64 Mi limit)"),
    QT_TRANSLATE_NOOP("Registry", "uni: to the next node; bi: to both neighbours"),
    QT_TRANSLATE_NOOP("Registry", "uni: right and down; bi: all four neighbours"),
    QT_TRANSLATE_NOOP("Registry", "the broadcasting processor, 0..n-1"),
    QT_TRANSLATE_NOOP("Registry", "random, shift:k or list:p0,p1,... (pi as a list)"),
    QT_TRANSLATE_NOOP("Registry", "seed of the random permutation"),
    // Descriptions, sections, formulas and explanations shown in Help; parameter names.
    QT_TRANSLATE_NOOP("Registry", "Every processor sends a distinct message to every processor (n^2 messages, each processor's message to itself included)."),
    QT_TRANSLATE_NOOP("Registry", "section 4, Fig. 3"),
    QT_TRANSLATE_NOOP("Registry", "max(n^2/g^2, n) = max(d^2, n)"),
    QT_TRANSLATE_NOOP("Registry", "Theorem 1, Fig. 3"),
    QT_TRANSLATE_NOOP("Registry", "d^2"),
    QT_TRANSLATE_NOOP("Registry", "(n/c)^2 phases, one per pair of node subsets N_i, each sent in g^2 slots that use every coupler."),
    QT_TRANSLATE_NOOP("Registry", "sections 3-4 (Lemmas 1-3)"),
    QT_TRANSLATE_NOOP("Registry", "none in the paper"),
    QT_TRANSLATE_NOOP("Registry", "n permutation phases spread evenly over the couplers, each scheduled by the generic scheduler: n ceil(d/g) slots."),
    QT_TRANSLATE_NOOP("Registry", "The n inputs are combined (e.g. summed) into one result at processor 0."),
    QT_TRANSLATE_NOOP("Registry", "section 5, Fig. 4"),
    QT_TRANSLATE_NOOP("Registry", "ceil(log2 n)"),
    QT_TRANSLATE_NOOP("Registry", "Theorem 2, Fig. 4a"),
    QT_TRANSLATE_NOOP("Registry", "d - 1 + log2 g (n and d powers of two)"),
    QT_TRANSLATE_NOOP("Registry", "Binary tree on processor numbers: the first log2 d phases stay inside the groups and queue on one coupler each."),
    QT_TRANSLATE_NOOP("Registry", "Theorem 3, Fig. 4b, and its d > sqrt(2n) extension"),
    QT_TRANSLATE_NOOP("Registry", "log2 n for d <= sqrt(2n); log2 n + 2(b-1) - log2 b for d = sqrt(2bn)"),
    QT_TRANSLATE_NOOP("Registry", "Halve each group log2 d times, sending the upper half to lower halves of other groups so every message has its own coupler."),
    QT_TRANSLATE_NOOP("Registry", "Every node of an n-node ring sends one message to the next node (and to the previous one when bidirectional)."),
    QT_TRANSLATE_NOOP("Registry", "section 6, Figs. 5-7"),
    QT_TRANSLATE_NOOP("Registry", "max(1, ceil(n/g^2)) per direction"),
    QT_TRANSLATE_NOOP("Registry", "Lemma 6"),
    QT_TRANSLATE_NOOP("Registry", "d-1 (2d-2 bidirectional), for d >= 2 and g >= 2"),
    QT_TRANSLATE_NOOP("Registry", "mu(k) = k: each group holds d consecutive ring nodes, so d-1 of its d messages share the group's own coupler."),
    QT_TRANSLATE_NOOP("Registry", "Theorem 4, Figs. 5-7"),
    QT_TRANSLATE_NOOP("Registry", "d^2/n, or 1 when d <= sqrt(n) (doubled bidirectional)"),
    QT_TRANSLATE_NOOP("Registry", "Sections of g^2 nodes in subsections of 2g; in subsection J group numbers grow alternately by 2J and 2J+1, so each slot uses every coupler once."),
    QT_TRANSLATE_NOOP("Registry", "Every node of a sqrt(n) x sqrt(n) torus sends to its right and lower neighbours (to all four when bidirectional), with wrap-around."),
    QT_TRANSLATE_NOOP("Registry", "section 7, Figs. 8-10"),
    QT_TRANSLATE_NOOP("Registry", "Fig. 8a"),
    QT_TRANSLATE_NOOP("Registry", "none in the paper (Fig. 8a: 8 + 4 slots for n = 16, d = 8)"),
    QT_TRANSLATE_NOOP("Registry", "mu(u) = u: whole rows share a group, so row messages crowd the groups' own couplers."),
    QT_TRANSLATE_NOOP("Registry", "Fig. 8b"),
    QT_TRANSLATE_NOOP("Registry", "none in the paper (Fig. 8b: 4 + 8 slots for n = 16, d = 8)"),
    QT_TRANSLATE_NOOP("Registry", "The ring's alternating-pair embedding applied to the torus nodes in row order: rows are optimal, columns are not."),
    QT_TRANSLATE_NOOP("Registry", "Theorem 5, Figs. 8c, 9, 10"),
    QT_TRANSLATE_NOOP("Registry", "2d^2/n (4d^2/n bidirectional)"),
    QT_TRANSLATE_NOOP("Registry", "The ring's assignment with row r rotated r places to the left, so column messages use every coupler once per slot too."),
    QT_TRANSLATE_NOOP("Registry", "The root's item reaches every other processor."),
    QT_TRANSLATE_NOOP("Registry", "section 4.1"),
    QT_TRANSLATE_NOOP("Registry", "1"),
    QT_TRANSLATE_NOOP("Registry", "The root sends on all g transmitters in one slot; every coupler c(*, group(root)) passes the item to its whole destination group."),
    QT_TRANSLATE_NOOP("Registry", "Every processor's item reaches every other processor."),
    QT_TRANSLATE_NOOP("Registry", "n - 1 reads per processor, one per slot (n when g = 1)"),
    QT_TRANSLATE_NOOP("Registry", "n (one broadcast per slot)"),
    QT_TRANSLATE_NOOP("Registry", "Processor t broadcasts in slot t."),
    QT_TRANSLATE_NOOP("Registry", "section 4.1 (after Melhem et al.)"),
    QT_TRANSLATE_NOOP("Registry", "d (paper 001 says 1; see errata)"),
    QT_TRANSLATE_NOOP("Registry", "With receivesPerSlot = g, processor k of every group broadcasts in slot k. A coupler still carries one item per slot, and c(i,j) must carry all d items of group j, so this takes d slots, not the 1 the survey states."),
    QT_TRANSLATE_NOOP("Registry", "max(d, ceil((n-1)/g)): c(i,j) carries the d items of group j"),
    QT_TRANSLATE_NOOP("Registry", "Processor x sends one message to pi(x)."),
    QT_TRANSLATE_NOOP("Registry", "section 3"),
    QT_TRANSLATE_NOOP("Registry", "the largest number of messages sharing one coupler"),
    QT_TRANSLATE_NOOP("Registry", "section 3 (Lemmas 1-3)"),
    QT_TRANSLATE_NOOP("Registry", "none in the paper (the largest coupler load)"),
    QT_TRANSLATE_NOOP("Registry", "Each message takes its unique route; messages sharing a coupler go in successive slots."),
    QT_TRANSLATE_NOOP("Registry", "direction"),
    QT_TRANSLATE_NOOP("Registry", "root"),
    QT_TRANSLATE_NOOP("Registry", "perm"),
    QT_TRANSLATE_NOOP("Registry", "seed"),
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
        return Text::tr("The schedule would be too large: %1").arg(str(d.message));
    default:
        return str(d.message);
    }
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
