// Magic hexagon puzzles as pictures: the hexagonal cells with their given
// values, and a completion with the filled values and one line's sum.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "draw/svg_writer.hpp"
#include "puzzles/hexagon/hexagon_board.hpp"

namespace puzzlebox {

// The board; with a completion (every cell's value, row by row), the values
// the solver filled in a second colour and the top row's sum written out.
Figure draw_hexagon(const HexagonBoard& board, const std::vector<std::int64_t>* filled = nullptr, Legend legend = Legend::shown);

// The rules in a sentence or two, for sheets and play pages.
std::string hexagon_rules(const HexagonBoard& board);

}  // namespace puzzlebox
