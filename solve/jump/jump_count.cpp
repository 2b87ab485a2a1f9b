// Counting jump paths with a memo on (cell, sum needed, reachable set) and,
// near the end of a path, tables of counts by sum (see jump_count.hpp).
#include "solve/jump/jump_count.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <limits>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include "distributed/cluster.hpp"
#include "solve/bit_field.hpp"
#include "support/hash_mix.hpp"
#include "support/index.hpp"
#include "support/memory_budget.hpp"

namespace puzzlebox {

namespace {
// Sum tables span at most this many sums (larger values: counted by need).
constexpr std::int64_t max_table_sums = 2049;

__extension__ using Count = unsigned __int128;
using Cells = std::uint64_t;  // one bit per cell

Cells bit(int cell) { return Cells{1} << cell; }

struct JumpGraph {
    int start = 0, goal = 0;
    std::vector<Cells> jumps;     // where each cell jumps to (none from the goal: a path ends there)
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
            at(value, from) = board.value(from);
            const std::int64_t v = board.value(from);
            const std::uint64_t magnitude = static_cast<std::uint64_t>(v < 0 ? -v : v);
            planes = std::max(planes, static_cast<int>(std::bit_width(magnitude)));
            for (int k = 0; k < 16; ++k)
                if (magnitude >> k & 1) (v > 0 ? positive_plane : negative_plane)[static_cast<std::size_t>(k)] |= bit(from);
            if (from == goal) continue;
            for_each_jump(board, from, [&](int to) {
                at(jumps, from) |= bit(to);
                at(landings, to) |= bit(from);
            });
        }
    }
};

// The cells a path from `cell` can still use: reachable from it over `free`
// (the goal a dead end) and able to reach the goal; 0 when the goal is not
// among them. `free_reach_goal`: every cell of `free` is known to reach the
// goal within it, and the flood back from the goal is skipped.
Cells usable_cells(const JumpGraph& graph, int cell, Cells free, bool free_reach_goal = false) {
    const Cells goal = bit(graph.goal);
    // Level by level: within a level the jumps are ORed independently (no
    // chain through `reach` from one cell to the next).
    Cells reach = at(graph.jumps, cell) & free;
    for (Cells level = reach & ~goal; level != 0;) {
        Cells next = 0;
        for (Cells todo = level; todo != 0; todo &= todo - 1)
            next |= graph.jumps[static_cast<std::size_t>(std::countr_zero(todo))];
        next &= free & ~reach;
        reach |= next;
        level = next & ~goal;
    }
    if (!(reach & goal)) return 0;
    if (free_reach_goal) return reach;
    // Of those, the cells that can still reach the goal (a flood back from
    // it over reversed jumps): only they can lie on a finish.
    Cells useful = goal;
    for (Cells level = goal; level != 0;) {
        Cells next = 0;
        for (Cells todo = level; todo != 0; todo &= todo - 1)
            next |= graph.landings[static_cast<std::size_t>(std::countr_zero(todo))];
        next &= reach & ~useful;
        useful |= next;
        level = next;
    }
    return useful;
}

// Finishes counted by their sum, for the last stretch of a path: from a
// cell with at most `table_cells` (32) usable cells left, the number of finishes
// for every sum at once. Counting one need at a time, the same (cell, usable
// set) comes back with a different need again and again (on random 8x8
// board 06, 4.1 M expansions with 20 usable cells or fewer share 215 K
// distinct pairs); one table of counts by sum answers them all. A table is
// built from its moves' tables, shifted by the move's value and added.
//
// Kept small, since the tables are far more than fit in a cache and a look-up
// is a cache miss: counts of 32 bits (64 when one needs it), only from the
// least to the greatest sum that occurs, and only one parity when only one
// occurs (always, by the parity rule: every finish from a cell has the same
// parity of sum); 16-byte slots in an open-addressed table. Per work unit,
// like the finish memo (emptied when a unit starts), so node counts do not
// depend on how units are shared out; tables that reach their room take no
// more until the next unit, and the search goes on by need.
class SumTables {
public:
    // A table as found: counts of the sums low, low + step, ...; `first`
    // indexes the pool (two words a count when wide).
    struct Table {
        std::int64_t low = 0;
        std::uint32_t first = 0;
        std::uint32_t size = 0;  // 0: no finish at all
        int step = 1;
        bool wide = false;
    };

