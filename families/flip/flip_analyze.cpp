// puzzlebox-analyze on flip boards: per board, the rank and nullity of its
// size's press matrix, whether it is solvable (and the invariant that rules
// it out), its fewest presses and how many minimal solutions; per pattern
// (`puzzlebox-analyze flip`), the structure of every size in a range.
#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <utility>

#include <fmt/format.h>
#include <tbb/parallel_for.h>

#include "analyze/flip/flip_cross_column_units.hpp"
#include "analyze/flip/flip_cross_columns.hpp"
#include "analyze/flip/flip_difficulty.hpp"
#include "analyze/flip/flip_god_number.hpp"
#include "analyze/flip/flip_space.hpp"
#include "cli/checkpoint_options.hpp"
#include "cli/shard_options.hpp"
#include "cli/usage_error.hpp"
#include "distributed/cluster.hpp"
#include "families/family_list.hpp"
#include "families/flip/flip_checkpoint.hpp"
#include "families/flip/flip_family.hpp"
#include "puzzles/flip/flip_format.hpp"
#include "solve/search_limits.hpp"
#include "support/csv_writer.hpp"
#include "support/exit_code.hpp"
#include "support/input_error.hpp"
#include "support/output_file.hpp"
#include "support/output_names.hpp"
#include "support/progress.hpp"

