#include "OtisMoves.h"

#include "common/Work.h"

namespace popslab::otis {

std::optional<Direction> parseDirection(const std::string& t) {
    if (t.size() != 2 || (t[1] != '+' && t[1] != '-')) return std::nullopt;
    const int sign = t[1] == '+' ? 1 : -1;
    switch (t[0]) {
    case 'i':
        return Direction{Axis::I, sign};
    case 'j':
        return Direction{Axis::J, sign};
    case 'k':
        return Direction{Axis::K, sign};
    case 'l':
        return Direction{Axis::L, sign};
    default:
        return std::nullopt;
    }
}

std::string directionName(Direction d) {
    const char axis = d.axis == Axis::I ? 'i' : d.axis == Axis::J ? 'j' : d.axis == Axis::K ? 'k' : 'l';
    return std::string(1, axis) + (d.sign > 0 ? '+' : '-');
}

std::variant<MoveRun, Diagnostic> simulateMove(const OtisParameters& p, Direction d) {
    if (p.intra != Intra::Mesh)
        return Diagnostic{DiagnosticCode::InvalidParameter, "intra", "mesh",
                          "the 4D mesh is simulated on the OTIS-Mesh (--intra mesh)"};
    if (auto why = checkOtis(p)) return *why;
    const OtisNetwork net(p);
    const std::uint32_t m = net.side(), N = net.groups();
    MoveRun run;
    run.schedule =
        Schedule(NetworkSpec{N, N, 1, networkType(p.intra)}, PatternSpec{"4d-mesh-move", directionName(d), {}});
    // Processor (i, j, k, l) on (G, P) = (i m + j, k m + l); the item of every processor
    // whose neighbour along d exists, delivered there.
    struct Moving {
        ProcessorId at;
        ItemIndex item;
    };
    std::vector<Moving> moving;
    for (ProcessorId a = 0; a < net.processorCount(); ++a) {
        work::tick(1);
        std::uint32_t c[4] = {net.group(a) / m, net.group(a) % m, net.inGroup(a) / m, net.inGroup(a) % m};
        std::uint32_t& x = c[int(d.axis)];
        if ((d.sign < 0 && x == 0) || (d.sign > 0 && x + 1 == m)) continue; // the mesh's edge
        x = d.sign > 0 ? x + 1 : x - 1;
        const ProcessorId target = net.id(c[0] * m + c[1], c[2] * m + c[3]);
        moving.push_back({a, run.schedule.addItem(a, std::span<const ProcessorId>(&target, 1))});
    }
    run.moved = moving.size();
    auto send = [&](Moving& mv, ProcessorId to) {
        run.schedule.addTransmission(mv.at, Coupler{to, mv.at}, to, mv.item);
        mv.at = to;
    };
    const std::uint32_t step = (d.axis == Axis::I || d.axis == Axis::K) ? m : 1; // a row or a column of the mesh
    auto electronic = [&] {
        run.schedule.beginSlot();
        for (Moving& mv : moving)
            send(mv, mv.at + (d.sign > 0 ? step : -step));
    };
    if (d.axis == Axis::K || d.axis == Axis::L) {
        electronic(); // (i, j, k +- 1, l) or (i, j, k, l +- 1): inside the group
    } else {
        // (i, j, k, l) -> (k, l, i, j) -> (k, l, i +- 1, j) -> (i +- 1, j, k, l)
        auto transpose = [&] {
            run.schedule.beginSlot();
            for (Moving& mv : moving)
                if (net.group(mv.at) != net.inGroup(mv.at)) send(mv, net.id(net.inGroup(mv.at), net.group(mv.at)));
        };
        transpose();
        electronic();
        transpose();
    }
    // Each step uses links of one kind: count the steps by the links they used.
    for (std::size_t t = 0; t < run.schedule.slotCount(); ++t) {
        bool optical = false, electronicLink = false;
        for (const Transmission& tr : run.schedule.slot(t)) {
            const auto kind = net.link(tr.src, tr.coupler().destinationGroup);
            (kind == LinkKind::Optical ? optical : electronicLink) = true;
        }
        if (optical && electronicLink) run.stepsOneKind = false;
        if (optical) ++run.opticalSteps;
        if (electronicLink) ++run.electronicSteps;
    }
    run.report = validate(run.schedule);
    return run;
}

} // namespace popslab::otis
