// puzzlebox-solve on jump mazes: shortest (normal) or fewest-move sum-target
// (expert) paths, all of them, or their number; text or CSV. Every printed
// path is re-checked by the validator first.
#include <iostream>

#include <fmt/format.h>

#include "draw/jump_drawing.hpp"
#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/jump_validate.hpp"
#include "solve/jump_count.hpp"
#include "solve/solve_options.hpp"

namespace puzzlebox {

namespace {

std::string path_text(const JumpBoard& board, const JumpPath& path) {
    std::string text;
    for (std::size_t i = 0; i < path.cells.size(); ++i) {
        if (i > 0) text += " -> ";
        text += fmt::format("{} ({})", to_string(path.cells[i]), board.value(path.cells[i]));
    }
    return text;
}

std::string path_cells_field(const JumpPath& path) {
    std::string field;
    for (std::size_t i = 0; i < path.cells.size(); ++i) {
        if (i > 0) field += ' ';
        field += to_string(path.cells[i]);
    }
    return field;
}

}  // namespace

int solve_jump(const SolveOptions& options, const JumpBoard& board) {
    const bool expert = options.mode == "expert";
    const std::optional<std::int64_t> target =
        expert ? std::optional(options.target.value_or(board.target.value_or(0))) : std::nullopt;

    JumpSearchResult result;
    const JumpPruning& pruning = options.pruning;
    const bool every_pruning = pruning.goal_reachable && pruning.sum_bounds && pruning.distance;
    if (options.count && !options.all && every_pruning && board.cell_count() <= jump_count_max_cells) {
        // Counted, not walked (jump_count.hpp).
        const JumpCount counted = count_jump_paths(board, target, options.limits);
        result.count = counted.count;
        result.nodes = counted.nodes;
        result.outcome = counted.outcome;
    } else if (options.all || options.count) {
        result = find_all_jump_paths(board, target, options.all, options.pruning, options.limits);
    } else if (expert) {
        result = solve_jump_fewest_with_sum(board, *target, options.pruning, options.limits);
    } else {
        result = solve_jump_shortest(board, options.limits);
    }

    for (const JumpPath& path : result.paths) {
        const JumpPathCheck check = check_jump_path(board, path.cells, target);
        if (!check.valid || check.sum != path.sum) {
            std::cerr << fmt::format("puzzlebox-solve: internal error: the solver returned an invalid path ({}): {}\n",
                                     check.problem, path_text(board, path));
            return exit_internal_error;
        }
    }

    const bool partial = is_partial(result.outcome);
    const std::string partial_note = fmt::format("partial: {} after {} nodes; {}", describe(result.outcome), result.nodes,
                                                 options.count ? "the count is a lower bound" : "more solutions may exist");
    const int status = partial ? exit_limit_hit : (result.count.is_zero() ? exit_nothing_found : exit_done);
    if (!options.svg_path.empty()) {
        const bool drawn = options.draw_solution && !result.paths.empty();
        const JumpPath* path = drawn ? &result.paths.front() : nullptr;
        write_picture(options, draw_jump(board, path ? &path->cells : nullptr),
                      fmt::format("jump {}x{}: {}", board.rows, board.cols, options.board_path),
                      path ? fmt::format("solution, {} moves, {} tiles{}", path->moves(), path->tiles(),
                                         expert ? fmt::format(", sum {}", path->sum) : "")
                           : "",
                      partial);
    }

    if (options.count) {
        if (partial) std::cout << "# " << partial_note << '\n';
        std::cout << result.count.to_string() << '\n';
        return status;
    }
    if (options.format == "csv") {
        if (partial) std::cerr << "puzzlebox-solve: " << partial_note << '\n';
        CsvWriter csv("-");
        csv.row({"index", "moves", "tiles", "sum", "path"});
        for (std::size_t i = 0; i < result.paths.size(); ++i) {
            const JumpPath& path = result.paths[i];
            csv.row({std::to_string(i + 1), std::to_string(path.moves()), std::to_string(path.tiles()),
                     std::to_string(path.sum), path_cells_field(path)});
        }
        csv.commit();
        return status;
    }

    std::cout << fmt::format("board: {} (jump {}x{}, start {}, goal {})\n", options.board_path, board.rows, board.cols,
                             to_string(board.start), to_string(board.goal));
    const std::string goal_text = expert ? fmt::format("paths whose values sum to {}", *target) : std::string("paths");
    if (options.all)
        std::cout << fmt::format("mode: {}, every {}, fewest moves first\n", options.mode, goal_text);
    else
        std::cout << fmt::format("mode: {}, {} with the fewest moves\n", options.mode, goal_text);
    if (partial) std::cout << partial_note << '\n';
    if (result.paths.empty()) {
        std::cout << (partial ? "no solution found yet\n" : "no solution: no " + goal_text + " from start to goal\n");
        return status;
    }
    for (std::size_t i = 0; i < result.paths.size(); ++i) {
        const JumpPath& path = result.paths[i];
        std::cout << fmt::format("solution {}: {} moves, {} tiles, sum {}\n  {}\n", i + 1, path.moves(), path.tiles(),
                                 path.sum, path_text(board, path));
    }
    if (options.all)
        std::cout << fmt::format("solutions: {}\n", result.count.to_string());
    else
        std::cout << fmt::format("solutions with {} moves: {}\n", result.paths.front().moves(), result.count.to_string());
    return status;
}

}  // namespace puzzlebox
