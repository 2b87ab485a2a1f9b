// puzzlebox-analyze on jump mazes: one row of structural measures per board
// (analyze/jump/jump_analysis.hpp) with its level, score and percentile;
// the whole-family report (`puzzlebox-analyze jump`) is the calibration of
// the score: where the scores of random boards of a shape lie
// (analyze/jump/jump_calibration.hpp; reports/calibration/), or with --hardest
// the proof of the hardest maze of a shape (jump_hardest_report.hpp).
#include <algorithm>
#include <cmath>
#include <iostream>

#include <fmt/format.h>

#include "analyze/jump/jump_analysis.hpp"
#include "analyze/jump/jump_calibration.hpp"
#include "analyze/jump/jump_difficulty.hpp"
#include "cli/shard_options.hpp"
#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "families/jump/jump_family.hpp"
#include "families/jump/jump_hardest_report.hpp"
#include "gen/jump/jump_generator.hpp"
#include "solve/jump/jump_count.hpp"
#include "support/csv_writer.hpp"
#include "support/exit_code.hpp"

namespace puzzlebox {

std::vector<std::string> JumpFamily::measure_columns() {
    std::vector<std::string> columns = jump_measure_columns();
    const auto partial = columns.end() - 1;  // "partial" stays last
    columns.insert(partial, {"level", "score", "difficulty", "percentile"});
    return columns;
}

std::vector<std::string> JumpFamily::measure_fields(const std::string& file, const JumpBoard& board, const JumpMeasures& m) {
    std::vector<std::string> row = jump_measure_row(file, board, m);
    std::vector<std::string> graded(4);
    if (const auto difficulty = jump_difficulty(board, m)) {
        graded[0] = level_name(difficulty->level);
        // Cut, not rounded: 1.996 is a medium 1.99, never 2.00.
        graded[1] = fmt::format("{:.2f}", std::floor(difficulty->score * 100) / 100);
        graded[2] = difficulty->reason;
        if (const Calibration& calibration = jump_calibration(board); !calibration.empty()) {
            graded[2] += "; " + calibration.harder_than(difficulty->score);
            graded[3] = fmt::format("{:.1f}", calibration.percentile(difficulty->score));
        }
    }
    row.insert(row.end() - 1, graded.begin(), graded.end());
    return row;
}

MeasureRow JumpFamily::measure(const std::string& file, const JumpBoard& board, const SearchLimits& limits) {
    const JumpMeasures m = measure_jump_board(board, limits);
    return {measure_fields(file, board, m), !m.partial.empty()};
}

namespace {

#define JUMP_REPORT_OPTIONS(O)                                                                                             \
    O(text, size, "size", "5x5", fmt::format("board size HxW, 1x1 to {0}x{0}", JumpBoard::max_side))                       \
    O(text, start, "start", "", "start cell row,col (default: bottom row, middle)")                                        \
    O(text, goal, "goal", "",                                                                                              \
      "goal cell row,col (default: the centre; on one or two rows, the top row's middle or the next cell)")                \
    O(integer, target, "target", 0, -1'000'000'000, 1'000'000'000,                                                         \
      "expert mode: the boards with a path summing to this, graded by the expert grade")                                   \
    O(integer, boards, "boards", jump_calibration_boards, 1, 10'000'000, "random boards in the sample (that solve)")       \
    O(integer, seed, "seed", static_cast<std::int64_t>(jump_calibration_seed), 0, no_option_limit,                         \
      "board i of the sample is pcg32 stream i of this seed (--hardest --restarts: their draws)")                          \
    O(text, csv, "csv", "-", "the summary row here ('-': stdout); written whole or not at all")                            \
    O(text, scores, "scores", "", "every board's stream and score here, in stream order")                                  \
    O(flag, hardest, "hardest",                                                                                            \
      "instead: prove the hardest maze of --size, goal --goal, start --start ('any': free), over every maze")              \
    O(flag, unique, "unique", "--hardest: only shortest solutions that are the only one")                                  \
    O(text, method, "method", "outwards",                                                                                  \
      "--hardest: outwards (from the goal; units, shards, checkpoints) | inwards (from the deepest) | forwards (from the " \
      "start)",                                                                                                            \
      {"outwards", "inwards", "forwards"})                                                                                 \
    O(integer, max_value, "max-value", 0, 0, 1000, "--hardest: magnitudes 1..min(room, this) (0: 1..room)")                \
    O(integer, at_least, "at-least", 0, 0, JumpHardestQuestion::max_cells_wide,                                            \
      "--hardest: each item down to this many moves on its own (0: stop at the first depth found); --shard needs it")      \
    O(row_text, shard, "shard", shard_option())                                                                            \
    O(text, board, "board", "", "--hardest: write the maze found here (a board file)")                                     \
    O(text, checkpoint, "checkpoint", "", "--hardest: keep every finished unit here, rewritten after each batch")          \
    O(flag, resume, "resume", "--hardest: take the units --checkpoint holds and go on from there")                         \
    O(text, units, "units", "", "--hardest: every unit's row here at the end (moves, item, nodes, maze)")                  \
    O(integer, estimate, "estimate", 0, 0, 1'000'000'000'000,                                                              \
      "--hardest --method inwards: instead, Knuth's estimate of the nodes to refute each depth to --at-least")             \
    O(integer, moves, "moves", 0, 0, JumpHardestQuestion::max_cells_wide - 1,                                              \
      "--hardest --method inwards|forwards: only whether a maze needs N moves or more (0: find the most)")                 \
    O(integer, restarts, "restarts", 0, 0, no_option_limit,                                                                \
      "--moves: look by this many random restarts instead (a maze found, or nothing proven; draws from --seed)")           \
    O(integer, restart_nodes, "restart-nodes", 1024, 1, 1'000'000'000'000,                                                 \
      "--restarts: restart i may visit this many nodes times the i-th Luby term (1, 1, 2, 1, 1, 2, 4, ...)")               \
    O(flag, refute_above, "refute-above",                                                                                  \
      "--moves: then the whole search one move past the maze found; none there proves it the most")
PUZZLEBOX_OPTIONS(JumpReportOptions, JUMP_REPORT_OPTIONS);

Cell cell_or(const std::string& name, const std::string& text, Cell fallback) {
    if (text.empty()) return fallback;
    const auto cell = parse_cell(text);
    if (!cell) throw UsageError(fmt::format("--{} expects row,col, not '{}'", name, text));
    return *cell;
}

// --size, --goal and --start as a board's shape, checked; with --hardest,
// --start any leaves the start free (`free_start`).
JumpBoard read_shape(const JumpReportOptions& o, bool& free_start) {
    JumpBoard shape;
    const auto hw = parse_size(o.size, JumpBoard::max_side);
    if (!hw) throw UsageError(fmt::format("--size expects HxW with 1 <= H, W <= {}, not '{}'", JumpBoard::max_side, o.size));
    shape.rows = hw->first;
    shape.cols = hw->second;
    free_start = o.hardest && o.start == "any";
    shape.start = free_start ? default_jump_start(shape.rows, shape.cols)
                             : cell_or("start", o.start, default_jump_start(shape.rows, shape.cols));
    shape.goal = cell_or("goal", o.goal, default_jump_goal(shape.rows, shape.cols));
    if (!shape.contains(shape.goal) || (!free_start && !shape.contains(shape.start)))
        throw UsageError("--start and --goal must be on the board");
    if (!free_start && shape.start == shape.goal) throw UsageError(JumpFamily::same_cell_refusal(shape.rows, shape.cols));
    return shape;
}

// --hardest: the proof of the hardest maze of the shape (families/jump/jump_hardest_report.hpp).
int hardest(const JumpReportOptions& o, const OptionValues& values) {
    JumpHardestRun run;
    JumpHardestQuestion& q = run.question;
    bool free_start = false;
    const JumpBoard shape = read_shape(o, free_start);
    q.rows = shape.rows;
    q.cols = shape.cols;
    q.goal = shape.goal;
    if (!free_start) q.start = shape.start;
    q.unique = o.unique;
    q.max_value = static_cast<int>(o.max_value);
    run.method = o.method == "inwards"    ? JumpHardestMethod::inwards
                 : o.method == "forwards" ? JumpHardestMethod::forwards
                                          : JumpHardestMethod::outwards;
    run.at_least = static_cast<int>(o.at_least);
    run.shard = o.shard;
    run.shard_given = o.given.shard;
    run.csv = o.csv;
    run.board = o.board;
    run.checkpoint = o.checkpoint;
    run.resume = o.resume;
    run.units = o.units;
    run.estimate = static_cast<std::uint64_t>(o.estimate);
    run.only_moves = static_cast<int>(o.moves);
    run.restarts = static_cast<std::uint64_t>(o.restarts);
    if (o.given.restart_nodes && o.restarts == 0) throw UsageError("--restart-nodes belongs to --restarts");
    run.restart_nodes = static_cast<std::uint64_t>(o.restart_nodes);
    run.refute_above = o.refute_above;
    run.seed = static_cast<std::uint64_t>(o.seed);
    return run_jump_hardest(run, values);
}

}  // namespace

OptionTable JumpFamily::report_options() { return JumpReportOptions::table(); }

int JumpFamily::report(const OptionValues& values) {
    const auto o = JumpReportOptions::read(values);
    if (o.hardest) return hardest(o, values);
    for (const char* only : {"method", "shard", "at-least", "checkpoint", "resume", "units", "board", "estimate", "moves",
                             "restarts", "restart-nodes", "refute-above"})
        if (values.given(only)) throw UsageError(fmt::format("--{} belongs to --hardest (the proof of the hardest maze)", only));
    bool free_start = false;
    JumpBoard shape = read_shape(o, free_start);
    if (o.given.target) {
        if (shape.cell_count() > jump_count_max_cells)
            throw UsageError(
                fmt::format("--target: expert grades count paths on boards of at most {} cells", jump_count_max_cells));
        if (!sum_parity_allows(shape.start, shape.goal, o.target))
            throw UsageError(fmt::format("--target {}: no path from {} to {} sums to it (the parity of their Manhattan distance)",
                                         o.target, to_string(shape.start), to_string(shape.goal)));
        shape.target = o.target;
    }
    const JumpSample sample = sample_jump_grades(shape, static_cast<int>(o.boards), static_cast<std::uint64_t>(o.seed));
    if (sample.stopped)  // a sample's percentiles are of the whole sample: none of them is settled
        throw SearchStopped(stop_outcome(),
                            fmt::format("sampling ({} of --boards {} drawn): nothing written", sample.boards.size(), o.boards));
    if (sample.calibration.empty()) {
        std::cerr << fmt::format("puzzlebox-analyze: only {} of {} random boards qualified, fewer than --boards {}\n",
                                 sample.boards.size(), sample.draws, o.boards);
        return exit_nothing_found;
    }
    if (!o.scores.empty()) {
        CsvWriter scores(o.scores);
        scores.row({"stream", "score"});
        for (const auto& board : sample.boards) scores.row({std::to_string(board.stream), fmt::format("{:.4f}", board.grade)});
        scores.commit();
    }
    const Calibration& c = sample.calibration;
    std::vector<std::string> columns{"size", "start", "goal", "mode", "seed", "boards", "draws"};
    std::vector<std::string> row{fmt::format("{}x{}", shape.rows, shape.cols),
                                 to_string(shape.start),
                                 to_string(shape.goal),
                                 shape.target ? fmt::format("expert {}", *shape.target) : std::string("normal"),
                                 std::to_string(o.seed),
                                 std::to_string(sample.boards.size()),
                                 std::to_string(sample.draws)};
    for (const double p : {10.0, 25.0, 50.0, 75.0, 90.0, 99.0, 99.9, 100.0}) {
        columns.push_back(p == 100.0 ? std::string("max") : fmt::format("p{:g}", p));
        row.push_back(fmt::format("{:.2f}", c.at_percent(p)));
    }
    // The share of the sample in each level's band of scores.
    for (const Level level : all_levels) {
        const GradeBand band{static_cast<double>(level), static_cast<double>(level) + 1};
        const auto in_band =
            std::count_if(c.scores.begin(), c.scores.end(), [&](double g) { return g >= band.low && g < band.high; });
        columns.push_back(fmt::format("{}_percent", level_name(level)));
        row.push_back(fmt::format("{:.2f}", 100.0 * static_cast<double>(in_band) / static_cast<double>(c.scores.size())));
    }
    CsvWriter csv(o.csv);
    csv.row(columns);
    csv.row(row);
    csv.commit();
    return exit_done;
}

}  // namespace puzzlebox
