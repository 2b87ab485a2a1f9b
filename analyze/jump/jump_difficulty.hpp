// The difficulty of a jump maze (docs/jump.md, "Difficulty").
// Normal mode: a person's way through it (solve/jump/jump_deduce.hpp). The
// level is the strongest rule the maze needs: easy when every jump is in
// sight of the goal or the only one, medium when it takes crossing out dead
// ends or working back from the goal, hard when meeting in the middle,
// fiendish when trial and error. The score is the level's index plus the
// cells read per cell of the board, over 10 (at most 0.99): easy scores
// [0, 1), medium [1, 2), hard [2, 3), fiendish [3, 4), and within a level
// more reading scores higher. Length alone is no difficulty: a corridor
// of only jumps is easy however long.
// Expert mode (a sum target) the same, by the deduction's expert rules
// (the walk keeps its sum); the expert grade (log2 of a wandering solver's
// jumps plus log2(G/k), G simple paths to the goal, k of them summing to
// the target) stays a measure, no longer the level.
#pragma once

#include <array>
#include <optional>

#include "analyze/difficulty.hpp"
#include "analyze/jump/jump_analysis.hpp"
#include "puzzles/jump/jump_board.hpp"
#include "solve/jump/jump_deduce.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

// The level of the strongest rule a deduction needed.
Level jump_rule_level(JumpRule rule);
// The score of a deduction of a board of `cells` cells.
double jump_deduction_score(const JumpDeduction& deduction, int cells);
// The score scale's top: fiendish scores under it.
inline constexpr double jump_score_top = 4;
// The scores of a level: [index, index + 0.99].
GradeBand jump_level_scores(Level level);
// The shortest solution a board is made with at any level (expert mode:
// its fewest-move path with the sum): a puzzle, not one jump (a one-move
// board still grades easy).
inline constexpr int jump_min_made_moves = 2;

// The expert grade from its parts; empty when no path sums to the target.
std::optional<double> jump_expert_grade(double walk_grade, PathCount goal_paths, PathCount target_paths);
// The same from the board: the restarting walk and the two counts (each
// under `limits`; empty when one was cut short, or no path sums to the
// target). Boards of at most 64 cells (jump_count_max_cells).
std::optional<double> jump_expert_grade(const JumpBoard& board, std::int64_t target, const SearchLimits& limits = {});

// Score, level and reason from a deduction (expert mode when the board has
// a target); empty when it found no path (the maze has none, or it was stopped).
std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const JumpDeduction& deduction);

// Score, level and reason. A board with a target is graded in expert mode.
// Empty when the maze has no solution (expert: no path sums to the target)
// or `limits` stopped the deduction.
std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const SearchLimits& limits = {});
// The same from measures already taken (puzzlebox-analyze's row).
std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const JumpMeasures& m);

}  // namespace puzzlebox
