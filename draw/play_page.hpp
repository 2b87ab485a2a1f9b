// Playable pages: one self-contained HTML file (no network, no other files)
// with a board or a whole sheet of boards to play in a browser: click to
// jump, turn a block, press a cell, fill a hexagon cell; undo, restart, a
// move counter, and "solved" when the validator's rule holds. The page's
// script (play_page.js, built in) follows moves the C++ side worked out
// (play data below), so the page and the checker share one set of rules.
#pragma once

#include <string>
#include <vector>

#include "puzzles/flip_board.hpp"
#include "puzzles/hexagon_board.hpp"
#include "puzzles/jump_board.hpp"
#include "puzzles/rotate_board.hpp"

namespace puzzlebox {

struct PlayBoard {
    std::string caption;  // "1. grade 7.2", or the file name
    std::string rules;    // "" : none printed
    std::string data;     // a JSON object: the family and its moves (below)
};

// The data a page plays a board by, as JSON text:
//  jump     values, start, goal, target, and every cell's landings
//  rotate   grid, target, block side, the moves with their permutations
//  flip     grid, target, the cells each press flips, bars or lamps
//  hexagon  given cells, values first..last, the constant, the lines, centres
std::string jump_play_data(const JumpBoard& board);
std::string rotate_play_data(const RotateBoard& board);
std::string flip_play_data(const FlipBoard& board);
std::string hexagon_play_data(const HexagonBoard& board);

// The page: the title, then each board with its caption, rules and controls.
std::string play_page(const std::string& title, const std::vector<PlayBoard>& boards);

}  // namespace puzzlebox
