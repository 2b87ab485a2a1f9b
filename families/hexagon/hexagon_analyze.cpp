// puzzlebox-analyze on magic hexagons: per board, its constant, given and
// free cells, completions in all and up to symmetry; per family
// (`puzzlebox-analyze hexagon`), which magic hexagons exist by order and
// start, or with --clues the proven fewest clues of a unique puzzle.
#include <chrono>
#include <filesystem>
#include <iostream>
#include <optional>

#include <fmt/format.h>

#include "analyze/hexagon/hexagon_analysis.hpp"
#include "analyze/hexagon/hexagon_clues.hpp"
#include "analyze/hexagon/hexagon_difficulty.hpp"
#include "analyze/hexagon/hexagon_existence.hpp"
#include "cli/checkpoint_options.hpp"
#include "cli/row_writer.hpp"
#include "cli/shard_options.hpp"
#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "distributed/cluster.hpp"
#include "families/hexagon/hexagon_checkpoint.hpp"
#include "families/hexagon/hexagon_family.hpp"
#include "puzzles/hexagon/hexagon_format.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/hexagon/hexagon_solver.hpp"
#include "support/csv_writer.hpp"
#include "support/exit_code.hpp"
#include "support/output_file.hpp"
#include "support/output_names.hpp"
#include "support/progress.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

// Where a hexagon found goes: orderN-K-LAST.txt (m for minus).
std::string found_hexagon_path(const std::string& write_dir, const HexagonExistence& e) {
    const auto name = [](std::int64_t v) { return fmt::format("{}{}", v < 0 ? "m" : "", v < 0 ? -v : v); };
    return (std::filesystem::path(write_dir) /
            fmt::format("order{}-{}-{}.txt", e.order, name(e.start), name(e.start + HexagonBoard::cell_count(e.order) - 1)))
        .string();
}

// The proven fewest clues for every start of the orders that has solutions.
int hexagon_clues_report(std::pair<int, int> orders, const HexagonExistenceBudget& budget, int max_clues,
                         const std::string& csv_path) {
    CsvWriter csv(csv_path);
    csv.row({"order", "start", "constant", "solutions", "orbits", "fewest_clues", "minimal_puzzles", "example"});
    bool unsettled = false;
    Progress progress("orders", static_cast<std::uint64_t>(orders.second - orders.first + 1), "orders", 1.0);
    for (int order = orders.first; order <= orders.second; ++order) {
        progress.update(static_cast<std::uint64_t>(order - orders.first), fmt::format("order {} next", order));
        for (const std::int64_t start : hexagon_report_starts(order, budget.count_up_to_order)) {
            const auto constant = hexagon_constant(order, start);
            if (!constant || !hexagon_bounds_problem(order, start).empty()) continue;
            const auto clock = std::chrono::steady_clock::now();
            const HexagonBoard empty = empty_hexagon_board(order, start);
            SearchLimits limits;
            limits.max_nodes = budget.exhaustive_nodes;
            const HexagonSearchResult all = solve_magic_hexagon(empty, SearchGoal::all, false, limits);
            if (is_partial(all.outcome)) {
                std::cerr << fmt::format("order {} start {}: counting stopped by the node limit; skipped\n", order, start);
                unsettled = true;
                continue;
            }
            if (all.solutions.empty()) continue;
            const HexagonFewestClues fewest = fewest_hexagon_clues(HexagonGeometry(order), all.solutions, max_clues);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - clock).count();
            std::string example;
            for (const auto& cell : fewest.example)
                example.append(example.empty() ? "" : " ").append(cell ? std::to_string(*cell) : ".");
            unsettled = unsettled || !fewest.clues;
            std::cerr << fmt::format("order {} start {}: {} solutions, fewest clues {} ({:.2f} s)\n", order, start,
                                     all.count.to_string(), fewest.clues ? std::to_string(*fewest.clues) : "> max", seconds);
            csv.row({std::to_string(order), std::to_string(start), std::to_string(*constant), all.count.to_string(),
                     all.orbits.to_string(), fewest.clues ? std::to_string(*fewest.clues) : "",
                     fewest.clues ? std::to_string(fewest.puzzles) : "", example});
        }
    }
    csv.commit();
    return unsettled ? exit_limit_hit : exit_done;
}

}  // namespace