    // `room`: the bytes the counts and the slots may take.
    explicit SumTables(std::uint64_t room)
        : slots_(first_slots),
          max_words_(static_cast<std::size_t>(room / 2 / sizeof(std::uint32_t))),
          max_slots_(std::bit_floor(static_cast<std::size_t>(std::max<std::uint64_t>(room / 2 / sizeof(Slot), first_slots)))),
          scratch_(static_cast<std::size_t>(jump_count_max_cells + 1) * static_cast<std::size_t>(max_table_sums)) {}

    void begin_unit() {
        if (used_ != 0) slots_.assign(first_slots, Slot{});
        used_ = 0;
        pool_.clear();
        full_ = false;
    }
    std::optional<Table> find(Cells cells, int cell) const {
        for (std::size_t i = hash(cells, cell) & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
            const Slot& slot = slots_[i];
            if (slot.cells == 0) return std::nullopt;
            if (slot.cells == cells && static_cast<int>(slot.place >> 26) == cell) return unpack(slot);
        }
    }
    bool full() const { return full_; }
    // Asks the processor for the slot of (cells, cell) ahead of a find.
    void prefetch(Cells cells, int cell) const { __builtin_prefetch(&slots_[hash(cells, cell) & (slots_.size() - 1)]); }
    void prefetch_counts(const Table& table) const { __builtin_prefetch(pool_.data() + table.first); }
    std::uint64_t count(const Table& table, std::int64_t sum) const {
        const std::int64_t offset = sum - table.low;
        if (offset < 0 || offset % table.step != 0) return 0;
        const std::int64_t k = offset / table.step;
        return k >= table.size ? 0 : value(table, static_cast<std::uint32_t>(k));
    }
    // Adds the table's counts, their sums raised by `shift`, into `into`
    // (indexed by sum - into_low).
    void add(const Table& table, std::int64_t shift, std::uint64_t* into, std::int64_t into_low) const {
        std::uint64_t* at = into + (table.low + shift - into_low);
        if (!table.wide) {
            const std::uint32_t* counts = pool_.data() + table.first;
            for (std::uint32_t k = 0; k < table.size; ++k)
                at[static_cast<std::size_t>(k) * static_cast<std::size_t>(table.step)] += counts[k];
        } else {
            for (std::uint32_t k = 0; k < table.size; ++k)
                at[static_cast<std::size_t>(k) * static_cast<std::size_t>(table.step)] += value(table, k);
        }
    }
    // Keeps the counts of `sums` (sum low + i at i, `span` of them) under
    // (cells, cell), cut to the sums that occur and to one parity when only
    // one occurs. Empty when full.
    std::optional<Table> insert(Cells cells, int cell, const std::uint64_t* sums, std::int64_t low, std::int64_t span) {
        Table table;
        std::int64_t first_sum = 0, last_sum = -1;
        bool odd = false, even = false, wide = false;
        for (std::int64_t i = 0; i < span; ++i) {
            if (sums[i] == 0) continue;
            if (last_sum < first_sum) first_sum = i;
            last_sum = i;
            ((i & 1) ? odd : even) = true;
            wide |= sums[i] > 0xffff'ffffu;
        }
        if (last_sum >= first_sum) {
            table.low = low + first_sum;
            table.step = odd && even ? 1 : 2;
            table.size = static_cast<std::uint32_t>((last_sum - first_sum) / table.step + 1);
            table.wide = wide;
        }
        const std::size_t words = static_cast<std::size_t>(table.size) * (wide ? 2 : 1);
        if (full_ || pool_.size() + words > max_words_ || (used_ + 1) * 4 > max_slots_ * 3) {
            full_ = true;
            return std::nullopt;
        }
        table.first = static_cast<std::uint32_t>(pool_.size());
        for (std::uint32_t k = 0; k < table.size; ++k) {
            const std::uint64_t c = sums[first_sum + static_cast<std::int64_t>(k) * table.step];
            pool_.push_back(static_cast<std::uint32_t>(c));
            if (wide) pool_.push_back(static_cast<std::uint32_t>(c >> 32));
        }
        if ((used_ + 1) * 4 > slots_.size() * 3) grow();
        ++used_;
        place(Slot{cells,
                   static_cast<std::uint32_t>(SlotFirst::put(table.first) | SlotCell::put(static_cast<std::uint64_t>(cell))),
                   static_cast<std::int16_t>(table.low),
                   static_cast<std::uint16_t>(SlotSize::put(table.size) | SlotWide::put(table.wide) |
                                              SlotStepTwo::put(table.step == 2))});
        return table;
    }
    // Room for the sums of the table being built at recursion depth `depth`.
    std::uint64_t* sums(int depth) {
        return scratch_.data() + static_cast<std::size_t>(depth) * static_cast<std::size_t>(max_table_sums);
    }

private:
    static constexpr std::size_t first_slots = std::size_t{1} << 12;
    struct Slot {
        Cells cells = 0;          // 0: empty (a usable set always holds the goal)
        std::uint32_t place = 0;  // SlotFirst | SlotCell
        std::int16_t low = 0;
        std::uint16_t shape = 0;  // SlotSize | SlotWide | SlotStepTwo
    };
    using SlotFirst = BitField<0, 26>;    // place: the table's first count in the pool
    using SlotCell = BitField<26, 6>;     // place: the cell
    using SlotSize = BitField<0, 14>;     // shape: the number of sums
    using SlotWide = BitField<14, 1>;     // shape: counts of 64 bits (two pool words each)
    using SlotStepTwo = BitField<15, 1>;  // shape: sums two apart (one parity)
    static Table unpack(const Slot& slot) {
        return Table{slot.low, static_cast<std::uint32_t>(SlotFirst::get(slot.place)),
                     static_cast<std::uint32_t>(SlotSize::get(slot.shape)), SlotStepTwo::get(slot.shape) ? 2 : 1,
                     SlotWide::get(slot.shape) != 0};
    }
    std::uint64_t value(const Table& table, std::uint32_t k) const {
        if (!table.wide) return pool_[table.first + k];
        return pool_[table.first + 2 * k] | static_cast<std::uint64_t>(pool_[table.first + 2 * k + 1]) << 32;
    }
    static std::size_t hash(Cells cells, int cell) {
        return static_cast<std::size_t>(mix_pair(cells, static_cast<std::uint64_t>(cell)));
    }
    void place(const Slot& slot) {
        for (std::size_t i = hash(slot.cells, static_cast<int>(SlotCell::get(slot.place))) & (slots_.size() - 1);;
             i = (i + 1) & (slots_.size() - 1))
            if (slots_[i].cells == 0) {
                slots_[i] = slot;
                return;
            }
    }
    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        for (const Slot& slot : old)
            if (slot.cells != 0) place(slot);
    }
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
    std::vector<std::uint32_t> pool_;
    bool full_ = false;
    std::size_t max_words_, max_slots_;
    std::vector<std::uint64_t> scratch_;
};

