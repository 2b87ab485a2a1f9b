// The plugin that holds every MPI call (see mpi_backend.hpp): plain MPI (the
// C API of OpenMPI or MPICH), MPI_Init_thread, collectives for reductions
// and the BFS frontier, one-sided fetch-and-add for the work queue and the
// stop flag.
#include "distributed/mpi_backend.hpp"

#include <chrono>
#include <stdexcept>
#include <thread>

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
    void set_patience(int (*give_up)()) override { give_up_ = give_up; }
    void stop() override {
        int finalized = 0;
        MPI_Finalized(&finalized);
        if (!finalized) MPI_Finalize();
    }
    void sum(std::uint64_t* values, int count) override {
        MPI_Request request;
        check(MPI_Iallreduce(MPI_IN_PLACE, values, count, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD, &request), "MPI_Iallreduce");
        wait(request, "MPI_Iallreduce");
    }
    std::uint64_t max(std::uint64_t value) override {
        MPI_Request request;
        check(MPI_Iallreduce(MPI_IN_PLACE, &value, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD, &request), "MPI_Iallreduce");
        wait(request, "MPI_Iallreduce");
        return value;
    }
    std::vector<std::string> all_gather(const std::string& mine) override {
        int size = 1;
        MPI_Comm_size(MPI_COMM_WORLD, &size);
        const int length = static_cast<int>(mine.size());
        std::vector<int> lengths(static_cast<std::size_t>(size)), offsets(static_cast<std::size_t>(size));
        MPI_Request request;
        check(MPI_Iallgather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, MPI_COMM_WORLD, &request), "MPI_Iallgather");
        wait(request, "MPI_Iallgather");
        int total = 0;
        for (int r = 0; r < size; ++r) {
            offsets[static_cast<std::size_t>(r)] = total;
            total += lengths[static_cast<std::size_t>(r)];
        }
        std::string all(static_cast<std::size_t>(total), '\0');
        check(MPI_Iallgatherv(mine.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR, MPI_COMM_WORLD,
                              &request),
              "MPI_Iallgatherv");
        wait(request, "MPI_Iallgatherv");
        std::vector<std::string> parts;
        for (int r = 0; r < size; ++r)
            parts.push_back(all.substr(static_cast<std::size_t>(offsets[static_cast<std::size_t>(r)]),
                                       static_cast<std::size_t>(lengths[static_cast<std::size_t>(r)])));
        return parts;
    }
    void broadcast(std::uint8_t* data, int count, int root) override {
        MPI_Request request;
        check(MPI_Ibcast(data, count, MPI_BYTE, root, MPI_COMM_WORLD, &request), "MPI_Ibcast");
        wait(request, "MPI_Ibcast");
    }
    void barrier() override {
        MPI_Request request;
        check(MPI_Ibarrier(MPI_COMM_WORLD, &request), "MPI_Ibarrier");
        wait(request, "MPI_Ibarrier");
    }
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

private:
    // A collective's completion, tested rather than waited on, so that the
    // cluster can give up on a process that does not answer: spins for the
    // first microseconds (a collective's usual time), then tests every 100 us.
    void wait(MPI_Request& request, const char* what) {
        for (int tries = 0;; ++tries) {
            int done = 0;
            check(MPI_Test(&request, &done, MPI_STATUS_IGNORE), what);
            if (done) return;
            if (tries < 1000) continue;
            if (give_up_ != nullptr)
                if (const int code = give_up_(); code != 0) MPI_Abort(MPI_COMM_WORLD, code);
            std::this_thread::sleep_for(std::chrono::microseconds(100));
        }
    }

    int (*give_up_)() = nullptr;
};

}  // namespace

}  // namespace puzzlebox

extern "C" puzzlebox::MpiBackend* puzzlebox_mpi_backend() {
    static puzzlebox::Mpi mpi;
    return &mpi;
}
