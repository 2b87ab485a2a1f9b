// puzzlebox-solve on jump mazes: shortest (normal) or fewest-move sum-target
// (expert) paths, all of them, or their number (counted, not walked, when
// every pruning is on: solve/jump/jump_count.hpp).
#include <map>
#include <mutex>
#include <optional>
#include <tuple>

#include <fmt/format.h>

#include "analyze/jump/jump_difficulty.hpp"
#include "cli/shard_options.hpp"
#include "cli/usage_error.hpp"
#include "draw/jump/jump_drawing.hpp"
#include "families/family_model.hpp"
#include "families/jump/jump_family.hpp"
#include "gen/jump/jump_every_maze.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "puzzles/jump/jump_validate.hpp"
#include "solve/jump/jump_count.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

namespace {

JumpPruning parse_pruning(const std::string& text) {
    if (text == "all") return {};
    JumpPruning pruning = JumpPruning::none();
    if (text == "none") return pruning;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        auto comma = text.find(',', pos);
        if (comma == std::string::npos) comma = text.size();
        const std::string name = text.substr(pos, comma - pos);
        if (name == "reach") pruning.goal_reachable = true;
        else if (name == "sum") pruning.sum_bounds = true;
        else if (name == "distance") pruning.distance = true;
        else throw UsageError("--prune: unknown pruning '" + name + "' (expected all, none, or a list of reach,sum,distance)");
        pos = comma + 1;
    }
    return pruning;
}

#define JUMP_SOLVE_OPTIONS(O)                                                                                              \
    O(text, mode, "mode", "normal", "normal | expert (the sum of the visited values is the target)", {"normal", "expert"}) \
    O(integer, target, "target", 0, -JumpBoard::max_abs_value * 1'000'000LL, JumpBoard::max_abs_value * 1'000'000LL,       \
      "expert-mode sum (default: the file's 'target', else 0); implies --mode expert")                                     \
    O(text, prune, "prune", "all", "depth-first prunings: all | none | a list of reach,sum,distance")
PUZZLEBOX_OPTIONS(JumpSolveOptions, JUMP_SOLVE_OPTIONS);

// Expert mode's target: --target, else the file's, else 0; none in normal mode.
std::optional<std::int64_t> expert_target(const JumpBoard& board, const JumpSolveOptions& options) {
    if (options.given.target && options.given.mode && options.mode == "normal") throw UsageError("--target needs --mode expert");
    if (!options.given.target && options.mode != "expert") return std::nullopt;
    return options.given.target ? options.target : board.target.value_or(0);
}

std::string path_text(const JumpBoard& board, const JumpPath& path) {
    std::string text;
    for (std::size_t i = 0; i < path.cells.size(); ++i) {
        if (i > 0) text += " -> ";
        text += fmt::format("{} ({})", to_string(path.cells[i]), board.value(path.cells[i]));
    }
    return text;
}

// The levels New puzzle can reach on the board's shape and goal, when it is
// small enough to try whole (3x3, 2x4, 1x7, ...): the mazes of the page's
// rules (any start, no dead cell, at least jump_min_made_moves moves), a
// fraction of a second a shape, tried once per shape for a whole book.
std::optional<JumpEveryMazeLevels> new_puzzle_levels(const JumpBoard& board) {
    static std::mutex mutex;
    static std::map<std::tuple<int, int, int>, std::optional<JumpEveryMazeLevels>> shapes;
    const std::lock_guard<std::mutex> lock(mutex);
    const auto [entry, fresh] = shapes.try_emplace({board.rows, board.cols, board.goal_index()});
    if (!fresh) return entry->second;
    JumpGenOptions rules;
    rules.rows = board.rows;
    rules.cols = board.cols;
    rules.goal = board.goal;
    rules.free_start = true;
    rules.min_moves = jump_min_made_moves;
    if (const std::optional<JumpShapeLevels> reached = jump_levels_of_every_maze(rules)) {
        JumpEveryMazeLevels& levels = entry->second.emplace();
        levels.tried = reached->tried;
        for (const Level level : reached->levels) levels.levels.emplace_back(level_name(level));
    }
    return entry->second;
}

}  // namespace

JumpBoard JumpFamily::read(TextSource& source) { return read_jump_board(source); }
std::string JumpFamily::write(const JumpBoard& board) { return write_jump_board(board); }

OptionTable JumpFamily::solve_options() { return JumpSolveOptions::table(); }

