#include "ExerciseDocument.h"

#include "ExerciseEdits.h"
#include "PaperFigures.h"
#include "traffic/OptimalSearch.h"

#include <QUndoStack>
#include <algorithm>

namespace popslab::pops {

namespace {
// The hint's and the target's search: long enough for any set a hand exercise holds.
constexpr auto kSearchTime = std::chrono::seconds(10);

pops::PatternRequest viewRequest(const pops::Exercise& e) {
    return pops::PatternRequest{e.network.d, e.network.g, "custom", "exercise", {}};
}
} // namespace

ExerciseDocument::ExerciseDocument(QObject* parent)
    : QObject(parent), undo_(new QUndoStack(this)), view_(new PopsDocument(this)), job_(new gui::BackgroundJob(this)) {
    // A first exercise to start from: paper 000's Lemma 3 counterexample, whose target of 3
    // placements is one above the load bound.
    exercise_.network = NetworkSpec{2, 2, 1, "pops"};
    exercise_.messages = pops::parseMessageList("0-0,1-1,2-2,3-3,0-3,1-2,2-0,3-1", 4);
    exercise_.targetIsOptimal = true;
    exercise_.targetSlots = 3;
    exercise_.targetProven = true;
    exercise_.lowerBound = 2;
    slotOf_.assign(exercise_.messages.size(), pops::kUnplaced);
    refresh();
}

int ExerciseDocument::tableSlots() const {
    return int(std::max<std::uint32_t>(exercise_.targetSlots, usedSlots()));
}

std::uint32_t ExerciseDocument::usedSlots() const {
    return pops::SlotAssignment{slotOf_}.length();
}

int ExerciseDocument::placedCount() const {
    return int(std::count_if(slotOf_.begin(), slotOf_.end(), [](auto s) { return s != pops::kUnplaced; }));
}

void ExerciseDocument::place(int message, std::uint32_t slot) {
    if (message < 0 || std::size_t(message) >= slotOf_.size() || slotOf_[std::size_t(message)] == slot) return;
    if (slot != pops::kUnplaced && slot >= kMaxSlots) return;
    undo_->push(new PlaceMessage(this, message, slotOf_[std::size_t(message)], slot));
}

void ExerciseDocument::addMessage(ProcessorId src, ProcessorId dst) {
    const std::uint32_t n = exercise_.network.d * exercise_.network.g;
    if (src >= n || dst >= n || exercise_.messages.size() >= pops::kMaxHandMessages) return;
    pops::MessageSet after = exercise_.messages;
    after.push_back({src, dst, ItemIndex(after.size())});
    auto placements = slotOf_;
    placements.push_back(pops::kUnplaced);
    undo_->push(new ChangeMessages(this, tr("add %1\u2192%2").arg(src).arg(dst), exercise_.messages, slotOf_,
                                   std::move(after), std::move(placements)));
}

void ExerciseDocument::removeMessage(int message) {
    if (message < 0 || std::size_t(message) >= exercise_.messages.size()) return;
    pops::MessageSet after = exercise_.messages;
    auto placements = slotOf_;
    const pops::Message gone = after[std::size_t(message)];
    after.erase(after.begin() + message);
    placements.erase(placements.begin() + message);
    for (std::size_t k = 0; k < after.size(); ++k)
        after[k].item = ItemIndex(k);
    undo_->push(new ChangeMessages(this, tr("remove %1\u2192%2").arg(gone.src).arg(gone.dst), exercise_.messages,
                                   slotOf_, std::move(after), std::move(placements)));
}

void ExerciseDocument::applyPlacement(int message, std::uint32_t slot) {
    slotOf_[std::size_t(message)] = slot;
    refresh();
}

void ExerciseDocument::applyMessages(pops::MessageSet messages, std::vector<std::uint32_t> slotOf) {
    exercise_.messages = std::move(messages);
    slotOf_ = std::move(slotOf);
    retarget();
    refresh();
}

void ExerciseDocument::retarget() {
    const pops::PopsNetwork net(exercise_.network.d, exercise_.network.g);
    exercise_.lowerBound = pops::loadBound(net, exercise_.messages, exercise_.network.receivesPerSlot).value();
    if (!exercise_.targetIsOptimal) return;
    // Until the search answers, the greedy length stands in (never below the optimum).
    exercise_.targetSlots = std::max<std::uint32_t>(
        1, pops::greedyAssignment(net, exercise_.messages, exercise_.network.receivesPerSlot).length());
    exercise_.targetProven = false;
    const pops::Exercise current = exercise_;
    const int generation = ++generation_;
    job_->start<pops::Exercise>(
        [current] { return popslab::pops::makeExercise(current.network, current.messages, std::nullopt, kSearchTime); },
        [this, generation](pops::Exercise found) {
            if (generation != generation_) return; // the messages changed since
            exercise_.targetSlots = found.targetSlots;
            exercise_.targetProven = found.targetProven;
            refresh();
        },
        [this](const QString& message) { emit failed(message); });
}

void ExerciseDocument::makeExercise(NetworkSpec network, pops::MessageSet messages,
                                    std::optional<std::uint32_t> target) {
    job_->start<pops::Exercise>(
        [network, messages, target] { return popslab::pops::makeExercise(network, messages, target, kSearchTime); },
        [this](pops::Exercise made) { setExercise(std::move(made)); },
        [this](const QString& message) { emit failed(message); });
}

void ExerciseDocument::setExercise(pops::Exercise exercise, std::vector<std::uint32_t> slotOf) {
    ++generation_; // a search for the previous messages no longer applies
    exercise_ = std::move(exercise);
    slotOf = slotOf.size() == exercise_.messages.size()
                 ? std::move(slotOf)
                 : std::vector<std::uint32_t>(exercise_.messages.size(), pops::kUnplaced);
    slotOf_ = std::move(slotOf);
    undo_->clear();
    slot_ = 0;
    refresh();
}

Schedule ExerciseDocument::answer() const {
    return pops::messageSchedule(exercise_.network, PatternSpec{"custom", "hand", {}}, exercise_.messages,
                                 pops::SlotAssignment{slotOf_});
}

pops::GradeReport ExerciseDocument::check() const {
    return grade(exercise_, answer());
}

void ExerciseDocument::showSlot(int slot) {
    slot_ = std::max(0, slot);
    view_->showSchedule(pops::messageSchedule(exercise_.network, PatternSpec{"custom", "hand", {}}, exercise_.messages,
                                              pops::SlotAssignment{slotOf_}, std::uint32_t(tableSlots())),
                        viewRequest(exercise_), slot_);
}

void ExerciseDocument::refresh() {
    showSlot(std::min(slot_, std::max(0, tableSlots() - 1)));
    emit changed();
}

void ExerciseDocument::hint() {
    const pops::Exercise e = exercise_;
    const auto placed = slotOf_;
    struct Answer {
        std::optional<pops::SlotAssignment> keeping, fresh;
    };
    job_->start<Answer>(
        [e, placed] {
            const pops::PopsNetwork net(e.network.d, e.network.g);
            Answer a;
            a.keeping =
                pops::completeAssignment(net, e.messages, e.network.receivesPerSlot, placed, e.targetSlots, kSearchTime)
                    .assignment;
            if (!a.keeping)
                a.fresh = completeAssignment(net, e.messages, e.network.receivesPerSlot, {}, e.targetSlots, kSearchTime)
                              .assignment;
            return a;
        },
        [this, placed](Answer a) {
            if (placed != slotOf_) return; // the student moved on meanwhile
            if (a.keeping) {
                for (std::size_t k = 0; k < placed.size(); ++k)
                    if (placed[k] == pops::kUnplaced) {
                        place(int(k), a.keeping->slotOf[k]);
                        emit hinted(int(k), int(a.keeping->slotOf[k]), false);
                        return;
                    }
                emit hintFailed(tr("Every message is placed and the schedule fits the target."));
                return;
            }
            if (!a.fresh) {
                emit hintFailed(
                    tr("No schedule of %1 placements exists for these messages.").arg(exercise_.targetSlots));
                return;
            }
            for (std::size_t k = 0; k < placed.size(); ++k)
                if (placed[k] != a.fresh->slotOf[k]) {
                    place(int(k), a.fresh->slotOf[k]);
                    emit hinted(int(k), int(a.fresh->slotOf[k]), true);
                    return;
                }
        },
        [this](const QString& message) { emit hintFailed(message); });
}

} // namespace popslab::pops
