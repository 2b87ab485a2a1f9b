// Uniformly random jump boards: every cell but the goal gets a value of
// random size (1 up to the longest jump its place allows, or max_value) and
// random sign. The generator starts its search from one; the calibration
// samples of analyze/ draw their populations from them.
#pragma once

#include "puzzles/jump/jump_board.hpp"
#include "support/random.hpp"

namespace puzzlebox {

// `shape` with its values drawn from `random` (its size, start, goal and
// target kept; its values ignored). max_value 0: no bound but the board's.
JumpBoard random_jump_values(JumpBoard shape, int max_value, Random& random);

}  // namespace puzzlebox
