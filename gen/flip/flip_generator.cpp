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
    board.presses = options.presses;
    board.target.assign(static_cast<std::size_t>(board.cell_count()), 0);
    board.grid = board.target;
    return board;
}

namespace {

// What the solver proves of a board's fewest presses: between `low` and `high`.
struct PressBounds {
    int low = 0, high = 0;
};

PressBounds press_bounds(const FlipSolution& solution) {
    const int found = static_cast<int>(solution.presses.size());
    return solution.proven ? PressBounds{found, found} : PressBounds{solution.lower_bound, found};
}

// How far a board is from [min, max]: 0 exactly when it is proven inside.
int distance_to(const PressBounds& bounds, int min_presses, int max_presses) {
    return std::max(0, min_presses - bounds.low) + (max_presses > 0 ? std::max(0, bounds.high - max_presses) : 0);
}

}  // namespace

FlipGenResult generate_flip_board(const FlipGenOptions& options, Random& random) {
    FlipBoard board = blank_flip_board(options);
    FlipGenResult result;
    const int cells = board.cell_count();
    const bool bounded = options.min_presses > 0 || options.max_presses > 0;
    // The start: with no bounds a uniformly random press set, else k
    // presses, k drawn in the bounds (as far as the cells allow).
    const auto start = [&] {
        std::vector<int> presses;
        if (!bounded) {
            for (int cell = 0; cell < cells; ++cell)
                if (random.coin()) presses.push_back(cell);
        } else {
            const int high = std::min(cells, options.max_presses > 0 ? options.max_presses : cells);
            const int low = std::min(options.min_presses, high);
            std::vector<int> order(static_cast<std::size_t>(cells));
            for (int cell = 0; cell < cells; ++cell) order[static_cast<std::size_t>(cell)] = cell;
            random.shuffle(order.begin(), order.end());
            // (k after the shuffle: the first numbers of pcg32 streams of one seed are alike)
            const int k = low + static_cast<int>(random.below(static_cast<std::uint32_t>(high - low + 1)));
            presses.assign(order.begin(), order.begin() + k);
        }
        FlipBoard made = blank_flip_board(options);
        apply_flip_presses(made, presses, made.grid);
        return made;
    };
    board = start();
    FlipSolution solution = solve_flip_board(board);
    PressBounds bounds = press_bounds(solution);
    int distance = distance_to(bounds, options.min_presses, options.max_presses);
    result.most_presses_seen = result.fewest_presses_seen = bounds.low;
    // A climb that has not come closer in this many steps is at a local
    // best (every press moves it away): it starts again.
    const int patience = 4 * cells + 16;
    int since_closer = 0;
    for (result.steps = 1; distance > 0 && result.steps < options.steps && !stop_requested(); ++result.steps) {
        FlipBoard next = board;
        if (++since_closer > patience) {
            next = start();
            since_closer = 0;
        } else {
            apply_flip_presses(next, {static_cast<int>(random.below(static_cast<std::uint32_t>(cells)))}, next.grid);
        }
        FlipSolution next_solution = solve_flip_board(next);
        const PressBounds next_bounds = press_bounds(next_solution);
        result.most_presses_seen = std::max(result.most_presses_seen, next_bounds.low);
        result.fewest_presses_seen = std::min(result.fewest_presses_seen, next_bounds.high);
        const int next_distance = distance_to(next_bounds, options.min_presses, options.max_presses);
        if (next_distance > distance && since_closer > 0) continue;  // (a fresh start is always taken)
        if (next_distance < distance) since_closer = 0;
        board = std::move(next);
        solution = std::move(next_solution);
        distance = next_distance;
    }
    if (distance == 0) {
        result.board = std::move(board);
        result.solution = std::move(solution);
        return result;
    }
    const std::string wanted = options.max_presses > 0 ? fmt::format("{} to {} presses", options.min_presses, options.max_presses)
                                                       : fmt::format("at least {} presses", options.min_presses);
    result.problem = fmt::format(
        "no {}x{} {} board needing {} in {} boards tried (the fewest presses seen ran from {} to {}; "
        "'puzzlebox-analyze flip' gives God's number of small sizes)",
        board.rows, board.cols, to_string(board.pattern), wanted, result.steps, result.fewest_presses_seen,
        result.most_presses_seen);
    return result;
}

}  // namespace puzzlebox
