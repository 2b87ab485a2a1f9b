// puzzlebox-solve on rotation puzzles: an optimal solution, all of them, or
// their number, as move names (Q1 .. for clockwise, Q1' counter-clockwise,
// Q1^2 a half turn); text or CSV. Every printed solution is replayed by the
// validator first.
#include <chrono>
#include <functional>
#include <iostream>
#include <limits>

#include <unistd.h>

#include <fmt/format.h>

#include "draw/rotate_drawing.hpp"
#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/rotate_format.hpp"
#include "puzzles/rotate_validate.hpp"
#include "solve/rotate_ida.hpp"
#include "solve/arrangement_rank.hpp"
#include "solve/rotate_solver.hpp"
#include "solve/solve_options.hpp"

namespace puzzlebox {

namespace {

std::string path_text(const std::vector<RotateMove>& moves) {
    std::string text;
    for (const RotateMove& move : moves) text.append(text.empty() ? "" : " ").append(move_name(move));
    return text;
}

// What either method found, for printing.
struct RotateOutcome {
    std::optional<int> moves;
    std::vector<std::vector<RotateMove>> solutions;
    PathCount count;
    std::string why_not;     // no solution: the proof
    std::string search;      // how it was searched (text output)
    SearchOutcome outcome = SearchOutcome::complete;
    int proven_at_least = 0; // a limit stopped IDA*: no solution is shorter
};

// IDA* nodes a count or listing may take before the table is built instead.
constexpr std::uint64_t rotate_count_trial_nodes = std::uint64_t{1} << 25;  // about 1.5 s

RotateOutcome solve_by_table(const RotateBoard& board, RotateGoal goal) {
    const RotateDistanceTable table(board);
    RotateSolveResult result = solve_rotate_board(board, table, goal);
    RotateOutcome out{result.moves, std::move(result.solutions), result.count, {}, {}, SearchOutcome::complete, 0};
    out.why_not = fmt::format("the target is not reachable: the moves reach {} of the {} arrangements of these labels, and not this one",
                              result.reachable, result.arrangements);
    out.search = fmt::format("breadth-first table of all {} arrangements", result.arrangements);
    return out;
}

RotateOutcome solve_by_ida(const SolveOptions& options, const RotateBoard& board, RotateGoal goal, const SearchLimits& limits) {
    const auto started = std::chrono::steady_clock::now();
    std::function<void(const std::string&)> progress;
    if (isatty(STDERR_FILENO)) progress = [](const std::string& line) { std::cerr << "puzzlebox-solve: " << line << '\n'; };
    RotatePatternOptions pattern_options;
    pattern_options.max_states = options.pattern_states != 0 ? options.pattern_states : rotate_pattern_budget(board);
    pattern_options.cache = options.pattern_cache;
    pattern_options.progress = progress;
    const RotatePatterns patterns(board, pattern_options);
    RotateIdaResult result = solve_rotate_ida(board, patterns, goal, limits, progress);
    RotateOutcome out{result.moves, std::move(result.solutions), result.count, result.why_not, {}, result.outcome, 0};
    if (!result.bounds.empty()) out.proven_at_least = result.bounds.back();
    std::string tiles;
    for (const auto& database : patterns.databases())
        tiles.append(tiles.empty() ? "" : " + ").append(std::to_string(database->homes().size()));
    out.search = fmt::format("IDA* with pattern databases of {} tiles ({} lookups), {} nodes, {:.2f} s",
                             tiles.empty() ? "no" : tiles, patterns.lookups(), result.nodes,
                             std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
    return out;
}

}  // namespace

int solve_rotate(const SolveOptions& options, const RotateBoard& board) {
    const RotateGoal goal = options.count ? RotateGoal::count : options.all ? RotateGoal::all : RotateGoal::first;
    std::string method = options.method;
    const std::uint64_t arrangements = arrangement_count(board.target);
    // One board needs no whole table: IDA* proves distinct labels unsolvable
    // by group membership and solves them with small databases. Repeated
    // labels (colour puzzles) have no such test, so up to 12! arrangements
    // the table answers for them.
    const bool table_fits = arrangements <= RotateDistanceTable::max_states;
    const bool chosen = !method.empty();
    if (method.empty()) method = table_fits && !rotate_labels_distinct(board) ? "table" : "ida";
    if (method == "table" && arrangements > RotateDistanceTable::max_states)
        throw UsageError(fmt::format("--method table holds at most {} arrangements; this board's labels have {}",
                                     RotateDistanceTable::max_states,
                                     arrangements == std::numeric_limits<std::uint64_t>::max() ? std::string("more than 2^64")
                                                                                               : std::to_string(arrangements)));
    if (method == "ida" && board.cell_count() > RotatePatternDatabase::max_cells)
        throw UsageError(fmt::format("--method ida holds boards up to {} cells", RotatePatternDatabase::max_cells));
    RotateOutcome result;
    if (method == "table") {
        result = solve_by_table(board, goal);
    } else if (!chosen && table_fits && goal != RotateGoal::first) {
        // Counting or listing every optimal solution: IDA* for what takes it
        // about a second (nearly every board), the table (seconds, once) for
        // the far ones, whose optimal solutions run to tens of thousands.
        SearchLimits trial = options.limits;
        trial.max_nodes = std::min<std::uint64_t>(trial.max_nodes, rotate_count_trial_nodes);
        result = solve_by_ida(options, board, goal, trial);
        if (result.outcome == SearchOutcome::node_limit && trial.max_nodes < options.limits.max_nodes)
            result = solve_by_table(board, goal);
    } else {
        result = solve_by_ida(options, board, goal, options.limits);
    }
    for (const auto& solution : result.solutions) {
        const RotateCheck check = check_rotate_solution(board, solution);
        if (!check.valid) {
            std::cerr << fmt::format("puzzlebox-solve: internal error: the solver returned an invalid solution ({}): {}\n",
                                     check.problem, path_text(solution));
            return exit_internal_error;
        }
    }
    const bool partial = is_partial(result.outcome);
    const int status = result.moves ? exit_done : partial ? exit_limit_hit : exit_nothing_found;
    if (!options.svg_path.empty()) {
        const std::vector<RotateMove>* moves = options.draw_solution && !result.solutions.empty() ? &result.solutions.front() : nullptr;
        write_picture(options, draw_rotate(board, moves),
                      fmt::format("rotate {}x{}, {}x{} blocks: {}", board.rows, board.cols, board.block, board.block, options.board_path),
                      moves ? fmt::format("optimal solution, {} moves", moves->size()) : "", partial);
    }
    const std::string why = partial ? fmt::format("the search was {}; no solution has fewer than {} moves",
                                                  describe(result.outcome), result.proven_at_least)
                                    : result.why_not;
    if (options.count) {
        if (!result.moves) std::cout << "# no solution: " << why << '\n';
        std::cout << result.count.to_string() << '\n';
        return status;
    }
    if (options.format == "csv") {
        if (!result.moves) std::cerr << "puzzlebox-solve: no solution: " << why << '\n';
        CsvWriter csv("-");
        csv.row({"index", "moves", "path"});
        for (std::size_t i = 0; i < result.solutions.size(); ++i)
            csv.row({std::to_string(i + 1), std::to_string(result.solutions[i].size()), path_text(result.solutions[i])});
        csv.commit();
        return status;
    }
    std::cout << fmt::format("board: {} (rotate {}x{}, {}x{} blocks Q1..Q{}, turns {})\n", options.board_path, board.rows,
                             board.cols, board.block, board.block, board.block_count(), to_string(board.turns));
    std::cout << "search: " << result.search << '\n';
    if (!result.moves) {
        std::cout << (partial ? "stopped: " : "no solution: ") << why << '\n';
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
