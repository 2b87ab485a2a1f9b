// puzzlebox-solve on flip boards: solvable or not (with the invariant that
// proves it), a solution with the fewest presses as a set of cells, whether
// that is proven minimal, and how many minimal solutions there are.
#include <fmt/format.h>

#include "analyze/flip/flip_difficulty.hpp"
#include "cli/usage_error.hpp"
#include "draw/flip/flip_drawing.hpp"
#include "families/family_model.hpp"
#include "families/flip/flip_family.hpp"
#include "puzzles/flip/flip_format.hpp"
#include "puzzles/flip/flip_tatham.hpp"
#include "puzzles/flip/flip_validate.hpp"
#include "solve/flip/gf2_system.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

namespace {

#define FLIP_SOLVE_OPTIONS(O)                                                                                            \
    O(text, method, "method", "", "elimination (of the whole press matrix, instead of the cross rule or light chasing)", \
      {"elimination"})
PUZZLEBOX_OPTIONS(FlipSolveToolOptions, FLIP_SOLVE_OPTIONS);

std::string count_text(const FlipSolution& solution) {
    return (solution.count_capped ? "at least " : "") + solution.count.to_string();
}

std::string minimality(const FlipSolution& solution) {
    if (solution.proven) return "proven minimal";
    return fmt::format("not proven minimal{}{}",
                       is_partial(solution.outcome) ? fmt::format(" (the search was {})", describe(solution.outcome)) : "",
                       solution.lower_bound > 0
                           ? fmt::format("; every solution has at least {}", counted(solution.lower_bound, "press", "presses"))
                           : "");
}

}  // namespace

std::string flip_cells_text(const FlipBoard& board, const std::vector<int>& presses) {
    std::string text;
    for (int cell : presses) text += fmt::format("{}{},{}", text.empty() ? "" : " ", cell / board.cols, cell % board.cols);
    return text;
}

FlipBoard FlipFamily::read(TextSource& source) { return read_flip_board(source); }
std::string FlipFamily::write(const FlipBoard& board) { return write_flip_board(board); }

std::vector<ForeignBoardId> FlipFamily::foreign_ids() { return {tatham_flip_reader}; }

std::optional<std::string> FlipFamily::tatham_id(const FlipBoard& board, std::string& why) { return tatham_flip_id(board, why); }

OptionTable FlipFamily::solve_options() { return FlipSolveToolOptions::table(); }

FlipSolveOptions FlipFamily::solve_settings(const FlipBoard& board, const std::string& method, const SearchLimits& limits) {
    FlipSolveOptions settings;
    settings.limits = limits;
    if (method == "elimination") settings.method = FlipMethod::elimination;
    if ((settings.method == FlipMethod::elimination || !flip_has_structure(board)) &&
        board.cell_count() > flip_max_elimination_cells)
        throw UsageError(
            fmt::format("a {}x{} board has {} cells; elimination handles at most {} (the cross pattern, and plus "
                        "without wrap, have no such limit)",
                        board.rows, board.cols, board.cell_count(), flip_max_elimination_cells));
    return settings;
}

Solved<FlipSolution> FlipFamily::solve(const FlipBoard& board, const SolveRequest& request) {
    if (request.goal == SearchGoal::all)
        throw UsageError(
            "flip boards: --all is not offered; a solution is a set of presses, and --count gives the number of minimal ones");
    FlipSolution solution =
        solve_flip_board(board, solve_settings(board, FlipSolveToolOptions::read(request.options).method, request.limits));
    Solved<FlipSolution> solved;
    solved.header = {fmt::format("board: {} (flip {}x{}, pattern {}{})", request.board_path, board.rows, board.cols,
                                 to_string(board.pattern), board.torus ? ", torus" : ""),
                     "search: " + solution.method,
                     fmt::format("press matrix: rank {} of {}, nullity {}: 2^{} of the 2^{} boards are solvable", solution.rank,
                                 board.cell_count(), solution.nullity, solution.rank, board.cell_count())};
    if (!solution.solvable && solution.why_not.empty() && is_partial(solution.outcome)) {
        solved.header.pop_back();  // stopped before solvability was known: no rank to show
        solved.outcome = solution.outcome;
        solved.partial_note =
            fmt::format("partial: {} while chasing the lights down; solvability not known", describe(solution.outcome));
        return solved;
    }
    if (!solution.solvable) {
        solved.why_not = solution.why_not;  // an invariant: proven whatever the limits
        return solved;
    }
    solved.outcome = solution.outcome;
    solved.count = solution.count;
    if (is_partial(solution.outcome)) solved.partial_note = "partial: " + minimality(solution) + ", count is a lower bound";
    else if (!solution.proven || solution.count_capped) solved.notes = {minimality(solution) + ", count is a lower bound"};
    solved.footer = {
        fmt::format("solutions with {}: {}", counted(solution.presses.size(), "press", "presses"), count_text(solution))};
    solved.drawn = fmt::format("solution, {} ({})", counted(solution.presses.size(), "press", "presses"),
                               solution.proven ? "fewest" : "not proven fewest");
    solved.solutions = {std::move(solution)};
    return solved;
}

std::string FlipFamily::check(const FlipBoard& board, const FlipSolution& solution, const SolveRequest&) {
    const FlipCheck check = check_flip_solution(board, solution.presses);
    return check.valid ? "" : check.problem;
}

std::string FlipFamily::solution_text(const FlipBoard& board, const FlipSolution& solution, std::size_t, const SolveRequest&) {
    return fmt::format("fewest presses: {} ({})\npresses: {}\n", solution.presses.size(), minimality(solution),
                       solution.presses.empty() ? "none, every cell is off already" : flip_cells_text(board, solution.presses));
}

std::vector<std::string> FlipFamily::csv_columns() { return {"presses", "cells"}; }

std::vector<std::string> FlipFamily::csv_fields(const FlipBoard& board, const FlipSolution& solution) {
    return {std::to_string(solution.presses.size()), flip_cells_text(board, solution.presses)};
}

std::string FlipFamily::picture_title(const FlipBoard& board) {
    return fmt::format("flip {}x{}, {}{}", board.rows, board.cols, to_string(board.pattern), board.torus ? " on a torus" : "");
}

std::string FlipFamily::play_data(const FlipBoard& board, const FlipSolution* solution) {
    if (!solution || !solution->solvable) return flip_play_data(board);
    // The kernel, for the page's fewest-presses hint: up to 12 vectors (4096
    // press sets to try in the browser) of boards up to 64x64.
    if (solution->nullity > 12 || board.cell_count() > 4096) return flip_play_data(board, &solution->presses);
    std::vector<std::vector<int>> kernel;
    for (const BitVector& vector : solve_gf2(flip_press_matrix(board), flip_difference(board)).kernel) {
        std::vector<int> cells;
        for (int cell = 0; cell < vector.size(); ++cell)
            if (vector.get(cell)) cells.push_back(cell);
        kernel.push_back(std::move(cells));
    }
    // The levels' bands of fewest presses, for the page's New puzzle.
    const FlipScale& scale = flip_scale(board, solution->rank, solution->nullity);
    return flip_play_data(board, &solution->presses, &kernel, play_levels_up_to(scale.most));
}

Figure FlipFamily::draw(const FlipBoard& board, const FlipSolution* solution, Legend legend) {
    return draw_flip(board, solution ? &solution->presses : nullptr, legend);
}

const Family& flip_family() {
    static const FamilyModel<FlipFamily> family;
    return family;
}

}  // namespace puzzlebox
