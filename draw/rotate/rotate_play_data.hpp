// The rotate play page's data: the board and every move's permutation (rotate_move_sources, as the solver turns),
// as JSON text, so the page follows the same rules as the validator.
#pragma once

#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"

namespace puzzlebox {

// The script that plays it (rotate_play.js, built in).
extern const char* const rotate_play_script;

// With `moves`, a solution the page reveals and follows for a hint where its
// own search gives up.
std::string rotate_play_data(const RotateBoard& board, const std::vector<RotateMove>* moves = nullptr);

}  // namespace puzzlebox