// A memo of finishes per (cell, need, free set). Each thread has its own,
// and a work unit reads only the entries it wrote itself (an entry carries
// the unit's generation; older ones count as empty), which keeps node counts
// independent of how units are shared out. Buckets of two 16-byte entries
// (half a cache line): the first keeps the entry whose subtree cost the most
// to count, the second takes whatever the first turns away, as chess engines'
// transposition tables do. Cheap leaves then no longer push out the counts
// of big subtrees. 2^15 buckets are 1 MiB, which stays in a core's L2.
class FinishMemo {
    struct Entry {
        Cells free = 0;
        std::uint64_t packed =
            0;  // EntryCount | EntryCost | the tag (EntryGeneration | EntryNeed | EntryCell); generation 0: never written
    };
    struct alignas(32) Bucket {
        std::array<Entry, 2> entries{};
    };

public:
    explicit FinishMemo(int bits) : buckets_(std::size_t{1} << bits), shift_(64 - bits) {}

    // A unit starts: every entry written before is now stale.
    void begin_unit() {
        if (++generation_ == 0) {
            std::fill(buckets_.begin(), buckets_.end(), Bucket{});
            generation_ = 1;
        }
    }
    bool find(Cells free, int cell, std::int64_t need, Count& count) const {
        if (!fits(need)) return false;
        const std::uint64_t tag = tag_of(cell, need);
        const Bucket& b = buckets_[slot(free, cell, need)];
        for (const Entry& e : b.entries)
            if (e.free == free && (e.packed & EntryGeneration::up_to_here) == tag) {
                count = EntryCount::get(e.packed);
                return true;
            }
        return false;
    }
    // `work`: the nodes its subtree expanded.
    void store(Cells free, int cell, std::int64_t need, Count count, std::uint64_t work) {
        if (!fits(need) || count > EntryCount::mask) return;  // kept to 32 bits
        const std::uint64_t cost = std::min<std::uint64_t>(std::bit_width(work), EntryCost::mask);
        const Entry entry{free, EntryCount::put(static_cast<std::uint64_t>(count)) | EntryCost::put(cost) | tag_of(cell, need)};
        Bucket& b = buckets_[slot(free, cell, need)];
        Entry& first = b.entries[0];
        if (!current(first) || cost >= EntryCost::get(first.packed)) {
            if (current(first)) b.entries[1] = first;
            first = entry;
        } else {
            b.entries[1] = entry;
        }
    }

private:
    // An entry's packed word, low bits first; the low 28 are its tag.
    using EntryCell = BitField<0, 6>;
    using EntryNeed = BitField<6, 14>;  // two's complement
    using EntryGeneration = BitField<20, 8>;
    using EntryCost = BitField<28, 4>;  // bit width of the subtree's nodes, at most 15
    using EntryCount = BitField<32, 32>;
    static bool fits(std::int64_t need) { return need >= -(1 << (EntryNeed::bits - 1)) && need < (1 << (EntryNeed::bits - 1)); }
    std::uint64_t tag_of(int cell, std::int64_t need) const {
        return EntryGeneration::put(generation_) | EntryNeed::put(static_cast<std::uint64_t>(need)) |
               EntryCell::put(static_cast<std::uint64_t>(cell));
    }
    bool current(const Entry& e) const { return EntryGeneration::get(e.packed) == generation_; }
    std::size_t slot(Cells free, int cell, std::int64_t need) const {
        const std::uint64_t key = static_cast<std::uint64_t>(need) << 8 | static_cast<std::uint64_t>(cell);
        return static_cast<std::size_t>(mix_pair(free, key) >> shift_);
    }
    std::vector<Bucket> buckets_;
    int shift_;
    std::uint8_t generation_ = 0;
};

