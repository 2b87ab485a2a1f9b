// The MPI calls the cluster makes (cluster.cpp), behind an interface. Their
// implementation, mpi_backend.cpp, is a plugin (libpuzzlebox_mpi.so) that a
// tool opens only when mpirun or srun launched it: linked, OpenMPI and the
// libraries it brings slowed every tool's start (bench/README.md, "Measured
// choices").
// Internal to distributed/: the cluster is the interface the searches use.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace puzzlebox {

class MpiBackend {
public:
    virtual ~MpiBackend() = default;
    // MPI_Init_thread (the main thread makes every call); this process's
    // rank and the number of processes.
    virtual void start(int& rank, int& size) = 0;
    virtual void stop() = 0;
    // Asked while a collective waits for the other processes: 0 to go on
    // waiting, or the exit code with which to end the whole job
    // (MPI_Abort). The cluster gives up some seconds after a stop signal
    // when a process does not answer (stopped, hung): the job then ends
    // instead of waiting for ever.
    virtual void set_patience(int (*give_up)()) = 0;
    // Element-wise sums and the maximum over all processes, everywhere.
    virtual void sum(std::uint64_t* values, int count) = 0;
    virtual std::uint64_t max(std::uint64_t value) = 0;
    // Each process's string, in rank order, on every process.
    virtual std::vector<std::string> all_gather(const std::string& mine) = 0;
    virtual void broadcast(std::uint8_t* data, int count, int root) = 0;
    virtual void barrier() = 0;
    // A word on rank 0 that every process reaches by one-sided
    // fetch-and-add (collective to make and to free).
    virtual void* make_word(int rank) = 0;
    virtual void free_word(void* word) = 0;
    virtual std::uint64_t fetch_add(void* word, std::uint64_t add) = 0;
};

}  // namespace puzzlebox

// The plugin's one entry point.
extern "C" puzzlebox::MpiBackend* puzzlebox_mpi_backend();
