// Counting jump paths with a memo on (cell, sum needed, reachable set) (see jump_count.hpp).
#include "jump_count.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <stdexcept>
#include <vector>

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include "distributed/cluster.hpp"
#include <tbb/task_arena.h>

namespace puzzlebox {

namespace {

__extension__ using Count = unsigned __int128;
using Cells = std::uint64_t;  // one bit per cell

Cells bit(int cell) { return Cells{1} << cell; }

struct JumpGraph {
    int start = 0, goal = 0;
    std::vector<Cells> jumps;  // where each cell jumps to (none from the goal: a path ends there)
    std::vector<Cells> landings;  // which cells jump to each cell
    std::vector<std::int64_t> value;
    // Bit planes of the values: bit k of |v| set, for the positive and the
    // negative cells, so a set's positive (negative) total is
    // sum 2^k popcount(set & plane); used when the values fit in 16 bits.
    std::array<Cells, 16> positive_plane{}, negative_plane{};
    int planes = 0;
    std::optional<std::int64_t> target;

    explicit JumpGraph(const JumpBoard& board, std::optional<std::int64_t> wanted)
        : start(board.start_index()), goal(board.goal_index()), target(wanted) {
        const auto cells = static_cast<std::size_t>(board.cell_count());
        jumps.assign(cells, 0);
        landings.assign(cells, 0);
        value.assign(cells, 0);
        for (int from = 0; from < board.cell_count(); ++from) {
            value[static_cast<std::size_t>(from)] = board.value(from);
            const std::int64_t v = board.value(from);
            const std::uint64_t magnitude = static_cast<std::uint64_t>(v < 0 ? -v : v);
            planes = std::max(planes, static_cast<int>(std::bit_width(magnitude)));
            for (int k = 0; k < 16; ++k)
                if (magnitude >> k & 1) (v > 0 ? positive_plane : negative_plane)[static_cast<std::size_t>(k)] |= bit(from);
            if (from == goal) continue;
            for_each_jump(board, from, [&](int to) {
                jumps[static_cast<std::size_t>(from)] |= bit(to);
                landings[static_cast<std::size_t>(to)] |= bit(from);
            });
        }
    }
};

// A memo of finishes per (cell, need, free set), tagged with the work unit
// that wrote it: a unit only reads its own entries, which keeps node counts
// independent of how units are shared out. Direct-mapped, 32 bytes an entry,
// a newer entry replaces an older one; small enough to stay in cache (a
// larger table finds a few more entries but misses the cache on every one).
class FinishMemo {
public:
    explicit FinishMemo(int bits) : entries_(std::size_t{1} << bits), shift_(64 - bits) {}