// The clock, shared by every thread: any may raise the stop flag. Nodes are
// counted per work unit (UnitBudget) and the node limit spent in unit
// order (count_units), so that a count it stops is the same on any number
// of threads.
class SharedClock {
public:
    explicit SharedClock(const SearchLimits& limits) : limits_(limits), started_(std::chrono::steady_clock::now()) {}

    bool stopped() const { return outcome_.load(std::memory_order_relaxed) != 0; }
    // False once the clock or a signal says stop.
    bool check() {
        if (const SearchOutcome why = clock_outcome(limits_, started_); why != SearchOutcome::complete) {
            int none = 0;
            outcome_.compare_exchange_strong(none, static_cast<int>(why));
        }
        return !stopped();
    }
    SearchOutcome outcome() const { return static_cast<SearchOutcome>(outcome_.load()); }

private:
    SearchLimits limits_;
    std::chrono::steady_clock::time_point started_;
    std::atomic<int> outcome_{0};
};

// One work unit's nodes, within its allowance of the node limit; it also
// stops when the clock does, or when the units before it have spent the
// limit (`cutoff`: the position in unit order past which nothing counts).
class UnitBudget {
public:
    UnitBudget(SharedClock& clock, std::uint64_t allowance, const std::atomic<std::size_t>& cutoff, std::size_t position)
        : clock_(clock), allowance_(allowance), cutoff_(cutoff), position_(position) {}
    // Adds a batch of nodes; false once a limit is hit.
    bool spend(std::uint64_t batch) {
        nodes_ += batch;
        if (nodes_ > allowance_) return false;
        if (position_ > cutoff_.load(std::memory_order_relaxed)) return false;
        return clock_.check();
    }
    std::uint64_t nodes() const { return nodes_; }

private:
    SharedClock& clock_;
    std::uint64_t allowance_;
    const std::atomic<std::size_t>& cutoff_;
    std::size_t position_;
    std::uint64_t nodes_ = 0;
};

// The finishes from one cell, depth first.
class FinishCounter {
public:
    FinishCounter(const JumpGraph& graph, FinishMemo& memo, SumTables& tables, UnitBudget& budget, int table_cells)
        : graph_(graph), memo_(memo), tables_(tables), budget_(budget), table_cells_(table_cells) {
        memo_.begin_unit();
        tables_.begin_unit();
    }

