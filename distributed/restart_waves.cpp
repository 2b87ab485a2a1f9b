// Tries in waves over threads and processes (see restart_waves.hpp).
#include "distributed/restart_waves.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <sstream>
#include <vector>

#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include "distributed/cluster.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

// One arena for every run of the process: an arena made and dropped per run
// (a million boards with gen --format id) grew the process by hundreds of MB
// and slowed each board tenfold.
tbb::task_arena& shared_arena(int threads) {
    static std::mutex mutex;
    static std::unique_ptr<tbb::task_arena> arena;
    const std::lock_guard lock(mutex);
    const int concurrency = std::min(threads, tbb::this_task_arena::max_concurrency());
    if (!arena || arena->max_concurrency() != concurrency) arena = std::make_unique<tbb::task_arena>(concurrency);
    return *arena;
}

// The other processes' tries of the wave [wave, end), carried as lines.
void share_wave(const Cluster& cluster, const RestartWaves& waves, int wave, int end, int my_begin, int my_end) {
    std::string mine;
    for (int i = my_begin; i < my_end; ++i) mine += waves.encode(i) + '\n';
    const std::vector<std::string> all = cluster.all_gather(mine);
    for (int p = 0; p < cluster.size(); ++p) {
        if (p == cluster.rank()) continue;
        std::istringstream lines(all[static_cast<std::size_t>(p)]);
        std::string line;
        for (int i = std::min(end, wave + p * waves.per_process); std::getline(lines, line); ++i) waves.decode(i, line);
    }
}

}  // namespace

int run_restart_waves(const RestartWaves& waves) {
    const Cluster& cluster = Cluster::world();
    const int per_process = std::max(1, waves.per_process);
    const int wave_size = per_process * cluster.size();
    tbb::task_arena& arena = shared_arena(per_process);
    int reached = 0;
    for (int wave = 0; wave < waves.count && !stop_requested(); wave += wave_size) {
        if (waves.before_wave) waves.before_wave(wave);
        const int end = std::min(waves.count, wave + wave_size);
        const int my_begin = std::min(end, wave + cluster.rank() * per_process);
        const int my_end = std::min(end, my_begin + per_process);
        arena.execute([&] { tbb::parallel_for(my_begin, my_end, [&](int i) { waves.run(i); }); });
        if (cluster.distributed()) share_wave(cluster, waves, wave, end, my_begin, my_end);
        reached = end;
        if (waves.merge(wave, end)) return waves.count;
    }
    return reached;
}

}  // namespace puzzlebox
