#include "common/OutputFile.h"

#include "common/Work.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <ostream>
#include <poll.h>
#include <random>
#include <streambuf>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace popslab {

std::string errnoText(int error) {
    switch (error) {
    case 0:
        return {};
    case ENOENT:
        return "no such file or folder";
    case ENOTDIR:
        return "a part of the path is not a folder";
    case EACCES:
    case EPERM:
        return "permission denied";
    case EROFS:
        return "the file system is read-only";
    case ENOSPC:
        return "the disk is full";
    case EDQUOT:
        return "the disk quota is exhausted";
    case EISDIR:
        return "it is a folder";
    case EPIPE:
        return "the reader closed it";
    case EBADF:
        return "it is closed";
    case ENXIO:
        return "no program is reading it";
    case EFBIG:
        return "the file would be too large";
    case ENAMETOOLONG:
        return "the name is too long";
    case ELOOP:
        return "too many symbolic links";
    case EIO:
        return "an input/output error";
    case ETXTBSY:
        return "the file is a running program";
    case EXDEV:
        return "the temporary file is on another file system";
    case ENOMEM:
        return "not enough memory";
    default:
        return std::strerror(error);
    }
}

namespace {
std::atomic<bool> stdoutClosed{false};
} // namespace

void markStandardOutputClosed() {
    stdoutClosed = true;
}

FileError fileError(FileProblem problem, const std::string& given, int error) {
    const std::string path = given == "-" ? "standard output" : given;
    FileError e;
    e.problem = problem;
    e.path = path;
    e.reason = given == "-" && stdoutClosed && error ? "it is closed" : errnoText(error);
    switch (problem) {
    case FileProblem::CannotOpen:
        e.message = "cannot open " + path + ": " + e.reason;
        break;
    case FileProblem::IsFolder:
        e.message = path + " is a folder, not a file";
        break;
    case FileProblem::NotAFile:
        e.message = path + " is a device or socket, not a file";
        break;
    case FileProblem::TooLarge:
        e.message = path + " is too large";
        break;
    case FileProblem::ReadFailed:
        e.message = "cannot read " + path + ": " + e.reason;
        break;
    case FileProblem::WriteFailed:
        e.message = "cannot write " + path + ": " + e.reason;
        break;
    case FileProblem::OutputIsInput:
        e.message = path + " is an input of this command";
        break;
    }
    return e;
}

namespace {

FileError tooLarge(const std::string& path, std::uint64_t size, std::uint64_t limit) {
    FileError e = fileError(FileProblem::TooLarge, path);
    e.size = size;
    e.limit = limit;
    e.message = path + " has " +
                (size > limit && size != UINT64_MAX ? std::to_string(size) : "more than " + std::to_string(limit)) +
                " bytes, more than the limit of " + std::to_string(limit);
    return e;
}

// --- the inputs a process read (noteInputFile) ---
struct Input {
    dev_t device;
    ino_t inode;
    std::string path;
};
std::mutex inputsMutex;
std::vector<Input> inputs;
bool tracking = false;

std::optional<std::string> inputAt(const struct stat& st) {
    std::lock_guard lock(inputsMutex);
    for (const Input& in : inputs)
        if (in.device == st.st_dev && in.inode == st.st_ino) return in.path;
    return std::nullopt;
}

std::string folderOf(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string baseOf(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// A name beside `target` that nobody has: ".<name>.<random>.part", created with O_EXCL.
int createTemporary(const std::string& target, std::string& name, int& error) {
    static thread_local std::mt19937_64 random{std::random_device{}() ^ std::uint64_t(::getpid())};
    const std::string stem = folderOf(target) + "/." + baseOf(target).substr(0, 200) + ".";
    for (int attempt = 0; attempt < 100; ++attempt) {
        char suffix[24];
        std::snprintf(suffix, sizeof suffix, "%012llx", static_cast<unsigned long long>(random() & 0xffffffffffffull));
        name = stem + suffix + ".part";
        // 0666 less the umask: a new file gets the permissions any program's would.
        const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) return fd;
        if (errno != EEXIST) break;
    }
    error = errno;
    return -1;
}

} // namespace

bool waitReadable(int fd) {
    for (;;) {
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, 100);
        if (ready > 0) return true; // data, the end, or an error the read will report
        if (ready < 0 && errno != EINTR) return false;
        if (work::stopRequested()) return false;
    }
}

void trackInputFiles(bool on) {
    std::lock_guard lock(inputsMutex);
    tracking = on;
}

