// The flip play page's data: the board and the cells each press flips (flip_pattern_cells, as the solver presses),
// as JSON text, so the page follows the same rules as the validator.
#pragma once

#include <string>

#include "puzzles/flip/flip_board.hpp"

namespace puzzlebox {

// The script that plays it (flip_play.js, built in).
extern const char* const flip_play_script;

std::string flip_play_data(const FlipBoard& board);

}  // namespace puzzlebox