Solved<JumpPath> JumpFamily::solve(const JumpBoard& board, const SolveRequest& request) {
    const auto options = JumpSolveOptions::read(request.options);
    const std::optional<std::int64_t> target = expert_target(board, options);
    const JumpPruning pruning = parse_pruning(options.prune);
    const bool every_pruning = pruning.goal_reachable && pruning.sum_bounds && pruning.distance;
    const SearchGoal goal = request.goal;
    JumpSearchResult result;
    if (goal == SearchGoal::count && every_pruning && board.cell_count() <= jump_count_max_cells) {
        const JumpCount counted = count_jump_paths(board, target, request.limits, 0, request.shard);
        result.count = counted.count;
        result.nodes = counted.nodes;
        result.outcome = counted.outcome;
    } else if (goal != SearchGoal::first) {
        result = find_all_jump_paths(board, target, goal == SearchGoal::all, pruning, request.limits);
    } else if (target) {
        result = solve_jump_fewest_with_sum(board, *target, pruning, request.limits);
    } else {
        result = solve_jump_shortest(board, request.limits);
    }

    Solved<JumpPath> solved;
    solved.count = result.count;
    solved.outcome = result.outcome;
    solved.nodes = result.nodes;
    const std::string mode = target ? "expert" : "normal";
    const std::string goal_text = target ? fmt::format("paths whose values sum to {}", *target) : std::string("paths");
    if (!is_partial(result.outcome)) solved.why_not = "no " + goal_text + " from start to goal";
    solved.header = {fmt::format("board: {} (jump {}x{}, start {}, goal {})", request.board_path, board.rows, board.cols,
                                 to_string(board.start), to_string(board.goal)),
                     goal == SearchGoal::all ? fmt::format("mode: {}, every {}, fewest moves first", mode, goal_text)
                                             : fmt::format("mode: {}, {} with the fewest moves", mode, goal_text)};
    if (!result.paths.empty()) {
        const JumpPath& first = result.paths.front();
        solved.footer = {goal == SearchGoal::all
                             ? fmt::format("solutions: {}", result.count.to_string())
                             : fmt::format("solutions with {}: {}", counted(first.moves(), "move"), result.count.to_string())};
        solved.drawn = fmt::format("solution, {}, {} tiles{}", counted(first.moves(), "move"), first.tiles(),
                                   target ? fmt::format(", sum {}", first.sum) : "");
    }
    solved.solutions = std::move(result.paths);
    return solved;
}

std::string JumpFamily::check(const JumpBoard& board, const JumpPath& path, const SolveRequest& request) {
    const JumpPathCheck check = check_jump_path(board, path.cells, expert_target(board, JumpSolveOptions::read(request.options)));
    if (!check.valid) return check.problem;
    if (check.sum != path.sum) return fmt::format("its sum is {}, not the {} the solver reported", check.sum, path.sum);
    return "";
}

std::string JumpFamily::solution_text(const JumpBoard& board, const JumpPath& path, std::size_t index, const SolveRequest&) {
    return fmt::format("solution {}: {}, {}, sum {}\n  {}\n", index + 1, counted(path.moves(), "move"),
                       counted(path.tiles(), "tile"), path.sum, path_text(board, path));
}

std::vector<std::string> JumpFamily::csv_columns() { return {"moves", "tiles", "sum", "path"}; }

std::vector<std::string> JumpFamily::csv_fields(const JumpBoard&, const JumpPath& path) {
    std::string cells;
    for (std::size_t i = 0; i < path.cells.size(); ++i) cells.append(i > 0 ? " " : "").append(to_string(path.cells[i]));
    return {std::to_string(path.moves()), std::to_string(path.tiles()), std::to_string(path.sum), cells};
}

std::string JumpFamily::picture_title(const JumpBoard& board) { return fmt::format("jump {}x{}", board.rows, board.cols); }

std::string JumpFamily::play_data(const JumpBoard& board, const JumpPath* path) {
    // Normal mode: the deduction's score bands, for the page's New puzzle.
    PlayLevels levels;
    if (!board.target)
        for (const Level level : all_levels) {
            const GradeBand band = jump_level_scores(level);
            levels.push_back({std::string(level_name(level)), band.low, band.high});
        }
    const std::optional<JumpEveryMazeLevels> every_maze = board.target ? std::nullopt : new_puzzle_levels(board);
    return jump_play_data(board, path ? &path->cells : nullptr, levels, jump_min_made_moves, every_maze);
}

Figure JumpFamily::draw(const JumpBoard& board, const JumpPath* path, Legend legend) {
    return draw_jump(board, path ? &path->cells : nullptr, legend);
}

const Family& jump_family() {
    static const FamilyModel<JumpFamily> family;
    return family;
}

}  // namespace puzzlebox
