// Whole-or-nothing file writes (see output_file.hpp).
#include "support/output_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <mutex>
#include <random>
#include <set>
#include <utility>

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/special_files.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

constexpr std::size_t buffer_bytes = 1 << 16;

std::mutex inputs_mutex;
std::set<std::pair<dev_t, ino_t>> inputs;

bool is_input(const struct stat& status) {
    const std::lock_guard lock(inputs_mutex);
    return inputs.count({status.st_dev, status.st_ino}) != 0;
}

// ".NAME.3f9a1c0e.tmp" beside the target: hidden, and not guessable.
std::string temporary_name(const std::filesystem::path& directory, const std::string& base) {
    static std::mutex mutex;
    static std::mt19937_64 engine{std::random_device{}() ^ static_cast<std::uint64_t>(::getpid())};
    const std::lock_guard lock(mutex);
    return (directory / fmt::format(".{}.{:016x}.tmp", base, engine())).string();
}

}  // namespace

void note_input_file(const std::string& path) {
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0 || !S_ISREG(status.st_mode)) return;
    const std::lock_guard lock(inputs_mutex);
    inputs.insert({status.st_dev, status.st_ino});
}

void OutputFile::fail(const std::string& what, int error) const {
    throw WriteError(fmt::format("cannot write {}: {}{}", path_, what, error != 0 ? std::strerror(error) : ""));
}

namespace {
bool discarding = false;
}  // namespace

void discard_output_files() { discarding = true; }

OutputFile::OutputFile(std::string path, OutputTarget target) : path_(std::move(path)) {
    buffer_.reserve(buffer_bytes);
    if (discarding) {
        kind_ = Kind::in_place;
        fd_ = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (fd_ < 0) fail("", errno);
        return;
    }
    if (path_ == "-") {
        kind_ = Kind::standard_output;
        return;
    }
    if (path_.empty()) fail("the file name is empty", 0);
    struct stat status {};
    if (target == OutputTarget::regular_file) {
        if (::lstat(path_.c_str(), &status) == 0 && S_ISDIR(status.st_mode)) fail("it is a directory", 0);
    } else if (::stat(path_.c_str(), &status) == 0) {
        if (S_ISDIR(status.st_mode)) fail("it is a directory", 0);
        if (is_input(status)) fail("it is an input of this run (name another file)", 0);
        if (!S_ISREG(status.st_mode)) {  // a device, FIFO or socket: written to, never replaced
            kind_ = Kind::in_place;
            fd_ = open_waiting(path_, O_WRONLY | O_CLOEXEC | O_NOCTTY);  // a FIFO's reader waited for within the limit
            if (fd_ < 0) fail(open_error_text(errno), 0);
            return;
        }
    }
    const std::filesystem::path target_path(path_);
    directory_ = target_path.has_parent_path() ? target_path.parent_path() : std::filesystem::path(".");
    const std::string base = target_path.filename().string();
    if (base.empty() || base == "." || base == "..") fail("not a file name", 0);
#ifdef O_TMPFILE
    if (::access("/proc/self/fd", X_OK) == 0) {
        fd_ = ::open(directory_.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
        if (fd_ >= 0) {
            unnamed_ = true;
            return;
        }
        if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL) fail("", errno);
    }
#endif
    for (int attempt = 0; attempt < 100; ++attempt) {
        const std::string name = temporary_name(directory_, base);
        fd_ = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd_ >= 0) {
            temporary_ = name;
            slot_ = remember_temporary(name.c_str());
            return;
        }
        if (errno != EEXIST) fail("", errno);
    }
    fail("no free temporary name", 0);
}

OutputFile::~OutputFile() {
    if (fd_ >= 0) ::close(fd_);
    if (!temporary_.empty()) ::unlink(temporary_.c_str());
    forget_temporary(slot_);
}

void OutputFile::write_all(const char* data, std::size_t size) {
    if (kind_ == Kind::standard_output) {
        std::cout.write(data, static_cast<std::streamsize>(size));
        if (!std::cout) throw WriteError("cannot write standard output");
        return;
    }
    while (size > 0) {
        const ssize_t written = ::write(fd_, data, size);
        if (written < 0) {
            if (errno == EINTR) continue;
            fail("", errno);
        }
        data += written;
        size -= static_cast<std::size_t>(written);
    }
}

void OutputFile::flush_buffer() {
    write_all(buffer_.data(), buffer_.size());
    buffer_.clear();
}

void OutputFile::write(std::string_view bytes) {
    if (committed_) throw std::logic_error("OutputFile written after commit");
    if (buffer_.size() + bytes.size() > buffer_bytes) flush_buffer();
    if (bytes.size() >= buffer_bytes) write_all(bytes.data(), bytes.size());
    else buffer_.append(bytes);
}

void OutputFile::commit() {
    if (committed_) return;
    flush_buffer();
    committed_ = true;
    if (kind_ == Kind::standard_output) {
        finish_standard_output();
        return;
    }
    if (kind_ == Kind::replace && ::fsync(fd_) != 0) fail("", errno);
    if (unnamed_) {  // give the unnamed file a hidden name, then the target's
        const std::string proc = fmt::format("/proc/self/fd/{}", fd_);
        for (int attempt = 0; attempt < 100 && temporary_.empty(); ++attempt) {
            const std::string name = temporary_name(directory_, std::filesystem::path(path_).filename().string());
            if (::linkat(AT_FDCWD, proc.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0) {
                temporary_ = name;
                slot_ = remember_temporary(name.c_str());
            } else if (errno != EEXIST) {
                fail("", errno);
            }
        }
        if (temporary_.empty()) fail("no free temporary name", 0);
    }
    const int fd = std::exchange(fd_, -1);
    if (::close(fd) != 0) fail("", errno);
    if (kind_ == Kind::in_place) return;
    if (::rename(temporary_.c_str(), path_.c_str()) != 0) fail("", errno);
    temporary_.clear();
    forget_temporary(std::exchange(slot_, -1));
    const int directory = ::open(directory_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (directory >= 0) {
        ::fsync(directory);  // the rename itself on disk; some file systems refuse, harmlessly
        ::close(directory);
    }
}

void write_file_atomically(const std::filesystem::path& path, std::string_view text) {
    OutputFile file(path.string());
    file.write(text);
    file.commit();
}

void finish_standard_output() {
    std::cout.flush();
    errno = 0;
    const bool flushed = std::fflush(stdout) == 0;
    const int error = errno;
    if (!flushed || std::ferror(stdout) || !std::cout) {
        std::clearerr(stdout);
        std::cout.clear();
        throw WriteError(
            fmt::format("cannot write standard output{}{}", error != 0 ? ": " : "", error != 0 ? std::strerror(error) : ""));
    }
}

}  // namespace puzzlebox
