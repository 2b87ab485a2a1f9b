// The jump play page's data: the board and for_each_jump's landings (the solver's moves),
// as JSON text, so the page follows the same rules as the validator.
#pragma once

#include <string>
#include <vector>

#include "draw/play_levels.hpp"
#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

// The script that plays it (jump_play.js, built in).
extern const char* const jump_play_script;

// With `path`, a solution the page reveals (its hints search for themselves);
// with `levels` (the deduction's score bands) and `min_moves` (the fewest
// moves a made maze has), the page's New puzzle makes mazes like it.
std::string jump_play_data(const JumpBoard& board, const std::vector<Cell>* path = nullptr, const PlayLevels& levels = {},
                           int min_moves = 0);

}  // namespace puzzlebox
