// Random jump mazes with guarantees, each re-checked by the solver: solvable,
// optionally a unique shortest solution, a minimum number of moves, and a
// sum-target path for expert mode.
#pragma once

#include <cstdint>
#include <optional>

#include "gen/random.hpp"
#include "puzzles/jump_board.hpp"

namespace puzzlebox {

struct JumpGenOptions {
    int rows = 5;
    int cols = 5;
    std::optional<Cell> start;  // default: bottom row, middle (as in Vienna)
    std::optional<Cell> goal;   // default: the centre
    int max_value = 0;          // largest |v|; 0: the longest jump the board allows
    bool unique = false;        // exactly one shortest solution
    int min_moves = 1;          // shortest solution at least this long
    bool expert = false;        // a path summing to expert_target exists
    std::int64_t expert_target = 0;
    std::uint64_t expert_max_nodes = 20'000'000;  // search budget of the expert check per board
    int max_attempts = 100000;  // random boards drawn before giving up
};

Cell default_jump_start(int rows, int cols);
Cell default_jump_goal(int rows, int cols);

// One board of uniformly random values: every cell but the goal gets a sign
// and a magnitude in [1, m], where m is the smaller of max_value and the
// longest jump that stays on the board from that cell (so no cell is stuck
// for want of room); the goal gets 0.
JumpBoard random_jump_board(const JumpGenOptions& options, Random& random);

// Draws boards until one meets every guarantee; empty after max_attempts.
std::optional<JumpBoard> generate_jump_board(const JumpGenOptions& options, Random& random, int* attempts = nullptr);

}  // namespace puzzlebox
