// The jump maze (Schönbrunn maze garden): a grid of signed values; from a cell
// of value v you jump exactly |v| cells up, down, left or right, never onto a
// visited cell, until you reach the goal. Expert mode also asks that the signed
// values of all visited cells (start and goal included) sum to a target.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/cell.hpp"
#include "support/index.hpp"

namespace puzzlebox {

struct JumpBoard {
    static constexpr int max_side = 5000;            // rows and cols each
    static constexpr int max_abs_value = 1'000'000;  // keeps every path sum inside int64

    int rows = 0;
    int cols = 0;
    Cell start;
    Cell goal;
    std::optional<std::int64_t> target;    // expert-mode sum from the file, if given
    std::vector<int> values;               // row-major, rows * cols
    std::vector<std::string> description;  // leading comment lines (provenance)

    int cell_count() const { return rows * cols; }
    bool contains(Cell c) const { return c.row >= 0 && c.row < rows && c.col >= 0 && c.col < cols; }
    int index(Cell c) const { return c.row * cols + c.col; }
    Cell cell(int index) const { return {index / cols, index % cols}; }
    int value(Cell c) const { return values[static_cast<std::size_t>(index(c))]; }
    int value(int index) const { return at(values, index); }
    int start_index() const { return index(start); }
    int goal_index() const { return index(goal); }

    bool operator==(const JumpBoard&) const = default;
};

// Where a board puts its start and goal unless told: Vienna's layout, the
// start in the middle of the bottom row, the goal in the centre. Where the
// centre is the start (one or two rows), the goal is the top row's middle,
// or on one row the next cell along (a 1x1 board has no goal apart).
inline Cell default_jump_start(int rows, int cols) { return {rows - 1, cols / 2}; }
inline Cell default_jump_goal(int rows, int cols) {
    if (rows > 2) return {rows / 2, cols / 2};
    if (rows == 2) return {0, cols / 2};
    return {0, cols > 1 ? (cols / 2 + 1) % cols : 0};
}

// The longest jump from a cell that stays on the board: a cell's magnitude
// runs 1..this in the generator and in the hardest-maze proofs.
inline int jump_room(int rows, int cols, Cell cell) {
    return std::max({cell.row, rows - 1 - cell.row, cell.col, cols - 1 - cell.col});
}

// The largest magnitude a cell's value may take: its room, or max_value
// when that is set (above 0) and smaller. The random boards, the
// generator's moves and its whole-shape search all draw from 1..this.
inline int jump_largest_magnitude(int rows, int cols, Cell cell, int max_value) {
    const int room = jump_room(rows, cols, cell);
    return max_value > 0 ? std::min(room, max_value) : room;
}

// Calls visit(to) for every cell index a jump from `from` can land on, ignoring
// the no-revisit rule. Reaching the goal ends a path and a 0 cannot jump, so
// neither has moves.
// The parity rule (docs/jump.md): a jump of |v| changes row + col by |v|,
// which has the parity of v. So along any path from `from` to `to` the values
// of the cells left (from included, to excluded) add up to their Manhattan
// distance mod 2, whatever the route: a sum of the other parity is out of
// reach. The one statement of it; the solvers, the counter, the generator
// and its option check all ask it.
inline bool sum_parity_allows(Cell from, Cell to, std::int64_t sum_left) {
    return (sum_left - manhattan_distance(from, to)) % 2 == 0;
}

template <class Visit>
void for_each_jump(const JumpBoard& board, int from, Visit&& visit) {
    if (from == board.goal_index()) return;
    const int step = std::abs(board.value(from));
    if (step == 0) return;
    const int row = from / board.cols;
    const int col = from % board.cols;
    if (row - step >= 0) visit(from - step * board.cols);
    if (row + step < board.rows) visit(from + step * board.cols);
    if (col - step >= 0) visit(from - step);
    if (col + step < board.cols) visit(from + step);
}

}  // namespace puzzlebox
