// Flip boards as pictures. The seed's gold bars (a press turns its row and
// column) are bars, lying horizontal (on, 1) or standing vertical (off, 0);
// Lights Out boards (a press toggles its cell and its neighbours, or any
// stencil) are lamps, lit (on) or dark (off). A solution's pressed cells are
// ringed.
#pragma once

#include <string>
#include <vector>

#include "draw/svg_writer.hpp"
#include "puzzles/flip/flip_board.hpp"

namespace puzzlebox {

// The board (and its target beside it when that is not all off); with
// presses (row-major cells), those cells highlighted.
Figure draw_flip(const FlipBoard& board, const std::vector<int>* presses = nullptr, Legend legend = Legend::shown);

// Whether the board is drawn as gold bars (the cross pattern) or as lamps.
bool flip_drawn_as_bars(const FlipBoard& board);

// The rules in a sentence or two, for sheets and play pages.
std::string flip_rules(const FlipBoard& board);

}  // namespace puzzlebox