std::vector<std::string> HexagonFamily::measure_columns() {
    std::vector<std::string> columns = hexagon_measure_columns();
    columns.insert(columns.end(), {"level", "difficulty"});
    return columns;
}

MeasureRow HexagonFamily::measure(const std::string& file, const HexagonBoard& board, const SearchLimits& limits) {
    const HexagonMeasures m = measure_hexagon_board(board, limits);
    MeasureRow row{hexagon_measure_row(file, board, m), !m.partial.empty()};
    // A level for puzzles with one completion (the deduction's steps are a person's).
    std::optional<Difficulty> difficulty;
    if (m.partial.empty() && m.solutions == PathCount(1)) {
        const StopCheck stop(limits);  // --time-limit holds the deduction too
        difficulty = hexagon_difficulty(board, stop);
        if (stop.outcome() != SearchOutcome::complete) row.partial = true;
    }
    row.fields.push_back(difficulty ? std::string(level_name(difficulty->level)) : "");
    row.fields.push_back(difficulty ? difficulty->reason : "");
    return row;
}

namespace {

const HexagonExistenceBudget report_defaults;

#define HEXAGON_REPORT_OPTIONS(O)                                                                                          \
    O(text, orders, "orders", "1-8", fmt::format("orders N or LOW-HIGH within 1..{}", HexagonBoard::max_order))            \
    O(integer, local_swaps, "local-swaps", static_cast<std::int64_t>(report_defaults.local_swaps), 1, no_option_limit,     \
      "local search budget per start, in swaps tried (orders above --count-up-to; about 25 million a second)")             \
    O(integer, exhaustive_nodes, "exhaustive-nodes", static_cast<std::int64_t>(report_defaults.exhaustive_nodes), 0,       \
      no_option_limit, "exhaustive search budget per start to order 10, in nodes (7 million a second; 0: none)")           \
    O(integer, seed, "seed", static_cast<std::int64_t>(report_defaults.seed), 0, no_option_limit, "local search seed")     \
    O(flag, layers, "layers", "the zero-sum start by the layered search (outer lines first)")                              \
    O(integer, reheat, "reheat", 0, 0, no_option_limit,                                                                    \
      "--layers: a band's run that ends within this (its squared line errors) goes on from where it stands (0: never)")    \
    O(integer, shell, "shell", 0, 0, 32,                                                                                   \
      "--layers: the core's outer distances that settle as a band of their own, before the rest (0: none)")                \
    O(integer, core, "core", 0, 0, 64,                                                                                     \
      "--layers: the core proper's distances; the order's core (3/10 of the order, at least 12) beyond is the shell")      \
    O(integer, near, "near", 0, 0, 4096,                                                                                   \
      "--layers: a targeted move whose magnitude the band lacks takes the nearest, up to this many steps of 2 (0: none)")  \
    O(integer, count_up_to, "count-up-to", report_defaults.count_up_to_order, 0, HexagonBoard::max_order,                  \
      "count every solution up to this order")                                                                             \
    O(flag, clues, "clues", "report the fewest clues instead (orders up to --count-up-to)")                                \
    O(integer, max_clues, "max-clues", 8, 0, HexagonBoard::cell_count(HexagonBoard::max_order),                            \
      "--clues: give up above this many clues")                                                                            \
    O(text, starts, "starts", "all",                                                                                       \
      "all: near 1, the zero-sum one, all admissible up to --count-up-to | zero-sum | possible: all admissible (the map)", \
      {"all", "zero-sum", "possible"})                                                                                     \
    O(text, write_dir, "write-dir", "", "write each hexagon found here as orderN-K-LAST.txt (K, LAST: m for minus)")       \
    O(text, checkpoint, "checkpoint", "",                                                                                  \
      "--starts zero-sum, one order: the local search's state, rewritten whole now and then")                              \
    O(flag, resume, "resume", "go on from --checkpoint's state (the same result as an unbroken run)")                      \
    O(integer, checkpoint_swaps, "checkpoint-swaps", std::int64_t{1} << 28, 1, no_option_limit,                            \
      "--checkpoint: swaps between states (2^28: about 15 s)")                                                             \
    O(row_text, shard, "shard", shard_option())                                                                            \
    O(text, csv, "csv", "-", "write the CSV here ('-': stdout); written whole or not at all")
PUZZLEBOX_OPTIONS(HexagonReportOptions, HEXAGON_REPORT_OPTIONS);

}  // namespace

