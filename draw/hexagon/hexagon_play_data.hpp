// The hexagon play page's data: the board and its lines (HexagonGeometry, as the validator sums them),
// as JSON text, so the page follows the same rules as the validator.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/hexagon/hexagon_board.hpp"

namespace puzzlebox {

// The script that plays it (hexagon_play.js, built in).
extern const char* const hexagon_play_script;

// With `filled`, the solution (every cell, row by row): the page reveals it
// and hints from it.
std::string hexagon_play_data(const HexagonBoard& board, const std::vector<std::int64_t>* filled = nullptr);

}  // namespace puzzlebox
