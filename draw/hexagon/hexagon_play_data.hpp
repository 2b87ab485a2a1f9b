// The hexagon play page's data: the board and its lines (HexagonGeometry, as the validator sums them),
// as JSON text, so the page follows the same rules as the validator.
#pragma once

#include <string>

#include "puzzles/hexagon/hexagon_board.hpp"

namespace puzzlebox {

// The script that plays it (hexagon_play.js, built in).
extern const char* const hexagon_play_script;

std::string hexagon_play_data(const HexagonBoard& board);

}  // namespace puzzlebox
