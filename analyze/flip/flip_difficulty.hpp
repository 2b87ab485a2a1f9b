// How hard a flip board is for a person: the fewest presses it needs,
// against the most that any board of its shape needs (God's number), and
// how many minimal solutions there are. A person pressing by insight, or
// chasing lights row by row and fixing the last row, does more work the more
// presses the board needs; a board whose fewest presses are near God's
// number leaves one way (or few) to find. docs/flip.md, "Difficulty".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analyze/difficulty.hpp"
#include "puzzles/flip/flip_board.hpp"
#include "solve/flip/flip_solver.hpp"

namespace puzzlebox {

// The scale of one shape (size, pattern, wrap): the most presses a
// solvable board of it needs, exactly (God's number) or an upper bound.
struct FlipScale {
    int most = 0;
    bool exact = false;
    std::string why;                          // how `most` is known, in words
    std::vector<std::uint64_t> distribution;  // solvable boards at 0, 1, .. fewest presses, when known
    bool binomial = false;                    // the distribution is C(cells, k): one solution per board
};

// Exact when the press matrix is invertible (God's number is the cell
// count: the board every press makes needs them all) or the shape has at
// most 25 cells (the whole space); up to 1600 cells from the kernel
// (flip_god_number, on a budget of about a second: exact, or the most a
// found board needs, with the bounds in `why`); past that the most presses
// found among 400 random boards and a climb from the hardest (God's number
// is at least that, and at most the rank). Kept per shape for the life of
// the process. `rank` and `nullity`: of the shape's press matrix (any
// solution of a board of the shape gives them).
const FlipScale& flip_scale(const FlipBoard& shape, int rank, int nullity);
// The same, solving the all-off board of the shape for its rank.
const FlipScale& flip_scale(const FlipBoard& shape);

// The share of a shape's solvable boards that need fewer than `presses`
// presses, when the distribution is known.
std::optional<double> flip_share_easier(const FlipScale& scale, int presses);

// The board's difficulty from its solution (the solver's fewest presses).
// Score: the fewest presses; level: where they fall on the shape's scale.
Difficulty flip_difficulty(const FlipBoard& board, const FlipSolution& solution);

}  // namespace puzzlebox
