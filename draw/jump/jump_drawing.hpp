// Jump mazes as pictures: the numbers in a grid with the start and the goal
// marked, and a solution as an answer key: each visited cell's step number
// in its corner, a light path underneath, and the moves as a letter string.
#pragma once

#include <string>
#include <vector>

#include "draw/svg_writer.hpp"
#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

// The board; with a path (start to goal, as a solver returns it), the key:
// step numbers 1, 2, .. in the cells the path lands on, a path line that
// never crosses a number, and the move string under the board.
Figure draw_jump(const JumpBoard& board, const std::vector<Cell>* path = nullptr, Legend legend = Legend::shown);

// The moves of a path as letters, one a move: R right, L left, D down, U up
// ("RDDL"), in groups of five.
std::string jump_move_string(const std::vector<Cell>& path);

// The rules in a sentence or two, for sheets and play pages.
std::string jump_rules(const JumpBoard& board);

}  // namespace puzzlebox
