#include "OtisState.h"

#include "OtisMoves.h"
#include "OtisNetwork.h"
#include "SessionFields.h"

namespace popslab::otis {

otis::OtisParameters otisParameters(const OtisSettings& s) {
    return {s.groups, otis::intraOfName(s.intra.toStdString()).value_or(otis::Intra::Mesh)};
}

QJsonObject otisStateToJson(const OtisSettings& s, int step) {
    return {{"groups", int(s.groups)},
            {"intra", s.intra},
            {"labels", s.fourD ? "ijkl" : "gp"},
            {"direction", s.direction},
            {"from", int(s.from)},
            {"to", int(s.to)},
            {"step", step}};
}

std::variant<OtisSettings, QString> otisStateFromJson(const QJsonObject& o, const QString& where, int& step) {
    const QString at = where.isEmpty() ? QString() : where + ".";
    OtisSettings s;
    int groups = 0, from = 0, to = 0;
    if (auto e = gui::integerField(o, "groups", at + "groups", 64, groups)) return *e;
    s.groups = std::uint32_t(groups);
    s.intra = o["intra"].toString();
    const auto intra = otis::intraOfName(s.intra.toStdString());
    if (!intra)
        return QCoreApplication::translate("Session", "%1 must be one of %2")
            .arg(at + "intra", "mesh, hypercube, none");
    if (auto d = otis::checkOtis({s.groups, *intra}))
        return QCoreApplication::translate("Session", "%1: %2 must satisfy %3")
            .arg(at + "groups", "N", QString::fromStdString(d->condition));
    const QString labels = o["labels"].toString();
    if (labels != "gp" && labels != "ijkl")
        return QCoreApplication::translate("Session", "%1 must be one of %2").arg(at + "labels", "gp, ijkl");
    s.fourD = labels == "ijkl";
    s.direction = o["direction"].toString();
    if (!otis::parseDirection(s.direction.toStdString()))
        return QCoreApplication::translate("Session", "%1 must be one of %2")
            .arg(at + "direction", "i+, i-, j+, j-, k+, k-, l+, l-");
    const int last = int(s.groups * s.groups) - 1;
    if (auto e = gui::integerField(o, "from", at + "from", last, from)) return *e;
    if (auto e = gui::integerField(o, "to", at + "to", last, to)) return *e;
    s.from = std::uint32_t(from);
    s.to = std::uint32_t(to);
    step = -1;
    if (o.contains("step") && o["step"].toDouble(-2) != -1)
        if (auto e = gui::integerField(o, "step", at + "step", 3, step)) return *e;
    return s;
}

} // namespace popslab::otis