void noteInputFile(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return;
    std::lock_guard lock(inputsMutex);
    if (tracking) inputs.push_back({st.st_dev, st.st_ino, path});
}

// --- the stream over a descriptor ---
struct OutputFile::StreamBuffer : std::streambuf {
    explicit StreamBuffer(OutputFile& f) : file(f) { setp(buffer, buffer + sizeof buffer); }
    int_type overflow(int_type c) override {
        if (sync() != 0) return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override {
        const std::size_t n = std::size_t(pptr() - pbase());
        setp(buffer, buffer + sizeof buffer);
        return n == 0 || file.write(buffer, n) ? 0 : -1;
    }
    OutputFile& file;
    char buffer[1 << 16];
};

std::variant<OutputFile, FileError> OutputFile::open(const std::string& path) {
    OutputFile out;
    out.path_ = path;
    if (path == "-") { // standard output, written in place
        out.fd_ = STDOUT_FILENO;
        out.seekable_ = ::lseek(STDOUT_FILENO, 0, SEEK_CUR) >= 0;
        return out;
    }
    if (path.empty()) return fileError(FileProblem::CannotOpen, path, ENOENT);
    struct stat st {};
    const bool exists = ::stat(path.c_str(), &st) == 0;
    if (exists) {
        if (auto input = inputAt(st)) {
            FileError e = fileError(FileProblem::OutputIsInput, path);
            e.other = *input;
            e.message = "the output " + path + " is the input " + *input + " of this command; write to another file";
            return e;
        }
        if (S_ISDIR(st.st_mode)) return fileError(FileProblem::IsFolder, path);
        // A file the user may not write is not replaced behind their back (as the shell's >
        // and every editor refuse it), though its folder would allow the rename.
        if (S_ISREG(st.st_mode) && ::access(path.c_str(), W_OK) != 0)
            return fileError(FileProblem::WriteFailed, path, errno);
        if (S_ISBLK(st.st_mode) || S_ISSOCK(st.st_mode)) return fileError(FileProblem::NotAFile, path);
        if (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode)) {
            // In place: a FIFO without a reader is refused at once (O_NONBLOCK) rather
            // than waited on for ever; writes then block as any writer's would.
            const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd < 0) return fileError(FileProblem::WriteFailed, path, errno);
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
            out.fd_ = fd;
            out.ownsFd_ = true;
            return out;
        }
    }
    // A regular file: follow symbolic links, so that the link stays and its target is replaced
    // (or made, where the link points to a file not there yet, as the shell's > would).
    out.target_ = path;
    if (exists) {
        if (char* real = ::realpath(path.c_str(), nullptr)) {
            out.target_ = real;
            std::free(real);
        }
    } else if (struct stat link{}; ::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
        std::string to(std::size_t(link.st_size > 0 ? link.st_size : 4096), '\0');
        const ssize_t n = ::readlink(path.c_str(), to.data(), to.size());
        if (n <= 0) return fileError(FileProblem::WriteFailed, path, errno);
        to.resize(std::size_t(n));
        out.target_ = to.front() == '/' ? to : folderOf(path) + "/" + to;
    }
    int error = 0;
    out.fd_ = createTemporary(out.target_, out.temporary_, error);
    if (out.fd_ < 0) {
        out.temporary_.clear();
        FileError e = fileError(FileProblem::WriteFailed, path, error);
        if (error == ENOENT) { // the temporary's folder is the target's
            e.reason = out.target_ == path ? "its folder does not exist"
                                           : "it links to " + out.target_ + ", whose folder does not exist";
            e.message = "cannot write " + path + ": " + e.reason;
        }
        return e;
    }
    out.ownsFd_ = true;
    out.seekable_ = true;
    if (exists) { // keep the permissions, and the owner where the process may
        if (::fchown(out.fd_, st.st_uid, st.st_gid) != 0) {
            // Not permitted for another's file: the group at least, if we belong to it.
            [[maybe_unused]] const int ignored = ::fchown(out.fd_, static_cast<uid_t>(-1), st.st_gid);
        }
        ::fchmod(out.fd_, st.st_mode & 07777);
    }
    return out;
}

OutputFile::OutputFile(OutputFile&& o) noexcept {
    *this = std::move(o);
}

