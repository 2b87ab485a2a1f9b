// puzzlebox-analyze on rotation puzzles: per board, its optimal distance, the
// number of optimal solutions, and where that distance sits in the whole
// space's distribution (computed when the space has at most 10! states);
// per shape (`puzzlebox-analyze rotate --space HxW`), the whole state space.
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <tuple>

#include <fmt/format.h>
#include <unistd.h>

#include "analyze/rotate/rotate_difficulty.hpp"
#include "analyze/rotate/rotate_space.hpp"
#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "families/rotate/rotate_family.hpp"
#include "families/solve_output.hpp"
#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/orbit_space.hpp"
#include "solve/rotate/oriented_table.hpp"
#include "support/csv_writer.hpp"
#include "support/exit_code.hpp"
#include "support/progress.hpp"

namespace puzzlebox {

namespace {

#define ROTATE_REPORT_OPTIONS(O)                                                                                                \
    O(text, space, "space", "",                                                                                                 \
      "board size HxW (2..8 each; at most 12 cells, or more when the moves keep the cells in orbits of at most 9: 4x4 --block " \
      "3)")                                                                                                                     \
    O(integer, block, "block", 2, 2, RotateBoard::max_side, "block side k")                                                     \
    O(text, turns, "turns", "cw", "cw | both | half", {"cw", "both", "half"})                                                   \
    O(flag, orientable, "orientable",                                                                                           \
      "tiles that turn with their block (Twiddle's 'o'): a state is the labels and every tile's turn (up to 2^36 states)")      \
    O(flag, rows_only, "rows-only",                                                                                             \
      "each row's tiles share one label, its own (Twiddle's 'r'): arrangements of those labels (up to 12! of them)")            \
    O(text, csv, "csv", "-", "the one-row report ('-': stdout)")                                                                \
    O(text, long_csv, "long", "", "also write distance,states here, one row per distance")
PUZZLEBOX_OPTIONS(RotateReportOptions, ROTATE_REPORT_OPTIONS);

// The whole space of a board's shape and labels is measured up to this many
// states (10!: a fraction of a second; orientable boards up to 3x3 by the
// shape's table, built once a process).
constexpr std::uint64_t measured_space_states = 3'628'800;
// The whole orientable space of a board's shape and target, built once a
// process (3x3: 10 to 30 s, 46 MiB) and shared by every board of that shape.
const OrientedDistanceTable& shape_table(const RotateBoard& board, const SearchLimits& limits) {
    static std::mutex mutex;
    static std::map<std::tuple<int, int, int, RotateTurns, std::vector<int>>, std::unique_ptr<OrientedDistanceTable>> built;
    const std::lock_guard lock(mutex);
    auto& table = built[{board.rows, board.cols, board.block, board.turns, board.target}];
    if (!table) {
        std::function<void(const std::string&)> progress;
        if (progress_wanted()) progress = [](const std::string& line) { progress_line(line); };
        table = std::make_unique<OrientedDistanceTable>(board, progress, 0, StopCheck(limits));
    }
    return *table;
}

}  // namespace

std::vector<std::string> RotateFamily::measure_columns() {
    return {"file",       "size",       "block",           "turns",         "moves", "optimal_solutions",
            "reachable",  "god_number", "states_at_moves", "states_closer", "level", "difficulty",
            "percentile", "partial"};
}

MeasureRow RotateFamily::measure(const std::string& file, const RotateBoard& board, const SearchLimits& limits) {
    std::vector<std::string> row{file, fmt::format("{}x{}", board.rows, board.cols), std::to_string(board.block),
                                 to_string(board.turns)};
    std::optional<int> moves;
    PathCount count;
    bool partial = false, unplaced = false;  // unplaced: a limit stopped the shape's table
    std::string reachable, god, at_moves, closer, level, reason, percentile;
    // The shape's whole space when it is small (its distribution places the
    // board): a distance table of the labels, or of labels and turns.
    const auto place = [&](const std::vector<std::uint64_t>& layers) {
        std::uint64_t nearer = 0;
        for (int d = 0; d < *moves; ++d) nearer += layers[static_cast<std::size_t>(d)];
        at_moves = std::to_string(layers[static_cast<std::size_t>(*moves)]);
        closer = std::to_string(nearer);
        const Difficulty difficulty = rotate_difficulty(*moves, count, rotate_scale(layers));
        level = level_name(difficulty.level);
        reason = difficulty.reason;
        percentile = percentile_text(difficulty.percentile);
    };
    if (board.orientable()) {
        const RotateResult searched =
            search_rotate_board(board, SearchGoal::count, limits, "", 0, default_rotate_pattern_cache());
        moves = searched.moves;
        count = searched.count;
        partial = is_partial(searched.outcome);
        if (moves && OrientedDistanceTable::state_count(board) <= oriented_table_states) {
            try {
                const OrientedDistanceTable& table = shape_table(board, limits);
                reachable = std::to_string(table.reachable());
                god = std::to_string(table.god_number());
                place(table.layers());
            } catch (const SearchStopped&) {
                unplaced = true;  // the limit came first: no place on the scale
            }
        }
    } else if (arrangement_count(board.target) <= measured_space_states) {
        const RotateDistanceTable table(board);
        const RotateResult solved = solve_rotate_board(board, table, SearchGoal::count);
        moves = solved.moves;
        count = solved.count;
        reachable = std::to_string(table.reachable());
        god = std::to_string(table.god_number());
        if (moves) place(table.layers());
    } else if (board.cell_count() > RotatePatternDatabase::max_cells) {
        partial = true;  // beyond every optimal method: no moves measured
    } else {
        const RotateResult searched =
            search_rotate_board(board, SearchGoal::count, limits, "", 0, default_rotate_pattern_cache());
        moves = searched.moves;
        count = searched.count;
        partial = is_partial(searched.outcome);
    }
    row.push_back(moves ? std::to_string(*moves) : "");
    row.push_back(moves || !partial ? count.to_string() : "");
    for (const auto& field : {reachable, god, at_moves, closer, level, reason, percentile}) row.push_back(field);
    row.push_back(partial ? "optimal_solutions" : unplaced ? "level" : "");
    return {row, partial || unplaced};
}

OptionTable RotateFamily::report_options() { return RotateReportOptions::table(); }

int RotateFamily::report(const OptionValues& values) {
    const auto o = RotateReportOptions::read(values);
    const std::string& size_text = o.space;
    const auto size = parse_size(size_text, RotateBoard::max_side);
    if (!size || size->first < 2 || size->second < 2)
        throw UsageError(fmt::format("--space expects HxW with 2 <= H, W <= {}, not '{}'", RotateBoard::max_side, size_text));
    const int block = static_cast<int>(o.block);
    if (block > std::min(size->first, size->second))
        throw UsageError(fmt::format("--block {} does not fit a {}x{} board", block, size->first, size->second));
    const RotateTurns turns = *parse_rotate_turns(o.turns);
    if (o.orientable) {
        RotateBoard solved = solved_rotate_board(size->first, size->second, block, turns, o.rows_only);
        solved.turned.assign(solved.grid.size(), 0);
        const std::uint64_t states = OrientedDistanceTable::state_count(solved);
        if (states > OrientedDistanceTable::max_states)
            throw UsageError(fmt::format(
                "--space {} --block {} --orientable: {} numbered states; the orientable table holds at "
                "most {} (2x4, 3x3 with 2x2 blocks)",
                size_text, block,
                states == std::numeric_limits<std::uint64_t>::max() ? std::string("more than 2^64") : std::to_string(states),
                OrientedDistanceTable::max_states));
    } else if (o.rows_only) {
        const std::uint64_t arrangements = arrangement_count(rows_only_rotate_target(size->first, size->second));
        if (arrangements > RotateDistanceTable::max_states)
            throw UsageError(
                fmt::format("--space {} --rows-only: {} arrangements of the rows' labels; the table holds at most {} "
                            "(4x4: 63,063,000)",
                            size_text, arrangements, RotateDistanceTable::max_states));
    } else if (size->first * size->second > 12)
        if (const auto problem = orbit_space_problem(solved_rotate_board(size->first, size->second, block, turns)))
            throw UsageError(
                fmt::format("--space {} --block {}: {} cells and {}; whole spaces are explored up to 12 cells, "
                            "or above when every orbit of the moves has at most 9 cells (4x4 --block 3)",
                            size_text, block, size->first * size->second, *problem));
    std::function<void(const std::string&)> progress;
    if (progress_wanted()) progress = [](const std::string& line) { progress_line(line); };
    const int threads = static_cast<int>(RunOptions::read(values).threads);
    const RotateSpace space =
        o.orientable ? explore_oriented_space(size->first, size->second, block, turns, progress, threads, o.rows_only)
                     : explore_rotate_space(size->first, size->second, block, turns, progress, threads, o.rows_only);
    CsvWriter csv(o.csv);
    std::optional<CsvWriter> long_csv;
    if (!o.long_csv.empty()) long_csv.emplace(o.long_csv);
    csv.row(rotate_space_columns());
    csv.row(rotate_space_row(space));
    if (long_csv) {
        long_csv->row({"distance", "states"});
        for (std::size_t d = 0; d < space.distribution.size(); ++d)
            long_csv->row({std::to_string(d), std::to_string(space.distribution[d])});
        long_csv->commit();
    }
    csv.commit();
    return exit_done;
}

}  // namespace puzzlebox