    // `cell` entered, `need` = target minus the values so far (0 without a
    // target), `free` = the cells not yet on the path; `usable_before`: free
    // is a usable set less `cell` (its every cell reached the goal within
    // it), not a work unit's free cells.
    Count finish(int cell, std::int64_t need, Cells free, bool usable_before = false) {
        if (!enter()) return 0;
        const std::uint64_t expanded_before = expanded_++;
        const Cells goal = bit(graph_.goal);
        if (std::popcount(free) <= table_cells_) {
            if (const auto known = tables_.find(free, cell)) {
                ++memo_hits_;
                return tables_.count(*known, need);
            }
        }
        const Cells reach = usable_cells(graph_, cell, free, usable_before && !(at(graph_.landings, cell) & free));
        if (!(at(graph_.jumps, cell) & reach)) return 0;
        std::int64_t low = 0, high = 0;  // the sums the cells between here and the goal can make
        const std::int64_t between = need - at(graph_.value, graph_.goal);  // what they must make
        if (graph_.target) {
            // The cells between here and the goal must add up to need - goal value.
            std::tie(low, high) = sum_range(reach & ~goal);
            if (between < low || between > high) return 0;
        }
        // Near the end of a path: the counts for every need at once, when the
        // need lies in the middle half of the sums these cells can make.
        // Towards either end few finishes can reach it and the bounds cut the
        // search by need quickly, where a table would count every sum
        // (measured: bench/README.md, "Measured choices").
        if (std::popcount(reach) <= table_cells_ &&
            (!graph_.target || (4 * (between - low) >= high - low && 4 * (high - between) >= high - low))) {
            // (Its slot was just looked for when the usable cells are all the free ones.)
            if (const auto table = sum_table(cell, reach, 0, reach == free)) return tables_.count(*table, need);
        }
        Count total = 0;
        if (memo_.find(reach, cell, need, total)) {
            ++memo_hits_;
            return total;
        }
        for (Cells next = at(graph_.jumps, cell) & reach; next != 0; next &= next - 1) {
            const int to = std::countr_zero(next);
            if (to == graph_.goal) {
                total += !graph_.target || need == at(graph_.value, to);
                continue;
            }
            const std::int64_t v = at(graph_.value, to);
            if (graph_.target) {
                // The same bound for the move's cell, before paying for its floods.
                const std::int64_t after = between - v;
                if (after < low - std::min<std::int64_t>(v, 0) || after > high - std::max<std::int64_t>(v, 0)) continue;
            }
            // Only those cells matter from here on: the key's canonical form.
            total += finish(to, graph_.target ? need - v : 0, reach & ~bit(to), true);
        }
        if (!stopped_) memo_.store(reach, cell, need, total, expanded_ - expanded_before);
        return total;
    }

    // A cell entered: one node; false once a limit has stopped the count.
    bool enter() {
        if (++pending_nodes_ == 1024) {
            if (!budget_.spend(pending_nodes_)) stopped_ = true;
            nodes_ += pending_nodes_;
            pending_nodes_ = 0;
        }
        return !stopped_;
    }

