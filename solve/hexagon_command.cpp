// puzzlebox-solve on magic hexagons: one completion, all of them, or their
// number, optionally up to the 12 symmetries; text or CSV. Every printed
// hexagon is re-checked by the validator first.
#include <iostream>

#include <fmt/format.h>

#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/hexagon_format.hpp"
#include "puzzles/hexagon_validate.hpp"
#include "solve/hexagon_solver.hpp"
#include "solve/solve_options.hpp"

namespace puzzlebox {

namespace {

std::string values_field(const std::vector<std::int64_t>& filled) {
    std::string field;
    for (std::size_t i = 0; i < filled.size(); ++i) field.append(i > 0 ? " " : "").append(std::to_string(filled[i]));
    return field;
}

}  // namespace

int solve_hexagon(const SolveOptions& options, const HexagonBoard& board) {
    const HexagonGoal goal = options.count ? HexagonGoal::count : options.all ? HexagonGoal::all : HexagonGoal::first;
    const HexagonSearchResult result = solve_magic_hexagon(board, goal, options.up_to_symmetry, options.limits);
    for (const auto& filled : result.solutions) {
        const HexagonCheck check = check_magic_hexagon(board, filled);
        if (!check.valid) {
            std::cerr << fmt::format("puzzlebox-solve: internal error: the solver returned an invalid hexagon ({}): {}\n",
                                     check.problem, values_field(filled));
            return exit_internal_error;
        }
    }
    const bool partial = is_partial(result.outcome);
    const PathCount& counted = options.up_to_symmetry ? result.orbits : result.count;
    const std::string partial_note = fmt::format("partial: {} after {} nodes; {}", describe(result.outcome), result.nodes,
                                                 options.count ? "the count is a lower bound" : "more solutions may exist");
    const int status = partial ? exit_limit_hit : (result.count.is_zero() ? exit_nothing_found : exit_done);

    if (options.count) {
        if (partial) std::cout << "# " << partial_note << '\n';
        if (!result.impossible.empty()) std::cout << "# no solution: " << result.impossible << '\n';
        std::cout << counted.to_string() << '\n';
        return status;
    }
    if (options.format == "csv") {
        if (partial) std::cerr << "puzzlebox-solve: " << partial_note << '\n';
        if (!result.impossible.empty()) std::cerr << "puzzlebox-solve: no solution: " << result.impossible << '\n';
        CsvWriter csv("-");
        csv.row({"index", "values"});
        for (std::size_t i = 0; i < result.solutions.size(); ++i)
            csv.row({std::to_string(i + 1), values_field(result.solutions[i])});
        csv.commit();
        return status;
    }
    const auto constant = hexagon_constant(board.order, board.first_value);
    std::cout << fmt::format("board: {} (hexagon order {}, values {}..{}, {})\n", options.board_path, board.order,
                             board.first_value, board.last_value(),
                             constant ? fmt::format("every line sums to {}", *constant) : std::string("no integer line sum"));
    if (partial) std::cout << partial_note << '\n';
    if (result.solutions.empty()) {
        if (!result.impossible.empty()) std::cout << "no solution: " << result.impossible << '\n';
        else std::cout << (partial ? "no solution found yet\n" : "no solution: the search was exhaustive\n");
        return status;
    }
    for (std::size_t i = 0; i < result.solutions.size(); ++i) {
        HexagonBoard filled = board;
        for (std::size_t cell = 0; cell < filled.cells.size(); ++cell) filled.cells[cell] = result.solutions[i][cell];
        std::cout << fmt::format("solution {}:\n{}", i + 1, hexagon_grid_text(filled));
    }
    if (goal == HexagonGoal::all)
        std::cout << fmt::format("solutions: {} ({} up to rotation and reflection)\n", result.count.to_string(),
                                 result.orbits.to_string());
    return status;
}

}  // namespace puzzlebox
