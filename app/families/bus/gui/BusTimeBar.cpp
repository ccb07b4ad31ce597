#include "BusTimeBar.h"

namespace popslab::bus {

BusTimeBar::BusTimeBar(BusDocument* document, QWidget* parent)
    : PlaybackBar({400, true, true, "busTime"}, parent), document_(document) {
    connect(document_, &BusDocument::changed, this, &BusTimeBar::refresh);
    connect(document_, &BusDocument::timeChanged, this, &BusTimeBar::refresh);
    refresh();
}

QString BusTimeBar::position() const {
    const auto& run = document_->run();
    if (!run) return {};
    const bus::Time t = document_->time();
    // The run's end on a cycle's boundary after its last read is the end of the cycle before:
    // "cycle 2, slot 1" named a cycle a run of one bus cycle never has.
    const bus::Time cycle = run->program.cycleLength;
    if (t > 0 && t % cycle == 0 && t > run->trace.lastRead) return tr("t = %1 (end of cycle %2)").arg(t).arg(t / cycle);
    // The slot counted from 1 within its cycle, as a processor's counter restarts each cycle.
    return tr("t = %1 (cycle %2, slot %3)").arg(t).arg(run->program.cycleAt(t)).arg(run->program.slotInCycle(t));
}

QString BusTimeBar::text(Text which) const {
    switch (which) {
    case Text::First:
        return tr("Start of the run");
    case Text::Back:
        return tr("One clock unit back");
    case Text::Play:
        return tr("Play the run");
    case Text::Pause:
        return tr("Pause");
    case Text::Forward:
        return tr("One clock unit on");
    case Text::Last:
        return tr("End of the run");
    case Text::Speed:
        return tr("Playback speed");
    case Text::Loop:
        return tr("Loop");
    }
    return {};
}

} // namespace popslab::bus