OptionTable HexagonFamily::report_options() { return HexagonReportOptions::table(); }

int HexagonFamily::report(const OptionValues& values) {
    const auto o = HexagonReportOptions::read(values);
    HexagonExistenceBudget budget;
    budget.local_swaps = static_cast<std::uint64_t>(o.local_swaps);
    budget.exhaustive_nodes = static_cast<std::uint64_t>(o.exhaustive_nodes);
    budget.seed = static_cast<std::uint64_t>(o.seed);
    budget.layers = o.layers;
    if (!o.layers && o.given.reheat) throw UsageError("--reheat is for --layers");
    budget.reheat_below = o.reheat;
    if (!o.layers && o.given.shell) throw UsageError("--shell is for --layers");
    budget.shell = static_cast<int>(o.shell);
    if (!o.layers && o.given.core) throw UsageError("--core is for --layers");
    if (o.given.core && o.given.shell) throw UsageError("--core and --shell both set the shell: give one");
    budget.core = static_cast<int>(o.core);
    if (!o.layers && o.given.near) throw UsageError("--near is for --layers");
    budget.near = static_cast<int>(o.near);
    budget.count_up_to_order = static_cast<int>(o.count_up_to);
    const std::pair<int, int> orders = parse_range("orders", o.orders, HexagonBoard::max_order);
    // The core grows with the order: the lowest order's is the narrowest.
    if (const std::string misfit = hexagon_shell_misfit(orders.first, budget.shell); o.layers && !misfit.empty())
        throw UsageError(misfit);
    const std::string& csv_path = o.csv;
    if (o.clues) {
        if (orders.second > budget.count_up_to_order)
            throw UsageError(
                fmt::format("--clues needs every solution: orders up to --count-up-to ({})", budget.count_up_to_order));
        return hexagon_clues_report(orders, budget, static_cast<int>(o.max_clues), csv_path);
    }
    const std::string& write_dir = o.write_dir;
    // The local search's checkpoints: one run only (one order, the zero-sum start).
    if (o.given.checkpoint_swaps && o.checkpoint.empty()) throw UsageError("--checkpoint-swaps needs --checkpoint FILE");
    ZeroSumCheckpoints checkpoints;
    std::optional<ZeroSumCheckpoint> resumed;
    double seconds_before = 0;
    const auto since = std::chrono::steady_clock::now();
    std::optional<ZeroSumRun> run;
    OutputClaims claims;
    claims.file("--csv", o.csv);
    claims.file("--checkpoint", o.checkpoint);
    if (const std::string clash = claims.clash(); !clash.empty()) throw UsageError(clash);
    const bool resuming = resume_from_checkpoint(o.checkpoint, o.resume);
    if (!o.checkpoint.empty()) {
        if (o.starts != "zero-sum" || orders.first != orders.second)
            throw UsageError("--checkpoint keeps one local search: give one order (--orders N) and --starts zero-sum");
        if (orders.first <= budget.count_up_to_order)
            throw UsageError(
                fmt::format("--checkpoint: order {} is counted exhaustively (--count-up-to {}), not searched locally",
                            orders.first, budget.count_up_to_order));
        if (Cluster::world().distributed()) throw UsageError("--checkpoint keeps one process's search: run it without mpirun");
        run = zero_sum_run_of(orders.first, hexagon_existence_local_options(budget));
        if (resuming) {
            resumed = read_zero_sum_checkpoint(o.checkpoint, *run);
            seconds_before = resumed->seconds;
            checkpoints.resume = &resumed->snapshot;
        }
        checkpoints.every = static_cast<std::uint64_t>(o.checkpoint_swaps);
        checkpoints.save = [&](const ZeroSumSnapshot& snapshot) {
            const double seconds =
                seconds_before + std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
            write_file_atomically(o.checkpoint, zero_sum_checkpoint_text(*run, snapshot, seconds));
        };
    }
    if (!write_dir.empty()) std::filesystem::create_directories(write_dir);
    const Shard shard = shard_from(o.shard, o.given.shard);
    // The work items: every (order, start) of the report, in report order.
    std::vector<std::pair<int, std::int64_t>> items;
    for (int order = orders.first; order <= orders.second; ++order) {
        if (o.starts == "zero-sum") items.emplace_back(order, -(HexagonBoard::cell_count(order) - 1) / 2);
        else if (o.starts == "possible")
            for (const std::int64_t start : hexagon_possible_starts(order)) items.emplace_back(order, start);
        else
            for (const std::int64_t start : hexagon_report_starts(order, budget.count_up_to_order))
                items.emplace_back(order, start);
    }
    // Each item settled by whichever process is free (and only this shard's);
    // the row and the hexagon found travel back as JSON to rank 0, which writes.
    Progress progress("hexagon existence", items.size(), "starts", 1.0);
    std::uint64_t settled = 0;
    const auto results = run_split(items.size(), shard, [&](std::uint64_t item) {
        const auto [order, start] = items[item];
        progress.update(settled++, fmt::format("order {} start {}", order, start));
        HexagonExistence e = settle_hexagon_existence(order, start, budget, checkpoints);
        e.seconds += seconds_before;
        if (e.method != "divisibility" && !quiet())
            std::cerr << fmt::format("order {} start {}: {} ({}, {:.2f} s){}\n", order, start, e.status, e.method, e.seconds,
                                     e.note.empty() ? "" : "; " + e.note);
        Json done = Json::object();
        done["row"] = hexagon_existence_row(e, e.hexagon.empty() || write_dir.empty() ? "" : found_hexagon_path(write_dir, e));
        done["hexagon"] = e.hexagon;
        done["note"] = e.note;
        done["method"] = e.method;
        done["constant"] = e.constant ? *e.constant : 0;
        return done.dump();
    });
    CsvWriter csv(csv_path);
    std::optional<ShardReport> report;
    if (!shard.whole()) {
        report = shard_report(shard, "rows order,start", "puzzlebox-analyze hexagon", values);
        csv.line(report->head_line());
    }
    csv.line(report ? report->header(hexagon_existence_columns()) : csv_row(hexagon_existence_columns()));
    bool unknown = false;
    for (const auto& [item, text] : results) {
        const Json done = Json::parse(text);
        const auto row = done["row"].get<std::vector<std::string>>();
        if (!done["hexagon"].empty() && !write_dir.empty()) {
            HexagonExistence e;
            e.order = items[item].first;
            e.start = items[item].second;
            e.constant = done["constant"].get<std::int64_t>();
            e.hexagon = done["hexagon"].get<std::vector<std::int64_t>>();
            e.note = done["note"].get<std::string>();
            e.method = done["method"].get<std::string>();
            write_file_atomically(found_hexagon_path(write_dir, e), write_hexagon_board(found_hexagon_board(e, budget)));
        }
        unknown = unknown || row[3] == "unknown";
        csv.line(report ? report->row(row, stop_signal() == 0) : csv_row(row));  // a row a signal cut short is not final
    }
    if (report && stop_signal() == 0) csv.line(report->end_line());
    csv.commit();
    return unknown ? exit_limit_hit : exit_done;
}

}  // namespace puzzlebox