namespace puzzlebox {

namespace {

#define FLIP_REPORT_OPTIONS(O)                                                                                         \
    O(text, pattern, "pattern", "cross", "cross | plus | merlin (3x3 only)", {"cross", "plus", "merlin"})              \
    O(text, board, "board", "", "a board (file or ID, Tatham's too): its press sets at its size, not --pattern's")     \
    O(text, wrap, "wrap", "none", "none | torus", {"none", "torus"})                                                   \
    O(text, rows, "rows", "1-8", "heights N or LOW-HIGH (1..128)")                                                     \
    O(text, cols, "cols", "1-8", "widths N or LOW-HIGH (1..128)")                                                      \
    O(integer, whole_space, "whole-space", 25, 0, flip_space_max_cells,                                                \
      "God's number and distribution for sizes up to this many cells (2^cells bytes)")                                 \
    O(integer, god_cells, "god-cells", 1600, 0, 16384,                                                                 \
      "past the whole space, God's number from the kernel up to this many cells (0: none)")                            \
    O(integer, god_nodes, "god-nodes", 16777216, 1, INT64_MAX,                                                         \
      "the branch and bound's nodes per size (a budget: bounds are given past it)")                                    \
    O(integer, god_work, "god-work", 17179869184, 1, INT64_MAX,                                                        \
      "the branch and bound's f updates per size (a budget, like --god-nodes)")                                        \
    O(integer, god_tabu_work, "god-tabu-work", 8589934592, 0, INT64_MAX,                                               \
      "then, where a gap is left, a tabu search's operations for a better witness (0: none)")                          \
    O(integer, god_wide_work, "god-wide-work", 0, 0, INT64_MAX,                                                        \
      "past the climb's nullity: tabu search operations on a working set of kernel vectors (0: none)")                 \
    O(integer, god_program_work, "god-program-work", 1073741824, 0, INT64_MAX,                                         \
      "then the integer program's nodes times its size (2^nullity x classes) per size (0: none)")                      \
    O(integer, god_program_nullity, "god-program-nullity", 9, 0, 30,                                                   \
      "the integer program only up to this nullity (a node's linear program grows as 2^nullity)")                      \
    O(integer, god_relaxation_nullity, "god-relaxation-nullity", 0, 0, 24,                                             \
      "where a gap is left, the integer program's linear relaxation up to this nullity (0: none)")                     \
    O(integer, god_relaxation_tries, "god-relaxation-tries", 1, 1, 4096,                                               \
      "relaxations solved, each fixing the translations by other classes; the least bound kept")                       \
    O(integer, god_subcode, "god-subcode", 0, 0, 24,                                                                   \
      "past --god-relaxation-nullity, the relaxation on a subcode of this dimension, random combinations "             \
      "of the kernel basis (0: none)")                                                                                 \
    O(integer, god_columns_work, "god-columns-work", 8589934592, 0, INT64_MAX,                                         \
      "odd x odd cross to --god-columns-side: column-class search nodes x 2^(H-1) (0: none)")                          \
    O(integer, god_columns_side, "god-columns-side", 7, 1, cross_columns_max_side,                                     \
      "the column-class search up to this short side (9: 9x9 in 2^36 of --god-columns-work)")                          \
    O(integer, god_columns_climb, "god-columns-climb", 0, 0, INT64_MAX,                                                \
      "first a climb of this many steps over column classes: a press set for the search to beat (0: none)")            \
    O(integer, god_columns_estimate, "god-columns-estimate", 0, 0, INT64_MAX,                                          \
      "only estimate the column-class search's nodes by this many random probes (one size; a CSV row)")                \
    O(integer, god_classes_estimate, "god-classes-estimate", 0, 0, INT64_MAX,                                          \
      "only estimate the class-count branch and bound's nodes for --god-classes-target, by random probes (a CSV row)") \
    O(integer, god_classes_target, "god-classes-target", 0, 0, 1000000,                                                \
      "--god-classes-estimate's target: prove no press set this far from every kernel vector")                         \
    O(integer, god_columns_units, "god-columns-units", 0, 0, 16777216,                                                 \
      "the column-class search of one cross in units, the first level with this many (--shard, MPI; 0: one search)")   \
    O(row_text, shard, "shard", shard_option())                                                                        \
    O(text, checkpoint, "checkpoint", "", "the column-class search's state (its units ended), kept here")              \
    O(flag, resume, "resume", "go on from --checkpoint's state (same answer as unbroken)")                             \
    O(real, checkpoint_seconds, "checkpoint-seconds", "60", 1, 86400, "seconds between its states")                    \
    O(text, witnesses, "witnesses", "", "write the press sets attaining god_lower here (CSV)")                         \
    O(text, certificates, "certificates", "", "write the certificates of relaxation bounds here (CSV)")                \
    O(text, csv, "csv", "-", "write the CSV here ('-': stdout); written whole or not at all")                          \
    O(text, long_form, "long", "", "also write rows,cols,pattern,wrap,presses,boards here (the distributions)")
PUZZLEBOX_OPTIONS(FlipReportOptions, FLIP_REPORT_OPTIONS);

}  // namespace

std::vector<std::string> FlipFamily::measure_columns() {
    return {"file",    "size",       "pattern",        "wrap",    "rank",
            "nullity", "solvable",   "fewest_presses", "proven",  "minimal_solutions",
            "level",   "difficulty", "percentile",     "why_not", "partial"};
}

MeasureRow FlipFamily::measure(const std::string& file, const FlipBoard& board, const SearchLimits& limits) {
    const FlipSolution solution = solve_flip_board(board, solve_settings(board, "", limits));
    // Stopped before solvability was known (the chase of a 4096x4096 board
    // under a short limit): the structure columns are empty and named partial.
    if (!solution.solvable && solution.why_not.empty() && is_partial(solution.outcome))
        return {{file, fmt::format("{}x{}", board.rows, board.cols), to_string(board.pattern), board.torus ? "torus" : "none", "",
                 "", "", "", "", "", "", "", "", "", "rank nullity solvable fewest_presses"},
                true};
    const bool partial = solution.solvable && is_partial(solution.outcome);
    std::optional<Difficulty> difficulty;
    if (solution.solvable && !partial) difficulty = flip_difficulty(board, solution);
    return {{file, fmt::format("{}x{}", board.rows, board.cols), to_string(board.pattern), board.torus ? "torus" : "none",
             std::to_string(solution.rank), std::to_string(solution.nullity), solution.solvable ? "yes" : "no",
             solution.solvable ? std::to_string(solution.presses.size()) : "",
             solution.solvable ? (solution.proven ? "yes" : "no") : "",
             solution.solvable ? (solution.count_capped ? ">=" : "") + solution.count.to_string() : "",
             difficulty ? std::string(level_name(difficulty->level)) : "", difficulty ? difficulty->reason : "",
             difficulty ? percentile_text(difficulty->percentile) : "", solution.why_not, partial ? "fewest_presses" : ""},
            partial};
}

OptionTable FlipFamily::report_options() { return FlipReportOptions::table(); }

namespace {

// --god-columns-estimate: how long the column-class search of one odd x
// odd cross would take, or has still to take from its checkpoint
// (--checkpoint FILE --resume, read and left as it is), without running it
// (flip_cross_columns.hpp): one CSV row, the press set in hand, the nodes
// done and the nodes estimated still to come.
int estimate_column_search(const FlipReportOptions& o, std::pair<int, int> rows, std::pair<int, int> cols, const FlipBoard& shape,
                           const CrossColumnsSnapshot* from) {
    if (shape.pattern != FlipPattern::cross || shape.torus || rows.first != rows.second || cols.first != cols.second ||
        rows.first % 2 == 0 || cols.first % 2 == 0 || std::min(rows.first, cols.first) > cross_columns_max_side)
        throw UsageError(fmt::format(
            "--god-columns-estimate estimates the column-class search of one odd x odd cross: --pattern cross, one --rows "
            "and one --cols, both odd, the short side at most {}",
            cross_columns_max_side));
    if (o.given.witnesses || o.given.certificates || o.given.long_form)
        throw UsageError("--god-columns-estimate runs no search: not with --witnesses, --certificates or --long");
    if (!o.checkpoint.empty() && !from)
        throw UsageError(
            fmt::format("--god-columns-estimate reads --checkpoint {} to go on from: give --resume, and a "
                        "checkpoint that is there",
                        o.checkpoint));
    if (from && from->pass != 1)
        throw UsageError(
            fmt::format("--god-columns-estimate: {} is in pass {} of the search; the estimate goes on only "
                        "from the pass with the symmetry tests (1)",
                        o.checkpoint, from->pass));
    const CrossColumnsEstimate estimate =
        estimate_cross_columns(rows.first, cols.first, static_cast<std::uint64_t>(o.god_columns_estimate),
                               static_cast<std::uint64_t>(o.god_columns_climb), from);
    if (estimate.stopped) throw SearchStopped(stop_outcome(), "estimating the column-class search: nothing written");
    CsvWriter csv(o.csv);
    csv.row({"rows", "cols", "pattern", "climb_steps", "best_in_hand", "probes", "nodes_done", "nodes_left_estimate",
             "standard_error"});
    csv.row({std::to_string(rows.first), std::to_string(cols.first), "cross", std::to_string(from ? 0 : o.god_columns_climb),
             std::to_string(estimate.best_in_hand), std::to_string(estimate.probes), std::to_string(estimate.nodes_done),
             fmt::format("{:.4g}", estimate.nodes), fmt::format("{:.2g}", estimate.standard_error)});
    csv.commit();
    return exit_done;
}

// --god-classes-estimate: how many nodes (and distance updates) the branch
// and bound over the kernel's class counts would take to prove that no
// press set of one size is --god-classes-target from every kernel vector,
// without running it (estimate_class_search): one CSV row.
int estimate_class_search_row(const FlipReportOptions& o, std::pair<int, int> rows, std::pair<int, int> cols, FlipBoard shape) {
    if (rows.first != rows.second || cols.first != cols.second)
        throw UsageError("--god-classes-estimate estimates the search of one size: one --rows and one --cols");
    if (o.god_classes_target == 0) throw UsageError("--god-classes-estimate needs --god-classes-target T (T >= 1)");
    if (o.given.witnesses || o.given.certificates || o.given.long_form || !o.checkpoint.empty() || o.god_columns_units > 0 ||
        o.god_columns_estimate > 0)
        throw UsageError(
            "--god-classes-estimate runs no search: not with --witnesses, --certificates, --long, --checkpoint, "
            "--god-columns-units or --god-columns-estimate");
    shape.rows = rows.first;
    shape.cols = cols.first;
    FlipClassSearchEstimate estimate;
    try {
        estimate = estimate_class_search(shape, static_cast<int>(o.god_classes_target),
                                         static_cast<std::uint64_t>(o.god_classes_estimate));
    } catch (const std::invalid_argument& wrong) {
        throw UsageError(fmt::format("--god-classes-estimate on {}x{}: {}", shape.rows, shape.cols, wrong.what()));
    }
    if (estimate.stopped) throw SearchStopped(stop_outcome(), "estimating the class-count search: nothing written");
    CsvWriter csv(o.csv);
    csv.row({"rows", "cols", "pattern", "wrap", "nullity", "classes", "target", "probes", "log10_nodes", "relative_error",
             "log10_work", "reached"});
    csv.row({std::to_string(shape.rows), std::to_string(shape.cols), to_string(shape.pattern), shape.torus ? "torus" : "none",
             std::to_string(estimate.nullity), std::to_string(estimate.classes), std::to_string(estimate.target),
             std::to_string(estimate.probes), fmt::format("{:.3f}", estimate.log10_nodes),
             fmt::format("{:.3f}", estimate.relative_error), fmt::format("{:.3f}", estimate.log10_work),
             estimate.reached ? "yes" : "no"});
    csv.commit();
    return exit_done;
}

// Whether rows x cols is one odd x odd cross the column-class search takes.
bool one_column_search_shape(const FlipReportOptions& o, std::pair<int, int> rows, std::pair<int, int> cols,
                             const FlipBoard& shape) {
    return shape.pattern == FlipPattern::cross && !shape.torus && !o.given.board && rows.first == rows.second &&
           cols.first == cols.second && rows.first % 2 == 1 && cols.first % 2 == 1;
}

// The column-class search in units as a report runs it: the run, its
// split, the units ended so far and when they were last kept.
struct ColumnUnits {
    CrossColumnsUnitsRun run;
    CrossColumnsSplit split;
    std::vector<CrossColumnsUnitResult> ended;
    std::chrono::steady_clock::time_point kept;
    std::optional<Progress> progress;
};

// --checkpoint's units, now (rank 0 only).
void keep_units(const FlipReportOptions& o, const ColumnUnits& units) {
    if (!o.checkpoint.empty() && Cluster::world().is_root())
        write_file_atomically(o.checkpoint, cross_columns_units_text(units.run, units.ended));
}

// A stop signal in the search in units: the units ended are kept.
SearchStopped units_stopped(const FlipReportOptions& o, const ColumnUnits& units, const SearchStopped& stopped) {
    keep_units(o, units);
    return SearchStopped(stopped.outcome, stopped.phase + (o.checkpoint.empty() ? ": nothing written"
                                                                                : fmt::format("; {} keeps the units ended "
                                                                                              "(--resume)",
                                                                                              o.checkpoint)));
}

// --god-columns-units: the column-class search of one cross in units
// (flip_cross_column_units.hpp). --checkpoint keeps the units ended (a
// CSV, rewritten every --checkpoint-seconds and when a stop signal comes);
// --resume goes on from them, or from the merge of shards' partial
// reports. A shard writes its units as a partial report and returns its
// exit code; the whole run hands the split to the engine and returns
// nothing, and the report goes on as without units.
std::optional<int> column_units(const FlipReportOptions& o, const OptionValues& values, std::pair<int, int> rows,
                                std::pair<int, int> cols, const FlipBoard& shape, bool resuming, FlipSpaceOptions& space_options,
                                std::optional<ColumnUnits>& units) {
    const Shard shard = shard_from(o.shard, o.given.shard);
    if (o.god_columns_units == 0) {
        if (o.given.shard) throw UsageError("--shard splits the column-class search: give --god-columns-units");
        return std::nullopt;
    }
    if (!one_column_search_shape(o, rows, cols, shape) ||
        std::min(rows.first, cols.first) > std::min<int>(static_cast<int>(o.god_columns_side), cross_columns_max_side) ||
        o.god_columns_work == 0)
        throw UsageError(
            fmt::format("--god-columns-units splits the column-class search of one odd x odd cross: --pattern cross, one "
                        "--rows and one --cols, both odd, the short side at most --god-columns-side ({}, at most {})",
                        o.god_columns_side, cross_columns_max_side));
    if (o.god_columns_estimate > 0) throw UsageError("--god-columns-estimate runs no search: not with --god-columns-units");
    if (!shard.whole() && (o.given.witnesses || o.given.certificates || o.given.long_form))
        throw UsageError("--shard writes its units only: --witnesses, --certificates and --long come with the merged run");
    units.emplace();
    ColumnUnits& u = *units;
    u.run = {rows.first, cols.first, static_cast<std::uint64_t>(o.god_columns_climb),
             static_cast<std::uint64_t>(o.god_columns_units)};
    try {
        u.split = split_cross_columns(u.run.rows, u.run.cols, u.run.climb_steps, u.run.wanted);
    } catch (const std::invalid_argument& too_many) {
        throw UsageError(fmt::format("--god-columns-units {}: {}", o.god_columns_units, too_many.what()));
    }
    if (u.split.stopped) throw SearchStopped(stop_outcome(), "cutting the column-class search into units: nothing written");
    CrossColumnsUnitsOptions& options = space_options.god.cross_columns_units;
    options.shard = shard;
    if (resuming) {
        options.done = read_cross_columns_units(o.checkpoint, u.run);
        if (const std::string problem = cross_columns_units_problem(u.split, shard, options.done); !problem.empty())
            throw InputError(o.checkpoint, 0, "not units this run has: " + problem);
    }
    u.ended = options.done;
    u.kept = std::chrono::steady_clock::now();
    const auto count = static_cast<std::uint64_t>(shard.count), index = static_cast<std::uint64_t>(shard.index);
    u.progress.emplace(fmt::format("the {}x{} cross's column-class units", u.run.rows, u.run.cols),
                       (u.split.units() + count - 1 - index) / count, "units");
    options.on_batch = [&o, &u](const std::vector<CrossColumnsUnitResult>& so_far) {
        // so_far only grows: what is new is its tail.
        u.ended.insert(u.ended.end(), so_far.begin() + static_cast<std::ptrdiff_t>(u.ended.size()), so_far.end());
        u.progress->update(so_far.size());
        const auto now = std::chrono::steady_clock::now();
        if (std::chrono::duration<double>(now - u.kept).count() < o.checkpoint_seconds) return;
        keep_units(o, u);
        u.kept = now;
    };
    space_options.god.cross_columns_split = &u.split;
    if (shard.whole()) return std::nullopt;
    CrossColumnsUnitsAnswer answer;
    try {
        answer = cross_god_by_column_units(u.split, options);
    } catch (const SearchStopped& stopped) {
        throw units_stopped(o, u, stopped);
    }
    keep_units(o, u);
    CsvWriter csv(o.csv);
    ShardReport report = shard_report(shard, fmt::format("rows unit; seal {}", cross_columns_units_seal),
                                      "puzzlebox-analyze flip --god-columns-units", values);
    csv.line(report.head_line());
    csv.line(report.header(cross_columns_unit_columns()));
    for (const CrossColumnsUnitResult& result : answer.results) csv.line(report.row(cross_columns_unit_row(u.run, result), true));
    csv.line(report.end_line());
    csv.commit();
    if (!quiet())
        std::cerr << fmt::format(
            "puzzlebox-analyze: shard {} of the {}x{} cross's {} column-class units (level {}): best {} ({} in hand)\n",
            shard.to_string(), u.run.rows, u.run.cols, u.split.units(), u.split.depth, answer.answer.best, u.split.best_in_hand);
    return exit_done;
}

}  // namespace

int FlipFamily::report(const OptionValues& values) {
    const auto o = FlipReportOptions::read(values);
    FlipBoard shape;
    shape.pattern = *parse_flip_pattern(o.pattern);
    shape.torus = o.wrap == "torus";
    auto rows = parse_range("rows", o.rows, 128);
    auto cols = parse_range("cols", o.cols, 128);
    if (o.given.board) {  // the board's own press sets, at its size
        if (o.given.pattern || o.given.wrap || o.given.rows || o.given.cols)
            throw UsageError("--board gives the press sets and the size: not with --pattern, --wrap, --rows or --cols");
        TextSource source = open_board(o.board, foreign_board_ids());
        shape = read_flip_board(source);
        shape.grid.assign(static_cast<std::size_t>(shape.cell_count()), 0);
        shape.target = shape.grid;
        shape.description.clear();
        rows = {shape.rows, shape.rows};
        cols = {shape.cols, shape.cols};
    }
    if (shape.pattern == FlipPattern::merlin && (rows != std::pair{3, 3} || cols != std::pair{3, 3}))
        throw UsageError("--pattern merlin: Merlin's Magic Square is 3x3 (--rows 3 --cols 3)");
    if (shape.pattern == FlipPattern::merlin && shape.torus)
        throw UsageError("--wrap torus is for patterns of offsets (cross, plus), not --pattern merlin");
    FlipSpaceOptions space_options;
    space_options.whole_space_cells = static_cast<int>(o.whole_space);
    space_options.god_cells = static_cast<int>(o.god_cells);
    space_options.god.max_nodes = static_cast<std::uint64_t>(o.god_nodes);
    space_options.god.max_work = static_cast<std::uint64_t>(o.god_work);
    space_options.god.program_work = static_cast<std::uint64_t>(o.god_program_work);
    space_options.god.tabu_work = static_cast<std::uint64_t>(o.god_tabu_work);
    space_options.god.wide_work = static_cast<std::uint64_t>(o.god_wide_work);
    space_options.god.program_max_dimension = static_cast<int>(o.god_program_nullity);
    space_options.god.relaxation_max_dimension = static_cast<int>(o.god_relaxation_nullity);
    space_options.god.relaxation_tries = static_cast<int>(o.god_relaxation_tries);
    space_options.god.subcode_dimension = static_cast<int>(o.god_subcode);
    space_options.god.cross_columns_work = static_cast<std::uint64_t>(o.god_columns_work);
    space_options.god.cross_columns_side = static_cast<int>(o.god_columns_side);
    space_options.god.cross_columns_climb = static_cast<std::uint64_t>(o.god_columns_climb);
    const int whole_space_cells = space_options.whole_space_cells;
    // The column-class search's checkpoints: one shape only.
    OutputClaims claims;
    claims.file("--csv", o.csv);
    claims.file("--witnesses", o.witnesses);
    claims.file("--certificates", o.certificates);
    claims.file("--checkpoint", o.checkpoint);
    if (const std::string clash = claims.clash(); !clash.empty()) throw UsageError(clash);
    const bool resuming = resume_from_checkpoint(o.checkpoint, o.resume);
    if (o.given.checkpoint_seconds && o.checkpoint.empty()) throw UsageError("--checkpoint-seconds needs --checkpoint FILE");
    std::optional<CrossColumnsRun> run;
    std::optional<CrossColumnsCheckpoint> resumed;
    double seconds_before = 0;
    const auto since = std::chrono::steady_clock::now();
    if (o.god_classes_estimate > 0) return estimate_class_search_row(o, rows, cols, shape);
    if (o.given.god_classes_target) throw UsageError("--god-classes-target is the target of --god-classes-estimate");
    std::optional<ColumnUnits> units;
    if (const auto shard_exit = column_units(o, values, rows, cols, shape, resuming, space_options, units)) return *shard_exit;
    if (!o.checkpoint.empty() && !units) {
        if (shape.pattern != FlipPattern::cross || shape.torus || rows.first != rows.second || cols.first != cols.second ||
            rows.first % 2 == 0 || cols.first % 2 == 0)
            throw UsageError(
                "--checkpoint keeps the column-class search of one odd x odd cross: --pattern cross, one --rows "
                "and one --cols, both odd");
        if (std::min(rows.first, cols.first) > std::min<int>(static_cast<int>(o.god_columns_side), cross_columns_max_side) ||
            o.god_columns_work == 0)
            throw UsageError(
                fmt::format("--checkpoint: the column-class search does not run on {}x{} (--god-columns-side {}, "
                            "--god-columns-work {})",
                            rows.first, cols.first, o.god_columns_side, o.god_columns_work));
        run = CrossColumnsRun{rows.first, cols.first, static_cast<std::uint64_t>(o.god_columns_work)};
        if (resuming) {
            resumed = read_cross_columns_checkpoint(o.checkpoint, *run);
            seconds_before = resumed->seconds;
            space_options.god.cross_columns_checkpoints.resume = &resumed->snapshot;
        }
        space_options.god.cross_columns_checkpoints.every_seconds = o.checkpoint_seconds;
        space_options.god.cross_columns_checkpoints.save = [&](const CrossColumnsSnapshot& snapshot) {
            const double seconds =
                seconds_before + std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
            write_file_atomically(o.checkpoint, cross_columns_checkpoint_text(*run, snapshot, seconds));
        };
    }
    if (o.god_columns_estimate > 0) return estimate_column_search(o, rows, cols, shape, resumed ? &resumed->snapshot : nullptr);
    // Rows in order.
    std::vector<FlipBoard> shapes;
    for (int r = rows.first; r <= rows.second; ++r)
        for (int c = cols.first; c <= cols.second; ++c) {
            shape.rows = r;
            shape.cols = c;
            shapes.push_back(shape);
        }
    std::vector<FlipSpace> spaces(shapes.size());
    // Small spaces side by side; a whole space past 2^24 boards (a byte per
    // board, up to 4 GiB) one at a time, so memory is one table's, and each
    // is checked against the budget before it is allocated.
    // A shape taller than wide whose transpose is in the report is the
    // transpose's row, turned (the same structure and God's number).
    std::map<std::pair<int, int>, std::size_t> index;
    for (std::size_t k = 0; k < shapes.size(); ++k) index[{shapes[k].rows, shapes[k].cols}] = k;
    const auto turned = [&](std::size_t k) {
        return shapes[k].rows > shapes[k].cols && index.count({shapes[k].cols, shapes[k].rows}) != 0;
    };
    const auto big = [&](std::size_t k) { return shapes[k].cell_count() > 24 && shapes[k].cell_count() <= whole_space_cells; };
    try {
        tbb::parallel_for(std::size_t{0}, shapes.size(), [&](std::size_t k) {
            if (!big(k) && !turned(k)) spaces[k] = analyze_flip_space(shapes[k], space_options);
        });
        for (std::size_t k = 0; k < shapes.size(); ++k)
            if (big(k) && !turned(k)) spaces[k] = analyze_flip_space(shapes[k], space_options);
    } catch (const SearchStopped& stopped) {
        if (units) throw units_stopped(o, *units, stopped);
        throw;
    }
    if (units) keep_units(o, *units);
    for (std::size_t k = 0; k < shapes.size(); ++k)
        if (turned(k)) spaces[k] = transposed(spaces[index[{shapes[k].cols, shapes[k].rows}]]);
    CsvWriter csv(o.csv);
    csv.row(flip_space_columns());
    for (const FlipSpace& space : spaces) csv.row(flip_space_row(space, space_options));
    std::optional<CsvWriter> witnesses;
    if (!o.witnesses.empty()) {
        witnesses.emplace(o.witnesses);
        witnesses->row(flip_witness_columns());
        for (const FlipSpace& space : spaces)
            if (const auto row = flip_witness_row(space)) witnesses->row(*row);
    }
    std::optional<CsvWriter> certificates;
    if (!o.certificates.empty()) {
        certificates.emplace(o.certificates);
        certificates->row(flip_certificate_columns());
        for (const FlipSpace& space : spaces)
            for (const auto& row : flip_certificate_rows(space)) certificates->row(row);
    }
    if (!o.long_form.empty()) {
        CsvWriter long_form(o.long_form);
        long_form.row(flip_distribution_columns());
        for (const FlipSpace& space : spaces)
            for (const auto& row : flip_distribution_rows(space)) long_form.row(row);
        long_form.commit();
    }
    if (witnesses) witnesses->commit();
    if (certificates) certificates->commit();
    csv.commit();
    return exit_done;
}

}  // namespace puzzlebox
