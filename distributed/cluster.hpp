// The processes of one run. Under mpirun or srun (an MPI build launched by
// an MPI launcher) it is MPI_COMM_WORLD; otherwise, or in a build without
// MPI, one process of rank 0. The searches that scale out use only what is
// here, so they are written once for one process and for many:
// reductions, gathers, a work queue that hands out items to whichever
// process asks first, and a flag any process can raise (first found wins).
// Only rank 0 writes results: the others' standard output goes to
// /dev/null and their output files are not committed (support/output_file).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace puzzlebox {

class MpiBackend;

class Cluster {
public:
    // The one cluster of this process; MPI starts on first use when the
    // process was launched by mpirun/srun (or PUZZLEBOX_MPI=1) and stops at exit.
    static Cluster& world();

    int rank() const { return rank_; }
    int size() const { return size_; }
    bool is_root() const { return rank_ == 0; }
    bool distributed() const { return size_ > 1; }

    // Element-wise sums over all processes, in place, everywhere.
    void sum(std::span<std::uint64_t> values) const;
    std::uint64_t sum(std::uint64_t value) const;
    std::uint64_t max(std::uint64_t value) const;
    bool any(bool value) const;
    // Each process's string, in rank order, on every process.
    std::vector<std::string> all_gather(const std::string& mine) const;
    // Every process contributes bytes [offset[r], offset[r+1]) of `whole`
    // (its own part already in place); afterwards all hold all of it.
    void all_gather_bytes(std::span<std::uint8_t> whole, const std::vector<std::uint64_t>& offset) const;
    void barrier() const;
    // The run is over for this process, its output written, and it exits
    // with `code`: MPI_Finalize waits for every process, so a process that
    // cannot answer (stopped, hung) would hold this one for ever. After
    // `grace_seconds` it exits with `code` anyway. No-op without MPI.
    void leave(int code, unsigned grace_seconds = 10) const;

    Cluster(const Cluster&) = delete;
    Cluster& operator=(const Cluster&) = delete;
    ~Cluster();

    // MPI's calls, when launched by mpirun/srun (null otherwise).
    MpiBackend* mpi() const { return mpi_; }

private:
    Cluster();
    int rank_ = 0;
    int size_ = 1;
    MpiBackend* mpi_ = nullptr;
};

// Items 0 .. count-1 handed out one at a time to whichever process asks
// first (dynamic load balancing: a shared counter on rank 0 that the others
// fetch-and-add by one-sided MPI). Collective to build and to destroy.
class WorkQueue {
public:
    WorkQueue(const Cluster& cluster, std::uint64_t count);
    ~WorkQueue();
    WorkQueue(const WorkQueue&) = delete;
    WorkQueue& operator=(const WorkQueue&) = delete;
    // The next item, or count when all are handed out.
    std::uint64_t next();

private:
    struct Window;
    std::unique_ptr<Window> window_;
    std::uint64_t count_;
    std::uint64_t local_next_ = 0;  // one process: a plain counter
};

// A flag that any process raises and every process sees soon after (a
// shared word on rank 0). Collective to build and to destroy.
class StopFlag {
public:
    explicit StopFlag(const Cluster& cluster);
    ~StopFlag();
    StopFlag(const StopFlag&) = delete;
    StopFlag& operator=(const StopFlag&) = delete;
    void raise();
    bool raised();

private:
    struct Window;
    std::unique_ptr<Window> window_;
    bool local_ = false;
};

// Whether this build has MPI at all.
bool mpi_built();

}  // namespace puzzlebox
