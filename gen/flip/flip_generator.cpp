// Random solvable flip boards by random presses (see flip_generator.hpp).
#include "gen/flip/flip_generator.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "support/stop_signal.hpp"

namespace puzzlebox {

FlipBoard blank_flip_board(const FlipGenOptions& options) {
    FlipBoard board;
    board.rows = options.rows;
    board.cols = options.cols;
    board.pattern = options.pattern;
    board.torus = options.torus;
    board.target.assign(static_cast<std::size_t>(board.cell_count()), 0);
    board.grid = board.target;
    return board;
}

FlipGenResult generate_flip_board(const FlipGenOptions& options, Random& random) {
    FlipBoard board = blank_flip_board(options);
    FlipGenResult result;
    for (result.tries = 1; result.tries <= options.tries && !stop_requested(); ++result.tries) {
        std::vector<int> presses;
        for (int cell = 0; cell < board.cell_count(); ++cell)
            if (random.coin()) presses.push_back(cell);
        board.grid = board.target;
        apply_flip_presses(board, presses, board.grid);
        FlipSolution solution = solve_flip_board(board);
        const int fewest = solution.proven ? static_cast<int>(solution.presses.size()) : solution.lower_bound;
        result.most_presses_seen = std::max(result.most_presses_seen, fewest);
        if (fewest >= options.min_presses) {
            result.board = board;
            result.solution = std::move(solution);
            return result;
        }
    }
    result.tries = options.tries;
    result.problem = fmt::format(
        "no {}x{} {} board needing at least {} presses in {} random boards (the most seen: {}; "
        "'puzzlebox-analyze flip' gives God's number of small sizes)",
        board.rows, board.cols, to_string(board.pattern), options.min_presses, options.tries, result.most_presses_seen);
    return result;
}

}  // namespace puzzlebox
