// The difficulty of a jump maze (docs/jump.md, "Difficulty"). The score is
// the grade: log2 of the jumps a wandering solver needs (jump_grade.hpp).
// In expert mode an arrival at the goal counts only when its path sums to
// the target; if the solver's paths to the goal were equally likely, one
// in G/k of them would (G simple paths to the goal, k of them summing to
// the target), so the expert grade is the grade plus log2(G/k). The levels
// cut the grade at fixed effort, the same for every size (as a person's
// effort does not depend on the size, only on the maze): easy below 6
// (fewer than 64 jumps), medium 6 to 9, hard 9 to 12, fiendish 12 and up
// (more than 4096 jumps). A short maze is seen at a glance however lost a
// random walker gets in it, so a level also needs a solution of its
// length: medium 3 moves or more, hard 5, fiendish 7 (in expert mode, the
// fewest-move path summing to the target); the level is the lower of the two.
#pragma once

#include <array>
#include <optional>

#include "analyze/difficulty.hpp"
#include "analyze/jump/jump_analysis.hpp"
#include "puzzles/jump/jump_board.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

// The grades where medium, hard and fiendish begin.
inline constexpr std::array<double, 3> jump_level_cuts{6, 9, 12};

// The shortest solutions where medium, hard and fiendish begin.
inline constexpr std::array<int, 3> jump_level_moves{3, 5, 7};
// The shortest solution an easy board is made with: a puzzle, not one jump
// (a one-move board still grades easy; the generator makes none).
inline constexpr int jump_easy_min_moves = 2;

// The grades of a level: [low, high], high the next level's low (fiendish: unbounded).
GradeBand jump_level_grades(Level level);
// The fewest moves a board made at the level has.
int jump_level_min_moves(Level level);
// The lower of the grade's level and the solution length's.
Level jump_level(double grade, int moves);

// The expert grade from its parts; empty when no path sums to the target.
std::optional<double> jump_expert_grade(double walk_grade, PathCount goal_paths, PathCount target_paths);
// The same from the board: the restarting walk and the two counts (each
// under `limits`; empty when one was cut short, or no path sums to the
// target). Boards of at most 64 cells (jump_count_max_cells).
std::optional<double> jump_expert_grade(const JumpBoard& board, std::int64_t target, const SearchLimits& limits = {});

// Score, level and reason. A board with a target is graded in expert mode.
// Empty when the maze has no solution (expert: no path sums to the target)
// or a count was cut short.
std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const SearchLimits& limits = {});
// The same from measures already taken (puzzlebox-analyze's row).
std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const JumpMeasures& m);

}  // namespace puzzlebox
