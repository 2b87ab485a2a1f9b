// The processes of one run (see cluster.hpp). Every MPI call goes through
// MpiBackend, a plugin opened only when the process was launched by mpirun
// or srun (mpi_backend.hpp says why); a tool started by hand never loads MPI.
#include "distributed/cluster.hpp"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <thread>

#include <fcntl.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "distributed/mpi_backend.hpp"
#include "support/output_file.hpp"
#include "support/progress.hpp"
#include "support/shared_library.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

#ifdef PUZZLEBOX_WITH_MPI
// Launched by mpirun / mpiexec (OpenMPI, MPICH's hydra) or srun (PMI, PMIx),
// or asked for by PUZZLEBOX_MPI=1; a tool started by hand stays one process
// and never touches MPI.
bool launched_by_mpi() {
    if (const char* forced = std::getenv("PUZZLEBOX_MPI")) return std::strcmp(forced, "0") != 0;
    for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE", "MPI_LOCALNRANKS"})
        if (std::getenv(name)) return true;
    return false;
}

// The plugin: beside the program in the installed layout (bin/ and
// lib/puzzlebox/, which the build tree copies), else where it was installed
// or built. RTLD_GLOBAL: OpenMPI opens components of its own that look for
// its symbols there.
MpiBackend* open_mpi() {
    std::string beside = PUZZLEBOX_MPI_PLUGIN_INSTALLED;  // when the program's own path is not to be had
    char exe[4096];
    if (const ssize_t n = ::readlink("/proc/self/exe", exe, sizeof exe - 1); n > 0) {
        const std::string path(exe, static_cast<std::size_t>(n));
        beside = path.substr(0, path.rfind('/') + 1) + PUZZLEBOX_MPI_PLUGIN_BESIDE;
    }
    std::string why;
    const std::optional<SharedLibrary> plugin =
        SharedLibrary::open({beside, PUZZLEBOX_MPI_PLUGIN_INSTALLED, PUZZLEBOX_MPI_PLUGIN_BUILT}, true, &why);
    MpiBackend* (*entry)() = nullptr;
    if (plugin && plugin->find(entry, "puzzlebox_mpi_backend")) return entry();
    if (plugin) why = "it has no puzzlebox_mpi_backend";
    throw std::runtime_error("launched by mpirun/srun, but the MPI plugin (libpuzzlebox_mpi.so) cannot be opened: " + why);
}
#endif

}  // namespace

bool mpi_built() {
#ifdef PUZZLEBOX_WITH_MPI
    return true;
#else
    return false;
#endif
}

namespace {

// A collective's patience (MpiBackend::set_patience): a process that does not
// answer 10 s after a stop signal (SIGINT, SIGTERM, or the run's own time
// limit) ends the job, with the code the signal asks for.
int give_up_waiting() {
    static std::chrono::steady_clock::time_point first_seen;
    static bool seen = false;
    const int signal = stop_signal();
    if (signal == 0) return 0;
    const auto now = std::chrono::steady_clock::now();
    if (!seen) {
        seen = true;
        first_seen = now;
    }
    if (now - first_seen < std::chrono::seconds(10)) return 0;
    static const char note[] = "puzzlebox: another process of this MPI run does not answer after the stop; ending the job\n";
    [[maybe_unused]] const auto ignored = ::write(2, note, sizeof note - 1);
    return signal == SIGALRM ? 3 : 128 + signal;
}

}  // namespace

Cluster& Cluster::world() {
    static Cluster cluster;
    return cluster;
}

Cluster::Cluster() {
#ifdef PUZZLEBOX_WITH_MPI
    if (!launched_by_mpi()) return;
    // A process whose launcher (mpirun's daemon, srun's step) is gone has no
    // job left: it is killed with it, stopped or not, rather than run on
    // (mpirun killed by SIGKILL cannot pass the signal on).
    const pid_t launcher = ::getppid();
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != launcher) std::_Exit(128 + SIGKILL);  // it went before the line above
    mpi_ = open_mpi();
    mpi_->start(rank_, size_);
    mpi_->set_patience(give_up_waiting);
    if (rank_ != 0) {
        // Results come from rank 0 only: the others write to /dev/null and
        // show no progress (errors still reach standard error).
        std::fflush(stdout);
        const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (null >= 0) {
            ::dup2(null, STDOUT_FILENO);
            ::close(null);
        }
        discard_output_files();
        silence_progress();
    }
