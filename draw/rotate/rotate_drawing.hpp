// Rotation puzzles as pictures: the grid with each block's centre marked as
// a button (Q1, Q2, ..), and a solution as numbered frames, one per move.
#pragma once

#include <string>
#include <vector>

#include "draw/svg_writer.hpp"
#include "puzzles/rotate/rotate_board.hpp"

namespace puzzlebox {

// The board; with moves, the move list and a small frame after each move
// (the turned block tinted) below it.
Figure draw_rotate(const RotateBoard& board, const std::vector<RotateMove>* moves = nullptr, Legend legend = Legend::shown);

// The rules in a sentence or two, for sheets and play pages.
std::string rotate_rules(const RotateBoard& board);

}  // namespace puzzlebox