OutputFile& OutputFile::operator=(OutputFile&& o) noexcept {
    if (this == &o) return *this;
    discard();
    path_ = std::move(o.path_);
    target_ = std::move(o.target_);
    temporary_ = std::move(o.temporary_);
    fd_ = std::exchange(o.fd_, -1);
    ownsFd_ = std::exchange(o.ownsFd_, false);
    seekable_ = o.seekable_;
    committed_ = std::exchange(o.committed_, true);
    writeErrno_ = o.writeErrno_;
    stream_.reset();
    buffer_.reset();
    o.stream_.reset();
    o.buffer_.reset();
    o.temporary_.clear();
    return *this;
}

OutputFile::~OutputFile() {
    discard();
}

void OutputFile::discard() {
    stream_.reset();
    buffer_.reset();
    if (ownsFd_ && fd_ >= 0) ::close(fd_);
    fd_ = -1;
    ownsFd_ = false;
    if (!committed_ && !temporary_.empty()) ::unlink(temporary_.c_str());
    temporary_.clear();
}

bool OutputFile::write(const void* data, std::size_t size) {
    if (writeErrno_) return false;
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd_, p, std::min<std::size_t>(size, std::size_t(1) << 30));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            writeErrno_ = n < 0 ? errno : EIO;
            return false;
        }
        p += n;
        size -= std::size_t(n);
    }
    return true;
}

std::ostream& OutputFile::stream() {
    if (!stream_) {
        buffer_ = std::make_unique<StreamBuffer>(*this);
        stream_ = std::make_unique<std::ostream>(buffer_.get());
    }
    return *stream_;
}

std::optional<FileError> OutputFile::writeError() const {
    if (!writeErrno_) return std::nullopt;
    return fileError(FileProblem::WriteFailed, path_, writeErrno_);
}

std::optional<FileError> OutputFile::commit() {
    if (stream_) stream_->flush();
    if (writeErrno_) return fileError(FileProblem::WriteFailed, path_, writeErrno_);
    if (fd_ < 0) return fileError(FileProblem::WriteFailed, path_, EBADF);
    if (!inPlace()) {
        // On disk before the rename, so that a crash leaves the old file or the new one.
        if (::fsync(fd_) != 0 && errno != EINVAL) return fileError(FileProblem::WriteFailed, path_, errno);
        const int fd = std::exchange(fd_, -1);
        ownsFd_ = false;
        if (::close(fd) != 0) return fileError(FileProblem::WriteFailed, path_, errno);
        if (::rename(temporary_.c_str(), target_.c_str()) != 0)
            return fileError(FileProblem::WriteFailed, path_, errno);
        committed_ = true;
        temporary_.clear();
        return std::nullopt;
    }
    committed_ = true;
    if (ownsFd_) {
        ownsFd_ = false;
        if (::close(std::exchange(fd_, -1)) != 0) return fileError(FileProblem::WriteFailed, path_, errno);
    }
    return std::nullopt;
}

std::optional<FileError> writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    auto opened = OutputFile::open(path);
    if (auto* error = std::get_if<FileError>(&opened)) return *error;
    OutputFile& file = std::get<OutputFile>(opened);
    write(file.stream());
    return file.commit();
}

std::variant<std::string, FileError> readInputFile(const std::string& path, std::uint64_t limit) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return fileError(FileProblem::CannotOpen, path, errno);
    if (S_ISDIR(st.st_mode)) return fileError(FileProblem::IsFolder, path);
    if (S_ISBLK(st.st_mode) || S_ISSOCK(st.st_mode)) return fileError(FileProblem::NotAFile, path);
    if (S_ISREG(st.st_mode) && std::uint64_t(st.st_size) > limit)
        return tooLarge(path, std::uint64_t(st.st_size), limit);
    // Opened without waiting for a writer (a FIFO nobody writes reads as empty); reads wait
    // for data in short polls, so that a command's time limit and a cancel still apply.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return fileError(FileProblem::CannotOpen, path, errno);
    noteInputFile(path);
    std::string text;
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer); // without a writer: 0, the end
        if (n < 0 && errno == EAGAIN) {                      // a writer that has not written yet
            if (waitReadable(fd)) continue;
            ::close(fd);
            work::checkpoint(); // throws when stopped; otherwise a poll error
            return fileError(FileProblem::ReadFailed, path, EIO);
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const int error = errno;
            ::close(fd);
            return fileError(FileProblem::ReadFailed, path, error);
        }
        if (n == 0) break;
        if (text.size() + std::size_t(n) > limit) { // a stream (or a file that grew) past the limit
            ::close(fd);
            return tooLarge(path, UINT64_MAX, limit);
        }
        text.append(buffer, std::size_t(n));
    }
    ::close(fd);
    return text;
}

} // namespace popslab
