// Flip boards: patterns and presses (see flip_board.hpp).
#include "puzzles/flip/flip_board.hpp"

#include <algorithm>

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
    }
    return "?";
}

std::optional<FlipPattern> parse_flip_pattern(const std::string& text) {
    if (text == "cross") return FlipPattern::cross;
    if (text == "plus") return FlipPattern::plus;
    if (text == "stencil") return FlipPattern::stencil;
    return std::nullopt;
}

std::vector<int> flip_pattern_cells(const FlipBoard& board, int cell) {
    const int r = cell / board.cols, c = cell % board.cols;
    std::vector<int> cells;
    if (board.pattern == FlipPattern::cross) {
        for (int j = 0; j < board.cols; ++j) cells.push_back(r * board.cols + j);
        for (int i = 0; i < board.rows; ++i)
            if (i != r) cells.push_back(i * board.cols + c);
    } else {
        static const std::vector<std::pair<int, int>> plus{{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (const auto& [dr, dc] : board.pattern == FlipPattern::plus ? plus : board.stencil) {
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
