// Stop signals (see stop_signal.hpp): a flag for the searches, and a fixed
// table of temporary paths the handler can unlink without allocating.
#include "support/stop_signal.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>

#include <dirent.h>
#include <fcntl.h>
#include <sys/time.h>
#include <unistd.h>

#include "support/special_files.hpp"

namespace puzzlebox {

namespace {

constexpr std::size_t slots = 64, path_bytes = 4096;

std::atomic<int> received{0};
std::atomic<bool> finishing{false};                       // the search phase is over: stop requests are no longer obeyed
std::atomic<int> sections{0};                             // UninterruptedSections open
std::array<std::atomic<bool>, slots> claimed{}, armed{};  // armed: the path is whole
std::array<std::array<char, path_bytes>, slots> paths{};

// Unlinks `path`; a directory (a staging directory of OutputSet) is emptied
// first, then removed. Only system calls, no allocation: safe in a handler.
void remove_in_handler(const char* path) {
    if (::unlink(path) == 0 || errno != EISDIR) return;
    const int fd = ::open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0) {
        alignas(8) static char buffer[1 << 13];
        for (bool removed = true; removed;) {  // again from the start until a pass removes nothing
            removed = false;
            ::lseek(fd, 0, SEEK_SET);
            for (ssize_t got; (got = ::getdents64(fd, buffer, sizeof buffer)) > 0;)
                for (ssize_t at = 0; at < got;) {
                    const auto* entry = reinterpret_cast<const struct dirent64*>(buffer + at);
                    const char* name = entry->d_name;
                    const bool dots = name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0));
                    if (!dots && ::unlinkat(fd, name, 0) == 0) removed = true;
                    at += entry->d_reclen;
                }
        }
        ::close(fd);
    }
    ::rmdir(path);
}

extern "C" void on_stop_signal(int number) {
    if (number == SIGALRM) {  // the run's own time limit: a request, never a kill
        int none = 0;
        received.compare_exchange_strong(none, number);
        return;
    }
    if (received.exchange(number) == 0) {  // the first: a polite request
        static const char note[] = "\nstopping: the output so far will be written (signal again to quit at once)\n";
        [[maybe_unused]] const auto ignored = ::write(2, note, sizeof note - 1);
        return;
    }
    for (std::size_t i = 0; i < slots; ++i)
        if (armed[i].load()) remove_in_handler(paths[i].data());
    std::signal(number, SIG_DFL);
    std::raise(number);
}

}  // namespace

void install_stop_signals() {
    static std::atomic<bool> installed{false};
    if (installed.exchange(true)) return;
    reinstall_stop_signals();
}

void reinstall_stop_signals() {
    struct sigaction action {};
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    // nohup ignores SIGHUP so that a run outlives its terminal: an ignored
    // SIGHUP stays ignored (the tools' and a Python host's alike). SIGINT is
    // taken over even when ignored: a shell starts its background jobs with
    // it ignored, and `kill -INT` must still stop them politely.
    struct sigaction hangup {};
    const bool hangup_ignored =
        sigaction(SIGHUP, nullptr, &hangup) == 0 && (hangup.sa_flags & SA_SIGINFO) == 0 && hangup.sa_handler == SIG_IGN;
    for (int number : {SIGINT, SIGTERM, SIGHUP})
        if (number != SIGHUP || !hangup_ignored) sigaction(number, &action, nullptr);
}

void stop_after(double seconds) {
    install_stop_signals();
    set_open_deadline(seconds);
    struct sigaction action {};
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGALRM, &action, nullptr);
    itimerval timer{};
    const auto whole = static_cast<long>(seconds);
    timer.it_value.tv_sec = whole;
    timer.it_value.tv_usec = std::max(1L, static_cast<long>((seconds - static_cast<double>(whole)) * 1e6));
    setitimer(ITIMER_REAL, &timer, nullptr);
}

bool stop_requested() {
    return received.load(std::memory_order_relaxed) != 0 && !finishing.load(std::memory_order_relaxed) &&
           sections.load(std::memory_order_relaxed) == 0;
}
UninterruptedSection::UninterruptedSection() { sections.fetch_add(1); }
UninterruptedSection::~UninterruptedSection() { sections.fetch_sub(1); }
void finish_after_stop() { finishing.store(true); }
int stop_signal() { return received.load(); }
void request_stop(int signal_number) { received.store(signal_number); }
void clear_stop() {
    received.store(0);
    finishing.store(false);
}

int remember_temporary(const char* path) {
    if (std::strlen(path) >= path_bytes) return -1;
    for (std::size_t i = 0; i < slots; ++i) {
        bool expected = false;
        if (!claimed[i].compare_exchange_strong(expected, true)) continue;
        std::strcpy(paths[i].data(), path);
        armed[i].store(true);
        return static_cast<int>(i);
    }
    return -1;
}

void forget_temporary(int slot) {
    if (slot < 0) return;
    armed[static_cast<std::size_t>(slot)].store(false);
    claimed[static_cast<std::size_t>(slot)].store(false);
}

}  // namespace puzzlebox
