// puzzlebox-solve on rotation puzzles: an optimal solution, all of them, or
// their number, as move names (Q1 .. for clockwise, Q1' counter-clockwise,
// Q1^2 a half turn); text or CSV. Every printed solution is replayed by the
// validator first.
#include <iostream>

#include <fmt/format.h>

#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/rotate_format.hpp"
#include "puzzles/rotate_validate.hpp"
#include "solve/rotate_solver.hpp"
#include "solve/solve_options.hpp"

namespace puzzlebox {

namespace {

std::string path_text(const std::vector<RotateMove>& moves) {
    std::string text;
    for (const RotateMove& move : moves) text.append(text.empty() ? "" : " ").append(move_name(move));
    return text;
}

}  // namespace

int solve_rotate(const SolveOptions& options, const RotateBoard& board) {
    const RotateGoal goal = options.count ? RotateGoal::count : options.all ? RotateGoal::all : RotateGoal::first;
    const RotateDistanceTable table(board);
    const RotateSolveResult result = solve_rotate_board(board, table, goal);
    for (const auto& solution : result.solutions) {
        const RotateCheck check = check_rotate_solution(board, solution);
        if (!check.valid) {
            std::cerr << fmt::format("puzzlebox-solve: internal error: the solver returned an invalid solution ({}): {}\n",
                                     check.problem, path_text(solution));
            return exit_internal_error;
        }
    }
    const int status = result.moves ? exit_done : exit_nothing_found;
    const std::string unreachable =
        fmt::format("the target is not reachable: the moves reach {} of the {} arrangements of these labels, and not this one",
                    result.reachable, result.arrangements);
    if (options.count) {
        if (!result.moves) std::cout << "# no solution: " << unreachable << '\n';
        std::cout << result.count.to_string() << '\n';
        return status;
    }
    if (options.format == "csv") {
        if (!result.moves) std::cerr << "puzzlebox-solve: no solution: " << unreachable << '\n';
        CsvWriter csv("-");
        csv.row({"index", "moves", "path"});
        for (std::size_t i = 0; i < result.solutions.size(); ++i)
            csv.row({std::to_string(i + 1), std::to_string(result.solutions[i].size()), path_text(result.solutions[i])});
        csv.commit();
        return status;
    }
    std::cout << fmt::format("board: {} (rotate {}x{}, {}x{} blocks Q1..Q{}, turns {})\n", options.board_path, board.rows,
                             board.cols, board.block, board.block, board.block_count(), to_string(board.turns));
    if (!result.moves) {
        std::cout << "no solution: " << unreachable << '\n';
        return status;
    }
    if (goal == RotateGoal::first) {
        std::cout << fmt::format("optimal solution, {} moves: {}\n", *result.moves, path_text(result.solutions[0]));
        return status;
    }
    for (std::size_t i = 0; i < result.solutions.size(); ++i)
        std::cout << fmt::format("solution {}: {}\n", i + 1, path_text(result.solutions[i]));
    std::cout << fmt::format("optimal solutions with {} moves: {}\n", *result.moves, result.count.to_string());
    return status;
}

}  // namespace puzzlebox
