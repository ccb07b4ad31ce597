// popslab-cli grade EXERCISE.json ANSWER.json [--json]: pass or fail, the answer's slots
// against the target, every violation and every message missing or extra. Exit 0 pass,
// 1 fail, 2 unreadable.
#include "CliSupport.h"
#include "PopsCommands.h"
#include "slotted/ScheduleJson.h"
#include "slotted/ValidationJson.h"
#include "traffic/Grader.h"

#include <QFile>
#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

namespace popslab::pops {

namespace {

std::string messageText(const pops::Message& m) {
    return std::to_string(m.src) + "->" + std::to_string(m.dst);
}

nlohmann::ordered_json messagesJson(const std::vector<pops::Message>& list) {
    auto out = nlohmann::ordered_json::array();
    for (const pops::Message& m : list)
        out.push_back({{"src", m.src}, {"dst", m.dst}});
    return out;
}

std::string targetText(const pops::Exercise& e) {
    std::string out = std::to_string(e.targetSlots);
    if (e.targetIsOptimal) out += e.targetProven ? " (the proven optimum)" : " (the best schedule found)";
    return out;
}

} // namespace

int gradeCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Grade an answer to an exercise. Exit 0 pass, 1 fail, 2 unreadable.");
    parser.addPositionalArgument("EXERCISE", "The exercise JSON (popslab-cli exercise).");
    parser.addPositionalArgument("ANSWER", "The answer: a schedule document, format v1.");
    const QCommandLineOption json("json", "Write one JSON object instead of text.");
    parser.addOption(json);
    if (auto exit = cli::parseOrExit(parser, arguments, "grade")) return *exit;
    if (parser.positionalArguments().size() != 2) return cli::fail("grade", "expected EXERCISE and ANSWER");
    const std::string exercisePath = QFile::encodeName(parser.positionalArguments()[0]).toStdString();
    const std::string answerPath = QFile::encodeName(parser.positionalArguments()[1]).toStdString();
    auto exerciseRead = pops::readExerciseFile(exercisePath);
    if (auto* error = std::get_if<std::string>(&exerciseRead)) { // names the file
        // The two files given the other way round: say so (the format's complaint alone did not).
        const bool swapped = std::holds_alternative<Schedule>(readScheduleFile(exercisePath)) &&
                             std::holds_alternative<pops::Exercise>(pops::readExerciseFile(answerPath));
        return cli::fail("grade", *error + (swapped ? "; the two files look swapped: the exercise comes first "
                                                      "(popslab-cli grade EXERCISE ANSWER)"
                                                    : ""));
    }
    const pops::Exercise& exercise = std::get<pops::Exercise>(exerciseRead);
    ReadResult answerRead = readScheduleFile(answerPath);
    if (auto* error = std::get_if<ReadError>(&answerRead)) return cli::fail("grade", error->message); // names the file
    const Schedule& answer = std::get<Schedule>(answerRead);
    const pops::GradeReport report = grade(exercise, answer);

    if (parser.isSet(json)) {
        nlohmann::ordered_json out;
        out["pass"] = report.pass();
        out["slots"] = report.length;
        out["target"] = report.targetSlots;
        out["targetKind"] = exercise.targetIsOptimal ? "optimal" : "slots";
        out["targetProven"] = exercise.targetProven;
        out["lowerBound"] = exercise.lowerBound;
        out["tooManySlots"] = report.tooManySlots();
        out["networkMismatch"] = report.networkMismatch ? nlohmann::ordered_json(*report.networkMismatch) : nullptr;
        out["violationCount"] = report.validation.violationCount;
        out["violations"] = nlohmann::ordered_json::array();
        for (const Violation& v : report.validation.violations)
            out["violations"].push_back(nlohmann::ordered_json::parse(violationJson(v, answer)));
        out["missing"] = messagesJson(report.missing);
        out["notSent"] = messagesJson(report.notSent);
        out["extra"] = nlohmann::ordered_json::array();
        for (ItemIndex item : report.extra) {
            const auto targets = answer.deliverTo(item);
            out["extra"].push_back({{"item", answer.itemId(item)},
                                    {"origin", answer.origin(item)},
                                    {"deliverTo", std::vector<ProcessorId>(targets.begin(), targets.end())}});
        }
        std::cout << out.dump(2) << "\n";
        return report.pass() ? cli::kOk : cli::kInvalid;
    }
    std::cout << (report.pass() ? "PASS" : "FAIL") << ": " << cli::counted(report.length, "slot", "slots")
              << ", target " << targetText(exercise) << ", lower bound " << exercise.lowerBound << "\n";
    if (report.networkMismatch) std::cout << "network: " << *report.networkMismatch << "\n";
    if (report.tooManySlots()) std::cout << "too many slots: " << report.length << " > " << report.targetSlots << "\n";
    // A message never sent is said once, as the message a student knows ("2->3"): its
    // item's undelivered end is the same fault in the schedule's words (JSON keeps both).
    // Matched by the item, not by its ends: a set with 2->3 twice keeps the other's line.
    const auto saidAsNotSent = [&](const Violation& v) {
        if (v.kind != ViolationKind::Undelivered || !v.item || v.processors.size() != 1) return false;
        return std::find(report.notSentItems.begin(), report.notSentItems.end(), *v.item) != report.notSentItems.end();
    };
    for (const Violation& v : report.validation.violations)
        if (!saidAsNotSent(v)) std::cout << "violation: " << describe(v, answer) << "\n";
    for (const pops::Message& m : report.missing)
        std::cout << "missing: message " << messageText(m) << " has no item (origin " << m.src << ", deliverTo ["
                  << m.dst << "])\n";
    for (const pops::Message& m : report.notSent)
        std::cout << "not sent: message " << messageText(m) << " is never read by " << m.dst << " from " << m.src
                  << " in one hop\n";
    for (ItemIndex item : report.extra)
        std::cout << "extra: item " << answer.itemId(item) << " (origin " << answer.origin(item)
                  << ") is no message of the exercise\n";
    return report.pass() ? cli::kOk : cli::kInvalid;
}

} // namespace popslab::pops