#endif
}

void Cluster::leave(int code, unsigned grace_seconds) const {
    if (!mpi_) return;
    std::thread([code, grace_seconds] {
        std::this_thread::sleep_for(std::chrono::seconds(grace_seconds));
        static const char note[] = "puzzlebox: another process of this MPI run does not answer; leaving without it\n";
        [[maybe_unused]] const auto ignored = ::write(2, note, sizeof note - 1);
        std::_Exit(code);
    }).detach();
}

Cluster::~Cluster() {
    if (mpi_) mpi_->stop();
}

void Cluster::sum(std::span<std::uint64_t> values) const {
    if (mpi_ && !values.empty()) mpi_->sum(values.data(), static_cast<int>(values.size()));
}

std::uint64_t Cluster::sum(std::uint64_t value) const {
    sum(std::span<std::uint64_t>(&value, 1));
    return value;
}

std::uint64_t Cluster::max(std::uint64_t value) const { return mpi_ ? mpi_->max(value) : value; }

bool Cluster::any(bool value) const { return max(value ? 1 : 0) != 0; }

std::vector<std::string> Cluster::all_gather(const std::string& mine) const {
    if (!distributed()) return {mine};
    return mpi_->all_gather(mine);
}

void Cluster::all_gather_bytes(std::span<std::uint8_t> whole, const std::vector<std::uint64_t>& offset) const {
    if (!distributed()) return;
    // One broadcast per owner, in pieces of at most 1 GiB (MPI counts are int).
    constexpr std::uint64_t piece = std::uint64_t{1} << 30;
    for (int r = 0; r < size_; ++r) {
        for (std::uint64_t at = offset[static_cast<std::size_t>(r)]; at < offset[static_cast<std::size_t>(r) + 1]; at += piece) {
            const std::uint64_t n = std::min(piece, offset[static_cast<std::size_t>(r) + 1] - at);
            mpi_->broadcast(whole.data() + at, static_cast<int>(n), r);
        }
    }
}

void Cluster::barrier() const {
    if (mpi_) mpi_->barrier();
}

// A word on rank 0 that every process reaches by one-sided operations.
struct SharedWord {
    MpiBackend* mpi;
    void* word;
    SharedWord(MpiBackend* backend, int rank) : mpi(backend), word(backend->make_word(rank)) {}
    ~SharedWord() { mpi->free_word(word); }
    SharedWord(const SharedWord&) = delete;
    SharedWord& operator=(const SharedWord&) = delete;
    std::uint64_t fetch_add(std::uint64_t add) { return mpi->fetch_add(word, add); }
};
struct WorkQueue::Window : SharedWord {
    using SharedWord::SharedWord;
};
struct StopFlag::Window : SharedWord {
    using SharedWord::SharedWord;
};

WorkQueue::WorkQueue(const Cluster& cluster, std::uint64_t count) : count_(count) {
    if (cluster.distributed()) window_ = std::make_unique<Window>(cluster.mpi(), cluster.rank());
}

WorkQueue::~WorkQueue() = default;

std::uint64_t WorkQueue::next() {
    if (window_) return std::min(window_->fetch_add(1), count_);
    return std::min(local_next_++, count_);
}

StopFlag::StopFlag(const Cluster& cluster) {
    if (cluster.distributed()) window_ = std::make_unique<Window>(cluster.mpi(), cluster.rank());
}

StopFlag::~StopFlag() = default;

void StopFlag::raise() {
    local_ = true;
    if (window_) window_->fetch_add(1);
}

bool StopFlag::raised() {
    if (!local_ && window_) local_ = window_->fetch_add(0) != 0;
    return local_;
}

}  // namespace puzzlebox
