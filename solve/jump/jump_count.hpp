// Counting jump paths without walking them all: every simple start-to-goal
// path, or every one whose values sum to the expert target.
//
// From the cell a path has reached, how it can finish depends on the cells
// still free only through those it can reach (a flood over free cells,
// the goal a dead end): every finish stays inside that set, and every cell
// of it is free. So the number of finishes is a function of (cell, sum still
// needed, reachable set), and a memo on that key counts converging paths
// once (the "reachable set" key is what frontier methods like Knuth's
// SIMPATH exploit too). The flood also cuts: no goal in it, or a needed sum
// outside what its values can make, or of the wrong parity, and the count
// is 0. Near the end of a path (at most 32 usable cells) the count is kept
// for every sum at once instead, keyed on (cell, reachable set) alone: the
// same pair comes back with many needs, and one table of counts by sum
// answers them all. Boards up to 64 cells (one bit per cell); the first few moves split
// the work into units that threads share, each unit with its own memo, so
// counts and node counts are the same for any number of threads, and of
// MPI processes.
#pragma once

#include <cstdint>
#include <optional>

#include "distributed/shard.hpp"
#include "puzzles/jump/jump_board.hpp"
#include "solve/path_count.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct JumpCount {
    SearchOutcome outcome = SearchOutcome::complete;
    PathCount count;          // a lower bound when a limit stopped the count
    std::uint64_t nodes = 0;  // cells entered and expanded (memo hits are not expanded)
    std::uint64_t memo_hits = 0;
};

constexpr int jump_count_max_cells = 64;
// From a cell with at most this many usable cells left, finishes are counted
// for every sum at once (sum tables) instead of one need at a time.
constexpr int jump_count_table_cells = 32;

// target empty: every simple path; else those summing to target. `threads`
// 0 uses every core. Boards of at most 64 cells. Under MPI the work units
// are shared by the processes (a work queue; every process gets the whole
// count); with a shard, only its units (k mod N = i) are counted, and the
// shards' counts and nodes add up to the whole's. `table_cells` 0 counts one
// need at a time all the way (a second engine, for cross-checks).
JumpCount count_jump_paths(const JumpBoard& board, std::optional<std::int64_t> target, const SearchLimits& limits = {},
                           int threads = 0, const Shard& shard = {}, int table_cells = jump_count_table_cells);

}  // namespace puzzlebox
