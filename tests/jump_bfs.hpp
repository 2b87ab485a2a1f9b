// Test helper: a jump maze's moves and fewest moves by a plain breadth-first
// search written apart from the solvers, the outside check of the jump tests.
#pragma once

#include <cstdlib>
#include <queue>
#include <utility>
#include <vector>

#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox::testing {

// The cells a jump from `from` lands on (none from the goal or a 0).
inline std::vector<int> jump_landings(const JumpBoard& board, int from) {
    std::vector<int> to;
    if (from == board.goal_index()) return to;
    const Cell c = board.cell(from);
    const int v = std::abs(board.values[static_cast<std::size_t>(from)]);
    if (v == 0) return to;
    for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
        const Cell n{c.row + dr * v, c.col + dc * v};
        if (board.contains(n)) to.push_back(board.index(n));
    }
    return to;
}

// Fewest moves from start to goal; -1 if none.
inline int bfs_jump_moves(const JumpBoard& board) {
    std::vector<int> distance(static_cast<std::size_t>(board.cell_count()), -1);
    std::queue<int> queue;
    distance[static_cast<std::size_t>(board.start_index())] = 0;
    queue.push(board.start_index());
    while (!queue.empty()) {
        const int here = queue.front();
        queue.pop();
        if (here == board.goal_index()) return distance[static_cast<std::size_t>(here)];
        for (int to : jump_landings(board, here))
            if (distance[static_cast<std::size_t>(to)] < 0) {
                distance[static_cast<std::size_t>(to)] = distance[static_cast<std::size_t>(here)] + 1;
                queue.push(to);
            }
    }
    return -1;
}

}  // namespace puzzlebox::testing
