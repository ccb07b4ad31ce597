// Why a file could not be read or written, in structured form: the command-line
// tool prints `message`, the window words the kind in the user's language (fileErrorText).
// Every reader and writer of the user's files refuses through one of these, naming the path.
#pragma once

#include <cstdint>
#include <string>

namespace popslab {

enum class FileProblem {
    CannotOpen,    // open(2) failed: `reason` says why (no such folder, permission denied, ...)
    IsFolder,      // a folder where a file is needed
    NotAFile,      // a block device or a socket: never read or written
    TooLarge,      // `size` bytes, more than `limit`
    ReadFailed,    // the read broke off: `reason`
    WriteFailed,   // a write, flush or rename failed: `reason` (the disk is full, ...)
    OutputIsInput, // the output names a file the command reads: `other` is that input as given
};

struct FileError {
    FileProblem problem = FileProblem::CannotOpen;
    std::string path;   // as the user gave it
    std::string reason; // the system's reason in plain words (errnoText), where there is one
    std::string other;  // OutputIsInput: the input's name as given
    std::uint64_t size = 0, limit = 0;
    std::string message; // one English line naming the path
};

// errno in the program's own words ("the disk is full", "permission denied").
std::string errnoText(int error);
FileError fileError(FileProblem problem, const std::string& path, int error = 0);

} // namespace popslab
