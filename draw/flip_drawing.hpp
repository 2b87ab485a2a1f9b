// Flip boards as pictures: a gold bar per cell, lying horizontal (on, 1) or
// standing vertical (off, 0), and a solution's pressed cells highlighted.
#pragma once

#include <vector>

#include "draw/svg_writer.hpp"
#include "puzzles/flip_board.hpp"

namespace puzzlebox {

// The board (and its target beside it when that is not all off); with
// presses (row-major cells), those cells highlighted.
Figure draw_flip(const FlipBoard& board, const std::vector<int>* presses = nullptr);

}  // namespace puzzlebox
