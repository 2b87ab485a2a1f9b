// The whole state space of a rotation puzzle shape (size, block, turn set),
// by breadth-first search from the solved arrangement 1..N (or each row's
// label: Twiddle's rows-only boards): how many arrangements it reaches, God's
// number (the largest optimal distance), the states at each distance, the
// antipodes, and why the rest is out of reach.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"

namespace puzzlebox {

struct RotateSpace {
    int rows = 0, cols = 0, block = 0;
    RotateTurns turns = RotateTurns::cw;
    bool orientable = false;      // tiles that turn (Twiddle's 'o'): a state is the labels and every tile's turn
    bool rows_only = false;       // each row's tiles share its label (Twiddle's 'r'): arrangements of those labels
    std::uint64_t states = 0;     // all arrangements (N!; orientable: N! 4^N)
    std::uint64_t reachable = 0;  // those from which 1..N can be reached
    int god_number = 0;
    std::vector<std::uint64_t> distribution;          // states at distance 0, 1, ..
    std::vector<std::vector<int>> antipode_examples;  // a few at the largest distance
    std::vector<std::vector<int>> antipode_turns;     // orientable: their tiles' turns
    std::string unreachable_reason;                   // why not all are reachable (empty when all are)
    double seconds = 0;
};

// `progress` hears of each finished distance layer (puzzlebox-analyze shows
// it on a terminal); `threads` 0 searches with every core. Rows-only spaces
// are searched by the table up to its 12! arrangements (4x4: 63 million),
// whatever the cells.
RotateSpace explore_rotate_space(int rows, int cols, int block, RotateTurns turns,
                                 const std::function<void(const std::string&)>& progress = {}, int threads = 0,
                                 bool rows_only = false);

// The same for orientable tiles (oriented_table.hpp): solved is 1..N with
// every tile upright. The reachable count is checked against the order of
// the moves' group on the tiles' corners (Schreier-Sims), a second method.
// Rows-only: no second method (the corner group counts tiles told apart).
RotateSpace explore_oriented_space(int rows, int cols, int block, RotateTurns turns,
                                   const std::function<void(const std::string&)>& progress = {}, int threads = 0,
                                   bool rows_only = false);

std::vector<std::string> rotate_space_columns();
std::vector<std::string> rotate_space_row(const RotateSpace& space);

}  // namespace puzzlebox
