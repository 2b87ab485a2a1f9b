// puzzlebox-solve on flip boards: solvable or not (with the invariant that
// proves it), a solution with the fewest presses as a set of cells, whether
// that is proven minimal, and how many minimal solutions there are; text or
// CSV (index,presses,cells). The validator replays the presses first.
#include <iostream>

#include <fmt/format.h>

#include "draw/flip_drawing.hpp"
#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/flip_validate.hpp"
#include "solve/flip_solver.hpp"
#include "solve/solve_options.hpp"

namespace puzzlebox {

namespace {

std::string cells_text(const FlipBoard& board, const std::vector<int>& presses) {
    std::string text;
    for (int cell : presses) text += fmt::format("{}{},{}", text.empty() ? "" : " ", cell / board.cols, cell % board.cols);
    return text;
}

std::string count_text(const FlipSolution& solution) {
    return (solution.count_capped ? "at least " : "") + solution.count.to_string();
}

}  // namespace

int solve_flip(const SolveOptions& options, const FlipBoard& board) {
    if (options.all) throw UsageError("flip boards: --all is not offered; a solution is a set of presses, and --count gives the number of minimal ones");
    FlipSolveOptions solve_options;
    solve_options.limits = options.limits;
    if (options.method == "elimination") solve_options.method = FlipMethod::elimination;
    if ((solve_options.method == FlipMethod::elimination || !flip_has_structure(board)) &&
        board.cell_count() > flip_max_elimination_cells)
        throw UsageError(fmt::format("a {}x{} board has {} cells; elimination handles at most {} (the cross pattern, and plus "
                                     "without wrap, have no such limit)",
                                     board.rows, board.cols, board.cell_count(), flip_max_elimination_cells));
    const FlipSolution solution = solve_flip_board(board, solve_options);
    if (solution.solvable) {
        const FlipCheck check = check_flip_solution(board, solution.presses);
        if (!check.valid) {
            std::cerr << "puzzlebox-solve: internal error: the solver returned an invalid solution (" << check.problem << ")\n";
            return exit_internal_error;
        }
    }
    const bool partial = is_partial(solution.outcome);
    const int status = !solution.solvable ? exit_nothing_found : partial ? exit_limit_hit : exit_done;
    const std::string minimality =
        solution.proven ? "proven minimal"
                        : fmt::format("not proven minimal{}{}",
                                      partial ? fmt::format(" (the search was {})", describe(solution.outcome)) : "",
                                      solution.lower_bound > 0
                                          ? fmt::format("; every solution has at least {} presses", solution.lower_bound)
                                          : "");
    if (!options.svg_path.empty()) {
        const bool drawn = options.draw_solution && solution.solvable;
        write_picture(options, draw_flip(board, drawn ? &solution.presses : nullptr),
                      fmt::format("flip {}x{}, {}{}: {}", board.rows, board.cols, to_string(board.pattern),
                                  board.torus ? " on a torus" : "", options.board_path),
                      drawn ? fmt::format("solution, {} presses ({})", solution.presses.size(),
                                          solution.proven ? "fewest" : "not proven fewest")
                            : "",
                      false);
    }
    if (options.count) {
        if (!solution.solvable) std::cout << "# no solution: " << solution.why_not << '\n';
        else if (!solution.proven || solution.count_capped) std::cout << "# " << minimality << ", count is a lower bound\n";
        std::cout << (solution.solvable ? solution.count.to_string() : "0") << '\n';
        return status;
    }
    if (options.format == "csv") {
        if (!solution.solvable) std::cerr << "puzzlebox-solve: no solution: " << solution.why_not << '\n';
        else if (!solution.proven) std::cerr << "puzzlebox-solve: " << minimality << '\n';
        CsvWriter csv("-");
        csv.row({"index", "presses", "cells"});
        if (solution.solvable) csv.row({"1", std::to_string(solution.presses.size()), cells_text(board, solution.presses)});
        csv.commit();
        return status;
    }
    std::cout << fmt::format("board: {} (flip {}x{}, pattern {}{})\n", options.board_path, board.rows, board.cols,
                             to_string(board.pattern), board.torus ? ", torus" : "");
    std::cout << "search: " << solution.method << '\n';
    std::cout << fmt::format("press matrix: rank {} of {}, nullity {}: 2^{} of the 2^{} boards are solvable\n", solution.rank,
                             board.cell_count(), solution.nullity, solution.rank, board.cell_count());
    if (!solution.solvable) {
        std::cout << "no solution: " << solution.why_not << '\n';
        return status;
    }
    std::cout << fmt::format("fewest presses: {} ({})\n", solution.presses.size(), minimality);
    std::cout << "presses: " << cells_text(board, solution.presses) << '\n';
    std::cout << fmt::format("solutions with {} presses: {}\n", solution.presses.size(), count_text(solution));
    return status;
}

}  // namespace puzzlebox
