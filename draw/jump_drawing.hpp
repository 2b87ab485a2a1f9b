// Jump mazes as pictures: the numbers in a grid with the start and the goal
// marked, and a solution as numbered arrows from cell to cell.
#pragma once

#include <vector>

#include "draw/svg_writer.hpp"
#include "puzzles/jump_board.hpp"

namespace puzzlebox {

// The board; with a path (start to goal, as a solver returns it), its moves
// as arrows numbered 1, 2, ...
Figure draw_jump(const JumpBoard& board, const std::vector<Cell>* path = nullptr);

}  // namespace puzzlebox
