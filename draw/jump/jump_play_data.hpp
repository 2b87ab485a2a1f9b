// The jump play page's data: the board and for_each_jump's landings (the solver's moves),
// as JSON text, so the page follows the same rules as the validator.
#pragma once

#include <string>
#include <vector>

#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

// The script that plays it (jump_play.js, built in).
extern const char* const jump_play_script;

// With `path`, a solution the page reveals (its hints search for themselves).
std::string jump_play_data(const JumpBoard& board, const std::vector<Cell>* path = nullptr);

}  // namespace puzzlebox