    // The finishes from `cell` (entered) within `usable` (its usable cells)
    // by the sum of the values after it, the goal's included: from its
    // moves' tables, each move entered as a node. Empty when the tables are
    // full or a limit stopped the count. `looked_for`: the caller found no
    // table under (usable, cell) just now.
    std::optional<SumTables::Table> sum_table(int cell, Cells usable, int depth = 0, bool looked_for = false) {
        if (!looked_for) {
            if (const auto known = tables_.find(usable, cell)) {
                ++memo_hits_;
                return known;
            }
        }
        if (tables_.full()) return std::nullopt;  // no room: the caller counts by need
        const auto [low, high] = sum_range(usable);
        if (high - low + 1 > max_table_sums) return std::nullopt;
        // The sums of this depth are all 0 on entry, and made 0 again on the
        // way out over the stretch that was touched (no clearing of the
        // whole span for every table).
        std::uint64_t* sums = tables_.sums(depth);
        std::int64_t touched_low = high - low + 1, touched_high = -1;
        const auto touch = [&](std::int64_t from, std::int64_t to) {
            touched_low = std::min(touched_low, from);
            touched_high = std::max(touched_high, to);
        };
        struct Clear {
            std::uint64_t* sums;
            const std::int64_t &from, &to;
            ~Clear() {
                if (from <= to) std::fill(sums + from, sums + to + 1, 0);
            }
        } clear{sums, touched_low, touched_high};
        // The moves first (their floods), then their tables: the slots and
        // then the counts asked of memory all at once, so that the cache
        // misses overlap instead of following one another.
        std::array<int, 4> to{};
        std::array<Cells, 4> onward{};
        std::array<SumTables::Table, 4> after{};
        int moves = 0;
        for (Cells next = at(graph_.jumps, cell) & usable; next != 0; next &= next - 1) {
            const int move = std::countr_zero(next);
            if (move == graph_.goal) {
                const std::int64_t offset = (graph_.target ? at(graph_.value, move) : 0) - low;
                ++sums[offset];
                touch(offset, offset);
                continue;
            }
            if (!enter()) return std::nullopt;
            // Every cell of `usable` reaches the goal within it; without it,
            // still so when no other cell jumps into the move's cell (no path
            // to the goal went through it).
            const Cells cells = usable_cells(graph_, move, usable & ~bit(move), !(at(graph_.landings, move) & usable));
            if (cells == 0) continue;
            at(to, moves) = move;
            at(onward, moves) = cells;
            tables_.prefetch(cells, move);
            ++moves;
        }
        for (std::size_t i = 0; i < static_cast<std::size_t>(moves); ++i) {
            const std::optional<SumTables::Table> table = sum_table(to[i], onward[i], depth + 1);
            if (!table) return std::nullopt;
            after[i] = *table;
            tables_.prefetch_counts(after[i]);
        }
        for (std::size_t i = 0; i < static_cast<std::size_t>(moves); ++i) {
            const SumTables::Table& table = after[i];
            if (table.size == 0) continue;
            const std::int64_t shift = graph_.target ? graph_.value[static_cast<std::size_t>(to[i])] : 0;
            tables_.add(table, shift, sums, low);
            touch(table.low + shift - low, table.low + shift - low + (table.size - 1) * table.step);
        }
        if (touched_high < touched_low) return tables_.insert(usable, cell, sums, low, 0);
        return tables_.insert(usable, cell, sums + touched_low, low + touched_low, touched_high - touched_low + 1);
    }

