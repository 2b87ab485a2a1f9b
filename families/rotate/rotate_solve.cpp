// puzzlebox-solve on rotation puzzles: an optimal solution, all of them, or
// their number, as move names (Q1 .. clockwise, Q1' counter-clockwise, Q1^2 a
// half turn). IDA* with pattern databases for distinct labels (no whole
// table for one board), the breadth-first table for repeated labels.
#include <chrono>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#include <fmt/format.h>
#include <unistd.h>

#include "cli/checkpoint_options.hpp"
#include "cli/usage_error.hpp"
#include "draw/rotate/rotate_drawing.hpp"
#include "families/family_model.hpp"
#include "families/rotate/rotate_checkpoint.hpp"
#include "families/rotate/rotate_family.hpp"
#include "puzzles/rotate/rotate_format.hpp"
#include "puzzles/rotate/rotate_tatham.hpp"
#include "puzzles/rotate/rotate_validate.hpp"
#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/oriented_table.hpp"
#include "solve/rotate/rotate_table.hpp"
#include "support/counted.hpp"
#include "support/output_file.hpp"
#include "support/output_names.hpp"
#include "support/progress.hpp"

namespace puzzlebox {

namespace {

#define ROTATE_SOLVE_OPTIONS(O)                                                                                           \
    O(text, method, "method", "",                                                                                         \
      "ida (IDA*, default for distinct labels) | table (breadth-first, to 12! arrangements) | fast (short, not optimal)", \
      {"ida", "table", "fast"})                                                                                           \
    O(integer, tries, "tries", 8, 1, 100000,                                                                              \
      "--method fast: tries (the board's symmetries, then other tie-breaking orders); the shortest solution is kept")     \
    O(integer, beam, "beam", 0, 0, 1000000,                                                                               \
      "--method fast: W > 0 places each region's first row and column together by a beam of W states (slower, shorter)")  \
    O(integer, pattern_states, "pattern-states", 0, 0, std::int64_t{1} << 40,                                             \
      "--method ida and fast: the most states (bytes) per pattern database: more, stronger bounds (0: by board size)")    \
    O(text, pattern_cache, "pattern-cache", default_rotate_pattern_cache(),                                               \
      "--method ida and fast: a directory that keeps pattern databases between runs ('' for none)")                       \
    O(text, checkpoint, "checkpoint", "", "--method ida, one board, one solution: the search's state, kept here")         \
    O(flag, resume, "resume", "go on from --checkpoint's state (the same solution and nodes as an unbroken search)")      \
    O(real, checkpoint_seconds, "checkpoint-seconds", "60", 1, 86400, "--checkpoint: seconds between states")
PUZZLEBOX_OPTIONS(RotateSolveOptions, ROTATE_SOLVE_OPTIONS);

}  // namespace

namespace {

// The pattern databases' sizes ("4 + 4") with their noun: "1 tile", "no tiles".
std::string tiles_text(const std::string& sizes) {
    return sizes.empty() ? "no tiles" : sizes == "1" ? "1 tile" : sizes + " tiles";
}

std::string path_text(const std::vector<RotateMove>& moves) {
    std::string text;
    for (const RotateMove& move : moves) text.append(text.empty() ? "" : " ").append(move_name(move));
    return text;
}

// IDA* nodes a count or listing may take before the table is built instead.
constexpr std::uint64_t rotate_count_trial_nodes = std::uint64_t{1} << 25;  // about 1.5 s

// A search that a limit stopped before it had an answer (a table or a
// database half built).
RotateResult stopped_search(const SearchStopped& stopped) {
    RotateResult out;
    out.outcome = stopped.outcome;
    out.search = stopped.what();
    return out;
}

RotateResult search_by_table(const RotateBoard& board, SearchGoal goal, const SearchLimits& limits) {
    const StopCheck stop(limits);
    std::unique_ptr<RotateDistanceTable> built;
    try {
        built = std::make_unique<RotateDistanceTable>(board, std::function<void(const std::string&)>{}, 0, stop);
    } catch (const SearchStopped& stopped) {
        return stopped_search(stopped);
    }
    RotateResult result = solve_rotate_board(board, *built, goal);
    result.why_not =
        fmt::format("the target is not reachable: the moves reach {} of the {} arrangements of these labels, and not this one",
                    result.reachable, result.arrangements);
    result.search = fmt::format("breadth-first table of all {} arrangements", result.arrangements);
    return result;
}

RotateResult search_by_ida(const RotateBoard& board, SearchGoal goal, const SearchLimits& limits, std::uint64_t pattern_states,
                           const std::string& pattern_cache, const RotateCheckpointRequest* checkpoint) {
    const auto started = std::chrono::steady_clock::now();
    std::function<void(const std::string&)> progress;
    if (progress_wanted()) progress = [](const std::string& line) { progress_line(line); };
    RotateResult out;
    const StopCheck stop(limits);
    const std::uint64_t max_states = pattern_states != 0 ? pattern_states : rotate_pattern_budget(board);
    // A checkpoint's refusals that need no database come before any work.
    const bool resuming = checkpoint && resume_from_checkpoint(checkpoint->file, checkpoint->resume);
    if (resuming) check_rotate_ida_checkpoint_board(checkpoint->file, board, max_states);
    // The cheap refusal first: an arrangement outside the moves' group
    // needs no database.
    try {
        if (std::string why = rotate_unsolvable_reason(board, stop); !why.empty()) {
            out.why_not = std::move(why);
            out.search = "the moves' permutation group (Schreier-Sims)";
            return out;
        }
    } catch (const SearchStopped& stopped) {
        return stopped_search(stopped);
    }
    RotatePatternOptions pattern_options;
    pattern_options.max_states = max_states;
    pattern_options.cache = pattern_cache;
    pattern_options.progress = progress;
    pattern_options.warn = [](const std::string& line) { std::cerr << tool_name() << ": " << line << '\n'; };
    pattern_options.stop = &stop;
    std::unique_ptr<RotatePatterns> built;
    try {
        built = std::make_unique<RotatePatterns>(board, pattern_options);
    } catch (const SearchStopped& stopped) {
        return stopped_search(stopped);
    }
    const RotatePatterns& patterns = *built;
    RotateIdaCheckpoints checkpoints;
    std::optional<RotateIdaCheckpoint> resumed;
    std::optional<RotateIdaRun> run;
    double seconds_before = 0;
    if (checkpoint) {
        run = rotate_ida_run(board, patterns, pattern_options.max_states);
        if (resuming) {
            resumed = read_rotate_ida_checkpoint(checkpoint->file, *run, board, patterns);
            seconds_before = resumed->seconds;
            checkpoints.resume = &resumed->snapshot;
        }
        checkpoints.every_seconds = checkpoint->every_seconds;
        checkpoints.save = [&](const RotateIdaSnapshot& snapshot) {
            const double seconds =
                seconds_before + std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            write_file_atomically(checkpoint->file, rotate_ida_checkpoint_text(*run, snapshot, seconds));
        };
    }
    RotateResult result = solve_rotate_ida(board, patterns, goal, limits, progress, checkpoints);
    std::string tiles, labels;  // the databases' sizes: of tiles told apart, and of whole repeated labels
    for (const auto& database : patterns.databases()) {
        std::string& sizes = database->runs().empty() ? tiles : labels;
        sizes.append(sizes.empty() ? "" : " + ").append(std::to_string(database->homes().size()));
    }
    const std::string lookups = patterns.farthest()
                                    ? fmt::format("{} lookups read as the farthest tile's steps", patterns.lookups())
                                    : fmt::format("{} lookups", patterns.lookups());
    std::string databases = tiles.empty() && !labels.empty() ? "" : tiles_text(tiles);
    if (!labels.empty()) databases += (databases.empty() ? "" : " and of ") + tiles_text(labels) + " of repeated labels";
    result.search =
        fmt::format("IDA* with pattern databases of {} ({}), {}, {:.2f} s", databases, lookups, counted(result.nodes, "node"),
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
    return result;
}

// The 4x4 databases --method fast finishes and polishes with: 7 tiles (57.7
// million states, about 10 s to build once, then loaded from the cache).
constexpr std::uint64_t rotate_fast_pattern_states = std::uint64_t{1} << 26;

RotateResult search_fast(const RotateBoard& board, SearchGoal goal, const SearchLimits& limits, int tries, int beam,
                         std::uint64_t pattern_states, const std::string& pattern_cache) {
    if (std::string why = rotate_fast_refusal(board); !why.empty()) throw UsageError(why);
    if (goal != SearchGoal::first)
        throw UsageError("--method fast finds one short solution; --count and --all need an optimal method (ida or table)");
    const auto started = std::chrono::steady_clock::now();
    const StopCheck stop(limits);
    RotateFastOptions options;
    options.tries = tries;
    options.beam = beam;
    if (beam > 0) options.finish_nodes = std::uint64_t{1} << 24;  // the beam's effort is worth an optimal last 4x4
    options.stop = &stop;
    std::unique_ptr<RotatePatterns> patterns4;
    if (board.rows >= 4 && board.cols >= 4) {
        RotatePatternOptions pattern_options;
        pattern_options.max_states = pattern_states != 0 ? pattern_states : rotate_fast_pattern_states;
        pattern_options.cache = pattern_cache;
        if (progress_wanted()) pattern_options.progress = [](const std::string& line) { progress_line(line); };
        pattern_options.warn = [](const std::string& line) { std::cerr << tool_name() << ": " << line << '\n'; };
        pattern_options.stop = &stop;
        try {
            patterns4 = std::make_unique<RotatePatterns>(solved_rotate_board(4, 4, 2, board.turns), pattern_options);
        } catch (const SearchStopped& stopped) {
            return stopped_search(stopped);
        }
        options.patterns4 = patterns4.get();
    }
    const RotateFastResult fast = solve_rotate_fast(board, options);
    RotateResult out;
    out.moves = static_cast<int>(fast.moves.size());
    out.count = 1;
    out.nodes = fast.nodes;
    out.solutions.push_back(fast.moves);
    out.search = fmt::format(
        "fast (stages{}, then windows re-solved{}): {} of {} tries{}, best {} moves ({} before polishing), "
        "{} nodes, {:.2f} s",
        beam > 0 ? fmt::format(", corners by a beam of {}", beam) : "", patterns4 ? ", 4x4 by IDA*" : "", fast.tries, tries,
        fast.stopped ? " (stopped by a limit)" : "", fast.moves.size(), fast.unpolished, fast.nodes,
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
    return out;
}

// Orientable tiles: IDA* with databases that include the tiles' turns.
RotateResult search_oriented(const RotateBoard& board, SearchGoal goal, const SearchLimits& limits, const std::string& method,
                             std::uint64_t pattern_states) {
    if (method == "fast" || method == "table")
        throw UsageError(
            fmt::format("--method {} is for tiles that do not turn; orientable boards are solved by --method ida", method));
    if (board.cell_count() > OrientedTiles::max_cells)
        throw UsageError(fmt::format("orientable boards are solved up to {} cells", OrientedTiles::max_cells));
    const auto started = std::chrono::steady_clock::now();
    std::function<void(const std::string&)> progress;
    if (progress_wanted()) progress = [](const std::string& line) { progress_line(line); };
    const StopCheck stop(limits);
    std::unique_ptr<OrientedPatterns> built;
    try {
        built = std::make_unique<OrientedPatterns>(board, pattern_states != 0 ? pattern_states : oriented_pattern_states, stop);
    } catch (const SearchStopped& stopped) {
        return stopped_search(stopped);
    }
    RotateResult result = solve_oriented_ida(board, *built, goal, limits, progress);
    std::string tiles, labels;
    for (const auto& database : built->databases())
        tiles.append(tiles.empty() ? "" : " + ").append(std::to_string(database->homes().size()));
    for (const auto& database : built->label_databases())
        labels.append(labels.empty() ? "" : " + ").append(std::to_string(database->homes().size()));
    std::string databases = tiles.empty() ? "" : "orientable pattern databases of " + tiles_text(tiles);
    if (!labels.empty())
        databases +=
            (databases.empty() ? "" : " and ") + fmt::format("pattern databases of {} (turns left out)", tiles_text(labels));
    result.search = fmt::format("IDA* {}, {}, {:.2f} s", databases.empty() ? "without pattern databases" : "with " + databases,
                                counted(result.nodes, "node"),
                                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
    return result;
}

}  // namespace

RotateResult search_rotate_board(const RotateBoard& board, SearchGoal goal, const SearchLimits& limits, std::string method,
                                 std::uint64_t pattern_states, const std::string& pattern_cache, int tries, int beam,
                                 const RotateCheckpointRequest* checkpoint) {
    if (board.orientable()) return search_oriented(board, goal, limits, method, pattern_states);
    if (method == "fast") return search_fast(board, goal, limits, tries, beam, pattern_states, pattern_cache);
    const std::uint64_t arrangements = arrangement_count(board.target);
    // One board needs no whole table: IDA* proves distinct labels unsolvable
    // by group membership and solves them with small databases, and so
    // repeated labels (colour puzzles) wherever the group settles that they
    // can be solved (nearly every shape; databases of whole labels). Other
    // colour boards keep the table up to 12! arrangements: IDA* cannot
    // prove them unsolvable.
    const bool table_fits = arrangements <= RotateDistanceTable::max_states;
    const bool chosen = !method.empty();
    if (method.empty()) {
        bool settled = true;
        try {
            settled = !table_fits || rotate_solvability_settled(board, StopCheck(limits));
        } catch (const SearchStopped& stopped) {
            return stopped_search(stopped);
        }
        method = settled ? "ida" : "table";
    }
    if (method == "table" && !table_fits)
        throw UsageError(fmt::format("--method table holds at most {} arrangements; this board's labels have {}",
                                     RotateDistanceTable::max_states,
                                     arrangements == std::numeric_limits<std::uint64_t>::max() ? std::string("more than 2^64")
                                                                                               : std::to_string(arrangements)));
    if (method == "ida" && board.cell_count() > RotatePatternDatabase::max_cells)
        throw UsageError(
            fmt::format("--method ida holds boards up to {} cells; --method fast finds short solutions of larger ones",
                        RotatePatternDatabase::max_cells));
    if (method == "table") return search_by_table(board, goal, limits);
    if (!chosen && table_fits && goal != SearchGoal::first) {
        // Counting or listing every optimal solution: IDA* for what takes it
        // about a second (nearly every board), the table (seconds, once) for
        // the far ones, whose optimal solutions run to tens of thousands.
        SearchLimits trial = limits;
        trial.max_nodes = std::min<std::uint64_t>(trial.max_nodes, rotate_count_trial_nodes);
        RotateResult result = search_by_ida(board, goal, trial, pattern_states, pattern_cache, nullptr);
        if (result.outcome == SearchOutcome::node_limit && trial.max_nodes < limits.max_nodes)
            return search_by_table(board, goal, limits);
        return result;
    }
    return search_by_ida(board, goal, limits, pattern_states, pattern_cache, checkpoint);
}

RotateBoard RotateFamily::read(TextSource& source) { return read_rotate_board(source); }
std::string RotateFamily::write(const RotateBoard& board) { return write_rotate_board(board); }

std::vector<ForeignBoardId> RotateFamily::foreign_ids() { return {tatham_twiddle_reader}; }

std::optional<std::string> RotateFamily::tatham_id(const RotateBoard& board, std::string& why) {
    return tatham_twiddle_id(board, why);
}

OptionTable RotateFamily::solve_options() { return RotateSolveOptions::table(); }

Solved<std::vector<RotateMove>> RotateFamily::solve(const RotateBoard& board, const SolveRequest& request) {
    const auto options = RotateSolveOptions::read(request.options);
    if ((options.given.tries || options.given.beam) && options.method != "fast")
        throw UsageError("--tries and --beam are for --method fast");
    std::optional<RotateCheckpointRequest> checkpoint;
    if (options.given.checkpoint_seconds && options.checkpoint.empty())
        throw UsageError("--checkpoint-seconds needs --checkpoint FILE");
    if (!options.checkpoint.empty()) {
        if (request.several) throw UsageError("--checkpoint keeps one board's search: give one board");
        if (request.goal != SearchGoal::first)
            throw UsageError("--checkpoint keeps the search for one optimal solution, not --count or --all");
        if (!request.shard.whole()) throw UsageError("--checkpoint keeps a whole search, not a --shard of one");
        if (board.orientable() || (!options.method.empty() && options.method != "ida") || !rotate_labels_distinct(board))
            throw UsageError("--checkpoint keeps IDA*'s search (--method ida, tiles of distinct labels that do not turn)");
        OutputClaims claims;
        claims.file("--checkpoint", options.checkpoint);
        if (!request.svg_path.empty()) claims.file("--svg", request.svg_path);
        if (!request.html_path.empty()) claims.file("--html", request.html_path);
        if (const std::string clash = claims.clash(); !clash.empty()) throw UsageError(clash);
        checkpoint = RotateCheckpointRequest{options.checkpoint, options.resume, options.checkpoint_seconds};
    } else if (options.resume) {
        throw UsageError("--resume needs --checkpoint FILE");
    }
    RotateResult result =
        search_rotate_board(board, request.goal, request.limits, options.method,
                            static_cast<std::uint64_t>(options.pattern_states), options.pattern_cache,
                            static_cast<int>(options.tries), static_cast<int>(options.beam), checkpoint ? &*checkpoint : nullptr);
    const bool optimal = options.method != "fast";
    Solved<std::vector<RotateMove>> solved;
    solved.count = result.count;
    solved.outcome = result.outcome;
    solved.nodes = result.nodes;
    solved.why_not = !is_partial(result.outcome) ? result.why_not
                     : result.proven_at_least() > 0
                         ? fmt::format("no solution has fewer than {}", counted(result.proven_at_least(), "move"))
                         : "the search stopped before it proved any bound";
    // Past 4x4 an optimal search rarely ends (5x5: 40-odd moves deep); a
    // stopped one that was not asked for by name says what does.
    if (is_partial(result.outcome) && options.method.empty() && board.cell_count() > 16 && request.goal == SearchGoal::first &&
        rotate_fast_refusal(board).empty())
        solved.why_not += fmt::format(
            "; optimal search rarely ends past 4x4, and --method fast finds a short solution "
            "(not proven optimal) of a {}x{} board in under a minute",
            board.rows, board.cols);
    solved.header = {fmt::format("board: {} (rotate {}x{}, {}x{} blocks Q1..Q{}, turns {}{})", request.board_path, board.rows,
                                 board.cols, board.block, board.block, board.block_count(), to_string(board.turns),
                                 board.orientable() ? ", orientable tiles" : ""),
                     "search: " + result.search};
    if (result.moves) {
        if (request.goal != SearchGoal::first)
            solved.footer = {
                fmt::format("optimal solutions with {}: {}", counted(*result.moves, "move"), result.count.to_string())};
        solved.drawn =
            fmt::format("{}, {}", optimal ? "optimal solution" : "solution (not proven optimal)", counted(*result.moves, "move"));
    }
    solved.solutions = std::move(result.solutions);
    return solved;
}

std::string RotateFamily::check(const RotateBoard& board, const std::vector<RotateMove>& moves, const SolveRequest&) {
    const RotateCheck check = check_rotate_solution(board, moves);
    return check.valid ? "" : check.problem;
}

std::string RotateFamily::solution_text(const RotateBoard&, const std::vector<RotateMove>& moves, std::size_t index,
                                        const SolveRequest& request) {
    const std::string path = moves.empty() ? "none, the board reads its target already" : path_text(moves);
    if (request.goal == SearchGoal::first)
        return fmt::format(
            "{}, {}: {}\n",
            RotateSolveOptions::read(request.options).method == "fast" ? "solution (not proven optimal)" : "optimal solution",
            counted(moves.size(), "move"), path);
    return fmt::format("solution {}: {}\n", index + 1, path);
}

std::vector<std::string> RotateFamily::csv_columns() { return {"moves", "path"}; }

std::vector<std::string> RotateFamily::csv_fields(const RotateBoard&, const std::vector<RotateMove>& moves) {
    return {std::to_string(moves.size()), path_text(moves)};
}

std::string RotateFamily::picture_title(const RotateBoard& board) {
    return fmt::format("rotate {}x{}, {}x{} blocks", board.rows, board.cols, board.block, board.block);
}

Figure RotateFamily::draw(const RotateBoard& board, const std::vector<RotateMove>* moves, Legend legend) {
    return draw_rotate(board, moves, legend);
}

std::string RotateFamily::play_data(const RotateBoard& board, const std::vector<RotateMove>* moves) {
    // The levels' bands where the page can search the whole space, from the
    // space's table as the generator cuts them, kept by shape (a book's boards
    // share one table).
    RotateBoard shape = board;
    shape.grid = board.target;
    shape.description.clear();
    std::fill(shape.turned.begin(), shape.turned.end(), 0);
    const bool small = board.orientable() ? OrientedDistanceTable::state_count(board) <= rotate_page_space
                                          : arrangement_count(board.target) <= rotate_page_space;
    if (!small) return rotate_play_data(board, moves);
    static std::mutex mutex;
    static std::map<std::string, PlayLevels> known;
    const std::string key = write_rotate_board(shape);
    const std::lock_guard lock(mutex);
    auto found = known.find(key);
    if (found == known.end()) {
        const RotateScale scale =
            rotate_scale(board.orientable() ? OrientedDistanceTable(shape).layers() : RotateDistanceTable(shape).layers());
        found = known.emplace(key, play_levels_up_to(scale.most)).first;
    }
    return rotate_play_data(board, moves, found->second);
}

const Family& rotate_family() {
    static const FamilyModel<RotateFamily> family;
    return family;
}

}  // namespace puzzlebox
