// A hand-scheduling exercise: a network, a message set and a target -- a number
// of slots, or the optimum, which is found (and proven where the solver can) when the
// exercise is made. A student's answer is an ordinary format v1 schedule (Grader.h).
//
// Document (JSON):
//   { "format": "popslab-exercise-1",
//     "network": { "type": "pops", "d": 2, "g": 2, "receivesPerSlot": 1 },
//     "messages": [[0, 0], [1, 1], ...],                 // src, dst
//     "target": { "kind": "optimal", "slots": 3, "proven": true },   // or "kind": "slots"
//     "lowerBound": 2 }
#pragma once

#include "common/FileError.h"
#include "slotted/Schedule.h"
#include "traffic/MessageSet.h"

#include <chrono>
#include <optional>
#include <string>
#include <variant>

namespace popslab::pops {

inline constexpr const char* kExerciseFormat = "popslab-exercise-1";
inline constexpr std::uint64_t kMaxExerciseBytes = 16ull << 20;
// Messages an exercise the window edits by hand may hold (a table a student can work through).
inline constexpr std::uint64_t kMaxHandMessages = 1024;

struct Exercise {
    NetworkSpec network;
    MessageSet messages;
    bool targetIsOptimal = false;
    std::uint32_t targetSlots = 0;
    bool targetProven = false; // the optimum was proven (always false for a given number)
    std::uint64_t lowerBound = 0;
};

// The target `optimal` runs the optimal search within `timeLimit`; where it is not proven
// the best schedule found becomes the target and `targetProven` says so. Throws
// BuildError for a bad network or target.
Exercise makeExercise(NetworkSpec network, MessageSet messages, std::optional<std::uint32_t> targetSlots,
                      std::chrono::milliseconds timeLimit = std::chrono::seconds(10));

std::string writeExerciseText(const Exercise& exercise);
// Through OutputFile ("-": standard output); the error, if any.
std::optional<FileError> writeExerciseFile(const std::string& path, const Exercise& exercise);
// The exercise, or one English line naming the field at fault.
std::variant<Exercise, std::string> readExerciseText(const std::string& text);
std::variant<Exercise, std::string> readExerciseFile(const std::string& path);

} // namespace popslab::pops
