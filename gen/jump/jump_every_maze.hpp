// Every maze of a small shape, tried one by one (1x7, 2x5, 3x3, 3x4 and the
// like: at most jump_every_maze_cap of them). The annealer's restarts can
// miss a board that exists, or look for one that does not; on these shapes
// the generator instead knows: it refuses a level no maze reaches (with the
// count tried), and where the restarts find none it draws one from every
// maze that meets the guarantees.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "analyze/difficulty.hpp"
#include "gen/jump/jump_generator.hpp"
#include "puzzles/jump/jump_board.hpp"
#include "support/random.hpp"

namespace puzzlebox {

// The most mazes a shape may have to be tried whole (a second at most),
// and the most cells (a board past them is never counted, whatever its
// --max-value).
inline constexpr std::uint64_t jump_every_maze_cap = std::uint64_t{1} << 16;
inline constexpr int jump_every_maze_cells = 64;

// The mazes of the options' shape: each moving cell's magnitudes (1 to its
// room, or max_value), their signs too with a sum target (they change the
// sums, not the moves), and the start's cells when it is free. Empty when
// there are more than `cap` (or the board has more than jump_every_maze_cells cells).
std::optional<std::uint64_t> jump_maze_count(const JumpGenOptions& options, std::uint64_t cap = jump_every_maze_cap);

struct JumpEveryMaze {
    std::optional<JumpBoard> board;  // drawn uniformly from the best that meet the guarantees (none: no maze does)
    std::uint64_t tried = 0;         // mazes tried
    std::uint64_t met = 0;           // of them, those that meet the guarantees (with an objective: the best)
    bool cut_short = false;          // a stop request came first: no board, and nothing known of the rest
};

// Tries every maze of the shape (jump_maze_count must be within the cap)
// against `meets`, and keeps the best by the options' objective (none:
// every maze that meets them; shortest: the longest shortest solution;
// expert_path: the longest fewest-move path with the sum), one drawn from
// them by `random` (a reservoir: the same board for the same stream). With
// `first_only` it stops at the first maze that meets them (existence alone).
// Without a sum target each sign is drawn by `random` after the choice.
JumpEveryMaze try_every_jump_maze(const JumpGenOptions& options, const std::function<bool(const JumpBoard&)>& meets,
                                  Random& random, bool first_only = false);

// The levels (normal mode: the deduction's) that the mazes of the options'
// shape meeting their guarantees have, in level order, and how many mazes
// were tried; empty when the shape is past the cap or a stop request came.
struct JumpShapeLevels {
    std::vector<Level> levels;
    std::uint64_t tried = 0;
};
std::optional<JumpShapeLevels> jump_levels_of_every_maze(const JumpGenOptions& options);

}  // namespace puzzlebox
