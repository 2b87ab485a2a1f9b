// puzzlebox-solve on magic hexagons: one completion, all of them, or their
// number, optionally up to the 12 symmetries; text or CSV. Every printed
// hexagon is re-checked by the validator first. --method local: the
// annealer's magic hexagon, or its best arrangement and that one's error.
#include <iostream>

#include <fmt/format.h>

#include "draw/hexagon_drawing.hpp"
#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/hexagon_format.hpp"
#include "puzzles/hexagon_validate.hpp"
#include "solve/hexagon_local.hpp"
#include "solve/hexagon_solver.hpp"
#include "solve/solve_options.hpp"

namespace puzzlebox {

namespace {

std::string values_field(const std::vector<std::int64_t>& filled) {
    std::string field;
    for (std::size_t i = 0; i < filled.size(); ++i) field.append(i > 0 ? " " : "").append(std::to_string(filled[i]));
    return field;
}

std::string board_line(const SolveOptions& options, const HexagonBoard& board) {
    const auto constant = hexagon_constant(board.order, board.first_value);
    return fmt::format("board: {} (hexagon order {}, values {}..{}, {})\n", options.board_path, board.order,
                       board.first_value, board.last_value(),
                       constant ? fmt::format("every line sums to {}", *constant) : std::string("no integer line sum"));
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
    const bool drawn = options.draw_solution && !result.solutions.empty();
    write_picture(options, draw_hexagon(board, drawn ? &result.solutions.front() : nullptr),
                  fmt::format("hexagon order {}: {}", board.order, options.board_path), drawn ? "solution" : "", partial);

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
    std::cout << board_line(options, board);
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

int solve_hexagon_locally(const SolveOptions& options, const HexagonBoard& board) {
    HexagonLocalOptions local;
    local.seed = options.seed;
    local.steps_per_run = options.steps_per_run;
    local.limits = options.limits;
    SearchBudget clock({});
    const HexagonLocalResult result = search_magic_hexagon_locally(board, local);
    const double seconds = clock.elapsed_seconds();
    const bool magic = result.impossible.empty() && result.error == 0;
    if (magic) {
        const HexagonCheck check = check_magic_hexagon(board, result.best);
        if (!check.valid) {
            std::cerr << fmt::format("puzzlebox-solve: internal error: the local search returned an invalid hexagon ({}): {}\n",
                                     check.problem, values_field(result.best));
            return exit_internal_error;
        }
    }
    const int status = magic ? exit_done : is_partial(result.outcome) ? exit_limit_hit : exit_nothing_found;
    const bool drawn = options.draw_solution && magic;
    write_picture(options, draw_hexagon(board, drawn ? &result.best : nullptr),
                  fmt::format("hexagon order {}: {}", board.order, options.board_path), drawn ? "solution" : "",
                  is_partial(result.outcome));
    const std::string effort = fmt::format("local search, seed {}: {} annealing runs, {} swaps tried, {:.2f} s",
                                           options.seed, result.runs, result.steps, seconds);
    const std::string best = fmt::format("best found: total line error {} ({} lines off the constant); {}", result.error,
                                         result.wrong_lines,
                                         is_partial(result.outcome) ? "partial: " + describe(result.outcome) : "final");
    if (options.format == "csv") {
        if (!result.impossible.empty()) std::cerr << "puzzlebox-solve: no solution: " << result.impossible << '\n';
        else if (!magic) std::cerr << "puzzlebox-solve: " << best << '\n';
        CsvWriter csv("-");
        csv.row({"index", "values"});
        if (magic) csv.row({"1", values_field(result.best)});
        csv.commit();
        return status;
    }
    std::cout << board_line(options, board);
    if (!result.impossible.empty()) {
        std::cout << "no solution: " << result.impossible << '\n';
        return status;
    }
    std::cout << effort << '\n';
    HexagonBoard filled = board;
    for (std::size_t cell = 0; cell < filled.cells.size(); ++cell) filled.cells[cell] = result.best[cell];
    if (magic) std::cout << "solution 1:\n" << hexagon_grid_text(filled);
    else std::cout << best << '\n' << hexagon_grid_text(filled);
    return status;
}

}  // namespace puzzlebox
