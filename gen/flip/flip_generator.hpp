// Random solvable flip boards: press a set of cells on the all-off board.
// With no bounds on the fewest presses, a uniformly random set: every
// solvable board is made by exactly 2^nullity press sets, so each is
// equally likely. With bounds [min, max] (a level, or --min-presses and
// --max-presses), a targeted climb: start from a random set of k presses, k
// drawn in [min, max], and press or unpress one random cell at a time,
// keeping each change that leaves the board no farther from the bounds,
// until the solver proves its fewest presses inside them. A board in the
// bounds comes in a few dozen solves where drawing uniformly would need
// thousands (4x4 gold bars needing 16 presses: 1 board in 65,536); the
// boards are not uniform among those of the bounds.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/flip/flip_board.hpp"
#include "solve/flip/flip_solver.hpp"
#include "support/random.hpp"

namespace puzzlebox {

struct FlipGenOptions {
    int rows = 4, cols = 4;
    FlipPattern pattern = FlipPattern::cross;
    bool torus = false;
    std::vector<std::vector<int>> presses;  // FlipPattern::cells: each cell's press set
    int min_presses = 0;
    int max_presses = 0;  // 0: no upper bound
    int steps = 2000;     // boards solved before giving up on the bounds
};

// The board these options make with every cell off and the target all off.
FlipBoard blank_flip_board(const FlipGenOptions& options);

struct FlipGenResult {
    std::optional<FlipBoard> board;  // target all off
    FlipSolution solution;           // its fewest presses, as the solver found them
    int steps = 0;                   // boards solved
    int most_presses_seen = 0, fewest_presses_seen = 0;
    std::string problem;  // why there is no board
};

FlipGenResult generate_flip_board(const FlipGenOptions& options, Random& random);

}  // namespace puzzlebox
