// Short (not proven optimal) solutions of rotation puzzles too big for an
// optimal search: boards of 2x2 blocks up to 10x10, `puzzlebox-solve
// --method fast`. Three steps, as people solve Twiddle by hand and as the
// cube solvers do it in stages:
//  1. Reduce: the unsolved region is the board's bottom-right part; its
//     longer side's first line (top row or left column) is placed a few
//     tiles at a time by a breadth-first search over just those tiles'
//     cells, using only the blocks that leave every placed tile alone (or,
//     with a beam, the first row and column together), until a 3x3, 2x4 or
//     4x2 region is left (4x4 when its pattern databases are given).
//  2. Finish: that region is solved optimally from its breadth-first table
//     (rotate_table.hpp, 9! or 8! arrangements, built once per shape), or a
//     4x4 one by IDA* (rotate_ida.hpp).
//  3. Polish: every run of moves inside one 3x3, 2x4 or 4x2 box (and 4x4
//     with the databases; moves that share no cell with the run's later
//     moves are stepped past) is replaced by an optimal sequence with the
//     same effect when that is shorter, until none is.
// Tries run the board's symmetries (rotations; reflections too when the
// turn set has both directions) and tie-breaking orders; the shortest
// solution is kept (the first try of that length). The tries run side by
// side, taken in try order, so the solution and the node count are the same
// for any number of threads.
// Every solution is replayed before it is returned.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/rotate/rotate_ida.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct RotateFastOptions {
    int tries = 8;           // attempts; the shortest solution is kept
    std::uint64_t seed = 1;  // tie-breaking order from the second pass over the symmetries on
    // The most states of one placement's breadth-first search (a byte each):
    // as many of a line's tiles are placed together as fit (at least 2).
    std::uint64_t placement_states = std::uint64_t{1} << 22;
    const StopCheck* stop = nullptr;  // polled as each try starts: the first try always finishes
    // Pattern databases of the 4x4 shape with this turn set (rotate_ida.hpp):
    // with them the stages stop at a 4x4 region that IDA* solves, and
    // polishing re-solves runs inside 4x4 boxes too, each IDA* given at most
    // `window_nodes` (a region that needs more is reduced to 3x3 instead).
    const RotatePatterns* patterns4 = nullptr;
    std::uint64_t window_nodes = std::uint64_t{1} << 14;
    std::uint64_t finish_nodes = std::uint64_t{1} << 18;  // IDA* on the last 4x4 region
    // 0: lines one at a time as above. W > 0: while the region is at least
    // 5x5 and at most 64 cells (the databases' limit), its first row and
    // column are placed together by a beam search
    // over whole arrangements that keeps the W best of each depth, scored by
    // the pattern databases of the corner's tiles (slower, shorter).
    int beam = 0;
};

struct RotateFastResult {
    std::vector<RotateMove> moves;
    int tries = 0;            // tries made
    int best_try = 0;         // the try (0-based) that gave `moves`
    int unpolished = 0;       // the best try's length before its windows were re-solved
    std::uint64_t nodes = 0;  // nodes of the placement searches, over all tries
    bool stopped = false;     // `stop` left tries out
};

// "" when --method fast takes the board, else why not (blocks larger than
// 2x2; a board of at most 12 cells, which the optimal methods solve at once).
std::string rotate_fast_refusal(const RotateBoard& board);

// The board must be solvable: with 2x2 blocks every board of more than 12
// cells is (its moves generate every permutation: docs/rotate.md).
RotateFastResult solve_rotate_fast(const RotateBoard& board, const RotateFastOptions& options = {});

// Step 3 alone, for any sequence of moves on the board's shape (2x2 blocks,
// at least 3x3, 2x4 or 4x2): a sequence with the same effect on every
// arrangement, never longer. The tables are built once per shape and turn set.
class RotatePolisher {
public:
    // `patterns4`, `window_nodes`: as in RotateFastOptions.
    explicit RotatePolisher(const RotateBoard& shape, const RotatePatterns* patterns4 = nullptr, std::uint64_t window_nodes = 0);
    ~RotatePolisher();
    RotatePolisher(const RotatePolisher&) = delete;
    RotatePolisher& operator=(const RotatePolisher&) = delete;

    std::vector<RotateMove> polish(std::vector<RotateMove> moves) const;

    struct Boxes;

private:
    std::unique_ptr<Boxes> boxes_;
};

}  // namespace puzzlebox
