#include "BusSubject.h"

#include <QCoreApplication>

namespace popslab::bus {

QStringList busKinds() {
    return {"appb", "folded", "unidirectional", "pipeline", "coincident", "larpbs", "appb2d", "asos", "arob2d"};
}

// In BusForm's translation context, where the names were first.
QString busKindName(const QString& kind) {
    const char* const names[] = {
        QT_TRANSLATE_NOOP("BusForm", "Permutation, 1D APPB (2.2)"),
        QT_TRANSLATE_NOOP("BusForm", "Permutation, folded bus (2.2)"),
        QT_TRANSLATE_NOOP("BusForm", "Broadcast, slot counter (2.1)"),
        QT_TRANSLATE_NOOP("BusForm", "Several messages on one bus (2.1)"),
        QT_TRANSLATE_NOOP("BusForm", "Broadcast, coincident pulses (2.1)"),
        QT_TRANSLATE_NOOP("BusForm", "Prefix sum, LARPBS (3.1)"),
        QT_TRANSLATE_NOOP("BusForm", "Broadcast, 2D APPB (2.3)"),
        QT_TRANSLATE_NOOP("BusForm", "ASOS, switch states (3.2)"),
        QT_TRANSLATE_NOOP("BusForm", "2DAROB, switch states (3.2)"),
    };
    const qsizetype k = busKinds().indexOf(kind);
    return k >= 0 ? QCoreApplication::translate("BusForm", names[k]) : kind;
}

QString busSubject(const BusSettings& s) {
    if (s.kind == "appb2d") return QString("2D APPB %1 x %2").arg(s.rows).arg(s.columns);
    if (s.kind == "asos") return QString("ASOS %1 x %2").arg(s.rows).arg(s.columns);
    if (s.kind == "arob2d") return QString("2DAROB %1 x %2").arg(s.rows).arg(s.columns);
    return QString("%1, n = %2").arg(busKindName(s.kind)).arg(s.processors); // its name, not its id
}

} // namespace popslab::bus
