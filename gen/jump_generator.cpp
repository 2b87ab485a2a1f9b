// Rejection sampling of jump mazes against solver-checked guarantees.
#include "jump_generator.hpp"

#include <algorithm>

#include "solve/jump_solver.hpp"

namespace puzzlebox {

Cell default_jump_start(int rows, int cols) { return {rows - 1, cols / 2}; }
Cell default_jump_goal(int rows, int cols) { return {rows / 2, cols / 2}; }

JumpBoard random_jump_board(const JumpGenOptions& options, Random& random) {
    JumpBoard board;
    board.rows = options.rows;
    board.cols = options.cols;
    board.start = options.start.value_or(default_jump_start(options.rows, options.cols));
    board.goal = options.goal.value_or(default_jump_goal(options.rows, options.cols));
    board.values.assign(static_cast<std::size_t>(board.cell_count()), 0);
    for (int r = 0; r < board.rows; ++r) {
        for (int c = 0; c < board.cols; ++c) {
            if (Cell{r, c} == board.goal) continue;
            int room = std::max({r, board.rows - 1 - r, c, board.cols - 1 - c});
            if (options.max_value > 0) room = std::min(room, options.max_value);
            if (room == 0) continue;  // a 1x1 board: nowhere to jump
            const int magnitude = random.between(1, room);
            board.values[static_cast<std::size_t>(board.index(Cell{r, c}))] = random.coin() ? magnitude : -magnitude;
        }
    }
    if (options.expert) board.target = options.expert_target;
    return board;
}

std::optional<JumpBoard> generate_jump_board(const JumpGenOptions& options, Random& random, int* attempts) {
    for (int attempt = 1; attempt <= options.max_attempts; ++attempt) {
        if (attempts) *attempts = attempt;
        JumpBoard board = random_jump_board(options, random);
        const JumpSearchResult shortest = solve_jump_shortest(board);
        if (shortest.paths.empty()) continue;
        if (shortest.paths.front().moves() < options.min_moves) continue;
        if (options.unique && shortest.count != PathCount(1)) continue;
        if (options.expert) {
            // An exponential search: boards it cannot settle within the budget are skipped.
            const JumpSearchResult expert =
                solve_jump_fewest_with_sum(board, options.expert_target, {}, SearchLimits{options.expert_max_nodes, 0});
            if (expert.paths.empty()) continue;
        }
        return board;
    }
    return std::nullopt;
}

}  // namespace puzzlebox
