// Reading outside schedules: the 1 M-transmission document -- all-to-all on
// POPS(32,32), about 110 MB -- written, then read and validated, beside a plain read of
// the file into memory and simdjson's own pass over it (its DOM parse: every byte
// validated, no schedule built). Python's json.load of the same file is timed once in
// the same run, and the peak memory of `popslab-cli validate` on it is measured in a
// child process. Prints each time and the ratios; the targets: read + validate at least
// 20x faster than json.load, within 3x of the parser's pass, memory under 4x the file.
#include "patterns/Registry.h"
#include "slotted/JsonText.h"
#include "slotted/ScheduleJson.h"
#include "slotted/Validator.h"

#include <benchmark/benchmark.h>
#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <map>
#include <simdjson.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace popslab;
using namespace popslab::pops;

namespace {

constexpr std::uint32_t kD = 32, kG = 32;

// The document, written once per run into the temporary directory.
const std::string& documentPath() {
    static const std::string path = [] {
        const std::string p = (std::filesystem::temp_directory_path() / "popslab-bench-all-to-all-32x32.json").string();
        auto built = Registry::instance().build({kD, kG, "all-to-all", "phased", {}});
        if (auto bad = writeScheduleFile(p, *built.schedule))
            std::fprintf(stderr, "cannot write %s: %s\n", p.c_str(), bad->message.c_str());
        return p;
    }();
    return path;
}

void BM_Json_Write(benchmark::State& state) {
    auto built = Registry::instance().build({kD, kG, "all-to-all", "phased", {}});
    const std::string path = documentPath() + ".write";
    for (auto _ : state)
        if (auto bad = writeScheduleFile(path, *built.schedule)) state.SkipWithError(bad->message.c_str());
    state.counters["transmissions"] = double(built.schedule->transmissionCount());
    std::filesystem::remove(path);
}

void BM_Json_PlainRead(benchmark::State& state) {
    for (auto _ : state) {
        std::ifstream in(documentPath(), std::ios::binary);
        std::string text(std::filesystem::file_size(documentPath()), '\0');
        in.read(text.data(), std::streamsize(text.size()));
        benchmark::DoNotOptimize(text.data());
    }
    state.counters["MB"] = double(std::filesystem::file_size(documentPath())) / 1e6;
}

// simdjson's DOM parse -- every byte validated, a tree built, no schedule -- over the
// file loaded as the reader loads it (JsonFileText), with one parser kept as the reader
// keeps one: the parser's own pass.
void BM_Json_SimdjsonPass(benchmark::State& state) {
    simdjson::dom::parser parser;
    auto pass = [&] {
        JsonFileText text;
        if (auto bad = text.load(documentPath(), kMaxDocumentBytes)) state.SkipWithError(bad->c_str());
        simdjson::dom::element root;
        if (parser.parse(text.view()).get(root)) state.SkipWithError("simdjson refused the document");
        benchmark::DoNotOptimize(root);
    };
    pass(); // warm: the parser's buffers allocated and touched once, as in steady use
    for (auto _ : state)
        pass();
}

void BM_Json_ReadAndValidate(benchmark::State& state) {
    benchmark::DoNotOptimize(readScheduleFile(documentPath()).index()); // warm, as the parser's pass is
    for (auto _ : state) {
        ReadResult read = readScheduleFile(documentPath());
        auto* schedule = std::get_if<Schedule>(&read);
        if (!schedule) {
            state.SkipWithError(std::get<ReadError>(read).message.c_str());
            break;
        }
        const ValidationReport report = validate(*schedule);
        if (!report.valid()) state.SkipWithError("the document is not valid");
        benchmark::DoNotOptimize(report.sequenceLength);
    }
}

BENCHMARK(BM_Json_Write)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_Json_PlainRead)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_Json_SimdjsonPass)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_Json_ReadAndValidate)->Unit(benchmark::kMillisecond)->MinTime(2.0);

class Collect : public benchmark::ConsoleReporter {
public:
    std::map<std::string, double> seconds; // by name without the min_time suffix
    void ReportRuns(const std::vector<Run>& runs) override {
        for (const Run& r : runs)
            if (!r.error_occurred && r.iterations > 0) {
                const std::string name = r.benchmark_name();
                seconds[name.substr(0, name.find('/'))] = r.real_accumulated_time / double(r.iterations);
            }
        ConsoleReporter::ReportRuns(runs);
    }
};

// Seconds Python's json.load takes on the file (just parsing, nothing checked); < 0 if
// there is no python3.
double pythonJsonLoad(const std::string& path) {
    const std::string command = "python3 -c 'import json,sys,time; f=open(sys.argv[1]); t=time.perf_counter(); "
                                "json.load(f); print(time.perf_counter()-t)' '" +
                                path + "' 2>/dev/null";
    FILE* p = popen(command.c_str(), "r");
    if (!p) return -1;
    double seconds = -1;
    if (std::fscanf(p, "%lf", &seconds) != 1) seconds = -1;
    return pclose(p) == 0 ? seconds : -1;
}

// Peak resident memory (MiB) of `popslab-cli validate FILE` in its own process, and its
// wall time (seconds): one cold run, every buffer allocated afresh.
double validatePeakMiB(const std::string& path, double& seconds) {
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child == 0) {
        const int null = ::open("/dev/null", O_WRONLY);
        dup2(null, 1);
        execl(POPSLAB_CLI, POPSLAB_CLI, "validate", path.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (child < 0 || wait4(child, &status, 0, &usage) < 0) return -1;
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? double(usage.ru_maxrss) / 1024.0 : -1;
}

} // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    const std::string& path = documentPath();
    const double fileMB = double(std::filesystem::file_size(path)) / 1e6;
    Collect reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    double cold = -1;
    const double python = pythonJsonLoad(path), peak = validatePeakMiB(path, cold);
    auto at = [&](const char* name) {
        const auto it = reporter.seconds.find(name);
        return it == reporter.seconds.end() ? -1.0 : it->second;
    };
    const double write = at("BM_Json_Write"), plain = at("BM_Json_PlainRead"), simd = at("BM_Json_SimdjsonPass"),
                 read = at("BM_Json_ReadAndValidate");
    std::printf("\nall-to-all POPS(%u,%u), %.1f MB document:\n", kD, kG, fileMB);
    std::printf("  write                 %8.1f ms\n", 1e3 * write);
    std::printf("  plain read            %8.1f ms\n", 1e3 * plain);
    std::printf("  simdjson's own pass   %8.1f ms   (its %s implementation)\n", 1e3 * simd,
                simdjson::get_active_implementation()->name().c_str());
    std::printf("  read + validate       %8.1f ms   (%.0f MB/s)\n", 1e3 * read, fileMB / read);
    if (python > 0) std::printf("  Python json.load      %8.1f ms\n", 1e3 * python);
    std::printf("  read + validate vs the parser's pass: %.2f x   (target: within 3x)\n", read / simd);
    if (python > 0)
        std::printf("  json.load vs read + validate:        %.1f x   (target: at least 20x)\n", python / read);
    if (peak > 0)
        std::printf("  popslab-cli validate, one cold run:  %.1f ms (the process, reading afresh)\n", 1e3 * cold);
    if (peak > 0)
        std::printf("  popslab-cli validate peak memory:    %.0f MiB = %.2f x the file   (target: under 4x)\n", peak,
                    peak * 1.048576 / fileMB);
    std::filesystem::remove(path);
    return 0;
}
