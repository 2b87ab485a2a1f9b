// Jump difficulty scores against random boards of the same shape
// (analyze/calibration.hpp): the scores (normal mode: the deduction's;
// expert mode: the expert grade) of a seeded sample of uniformly random boards
// (random_jump_board, board i drawn from pcg32 stream i of the seed) that
// have a solution, or in expert mode a path summing to the target, kept
// until the sample holds `boards` of them. reports/calibration/ holds the
// committed tables (`puzzlebox-analyze jump --calibrate`).
#pragma once

#include <cstdint>

#include "analyze/calibration.hpp"
#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

inline constexpr int jump_calibration_boards = 10'000;
inline constexpr std::uint64_t jump_calibration_seed = 1;
// The largest shapes sampled on demand (puzzlebox-analyze's percentile
// column): 10,000 normal-mode boards of 81 cells take about half a second.
// Expert-mode samples count every board's paths (5x5: 3 s, ten times that
// under the sanitizers) and are not drawn on demand: reports/calibration/.
inline constexpr int jump_calibration_cells = 81;

// One board of a sample: its pcg32 stream and score.
struct JumpSampleBoard {
    std::uint64_t stream = 0;
    double grade = 0;
};
struct JumpSample {
    Calibration calibration;              // empty when fewer than `boards` of the draws qualified
    std::vector<JumpSampleBoard> boards;  // in stream order
    std::uint64_t draws = 0;              // random boards drawn to find them
    bool stopped = false;                 // a stop request ended it first (the calibration is then empty)
};

// The sample for the shape of `shape` (size, start, goal, and target when it
// has one; its values are not used), from at most 20 x `boards` draws; a
// stop request (stop_requested()) ends it between boards.
JumpSample sample_jump_grades(const JumpBoard& shape, int boards = jump_calibration_boards,
                              std::uint64_t seed = jump_calibration_seed);
// "random solvable 7x7 mazes (start 6,3, goal 3,3)".
std::string jump_population(const JumpBoard& shape);

// The default sample of a shape, kept for the process; empty above the
// on-demand size, and for a shape with a target.
const Calibration& jump_calibration(const JumpBoard& shape);

}  // namespace puzzlebox
