// puzzlebox-analyze jump --hardest: runs the proof of the hardest maze
// (analyze/jump/jump_hardest.hpp), keeps its finished units in a checkpoint
// (a CSV of unit rows, rewritten whole after every batch), resumes from one,
// and writes the summary row and the maze found; a shard writes its units as
// a partial report that `puzzlebox-analyze merge` joins, and the merged file
// is a checkpoint a whole run finishes from.
#include "families/jump/jump_hardest_report.hpp"

#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>

#include <fmt/format.h>

#include "analyze/jump/jump_hardest_backward.hpp"
#include "analyze/jump/jump_hardest_forward.hpp"
#include "cli/checkpoint_options.hpp"
#include "cli/shard_options.hpp"
#include "cli/usage_error.hpp"
#include "distributed/cluster.hpp"
#include "distributed/partial_report.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "solve/search_limits.hpp"
#include "support/csv_rows.hpp"
#include "support/csv_writer.hpp"
#include "support/exit_code.hpp"
#include "support/input_error.hpp"
#include "support/output_file.hpp"
#include "support/output_names.hpp"
#include "support/progress.hpp"
#include "support/sealed_text.hpp"

namespace puzzlebox {

namespace {

// The seal (support/sealed_text.hpp) of every file of units: checkpoints,
// --units, and the merge of shards' units.
constexpr const char* units_seal = "jump-hardest-units";

const std::vector<std::string>& unit_columns() {
    static const std::vector<std::string> columns{"rows",  "cols", "goal",        "start", "unique", "max_value",
                                                  "moves", "item", "first_layer", "found", "nodes",  "witness"};
    return columns;
}

// The question's own columns, the same in every unit row of it.
std::vector<std::string> question_fields(const JumpHardestQuestion& q) {
    return {std::to_string(q.rows),  std::to_string(q.cols),     to_string(q.goal), q.start ? to_string(*q.start) : "any",
            q.unique ? "yes" : "no", std::to_string(q.max_value)};
}

std::string cells_text(const JumpHardestQuestion& q, std::uint64_t layer) {
    std::string text;
    for (int u = 0; u < q.cells(); ++u)
        if (layer >> u & 1) {
            if (!text.empty()) text += ' ';
            text += to_string(Cell{u / q.cols, u % q.cols});
        }
    return text;
}

std::vector<std::string> unit_row(const JumpHardestQuestion& q, const std::vector<JumpHardestItem>& items,
                                  const JumpHardestUnit& unit) {
    std::vector<std::string> row = question_fields(q);
    row.insert(row.end(),
               {std::to_string(unit.moves), std::to_string(unit.item), cells_text(q, items[unit.item].first_layer),
                unit.found ? "yes" : "no", std::to_string(unit.nodes), unit.witness ? jump_witness_text(*unit.witness) : ""});
    return row;
}

std::string units_text(const JumpHardestQuestion& q, const std::vector<JumpHardestItem>& items,
                       const std::vector<JumpHardestUnit>& units) {
    std::string text = csv_row(unit_columns()) + '\n';
    for (const JumpHardestUnit& unit : units) text += csv_row(unit_row(q, items, unit)) + '\n';
    return sealed(text, units_seal);
}

std::optional<std::uint64_t> whole(const std::string& text) {
    if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    return std::stoull(text);
}

// The units a checkpoint (or a merge of shards' units) holds, each checked
// against the question: a row of another question, a moves or item out of
// range or a witness that is not one is an InputError naming the line.
std::vector<JumpHardestUnit> read_units(const std::string& file, const JumpHardestQuestion& q, std::size_t items,
                                        const Shard& shard) {
    const std::string text = unsealed(file, capped_text(file), units_seal);
    std::vector<JumpHardestUnit> units;
    const std::vector<std::string> mine = question_fields(q);
    for_each_csv_row(
        file, text, unit_columns(), "no units header: not a checkpoint of puzzlebox-analyze jump --hardest",
        [&](const std::vector<std::string>& fields, int line_number) {
            if (!std::equal(mine.begin(), mine.end(), fields.begin()))
                throw InputError(file, line_number, fmt::format("a unit of another question (this run: {})", q.describe()));
            JumpHardestUnit unit;
            const auto moves = whole(fields[6]), item = whole(fields[7]), nodes = whole(fields[10]);
            if (!moves || *moves < 1 || *moves >= static_cast<std::uint64_t>(q.cells()))
                throw InputError(file, line_number, fmt::format("moves: expected 1..{}, found '{}'", q.cells() - 1, fields[6]));
            if (!item || *item >= items)
                throw InputError(file, line_number, fmt::format("item: expected 0..{}, found '{}'", items - 1, fields[7]));
            if (!nodes)
                throw InputError(file, line_number, fmt::format("nodes: expected a whole number, found '{}'", fields[10]));
            if (fields[9] != "yes" && fields[9] != "no")
                throw InputError(file, line_number, fmt::format("found: expected yes or no, found '{}'", fields[9]));
            unit.moves = static_cast<int>(*moves);
            unit.item = *item;
            unit.nodes = *nodes;
            unit.found = fields[9] == "yes";
            if (unit.found) {
                unit.witness = jump_witness_from_text(q, fields[11]);
                if (!unit.witness)
                    throw InputError(
                        file, line_number,
                        "witness: expected 'start R,C values V V ...' with a value 1..the room of each cell (0 at the goal)");
            } else if (!fields[11].empty()) {
                throw InputError(file, line_number, "witness: a unit that found nothing has none");
            }
            units.push_back(std::move(unit));
        });
    if (const std::string problem = jump_hardest_units_problem(q, items, shard, units); !problem.empty())
        throw InputError(file, 0, "not units a run of this question writes: " + problem);
    return units;
}

const char* method_name(JumpHardestMethod method) {
    switch (method) {
        case JumpHardestMethod::inwards:
            return "inwards";
        case JumpHardestMethod::forwards:
            return "forwards";
        default:
            return "outwards";
    }
}

// --estimate: a row a depth, from the most moves down to --at-least (the
// most alone without it), of the inwards search's size by Knuth's probes.
int estimate_jump_hardest(const JumpHardestRun& run) {
    const JumpHardestQuestion& q = run.question;
    if (run.method != JumpHardestMethod::inwards)
        throw UsageError("--estimate belongs to --method inwards (the estimate is of that search)");
    for (const auto& [given, name] : {std::pair{run.shard_given, "--shard"},
                                      {!run.board.empty(), "--board"},
                                      {!run.checkpoint.empty(), "--checkpoint"},
                                      {run.resume, "--resume"},
                                      {!run.units.empty(), "--units"}})
        if (given) throw UsageError(fmt::format("{} does not go with --estimate (it writes no maze and has no units)", name));
    const int most = q.cells() - 1;
    if (run.at_least > most)
        throw UsageError(fmt::format("--at-least {}: a {}x{} maze has at most {} moves", run.at_least, q.rows, q.cols, most));
    if (run.only_moves > 0 && run.at_least > 0)
        throw UsageError("--moves and --at-least do not go together: one depth, or the depths down to one");
    std::vector<std::vector<std::string>> rows;
    const int top = run.only_moves > 0 ? run.only_moves : most;
    const int lowest = run.only_moves > 0 ? run.only_moves : run.at_least > 0 ? run.at_least : most;
    for (int moves = top; moves >= lowest; --moves) {
        const auto started = std::chrono::steady_clock::now();
        JumpBackwardEstimate estimate;
        try {
            estimate = estimate_hardest_jump_backward(q, moves, run.estimate);
        } catch (const std::invalid_argument& too_many) {
            throw UsageError(fmt::format("--estimate: {}; ask fewer depths with --at-least", too_many.what()));
        }
        if (estimate.stopped)
            throw SearchStopped(stop_outcome(),
                                fmt::format("estimating the hardest {} at {} moves: nothing written", q.describe(), moves));
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        progress_line(fmt::format("the hardest {}: {} moves, about 10^{:.2f} nodes ({:.2f} s)", q.describe(), moves,
                                  estimate.log10_nodes, seconds));
        std::vector<std::string> row = question_fields(q);
        row.insert(row.end(), {std::to_string(moves), std::to_string(estimate.first_states), std::to_string(estimate.probes),
                               fmt::format("{:.3f}", estimate.log10_nodes), fmt::format("{:.3f}", estimate.relative_error),
                               estimate.reached ? "yes" : "no", fmt::format("{:.2f}", seconds)});
        rows.push_back(std::move(row));
    }
    CsvWriter csv(run.csv);
    csv.row({"rows", "cols", "goal", "start", "unique", "max_value", "moves", "first_states", "probes", "log10_nodes",
             "relative_error", "reached", "seconds"});
    for (const auto& row : rows) csv.row(row);
    csv.commit();
    return exit_done;
}

}  // namespace

int run_jump_hardest(const JumpHardestRun& run, const OptionValues& values) {
    const JumpHardestQuestion& q = run.question;
    const bool by_depth = run.method != JumpHardestMethod::outwards;  // inwards or forwards: one depth at a time
    if (const int most = by_depth ? JumpHardestQuestion::max_cells_wide : JumpHardestQuestion::max_cells; q.cells() > most)
        throw UsageError(fmt::format("--hardest: boards of at most {} cells{}, not {}x{}", most,
                                     by_depth ? ""
                                              : fmt::format(" by --method outwards (--method inwards or forwards: {})",
                                                            JumpHardestQuestion::max_cells_wide),
                                     q.rows, q.cols));
    if (q.cells() < 2) throw UsageError("--hardest: a board of one cell has no maze");
    if (run.only_moves > 0 && !by_depth)
        throw UsageError(
            "--moves belongs to --method inwards or forwards (the outwards search goes down from the most; --at-least)");
    if (run.only_moves >= q.cells())
        throw UsageError(
            fmt::format("--moves {}: a {}x{} maze has at most {} moves", run.only_moves, q.rows, q.cols, q.cells() - 1));
    if (run.restarts > 0 && run.only_moves == 0)
        throw UsageError("--restarts look for one depth: give --moves (random restarts prove nothing, so no most)");
    if (run.restarts > 0 && run.estimate > 0) throw UsageError("--restarts and --estimate do not go together");
    if (run.refute_above && (run.only_moves == 0 || run.estimate > 0))
        throw UsageError("--refute-above follows one depth: give --moves (and no --estimate)");
    OutputClaims claims;
    claims.file("--csv", run.csv);
    claims.file("--board", run.board);
    claims.file("--checkpoint", run.checkpoint);
    claims.file("--units", run.units);
    if (const std::string clash = claims.clash(); !clash.empty()) throw UsageError(clash);
    if (run.estimate > 0) return estimate_jump_hardest(run);
    if (by_depth) {
        for (const auto& [given, name] : {std::pair{run.shard_given, "--shard"},
                                          {run.at_least > 0, "--at-least"},
                                          {!run.checkpoint.empty(), "--checkpoint"},
                                          {run.resume, "--resume"},
                                          {!run.units.empty(), "--units"}})
            if (given)
                throw UsageError(fmt::format("{} belongs to --method outwards: the {} search has no units to split or keep", name,
                                             method_name(run.method)));
    }
    const Shard shard = shard_from(run.shard, run.shard_given);
    if (!shard.whole() && run.at_least == 0)
        throw UsageError("--hardest --shard needs --at-least MOVES: shards cannot agree when to stop descending without it");
    if (!shard.whole() && !run.board.empty())
        throw UsageError("--hardest --shard: the maze comes from the merged units, not --board");
    const std::vector<JumpHardestItem> items = by_depth ? std::vector<JumpHardestItem>{} : jump_hardest_items(q);

    JumpHardestOptions options;
    options.at_least = run.at_least;
    options.shard = shard;
    if (resume_from_checkpoint(run.checkpoint, run.resume)) options.done = read_units(run.checkpoint, q, items.size(), shard);
    const bool root = Cluster::world().is_root();
    Progress progress(fmt::format("the hardest {}", q.describe()), 0, "units");
    options.on_batch = [&](const std::vector<JumpHardestUnit>& units) {
        const JumpHardestUnit& last = units.back();
        progress.update(units.size(), fmt::format("{} moves, item {} of {}", last.moves, last.item + 1, items.size()));
        if (!run.checkpoint.empty() && root) write_file_atomically(run.checkpoint, units_text(q, items, units));
    };
    const auto started = std::chrono::steady_clock::now();
    JumpHardestResult result;
    try {
        if (by_depth) {
            JumpSearchOptions depths;
            depths.on_depth = [&](const JumpHardestUnit& unit) {
                progress_line(fmt::format("the hardest {}: {} moves {} ({} nodes, {:.1f} s)", q.describe(), unit.moves,
                                          unit.found         ? "found"
                                          : run.restarts > 0 ? "not found"
                                                             : "refuted",
                                          unit.nodes, progress.seconds()));
            };
            depths.only_moves = run.only_moves;
            depths.restarts = run.restarts;
            depths.restart_nodes = run.restart_nodes;
            depths.seed = run.seed;
            depths.refute_above = run.refute_above;
            result = run.method == JumpHardestMethod::inwards ? prove_hardest_jump_backward(q, depths)
                                                              : prove_hardest_jump_forward(q, depths);
        } else {
            result = prove_hardest_jump(q, options);
        }
    } catch (const SearchStopped& stopped) {
        if (!run.checkpoint.empty())
            throw SearchStopped(stopped.outcome,
                                stopped.phase + fmt::format("; {} keeps the finished units (--resume)", run.checkpoint));
        throw;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

    if (!run.units.empty()) write_file_atomically(run.units, units_text(q, items, result.units));
    if (!shard.whole()) {
        CsvWriter csv(run.csv);
        ShardReport report =
            shard_report(shard, fmt::format("rows moves,item; seal {}", units_seal), "puzzlebox-analyze jump --hardest", values);
        csv.line(report.head_line());
        csv.line(report.header(unit_columns()));
        for (const JumpHardestUnit& unit : result.units) csv.line(report.row(unit_row(q, items, unit), true));
        csv.line(report.end_line());
        csv.commit();
        if (!quiet())
            std::cerr << fmt::format("puzzlebox-analyze: shard {} of the hardest {}: {}\n", shard.to_string(), q.describe(),
                                     result.moves > 0 ? fmt::format("a maze of {} moves", result.moves)
                                                      : fmt::format("no maze of {} moves or more", run.at_least));
        return exit_done;
    }
    if (result.witness && !run.board.empty()) {
        JumpBoard board = *result.witness;
        const std::string with_one = q.unique ? " with one shortest solution" : "";
        if (run.only_moves > 0)
            board.description = {
                result.most_proven
                    ? fmt::format("The hardest {}: {} moves, proven the most a maze of the shape needs {}{}", q.describe(),
                                  result.moves, q.start ? "from this start" : "from any start", with_one)
                    : fmt::format("A maze of {}: {} moves from this start{}, so the hardest needs at least as many", q.describe(),
                                  result.moves, with_one),
                fmt::format("(puzzlebox-analyze jump --hardest --method {} --moves {}{}{}: {}, {} nodes).",
                            method_name(run.method), run.only_moves,
                            run.restarts > 0 ? fmt::format(" --restarts {} --restart-nodes {} --seed {}", run.restarts,
                                                           run.restart_nodes, run.seed)
                                             : "",
                            run.refute_above ? " --refute-above" : "",
                            result.most_proven ? fmt::format("that depth, and none of {} by the whole search", result.moves + 1)
                                               : "that depth alone",
                            result.nodes())};
        else
            board.description = {
                fmt::format("The hardest {}: {} moves, proven the most a maze of the shape needs {}{}", q.describe(),
                            result.moves, q.start ? "from this start" : "from any start", with_one),
                fmt::format("(puzzlebox-analyze jump --hardest: {} units, {} nodes).", result.units.size(), result.nodes())};
        write_file_atomically(run.board, write_jump_board(board));
    }
    CsvWriter csv(run.csv);
    std::vector<std::string> columns{"rows", "cols", "goal", "start", "unique", "max_value"};
    columns.insert(columns.end(), {"moves", "proven", "items", "units", "nodes", "seconds", "witness"});
    std::vector<std::string> row = question_fields(q);
    // yes: the most, proven (by --moves with --refute-above too: a maze found
    // and none of one move more); at least: --moves found a maze that needs
    // this many (the most may be more); below N: no maze needs N moves or
    // more; not found: --restarts met none (which proves nothing).
    const int floor = run.only_moves > 0 ? run.only_moves : run.at_least;
    const std::string proven = result.moves > 0   ? (run.only_moves > 0 && !result.most_proven ? "at least" : "yes")
                               : run.restarts > 0 ? "not found"
                               : floor > 0        ? fmt::format("below {}", floor)
                                                  : "no maze";
    row.insert(row.end(), {result.moves > 0 ? std::to_string(result.moves) : "", proven, std::to_string(result.items),
                           std::to_string(result.units.size()), std::to_string(result.nodes()), fmt::format("{:.2f}", seconds),
                           result.witness ? jump_witness_text(*result.witness) : ""});
    csv.row(columns);
    csv.row(row);
    csv.commit();
    return result.moves > 0 ? exit_done : exit_nothing_found;
}

}  // namespace puzzlebox
