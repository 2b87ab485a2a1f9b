// MPI for the searches that scale out (see cluster.hpp). Plain MPI (the C
// API of OpenMPI or MPICH): MPI_Init_thread when launched by a launcher,
// collectives for reductions and the BFS frontier, one-sided
// fetch-and-add for the work queue and the stop flag.
#include "cluster.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include <fcntl.h>
#include <unistd.h>

#include "puzzles/output_file.hpp"
#include "puzzles/progress.hpp"

#ifdef PUZZLEBOX_WITH_MPI
#include <mpi.h>
#endif

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

void check(int code, const char* what) {
    if (code != MPI_SUCCESS) throw std::runtime_error(std::string("MPI: ") + what + " failed");
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

Cluster& Cluster::world() {
    static Cluster cluster;
    return cluster;
}

Cluster::Cluster() {
#ifdef PUZZLEBOX_WITH_MPI
    if (!launched_by_mpi()) return;
    int provided = 0;
    check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided), "MPI_Init_thread");
    started_mpi_ = true;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
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

Cluster::~Cluster() {
#ifdef PUZZLEBOX_WITH_MPI
    if (started_mpi_) {
        int finalized = 0;
        MPI_Finalized(&finalized);
        if (!finalized) MPI_Finalize();
    }
#endif
}

void Cluster::sum(std::span<std::uint64_t> values) const {
#ifdef PUZZLEBOX_WITH_MPI
    if (started_mpi_ && !values.empty())
        check(MPI_Allreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_UINT64_T, MPI_SUM,
                            MPI_COMM_WORLD),
              "MPI_Allreduce");
#else
    (void)values;
#endif
}

std::uint64_t Cluster::sum(std::uint64_t value) const {
    sum(std::span<std::uint64_t>(&value, 1));
    return value;
}

std::uint64_t Cluster::max(std::uint64_t value) const {
#ifdef PUZZLEBOX_WITH_MPI
    if (started_mpi_) check(MPI_Allreduce(MPI_IN_PLACE, &value, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD), "MPI_Allreduce");
#endif
    return value;
}

bool Cluster::any(bool value) const { return max(value ? 1 : 0) != 0; }

std::vector<std::string> Cluster::all_gather(const std::string& mine) const {
    if (!distributed()) return {mine};
#ifdef PUZZLEBOX_WITH_MPI
    const int length = static_cast<int>(mine.size());
    std::vector<int> lengths(static_cast<std::size_t>(size_)), offsets(static_cast<std::size_t>(size_));
    check(MPI_Allgather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, MPI_COMM_WORLD), "MPI_Allgather");
    int total = 0;
    for (int r = 0; r < size_; ++r) {
        offsets[static_cast<std::size_t>(r)] = total;
        total += lengths[static_cast<std::size_t>(r)];
    }
    std::string all(static_cast<std::size_t>(total), '\0');
    check(MPI_Allgatherv(mine.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR,
                         MPI_COMM_WORLD),
          "MPI_Allgatherv");
    std::vector<std::string> parts;
    for (int r = 0; r < size_; ++r)
        parts.push_back(all.substr(static_cast<std::size_t>(offsets[static_cast<std::size_t>(r)]),
                                   static_cast<std::size_t>(lengths[static_cast<std::size_t>(r)])));
    return parts;
#else
    return {mine};
#endif
}

void Cluster::all_gather_bytes(std::span<std::uint8_t> whole, const std::vector<std::uint64_t>& offset) const {
#ifdef PUZZLEBOX_WITH_MPI
    if (!distributed()) return;
    // One broadcast per owner, in pieces of at most 1 GiB (MPI counts are int).
    constexpr std::uint64_t piece = std::uint64_t{1} << 30;
    for (int r = 0; r < size_; ++r) {
        for (std::uint64_t at = offset[static_cast<std::size_t>(r)]; at < offset[static_cast<std::size_t>(r) + 1]; at += piece) {
            const std::uint64_t n = std::min(piece, offset[static_cast<std::size_t>(r) + 1] - at);
            check(MPI_Bcast(whole.data() + at, static_cast<int>(n), MPI_BYTE, r, MPI_COMM_WORLD), "MPI_Bcast");
        }
    }
#else
    (void)whole;
    (void)offset;
#endif
}

void Cluster::barrier() const {
#ifdef PUZZLEBOX_WITH_MPI
    if (started_mpi_) MPI_Barrier(MPI_COMM_WORLD);
#endif
}

// A word on rank 0 that every process reaches by one-sided operations.
#ifdef PUZZLEBOX_WITH_MPI
struct SharedWord {
    MPI_Win window = MPI_WIN_NULL;
    std::uint64_t* base = nullptr;
    explicit SharedWord(int rank) {
        const MPI_Aint bytes = rank == 0 ? static_cast<MPI_Aint>(sizeof(std::uint64_t)) : 0;
        check(MPI_Win_allocate(bytes, sizeof(std::uint64_t), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &window),
              "MPI_Win_allocate");
        if (rank == 0) *base = 0;
        MPI_Barrier(MPI_COMM_WORLD);
        check(MPI_Win_lock_all(0, window), "MPI_Win_lock_all");
    }
    ~SharedWord() {
        MPI_Win_unlock_all(window);
        MPI_Win_free(&window);
    }
    std::uint64_t fetch_add(std::uint64_t add) {
        std::uint64_t old = 0;
        check(MPI_Fetch_and_op(&add, &old, MPI_UINT64_T, 0, 0, MPI_SUM, window), "MPI_Fetch_and_op");
        check(MPI_Win_flush(0, window), "MPI_Win_flush");
        return old;
    }
};
struct WorkQueue::Window : SharedWord {
    using SharedWord::SharedWord;
};
struct StopFlag::Window : SharedWord {
    using SharedWord::SharedWord;
};
#else
struct WorkQueue::Window {};
struct StopFlag::Window {};
#endif

WorkQueue::WorkQueue(const Cluster& cluster, std::uint64_t count) : count_(count) {
#ifdef PUZZLEBOX_WITH_MPI
    if (cluster.distributed()) window_ = std::make_unique<Window>(cluster.rank());
#else
    (void)cluster;
#endif
}

WorkQueue::~WorkQueue() = default;

std::uint64_t WorkQueue::next() {
#ifdef PUZZLEBOX_WITH_MPI
    if (window_) return std::min(window_->fetch_add(1), count_);
#endif
    return std::min(local_next_++, count_);
}

StopFlag::StopFlag(const Cluster& cluster) {
#ifdef PUZZLEBOX_WITH_MPI
    if (cluster.distributed()) window_ = std::make_unique<Window>(cluster.rank());
#else
    (void)cluster;
#endif
}

StopFlag::~StopFlag() = default;

void StopFlag::raise() {
    local_ = true;
#ifdef PUZZLEBOX_WITH_MPI
    if (window_) window_->fetch_add(1);
#endif
}

bool StopFlag::raised() {
#ifdef PUZZLEBOX_WITH_MPI
    if (!local_ && window_) local_ = window_->fetch_add(0) != 0;
#endif
    return local_;
}

}  // namespace puzzlebox
