// Flip boards: patterns and presses (see flip_board.hpp).
#include "puzzles/flip/flip_board.hpp"

#include <algorithm>
#include <cstdlib>

#include "support/index.hpp"

namespace puzzlebox {

std::string to_string(FlipPattern pattern) {
    switch (pattern) {
        case FlipPattern::cross:
            return "cross";
        case FlipPattern::plus:
            return "plus";
        case FlipPattern::stencil:
            return "stencil";
        case FlipPattern::merlin:
            return "merlin";
        case FlipPattern::cells:
            return "cells";
    }
    return "?";
}

std::optional<FlipPattern> parse_flip_pattern(const std::string& text) {
    if (text == "cross") return FlipPattern::cross;
    if (text == "plus") return FlipPattern::plus;
    if (text == "stencil") return FlipPattern::stencil;
    if (text == "merlin") return FlipPattern::merlin;
    if (text == "cells") return FlipPattern::cells;
    return std::nullopt;
}

namespace {

// Merlin's Magic Square (3x3): a corner flips the 2x2 block it is in, an edge
// cell the three cells of its side, the centre itself and its four neighbours.
std::vector<std::pair<int, int>> merlin_offsets(int r, int c) {
    const bool edge_row = r != 1, edge_col = c != 1;
    if (edge_row && edge_col) return {{0, 0}, {0, 1 - c}, {1 - r, 0}, {1 - r, 1 - c}};  // a corner: toward the centre
    if (edge_row) return {{0, -1}, {0, 0}, {0, 1}};                                     // top or bottom edge: its row
    if (edge_col) return {{-1, 0}, {0, 0}, {1, 0}};                                     // left or right edge: its column
    return {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
}

}  // namespace

std::vector<int> flip_pattern_cells(const FlipBoard& board, int cell) {
    const int r = cell / board.cols, c = cell % board.cols;
    std::vector<int> cells;
    if (board.pattern == FlipPattern::cells) return at(board.presses, cell);
    if (board.pattern == FlipPattern::cross) {
        for (int j = 0; j < board.cols; ++j) cells.push_back(r * board.cols + j);
        for (int i = 0; i < board.rows; ++i)
            if (i != r) cells.push_back(i * board.cols + c);
    } else {
        static const std::vector<std::pair<int, int>> plus{{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        const auto offsets = board.pattern == FlipPattern::plus     ? plus
                             : board.pattern == FlipPattern::merlin ? merlin_offsets(r, c)
                                                                    : board.stencil;
        for (const auto& [dr, dc] : offsets) {
            int i = r + dr, j = c + dc;
            if (board.torus) {
                i = ((i % board.rows) + board.rows) % board.rows;
                j = ((j % board.cols) + board.cols) % board.cols;
            } else if (i < 0 || i >= board.rows || j < 0 || j >= board.cols) {
                continue;
            }
            cells.push_back(i * board.cols + j);
        }
    }
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

bool flip_presses_local(const FlipBoard& board) {
    for (int cell = 0; cell < board.cell_count(); ++cell)
        for (int flipped : flip_pattern_cells(board, cell))
            if (std::abs(flipped / board.cols - cell / board.cols) > 1 || std::abs(flipped % board.cols - cell % board.cols) > 1)
                return false;
    return true;
}

FlipBoard with_own_press_sets(const FlipBoard& board) {
    FlipBoard own = board;
    own.presses.clear();
    for (int cell = 0; cell < board.cell_count(); ++cell) own.presses.push_back(flip_pattern_cells(board, cell));
    own.pattern = FlipPattern::cells;
    own.stencil.clear();
    own.torus = false;
    return own;
}

void apply_flip_presses(const FlipBoard& board, const std::vector<int>& presses, std::vector<std::uint8_t>& grid) {
    if (board.pattern == FlipPattern::cross) {
        // Cell (i, j) flips once for each press in row i or column j: the
        // row's presses plus the column's, minus the press on (i, j) counted twice.
        std::vector<std::uint8_t> in_row(static_cast<std::size_t>(board.rows), 0),
            in_col(static_cast<std::size_t>(board.cols), 0);
        std::vector<std::uint8_t> pressed(grid.size(), 0);
        for (int cell : presses) {
            at(in_row, cell / board.cols) ^= 1;
            at(in_col, cell % board.cols) ^= 1;
            at(pressed, cell) ^= 1;
        }
        for (int i = 0; i < board.rows; ++i)
            for (int j = 0; j < board.cols; ++j) {
                const auto k = static_cast<std::size_t>(i * board.cols + j);
                grid[k] = static_cast<std::uint8_t>(grid[k] ^ at(in_row, i) ^ at(in_col, j) ^ pressed[k]);
            }
        return;
    }
    for (int cell : presses)
        for (int flipped : flip_pattern_cells(board, cell)) at(grid, flipped) ^= 1;
}

}  // namespace puzzlebox
