// No file of the user's lost, and every refusal of a file or a field in the
// program's own words. OutputFile and readInputFile (core/shared/common) are what every writer
// and small reader goes through; json::Field reads the hand-written documents.
#include "common/DocumentFormat.h"
#include "common/JsonFields.h"
#include "common/OutputFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <ostream>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace popslab;

namespace {

std::string write(const std::string& path, const std::string& text) {
    auto error = writeFileAtomically(path, [&](std::ostream& out) { out << text; });
    return error ? error->message : std::string();
}

std::string contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string("<unreadable>");
}

mode_t modeOf(const QString& path) {
    struct stat st {};
    ::stat(QFile::encodeName(path).constData(), &st);
    return st.st_mode;
}

} // namespace

class TestFiles : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string path(const char* name) const { return QDir(dir_.path()).filePath(name).toStdString(); }

private slots:
    // A rewritten file keeps its permissions; a new one gets 0666 less the umask.
    void keepsTheFilesMode() {
        const std::string p = path("private.json");
        QCOMPARE(write(p, "one"), std::string());
        ::chmod(p.c_str(), 0600);
        QCOMPARE(write(p, "two"), std::string());
        QCOMPARE(contents(QString::fromStdString(p)), std::string("two"));
        QCOMPARE(modeOf(QString::fromStdString(p)) & 07777, mode_t(0600));
        const mode_t mask = ::umask(022);
        ::umask(mask);
        QCOMPARE(write(path("new.json"), "x"), std::string());
        QCOMPARE(modeOf(QString::fromStdString(path("new.json"))) & 07777, mode_t(0666 & ~mask));
    }

    // The temporary has a unique name: a user's own "X.part" is untouched, nothing is left
    // behind, and two writers at once leave one whole file, never a truncated one.
    void uniqueTemporariesNeverCollide() {
        const std::string p = path("shared.json");
        QCOMPARE(write(p + ".part", "the user's own"), std::string());
        std::string a(200000, 'a'), b(300000, 'b');
        for (int round = 0; round < 20; ++round) {
            std::string firstError = "?", secondError = "?";
            std::thread first([&] { firstError = write(p, a); });
            std::thread second([&] { secondError = write(p, b); });
            first.join();
            second.join();
            QCOMPARE(firstError, std::string());
            QCOMPARE(secondError, std::string());
            const std::string now = contents(QString::fromStdString(p));
            QVERIFY(now == a || now == b);
        }
        QCOMPARE(contents(QString::fromStdString(p + ".part")), std::string("the user's own"));
        QCOMPARE(QDir(dir_.path()).entryList({".shared.json*"}, QDir::Files | QDir::Hidden).size(),
                 0); // no temporary left
    }

    // A symbolic link stays a link; the file it points to is replaced.
    void followsSymbolicLinks() {
        const std::string target = path("target.json"), link = path("link.json");
        QCOMPARE(write(target, "old"), std::string());
        QVERIFY(::symlink(target.c_str(), link.c_str()) == 0);
        QCOMPARE(write(link, "new"), std::string());
        QVERIFY(QFileInfo(QString::fromStdString(link)).isSymLink());
        QCOMPARE(contents(QString::fromStdString(target)), std::string("new"));
    }

    // A FIFO is written in place (a reader gets the bytes; it stays a FIFO), and one
    // without a reader is refused at once rather than waited on.
    void writesIntoFifosNeverOverThem() {
        const std::string fifo = path("pipe");
        QVERIFY(::mkfifo(fifo.c_str(), 0600) == 0);
        QCOMPARE(QString::fromStdString(write(fifo, "x")),
                 QString::fromStdString("cannot write " + fifo + ": no program is reading it"));
        std::string got;
        std::thread reader([&] {
            const int fd = ::open(fifo.c_str(), O_RDONLY);
            char buffer[64];
            ssize_t n;
            while ((n = ::read(fd, buffer, sizeof buffer)) > 0)
                got.append(buffer, std::size_t(n));
            ::close(fd);
        });
        std::string error;
        for (int attempt = 0; attempt < 200; ++attempt) { // until the reader has opened its end
            error = write(fifo, "through the pipe");
            if (error.empty()) break;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        reader.join();
        QCOMPARE(error, std::string());
        QCOMPARE(got, std::string("through the pipe"));
        QVERIFY(S_ISFIFO(modeOf(QString::fromStdString(fifo))));
    }

    // A character device is written in place: /dev/null stays a device (as root a rename
    // would have replaced it), and /dev/full's "disk is full" is an error, not a silent loss.
    void devicesAreWrittenInPlaceAndErrorsReported() {
        QCOMPARE(write("/dev/null", "gone"), std::string());
        QVERIFY(S_ISCHR(modeOf("/dev/null")));
        QCOMPARE(write("/dev/full", std::string(1 << 17, 'x')),
                 std::string("cannot write /dev/full: the disk is full"));
    }

    // A file its owner made read-only is not replaced behind their back (for root, who may
    // write anything, this holds nothing to test).
    void readOnlyFilesAreNotReplaced() {
        if (::geteuid() == 0) QSKIP("root may write any file");
        const std::string p = path("locked.json");
        QCOMPARE(write(p, "old"), std::string());
        ::chmod(p.c_str(), 0444);
        QCOMPARE(write(p, "new"), "cannot write " + p + ": permission denied");
        QCOMPARE(contents(QString::fromStdString(p)), std::string("old"));
    }

    void foldersAndMissingFoldersAreRefused() {
        QCOMPARE(QString::fromStdString(write(dir_.path().toStdString(), "x")),
                 dir_.path() + " is a folder, not a file");
        const std::string nowhere = path("missing/a.json");
        QCOMPARE(write(nowhere, "x"), "cannot write " + nowhere + ": its folder does not exist");
    }

    // An output that is one of the process's inputs is refused naming both; tracking is
    // what the command-line tool turns on.
    void anInputIsNeverOverwritten() {
        const std::string input = path("messages.csv");
        QCOMPARE(write(input, "0,1\n"), std::string());
        trackInputFiles(true);
        QVERIFY(std::holds_alternative<std::string>(readInputFile(input, 100)));
        const std::string alias = path("./messages.csv");
        QCOMPARE(write(alias, "overwritten"),
                 "the output " + alias + " is the input " + input + " of this command; write to another file");
        trackInputFiles(false);
        QCOMPARE(contents(QString::fromStdString(input)), std::string("0,1\n"));
    }

    // Small inputs: bounded, and named when refused.
    void readInputFileNamesThePath() {
        auto error = [](const std::string& p, std::uint64_t limit) {
            auto r = readInputFile(p, limit);
            return std::holds_alternative<FileError>(r) ? std::get<FileError>(r).message : std::string();
        };
        QCOMPARE(QString::fromStdString(error(dir_.path().toStdString(), 10)),
                 dir_.path() + " is a folder, not a file");
        QCOMPARE(error("/dev/zero", 1000),
                 std::string("/dev/zero has more than 1000 bytes, more than the limit of 1000"));
        QCOMPARE(error(path("nothing"), 10), "cannot open " + path("nothing") + ": no such file or folder");
        QCOMPARE(write(path("big"), std::string(11, 'x')), std::string());
        QCOMPARE(error(path("big"), 10), path("big") + " has 11 bytes, more than the limit of 10");
    }

    // Hand-written documents: the byte where the text stops being JSON, or the field, what
    // it holds and what was expected -- never the JSON library's own message.
    void jsonRefusalsInOurWords() {
        QCOMPARE(std::get<std::string>(json::parse("{\"a\": 1e400}")),
                 std::string("a: invalid JSON at byte 6: the number 1e400 is too large to be read"));
        QCOMPARE(std::get<std::string>(json::parse("{\"n\": {\"d\": [1, -2e999]}}")),
                 std::string("n.d[1]: invalid JSON at byte 16: the number -2e999 is too large to be read"));
        QCOMPARE(std::get<std::string>(json::parse("{\"a\": tru}")),
                 std::string("invalid JSON at byte 9: '}' is not expected there"));
        QCOMPARE(std::get<std::string>(json::parse(std::string("{\"a\":\0}", 7))),
                 std::string("invalid JSON at byte 5: the control character U+0000 is not expected there"));
        QCOMPARE(std::get<std::string>(json::parse("{\"a\": [1, 2")),
                 std::string("invalid JSON at byte 11: the text ends too early"));
        const auto doc = std::get<json::Json>(
            json::parse("{\"n\": 1099511627776, \"f\": 2.5, \"s\": \"x\", \"neg\": -1, \"big\": 1e30}"));
        const json::Field root(doc, "");
        auto refusal = [&](const char* key) {
            try {
                root.member(key)->integer(1, 100);
            } catch (const json::FieldError& e) {
                return std::string(e.what());
            }
            return std::string();
        };
        QCOMPARE(refusal("n"), std::string("n: 1099511627776 is more than the limit of 100"));
        QCOMPARE(refusal("f"), std::string("f: expected a whole number from 1 to 100, not the number 2.5"));
        QCOMPARE(refusal("s"), std::string("s: expected a whole number from 1 to 100, not the text \"x\""));
        QCOMPARE(refusal("neg"), std::string("neg: expected a whole number from 1 to 100, not the number -1"));
        QCOMPARE(refusal("big"), std::string("big: 1e+30 is more than the limit of 100"));
        QCOMPARE(refusal("missing"), std::string("missing: missing"));
    }

    // The window opens a file by the format its top-level object names, not one nested in it.
    void documentFormatIsReadAtTheTopLevel() {
        QCOMPARE(topLevelFormat("{\"format\": \"popslab-exercise-1\", \"messages\": []}"),
                 std::string("popslab-exercise-1"));
        // A session's embedded exercise comes first (Qt sorts keys) but is not the session's format.
        QCOMPARE(topLevelFormat("{\"families\": {\"pops\": {\"document\": {\"format\": \"popslab-exercise-1\"}}},\n"
                                " \"format\": \"popslab-session-1\"}"),
                 std::string("popslab-session-1"));
        QCOMPARE(topLevelFormat("{\"a\": \"\\\"format\\\": \\\"x\\\"\", \"format\" : \"popslab-schedule-1\"}"),
                 std::string("popslab-schedule-1"));
        QCOMPARE(topLevelFormat("[{\"format\": \"x\"}]"), std::string());
        QCOMPARE(topLevelFormat("src,dst\n0,1\n"), std::string());
    }
};

QTEST_APPLESS_MAIN(TestFiles)
#include "tst_files.moc"
