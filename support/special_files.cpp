// FIFOs opened without waiting past the run's limit (see special_files.hpp).
#include "support/special_files.hpp"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

using Clock = std::chrono::steady_clock;
std::atomic<Clock::rep> deadline{0};  // ticks since the clock's epoch; 0: none

bool past_deadline() {
    const Clock::rep at = deadline.load();
    return at != 0 && Clock::now().time_since_epoch().count() >= at;
}

constexpr int slice_ms = 50;

}  // namespace

void set_open_deadline(double seconds) {
    deadline = seconds <= 0 ? 0
                            : (Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds)))
                                  .time_since_epoch()
                                  .count();
}

int open_waiting(const std::string& path, int flags) {
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0 || !S_ISFIFO(status.st_mode)) return ::open(path.c_str(), flags);
    const bool writing = (flags & O_ACCMODE) == O_WRONLY;
    int fd = -1;
    for (;;) {
        if (stop_signal() != 0) {
            if (fd >= 0) ::close(fd);
            errno = EINTR;
            return -1;
        }
        if (past_deadline()) {
            if (fd >= 0) ::close(fd);
            errno = ETIMEDOUT;
            return -1;
        }
        if (writing) {  // fails with ENXIO until a reader has it open
            fd = ::open(path.c_str(), flags | O_NONBLOCK);
            if (fd >= 0) break;
            if (errno != ENXIO && errno != EINTR) return -1;
            ::usleep(slice_ms * 1000);
        } else {  // opens at once; readable (or hung up) once a writer came
            if (fd < 0) fd = ::open(path.c_str(), flags | O_NONBLOCK);
            if (fd < 0) return -1;
            pollfd wait{fd, POLLIN, 0};
            if (::poll(&wait, 1, slice_ms) > 0) break;
        }
    }
    const int mode = ::fcntl(fd, F_GETFL);
    if (mode >= 0) ::fcntl(fd, F_SETFL, mode & ~O_NONBLOCK);
    return fd;
}

std::string open_error_text(int error) {
    if (error == ETIMEDOUT) return "the time limit passed while waiting for the other end of the FIFO";
    if (error == EINTR) return "stopped while waiting for the other end of the FIFO";
    return std::strerror(error);
}

}  // namespace puzzlebox