    bool find(Cells free, std::uint64_t key, std::uint32_t unit, Count& count) const {
        const Entry& e = entries_[slot(free, key)];
        if (e.free != free || e.key != key || e.unit != unit) return false;
        count = e.count;
        return true;
    }
    void store(Cells free, std::uint64_t key, std::uint32_t unit, Count count) {
        if (count > ~std::uint64_t{0}) return;  // kept to 64 bits
        entries_[slot(free, key)] = Entry{free, key, static_cast<std::uint64_t>(count), unit};
    }

private:
    struct Entry {
        Cells free = 0;
        std::uint64_t key = ~std::uint64_t{0};
        std::uint64_t count = 0;
        std::uint32_t unit = 0;
    };
    std::size_t slot(Cells free, std::uint64_t key) const {
        const std::uint64_t h = (free ^ (key * 0x9E37'79B9'7F4A'7C15)) * 0xBF58'476D'1CE4'E5B9;
        return static_cast<std::size_t>((h ^ (h >> 31)) >> shift_);
    }
    std::vector<Entry> entries_;
    int shift_;
};

// Nodes and the clock, shared by every thread: each adds its nodes in
// batches, and any may raise the stop flag.
class SharedBudget {
public:
    explicit SharedBudget(const SearchLimits& limits) : limits_(limits), started_(std::chrono::steady_clock::now()) {}

    bool stopped() const { return outcome_.load(std::memory_order_relaxed) != 0; }
    // Adds a batch of nodes; false once a limit is hit.
    bool spend(std::uint64_t batch) {
        const std::uint64_t total = nodes_.fetch_add(batch, std::memory_order_relaxed) + batch;
        if (total > limits_.max_nodes) outcome_.store(static_cast<int>(SearchOutcome::node_limit), std::memory_order_relaxed);
        else if (const SearchOutcome why = clock_outcome(limits_, started_); why != SearchOutcome::complete)
            outcome_.store(static_cast<int>(why), std::memory_order_relaxed);
        return !stopped();
    }
    std::uint64_t nodes() const { return std::min(nodes_.load(), limits_.max_nodes); }
    SearchOutcome outcome() const {
        return static_cast<SearchOutcome>(outcome_.load());
    }

private:
    SearchLimits limits_;
    std::chrono::steady_clock::time_point started_;
    std::atomic<std::uint64_t> nodes_{0};
    std::atomic<int> outcome_{0};
};

// The finishes from one cell, depth first.
class FinishCounter {
public:
    FinishCounter(const JumpGraph& graph, FinishMemo& memo, SharedBudget& budget, std::uint32_t unit)
        : graph_(graph), memo_(memo), budget_(budget), unit_(unit) {}

    // `cell` entered, `need` = target minus the values so far (0 without a
    // target), `free` = the cells not yet on the path.
    Count finish(int cell, std::int64_t need, Cells free) {
        if (++pending_nodes_ == 1024) {
            if (!budget_.spend(pending_nodes_)) stopped_ = true;
            nodes_ += pending_nodes_;
            pending_nodes_ = 0;
        }
        if (stopped_) return 0;
        const Cells goal = bit(graph_.goal);
        // Level by level: within a level the jumps are ORed independently
        // (no chain through `reach` from one cell to the next).
        Cells reach = graph_.jumps[static_cast<std::size_t>(cell)] & free;
        for (Cells level = reach & ~goal; level != 0;) {
            Cells next = 0;
            for (Cells todo = level; todo != 0; todo &= todo - 1) next |= graph_.jumps[static_cast<std::size_t>(std::countr_zero(todo))];
            next &= free & ~reach;
            reach |= next;
            level = next & ~goal;
        }
        if (!(reach & goal)) return 0;
        // Of those, the cells that can still reach the goal (a flood back from
        // it over reversed jumps): only they can lie on a finish.
        Cells useful = goal;
        for (Cells level = goal; level != 0;) {
            Cells next = 0;
            for (Cells todo = level; todo != 0; todo &= todo - 1) next |= graph_.landings[static_cast<std::size_t>(std::countr_zero(todo))];
            next &= reach & ~useful;
            useful |= next;
            level = next;
        }
        reach = useful;
        if (!(graph_.jumps[static_cast<std::size_t>(cell)] & reach)) return 0;
        std::int64_t low = 0, high = 0;  // the sums the cells between here and the goal can make
        if (graph_.target) {
            // The cells between here and the goal must add up to need - goal value.
            const Cells rest = reach & ~goal;
            if (graph_.planes <= 16) {
                for (int k = 0; k < graph_.planes; ++k) {
                    high += std::int64_t{std::popcount(rest & graph_.positive_plane[static_cast<std::size_t>(k)])} << k;
                    low -= std::int64_t{std::popcount(rest & graph_.negative_plane[static_cast<std::size_t>(k)])} << k;
                }
            } else {
                for (Cells left = rest; left != 0; left &= left - 1) {
                    const std::int64_t v = graph_.value[static_cast<std::size_t>(std::countr_zero(left))];
                    (v > 0 ? high : low) += v;
                }
            }
            const std::int64_t between = need - graph_.value[static_cast<std::size_t>(graph_.goal)];
            if (between < low || between > high) return 0;
        }
        const std::uint64_t key = static_cast<std::uint64_t>(static_cast<std::uint32_t>(need)) << 8 | static_cast<std::uint64_t>(cell);
        Count total = 0;
        if (memo_.find(reach, key, unit_, total)) {
            ++memo_hits_;
            return total;
        }
        for (Cells next = graph_.jumps[static_cast<std::size_t>(cell)] & reach; next != 0; next &= next - 1) {
            const int to = std::countr_zero(next);
            if (to == graph_.goal) {
                total += !graph_.target || need == graph_.value[static_cast<std::size_t>(to)];
                continue;
            }
            const std::int64_t v = graph_.value[static_cast<std::size_t>(to)];
            if (graph_.target) {
                // The same bound for the move's cell, before paying for its floods.
                const std::int64_t between = need - v - graph_.value[static_cast<std::size_t>(graph_.goal)];
                if (between < low - std::min<std::int64_t>(v, 0) || between > high - std::max<std::int64_t>(v, 0)) continue;
            }
            // Only those cells matter from here on: the key's canonical form.
            total += finish(to, need - v, reach & ~bit(to));
        }
        if (!stopped_) memo_.store(reach, key, unit_, total);
        return total;
    }

    void flush() {
        budget_.spend(pending_nodes_);
        nodes_ += pending_nodes_;
        pending_nodes_ = 0;
    }
    std::uint64_t memo_hits() const { return memo_hits_; }

private:
    const JumpGraph& graph_;
    FinishMemo& memo_;
    SharedBudget& budget_;
    std::uint32_t unit_;
    std::uint64_t pending_nodes_ = 0, nodes_ = 0, memo_hits_ = 0;
    bool stopped_ = false;
};

struct WorkUnit {
    int cell;
    std::int64_t need;
    Cells free;
};

// A jump of |v| changes row + col by v mod 2, so along any path the values of
// the cells left (start included, goal not) add up to the start-goal
// Manhattan distance mod 2: a target of the other parity has no path.
bool parity_allows(const JumpBoard& board, std::int64_t target) {
    const Cell start = board.start, goal = board.goal;
    const std::int64_t manhattan = std::abs(start.row - goal.row) + std::abs(start.col - goal.col);
    const std::int64_t left = target - board.value(board.goal_index());  // start .. last cell before the goal
    return (left - manhattan) % 2 == 0;
}

}  // namespace

JumpCount count_jump_paths(const JumpBoard& board, std::optional<std::int64_t> target, const SearchLimits& limits, int threads,
                           const Shard& shard) {
    JumpCount result;
    if (board.cell_count() > jump_count_max_cells) throw std::invalid_argument("count_jump_paths: at most 64 cells");
    const JumpGraph graph(board, target);
    const std::int64_t first_need = target ? *target - graph.value[static_cast<std::size_t>(graph.start)] : 0;
    if (graph.start == graph.goal) {
        result.count = !target || first_need == 0 ? 1 : 0;
        return result;
    }
    if (target && !parity_allows(board, *target)) return result;

    // Work units: the paths' first moves, breadth first, until there are
    // enough to share (a path reaching the goal early is counted here).
    const Cells all = board.cell_count() == 64 ? ~Cells{0} : bit(board.cell_count()) - 1;
    std::vector<WorkUnit> units{{graph.start, first_need, all & ~bit(graph.start)}};
    Count direct = 0;
    std::uint64_t prefix_nodes = 0;
    for (int depth = 0; depth < 4 && !units.empty() && units.size() < 64; ++depth) {
        std::vector<WorkUnit> deeper;
        for (const WorkUnit& unit : units) {
            ++prefix_nodes;
            for (Cells next = graph.jumps[static_cast<std::size_t>(unit.cell)] & unit.free; next != 0; next &= next - 1) {
                const int to = std::countr_zero(next);
                const std::int64_t need = unit.need - (target ? graph.value[static_cast<std::size_t>(to)] : 0);
                if (to == graph.goal) direct += !target || need == 0;
                else deeper.push_back({to, need, unit.free & ~bit(to)});
            }
        }
        units = std::move(deeper);
    }

    // This shard's units (k mod N = i), handed out to the processes of an
    // MPI run a batch at a time by a work queue (dynamic load balancing), and
    // within a process to its threads. The prefix is counted once, by
    // shard 0's rank 0, so counts and nodes add up to the whole run's.
    const Cluster& cluster = Cluster::world();
    std::vector<std::size_t> mine;
    for (std::size_t i = 0; i < units.size(); ++i)
        if (shard.owns(i)) mine.push_back(i);
    SharedBudget budget(limits);
    const bool counts_prefix = shard.index == 0 && cluster.is_root();
    if (counts_prefix) budget.spend(prefix_nodes);
    std::vector<Count> finishes(units.size(), 0);
    std::atomic<std::uint64_t> hits{0};
    tbb::enumerable_thread_specific<FinishMemo> memos([] { return FinishMemo(15); });  // 2^15 entries, 1 MiB per thread
    tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
    const auto run_units = [&](std::size_t first, std::size_t last) {
        arena.execute([&] {
            tbb::parallel_for(tbb::blocked_range<std::size_t>(first, last, 1), [&](const tbb::blocked_range<std::size_t>& range) {
                for (std::size_t k = range.begin(); k != range.end(); ++k) {
                    const std::size_t i = mine[k];
                    const WorkUnit& unit = units[i];
                    FinishCounter counter(graph, memos.local(), budget, static_cast<std::uint32_t>(i + 1));
                    finishes[i] = counter.finish(unit.cell, unit.need, unit.free);
                    counter.flush();
                    hits.fetch_add(counter.memo_hits(), std::memory_order_relaxed);
                }
            });
        });
    };
    if (!cluster.distributed()) {
        // One process: every unit in one loop, TBB's work stealing balancing
        // the threads (a batch at a time would wait for its slowest unit).
        run_units(0, mine.size());
    } else {
        // Processes take batches from rank 0's counter (MPI from the main
        // thread only); a batch is several units a thread, so that the wait
        // for a batch's slowest unit is short beside the batch.
        const std::size_t batch = 4 * static_cast<std::size_t>(std::max(1, arena.max_concurrency()));
        WorkQueue queue(cluster, (mine.size() + batch - 1) / batch);
        for (std::uint64_t b = queue.next(); b * batch < mine.size(); b = queue.next())
            run_units(static_cast<std::size_t>(b) * batch, std::min(mine.size(), static_cast<std::size_t>(b + 1) * batch));
    }
    Count total = counts_prefix ? direct : 0;
    for (Count c : finishes) total += c;
    // Every process's share, added up everywhere (a count as two 64-bit halves).
    std::array<std::uint64_t, 5> sums{static_cast<std::uint64_t>(total), static_cast<std::uint64_t>(total >> 64) , budget.nodes(),
                                      hits.load(), static_cast<std::uint64_t>(budget.outcome() != SearchOutcome::complete)};
    std::array<std::uint64_t, 2> low_carry{sums[0] & 0xffffffffu, sums[0] >> 32};  // low word in 32-bit halves: no overflow
    cluster.sum(low_carry);
    cluster.sum(std::span<std::uint64_t>(sums).subspan(1));
    const Count low = static_cast<Count>(low_carry[0]) + (static_cast<Count>(low_carry[1]) << 32);
    total = low + (static_cast<Count>(sums[1]) << 64);
    if (cluster.distributed()) {
        result.count = PathCount::from_value(total);
        result.nodes = sums[2];
        result.memo_hits = sums[3];
        result.outcome = cluster.any(budget.outcome() != SearchOutcome::complete)
                             ? (budget.outcome() != SearchOutcome::complete ? budget.outcome() : SearchOutcome::node_limit)
                             : SearchOutcome::complete;
        return result;
    }
    result.count = PathCount::from_value(total);
    result.nodes = budget.nodes();
    result.outcome = budget.outcome();
    result.memo_hits = hits.load();
    return result;
}

}  // namespace puzzlebox
