// Where POPS Lab writes a file of the user's: one mechanism for every writer
// (schedules, exercises, figures, animations, sessions, CSV), so that no file is lost.
//  - A regular file, new or existing, is written to a unique temporary beside it
//    (O_EXCL, so two writers never share one and a user's own file is never taken for
//    it) and renamed over the target by commit(): a reader sees the old file or the
//    new one, never half of one; a failed or abandoned write leaves the old file.
//  - The rewritten file keeps the old one's permissions (and owner, where allowed);
//    a new one gets 0666 less the umask, as any program's would.
//  - A FIFO or a character device (/dev/null, a terminal) is written in place, never
//    renamed over; "-" is standard output. A folder, a block device or a socket is refused.
//  - An output that is one of the files the process read as input (noteInputFile) is
//    refused, naming both, so `-o messages.csv` cannot overwrite the messages it reads.
//  - Every write, and the final flush and rename, is checked: a full disk or a closed
//    pipe is an error, never a silent short file.
#pragma once

#include "common/FileError.h"

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <variant>

namespace popslab {

class OutputFile {
public:
    static std::variant<OutputFile, FileError> open(const std::string& path);
    OutputFile(OutputFile&& other) noexcept;
    OutputFile& operator=(OutputFile&& other) noexcept;
    ~OutputFile(); // not committed: the temporary is removed and the target is untouched

    const std::string& path() const { return path_; }
    int descriptor() const { return fd_; }
    // Standard output or a special file: written in place, so nothing can be undone,
    // and a FIFO or a terminal cannot seek.
    bool inPlace() const { return temporary_.empty(); }
    bool seekable() const { return seekable_; }

    // Every byte, or false with the error kept for commit().
    bool write(const void* data, std::size_t size);
    // A stream over the file for writers that take one; its failures reach commit().
    std::ostream& stream();
    // The first write that failed, if any (commit() reports it too).
    std::optional<FileError> writeError() const;
    // Moves the file into place; the first error met while writing, if any.
    std::optional<FileError> commit();

private:
    OutputFile() = default;
    void discard();
    struct StreamBuffer;
    std::string path_;      // as given
    std::string target_;    // the file replaced (symbolic links followed)
    std::string temporary_; // empty when written in place
    int fd_ = -1;
    bool ownsFd_ = false, seekable_ = false, committed_ = false;
    int writeErrno_ = 0;
    std::unique_ptr<StreamBuffer> buffer_;
    std::unique_ptr<std::ostream> stream_;
};

// The command-line tool found descriptor 1 closed and put /dev/full there: errors on "-"
// then say that standard output is closed, not that the disk is full.
void markStandardOutputClosed();

// Writes `path` through OutputFile with what `write` puts on the stream; the error, if any.
std::optional<FileError> writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write);

// The inputs of this process. The command-line tool turns tracking on; then
// every reader of a user's file notes it, and OutputFile refuses to write over it.
void trackInputFiles(bool on);
void noteInputFile(const std::string& path);

// Reads a whole input file of at most `limit` bytes, noting it as an input. A FIFO or a
// character device is read as a stream, up to the limit; a folder, a block device or a
// socket is refused, as is a file past the limit, each naming the path.
std::variant<std::string, FileError> readInputFile(const std::string& path, std::uint64_t limit);

// Waits until `fd` can be read without blocking, in polls of 100 ms between which the calling
// thread's work (common/Work.h) may be stopped; false when it was, or the poll failed.
bool waitReadable(int fd);

} // namespace popslab
