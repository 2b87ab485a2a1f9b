// Rotation puzzle scrambles, certified by the distance table: a uniformly
// random reachable arrangement (--random-state), or one drawn uniformly among
// the arrangements whose optimal solution is exactly d moves (--depth d),
// not d random turns. Dense sets are drawn by rejection from uniform ranks;
// sparse ones (under 1 in 1000 arrangements) by one pass over the table with
// reservoir sampling. Either way every eligible arrangement is equally likely.
#pragma once

#include <optional>
#include <string>

#include "puzzles/rotate_board.hpp"
#include "solve/random.hpp"
#include "solve/rotate_solver.hpp"

namespace puzzlebox {

struct RotateGenOptions {
    int rows = 3, cols = 3, block = 2;
    RotateTurns turns = RotateTurns::cw;
    std::optional<int> depth;  // empty: a random reachable arrangement
};

struct RotateGenResult {
    std::optional<RotateBoard> board;  // target 1..N
    int moves = 0;                     // its optimal solution length
    std::string problem;               // why there is none
};

// `table` must be the distance table of the options' shape (solved_rotate_board).
RotateGenResult generate_rotate_board(const RotateGenOptions& options, const RotateDistanceTable& table, Random& random);

}  // namespace puzzlebox
