// Random solvable flip boards: press a uniformly random set of cells on the
// all-off board. Every solvable board is made by exactly 2^nullity press
// sets, so each is equally likely. --min-presses M keeps only boards whose
// fewest presses are at least M (proven: the solver's lower bound), by
// rejection, which keeps the draw uniform among those boards.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/flip/flip_board.hpp"
#include "solve/flip/flip_solver.hpp"
#include "solve/random.hpp"

namespace puzzlebox {

struct FlipGenOptions {
    int rows = 4, cols = 4;
    FlipPattern pattern = FlipPattern::cross;
    bool torus = false;
    int min_presses = 0;
    int tries = 1000;  // boards drawn before giving up on --min-presses
};

// The board these options make with every cell off and the target all off.
FlipBoard blank_flip_board(const FlipGenOptions& options);

struct FlipGenResult {
    std::optional<FlipBoard> board;  // target all off
    FlipSolution solution;           // its fewest presses, as the solver found them
    int tries = 0;
    int most_presses_seen = 0;
    std::string problem;  // why there is no board
};

FlipGenResult generate_flip_board(const FlipGenOptions& options, Random& random);

}  // namespace puzzlebox
