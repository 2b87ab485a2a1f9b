// Rotation puzzle scrambles, certified by the distance table: a uniformly
// random reachable arrangement (--random-state), or one drawn uniformly among
// the arrangements whose optimal solution is exactly d moves (--depth d),
// not d random turns. Dense sets are drawn by rejection from uniform ranks;
// sparse ones (under 1 in 1000 arrangements) by one pass over the table with
// reservoir sampling. Either way every eligible arrangement is equally likely.
// Beyond the table (more than 12! arrangements) boards are certified by IDA*:
// --random-state draws a uniformly random member of the moves' group
// (Schreier-Sims); --depth d keeps uniform draws that land exactly d moves
// away, and where d is too rare for that (tried 200 times, or none where the
// caller knows it is rare), certified random walks of d turns, which are not
// uniform; the result says which. Orientable
// tiles likewise, from the group on the tiles' corners. Rows-only boards
// (Twiddle's 'r': each row's tiles share a label) are drawn and certified
// the same way, over the arrangements of their labels.
#pragma once

#include <optional>
#include <string>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/rotate/oriented_ida.hpp"
#include "solve/rotate/oriented_table.hpp"
#include "solve/rotate/permutation_group.hpp"
#include "solve/rotate/rotate_ida.hpp"
#include "solve/rotate/rotate_solver.hpp"
#include "support/random.hpp"

namespace puzzlebox {

struct RotateGenOptions {
    int rows = 3, cols = 3, block = 2;
    RotateTurns turns = RotateTurns::cw;
    bool orientable = false;   // tiles that turn with their block (Twiddle's 'o')
    bool rows_only = false;    // each row's tiles share its label, row r's r + 1 (Twiddle's 'r')
    std::optional<int> depth;  // empty: a random reachable arrangement
    // Beyond the table: uniform draws tried for a depth before random walks
    // (0 where uniform draws almost never land there: the generator's easy levels).
    int uniform_draws = 200;
};

struct RotateGenResult {
    std::optional<RotateBoard> board;  // target rotate_gen_solved's
    int moves = 0;                     // its optimal solution length
    std::string problem;               // why there is none
    bool uniform = true;               // false: drawn by a random walk (beyond the table only)
};

// The solved board of the options' shape: labels 1..N row-major, or each
// row's own (rows_only); every tile upright when orientable.
RotateBoard rotate_gen_solved(const RotateGenOptions& options);

// `table` must be the distance table of the options' shape (rotate_gen_solved).
RotateGenResult generate_rotate_board(const RotateGenOptions& options, const RotateDistanceTable& table, Random& random);

// Beyond the table: `patterns` and `group` for the options' shape.
RotateGenResult generate_rotate_board(const RotateGenOptions& options, const RotatePatterns& patterns,
                                      const PermutationGroup& group, Random& random);

// Orientable tiles: uniform draws from the moves' group on the tiles'
// corners (oriented_tiles.hpp), certified by `table` when given (the
// shape's whole space), else by IDA* on `patterns`; rare depths by walks.
RotateGenResult generate_oriented_board(const RotateGenOptions& options, const OrientedPatterns& patterns,
                                        const OrientedDistanceTable* table, const PermutationGroup& corners, Random& random);

}  // namespace puzzlebox
