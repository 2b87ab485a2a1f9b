// The whole state space of a rotation puzzle whose moves keep the cells in
// orbits (4x4 with 3x3 blocks: the two colours of a chessboard, 8 cells
// each), by a breadth-first search that one process or the processes of an
// MPI run share (distributed/cluster.hpp).
//
// A state is numbered prefix * L + rest: the prefix mixes the ranks of the
// arrangement on every orbit but the last, the rest ranks the last orbit's
// (halved when its parity follows from the others', as 8!8!/2 needs). A
// move maps the L states of one prefix (a run) into the L states of one
// other run, through per-orbit move tables: the search touches two runs at
// a time, cache-sized (Korf's and cube20's "coset" layout).
//
// Each process owns a contiguous slice of the runs and keeps, for its slice,
// a "seen" bit and a "next layer" bit per state, and a copy of the whole
// current layer (1 bit per state), exchanged after each layer by MPI
// broadcasts from each owner. A layer is pushed while it is small (every
// process expands the whole frontier and keeps the predecessors it owns)
// and pulled once it is large (each unseen state it owns looks for a move
// into the frontier), as in the one-process table (rotate_table.hpp). Every
// process does the same number of layers, so the counts are identical for
// any number of processes.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"

namespace puzzlebox {

struct OrbitSpaceResult {
    std::uint64_t indexed = 0;                // the states the numbering covers
    std::vector<std::uint64_t> distribution;  // states at distance 0, 1, ..
    std::vector<std::vector<int>> antipodes;  // the first few at the largest distance, as arrangements
    std::uint64_t bytes_per_process = 0;      // memory of this process's bit arrays
    std::uint64_t bytes_exchanged = 0;        // received by each process, all layers
};

// Why the orbit search cannot take this shape (an orbit above 9 cells, or
// labels that repeat), or nothing.
std::optional<std::string> orbit_space_problem(const RotateBoard& solved);

// The states the numbering covers (the reachable ones when the moves reach
// every arrangement whose orbit parities the moves allow).
std::uint64_t orbit_space_size(const RotateBoard& solved);

// The search from `solved` (its target; its grid ignored). `progress` hears
// of each finished layer (rank 0 only); `threads` 0: every core.
OrbitSpaceResult explore_orbit_space(const RotateBoard& solved, const std::function<void(const std::string&)>& progress = {},
                                     int threads = 0, int antipode_examples = 3);

}  // namespace puzzlebox
