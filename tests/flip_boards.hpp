// Test helpers for flip boards: a blank board, and each press as a bit mask
// of the cells it flips (boards up to 32 cells), for brute-force checks.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "puzzles/flip/flip_board.hpp"

namespace puzzlebox::test {

inline FlipBoard blank_flip_board(int rows, int cols, FlipPattern pattern) {
    FlipBoard board;
    board.rows = rows;
    board.cols = cols;
    board.pattern = pattern;
    board.grid.assign(static_cast<std::size_t>(rows * cols), 0);
    board.target = board.grid;
    return board;
}

inline std::vector<std::uint32_t> press_masks(const FlipBoard& board) {
    std::vector<std::uint32_t> masks;
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        std::uint32_t mask = 0;
        for (int flipped : flip_pattern_cells(board, cell)) mask |= std::uint32_t{1} << flipped;
        masks.push_back(mask);
    }
    return masks;
}

// The fewest presses of every board (index: the board's lit cells as bits),
// by pressing every set; -1 for boards no set makes.
inline std::vector<int> fewest_presses_by_brute_force(const FlipBoard& shape) {
    const auto masks = press_masks(shape);
    const std::uint32_t boards = std::uint32_t{1} << shape.cell_count();
    std::vector<int> fewest(boards, -1);
    for (std::uint32_t set = 0; set < boards; ++set) {
        std::uint32_t board = 0;
        for (std::uint32_t rest = set; rest; rest &= rest - 1) board ^= masks[static_cast<std::size_t>(std::countr_zero(rest))];
        const int presses = std::popcount(set);
        if (fewest[board] < 0 || presses < fewest[board]) fewest[board] = presses;
    }
    return fewest;
}

}  // namespace puzzlebox::test
