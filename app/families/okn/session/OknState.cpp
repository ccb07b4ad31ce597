#include "OknState.h"

#include "OknLimits.h"
#include "OknSweep.h"
#include "SessionFields.h"
#include "common/Limits.h"

#include <QCoreApplication>

namespace popslab::okn {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Session)
};

} // namespace

QJsonObject oknStateToJson(const OknSettings& s) {
    const okn::OknRequest& r = s.request;
    QJsonObject o{{"operation", QString::fromStdString(r.operation)},
                  {"algorithm", QString::fromStdString(r.algorithm)},
                  {"nodes", int(r.network.nodes)},
                  {"ports", int(r.network.ports)},
                  {"delay", int(r.network.delay)},
                  {"time", s.timeIndex},
                  {"vary", s.vary},
                  {"from", s.from},
                  {"to", s.to}};
    if (r.steps) o["steps"] = int(*r.steps);
    return o;
}

std::variant<OknSettings, QString> oknStateFromJson(const QJsonObject& o, const QString& where) {
    const QString at = where.isEmpty() ? QString() : where + ".";
    OknSettings k;
    int nodes = 0, ports = 0, delay = 0;
    if (auto e = gui::integerField(o, "nodes", at + "nodes", kMaxOknNodes, nodes, 2)) return *e;
    if (auto e = gui::integerField(o, "ports", at + "ports", kMaxOknPorts, ports, 1)) return *e;
    if (auto e = gui::integerField(o, "delay", at + "delay", kMaxOknDelay, delay)) return *e;
    if (auto e = gui::integerField(o, "time", at + "time", kMaxOknWork, k.timeIndex)) return *e;
    if (auto e = gui::integerField(o, "from", at + "from", kMaxOknNodes, k.from)) return *e;
    if (auto e = gui::integerField(o, "to", at + "to", kMaxOknNodes, k.to)) return *e;
    if (o.contains("steps")) {
        int steps = 0;
        if (auto e = gui::integerField(o, "steps", at + "steps", 64, steps)) return *e;
        k.request.steps = std::uint32_t(steps);
    } else {
        k.request.steps.reset();
    }
    k.request.operation = o["operation"].toString().toStdString();
    k.request.algorithm = o["algorithm"].toString().toStdString();
    const okn::OknOperation* operation = okn::oknOperation(k.request.operation);
    if (!operation)
        return Text::tr("%1 \"%2\" is not an OK_N operation").arg(at + "operation", o["operation"].toString());
    if (!operation->algorithm(k.request.algorithm))
        return Text::tr("%1 \"%2\" is not an algorithm of %3")
            .arg(at + "algorithm", o["algorithm"].toString(), o["operation"].toString());
    k.request.network = {std::uint32_t(nodes), std::uint32_t(ports), okn::Time(delay)};
    // What the plot sweeps: one of its three axes (an unknown one had plotted against the
    // delay with the range meant for N, 2 to 1000, without a word).
    k.vary = o["vary"].toString("delay");
    if (!okn::oknAxis(k.vary.toStdString()))
        return Text::tr("%1 \"%2\" is not delay, ports or nodes, what the plot can vary").arg(at + "vary", k.vary);
    return k;
}

} // namespace popslab::okn