    // The least and the greatest sum the values of `cells` can make (0, 0
    // without a target).
    std::pair<std::int64_t, std::int64_t> sum_range(Cells cells) const {
        std::int64_t low = 0, high = 0;
        if (!graph_.target) return {0, 0};
        if (graph_.planes <= 16) {
            for (int k = 0; k < graph_.planes; ++k) {
                high += std::int64_t{std::popcount(cells & at(graph_.positive_plane, k))} << k;
                low -= std::int64_t{std::popcount(cells & at(graph_.negative_plane, k))} << k;
            }
        } else {
            for (Cells left = cells; left != 0; left &= left - 1) {
                const std::int64_t v = graph_.value[static_cast<std::size_t>(std::countr_zero(left))];
                (v > 0 ? high : low) += v;
            }
        }
        return {low, high};
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
    SumTables& tables_;
    UnitBudget& budget_;
    int table_cells_;
    std::uint64_t pending_nodes_ = 0, nodes_ = 0, memo_hits_ = 0, expanded_ = 0;
    bool stopped_ = false;
};

struct WorkUnit {
    int cell;
    std::int64_t need;
    Cells free;
};

// The parity rule (jump_board.hpp) on the whole path: the cells left are the
// start .. the last cell before the goal.
bool parity_allows(const JumpBoard& board, std::int64_t target) {
    return sum_parity_allows(board.start, board.goal, target - board.value(board.goal_index()));
}

// The paths' first moves, breadth first, until there are enough to share
// between threads, processes and shards (a path reaching the goal early is
// counted here, in `direct`).
struct WorkUnits {
    std::vector<WorkUnit> units;
    Count direct = 0;
    std::uint64_t prefix_nodes = 0;
};

WorkUnits split_into_units(const JumpGraph& graph, const JumpBoard& board, std::optional<std::int64_t> target,
                           std::int64_t first_need) {
    const Cells all = board.cell_count() == 64 ? ~Cells{0} : bit(board.cell_count()) - 1;
    WorkUnits split;
    split.units = {{graph.start, first_need, all & ~bit(graph.start)}};
    for (int depth = 0; depth < 4 && !split.units.empty() && split.units.size() < 64; ++depth) {
        std::vector<WorkUnit> deeper;
        for (const WorkUnit& unit : split.units) {
            ++split.prefix_nodes;
            for (Cells next = at(graph.jumps, unit.cell) & unit.free; next != 0; next &= next - 1) {
                const int to = std::countr_zero(next);
                const std::int64_t need = unit.need - (target ? at(graph.value, to) : 0);
                if (to == graph.goal) split.direct += !target || need == 0;
                else deeper.push_back({to, need, unit.free & ~bit(to)});
            }
        }
        split.units = std::move(deeper);
    }
    return split;
}

// Counts this shard's units (k mod N = i) into finishes[k], handed out to the
// processes of an MPI run a batch at a time by a work queue (dynamic load
// balancing), and within a process to its threads. The node limit (less
// `spent`, the prefix's nodes) is spent in unit order, as one thread would
// spend it: the units run side by side, each on its own count of nodes;
// once the units finished in order have spent the limit, those after them
// stop, and the unit that crossed it is counted again alone on exactly
// what the ones before it left. Returns the nodes and memo hits, and how
// the count ended.
struct UnitsCounted {
    std::uint64_t nodes = 0, hits = 0;
    SearchOutcome outcome = SearchOutcome::complete;
};
UnitsCounted count_units(const JumpGraph& graph, const std::vector<WorkUnit>& units, const Shard& shard, int threads,
                         int table_cells, const SearchLimits& limits, std::uint64_t spent, std::vector<Count>& finishes) {
    const Cluster& cluster = Cluster::world();
    std::vector<std::size_t> mine;
    for (std::size_t i = 0; i < units.size(); ++i)
        if (shard.owns(i)) mine.push_back(i);
    const std::uint64_t allowance = limits.max_nodes > spent ? limits.max_nodes - spent : 0;
    SharedClock clock(limits);
    tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
    tbb::enumerable_thread_specific<FinishMemo> memos([] { return FinishMemo(15); });  // 2^15 buckets, 1 MiB per thread
    // The sum tables' room: 256 MiB a thread at most, and an eighth of the
    // memory budget in all (board 09 of bench/boards takes 40 MiB at most).
    const std::uint64_t room = std::min<std::uint64_t>(
        std::uint64_t{256} << 20, memory_budget() / 8 / static_cast<std::uint64_t>(std::max(1, arena.max_concurrency())));
    tbb::enumerable_thread_specific<SumTables> tables([room] { return SumTables(room); });
    // Per unit of `mine`, by its position k there: its nodes and memo hits, whether it ran.
    std::vector<std::uint64_t> nodes(mine.size(), 0), unit_hits(mine.size(), 0);
    std::vector<char> ran(mine.size(), 0);
    std::atomic<std::size_t> cutoff{std::numeric_limits<std::size_t>::max()};
    std::mutex order_lock;
    std::vector<std::size_t> run_order;  // the positions this process runs, in unit order
    std::size_t ready = 0;               // run_order[..ready) finished, their nodes in `before`
    std::uint64_t before = 0;
    const auto count_one = [&](std::size_t k, std::uint64_t unit_allowance) {
        const WorkUnit& unit = units[mine[k]];
        UnitBudget budget(clock, unit_allowance, cutoff, k);
        FinishCounter counter(graph, memos.local(), tables.local(), budget, table_cells);
        finishes[mine[k]] = counter.finish(unit.cell, unit.need, unit.free);
        counter.flush();
        unit_hits[k] = counter.memo_hits();
        return budget.nodes();
    };
    const auto run_units = [&](std::size_t first, std::size_t last) {
        {
            const std::scoped_lock hold(order_lock);
            for (std::size_t k = first; k < last; ++k) run_order.push_back(k);
        }
        arena.execute([&] {
            tbb::parallel_for(tbb::blocked_range<std::size_t>(first, last, 1), [&](const tbb::blocked_range<std::size_t>& range) {
                for (std::size_t k = range.begin(); k != range.end(); ++k) {
                    if (k > cutoff.load(std::memory_order_relaxed) || clock.stopped()) continue;
                    const std::uint64_t used = count_one(k, allowance);
                    const std::scoped_lock hold(order_lock);
                    nodes[k] = used;
                    ran[k] = 1;
                    // The units finished in order so far: past the limit, nothing after counts.
                    for (; cutoff.load() == std::numeric_limits<std::size_t>::max() && ready < run_order.size() &&
                           ran[run_order[ready]] != 0;
                         ++ready) {
                        before += nodes[run_order[ready]];
                        if (before > allowance) {
                            cutoff = run_order[ready];
                            break;
                        }
                    }
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
    UnitsCounted counted;
    counted.outcome = clock.outcome();
    if (counted.outcome != SearchOutcome::complete) {  // the clock stopped it: whatever was counted
        for (const std::size_t k : run_order) {
            counted.nodes += nodes[k];
            counted.hits += unit_hits[k];
        }
        return counted;
    }
    // In unit order: the units within the limit count whole; the one that
    // crosses it is counted again on what is left; none after it counts.
    std::uint64_t total = 0;
    bool crossed = false;
    for (const std::size_t k : run_order) {
        if (crossed) {
            finishes[mine[k]] = 0;
            continue;
        }
        if (ran[k] == 0 || total + nodes[k] > allowance) {
            crossed = true;
            nodes[k] = arena.execute([&] { return count_one(k, allowance - total); });
            counted.outcome = SearchOutcome::node_limit;
        }
        total += nodes[k];
        counted.hits += unit_hits[k];
    }
    counted.nodes = std::min(total, allowance);
    return counted;
}

// A 128-bit count added up over the processes of the run: the low word in
// 32-bit halves (no sum of them overflows), the high word as it is.
Count sum_over_processes(const Cluster& cluster, Count count) {
    const auto low_word = static_cast<std::uint64_t>(count);
    std::array<std::uint64_t, 3> parts{low_word & 0xffffffffu, low_word >> 32, static_cast<std::uint64_t>(count >> 64)};
    cluster.sum(parts);
    return static_cast<Count>(parts[0]) + (static_cast<Count>(parts[1]) << 32) + (static_cast<Count>(parts[2]) << 64);
}

}  // namespace

JumpCount count_jump_paths(const JumpBoard& board, std::optional<std::int64_t> target, const SearchLimits& limits, int threads,
                           const Shard& shard, int table_cells) {
    JumpCount result;
    if (board.cell_count() > jump_count_max_cells) throw std::invalid_argument("count_jump_paths: at most 64 cells");
    const JumpGraph graph(board, target);
    const std::int64_t first_need = target ? *target - at(graph.value, graph.start) : 0;
    if (graph.start == graph.goal) {
        result.count = !target || first_need == 0 ? 1 : 0;
        return result;
    }
    if (target && !parity_allows(board, *target)) return result;

    const WorkUnits split = split_into_units(graph, board, target, first_need);
    // The prefix is counted once, by shard 0's rank 0, so that counts and
    // nodes add up to the whole run's.
    const Cluster& cluster = Cluster::world();
    const bool counts_prefix = shard.index == 0 && cluster.is_root();
    const std::uint64_t prefix_nodes = counts_prefix ? std::min(split.prefix_nodes, limits.max_nodes) : 0;
    std::vector<Count> finishes(split.units.size(), 0);
    const UnitsCounted counted =
        counts_prefix && split.prefix_nodes > limits.max_nodes
            ? UnitsCounted{0, 0, SearchOutcome::node_limit}
            : count_units(graph, split.units, shard, threads, table_cells, limits, prefix_nodes, finishes);
    std::uint64_t hits = counted.hits;
    Count total = counts_prefix ? split.direct : 0;
    for (Count c : finishes) total += c;

    result.count = PathCount::from_value(sum_over_processes(cluster, total));
    result.nodes = prefix_nodes + counted.nodes;
    result.outcome = counted.outcome;
    if (cluster.distributed()) {  // every process's share, added up everywhere
        std::array<std::uint64_t, 2> tallies{result.nodes, hits};
        cluster.sum(tallies);
        result.nodes = tallies[0];
        hits = tallies[1];
        if (cluster.any(result.outcome != SearchOutcome::complete) && result.outcome == SearchOutcome::complete)
            result.outcome = SearchOutcome::node_limit;  // another process stopped: this count is partial too
    }
    result.memo_hits = hits;
    return result;
}

}  // namespace puzzlebox
