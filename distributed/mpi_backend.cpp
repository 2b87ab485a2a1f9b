// The plugin that holds every MPI call (see mpi_backend.hpp): plain MPI (the
// C API of OpenMPI or MPICH), MPI_Init_thread, collectives for reductions
// and the BFS frontier, one-sided fetch-and-add for the work queue and the
// stop flag.
#include "mpi_backend.hpp"

#include <stdexcept>

#include <mpi.h>

namespace puzzlebox {

namespace {

void check(int code, const char* what) {
    if (code != MPI_SUCCESS) throw std::runtime_error(std::string("MPI: ") + what + " failed");
}

struct SharedWord {
    MPI_Win window = MPI_WIN_NULL;
    std::uint64_t* base = nullptr;
};

class Mpi final : public MpiBackend {
public:
    void start(int& rank, int& size) override {
        int provided = 0;
        check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided), "MPI_Init_thread");
        MPI_Comm_rank(MPI_COMM_WORLD, &rank);
        MPI_Comm_size(MPI_COMM_WORLD, &size);
    }
    void stop() override {
        int finalized = 0;
        MPI_Finalized(&finalized);
        if (!finalized) MPI_Finalize();
    }
    void sum(std::uint64_t* values, int count) override {
        check(MPI_Allreduce(MPI_IN_PLACE, values, count, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD), "MPI_Allreduce");
    }
    std::uint64_t max(std::uint64_t value) override {
        check(MPI_Allreduce(MPI_IN_PLACE, &value, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD), "MPI_Allreduce");
        return value;
    }
    std::vector<std::string> all_gather(const std::string& mine) override {
        int size = 1;
        MPI_Comm_size(MPI_COMM_WORLD, &size);
        const int length = static_cast<int>(mine.size());
        std::vector<int> lengths(static_cast<std::size_t>(size)), offsets(static_cast<std::size_t>(size));
        check(MPI_Allgather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, MPI_COMM_WORLD), "MPI_Allgather");
        int total = 0;
        for (int r = 0; r < size; ++r) {
            offsets[static_cast<std::size_t>(r)] = total;
            total += lengths[static_cast<std::size_t>(r)];
        }
        std::string all(static_cast<std::size_t>(total), '\0');
        check(MPI_Allgatherv(mine.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR, MPI_COMM_WORLD),
              "MPI_Allgatherv");
        std::vector<std::string> parts;
        for (int r = 0; r < size; ++r)
            parts.push_back(all.substr(static_cast<std::size_t>(offsets[static_cast<std::size_t>(r)]),
                                       static_cast<std::size_t>(lengths[static_cast<std::size_t>(r)])));
        return parts;
    }
    void broadcast(std::uint8_t* data, int count, int root) override {
        check(MPI_Bcast(data, count, MPI_BYTE, root, MPI_COMM_WORLD), "MPI_Bcast");
    }
    void barrier() override { MPI_Barrier(MPI_COMM_WORLD); }
    void* make_word(int rank) override {
        auto* word = new SharedWord;
        const MPI_Aint bytes = rank == 0 ? static_cast<MPI_Aint>(sizeof(std::uint64_t)) : 0;
        check(MPI_Win_allocate(bytes, sizeof(std::uint64_t), MPI_INFO_NULL, MPI_COMM_WORLD, &word->base, &word->window),
              "MPI_Win_allocate");
        if (rank == 0) *word->base = 0;
        MPI_Barrier(MPI_COMM_WORLD);
        check(MPI_Win_lock_all(0, word->window), "MPI_Win_lock_all");
        return word;
    }
    void free_word(void* handle) override {
        auto* word = static_cast<SharedWord*>(handle);
        MPI_Win_unlock_all(word->window);
        MPI_Win_free(&word->window);
        delete word;
    }
    std::uint64_t fetch_add(void* handle, std::uint64_t add) override {
        auto* word = static_cast<SharedWord*>(handle);
        std::uint64_t old = 0;
        check(MPI_Fetch_and_op(&add, &old, MPI_UINT64_T, 0, 0, MPI_SUM, word->window), "MPI_Fetch_and_op");
        check(MPI_Win_flush(0, word->window), "MPI_Win_flush");
        return old;
    }
};

}  // namespace

}  // namespace puzzlebox

extern "C" puzzlebox::MpiBackend* puzzlebox_mpi_backend() {
    static puzzlebox::Mpi mpi;
    return &mpi;
}
