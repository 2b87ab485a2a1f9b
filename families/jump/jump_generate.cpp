// puzzlebox-gen jump: mazes with guarantees by local search
// (gen/jump/jump_generator.hpp), each re-checked by the solvers, measured into
// boards.csv, captioned with its grade.
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "analyze/jump/jump_analysis.hpp"
#include "analyze/jump/jump_difficulty.hpp"
#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "draw/jump/jump_drawing.hpp"
#include "families/jump/jump_family.hpp"
#include "families/solve_output.hpp"
#include "gen/jump/jump_every_maze.hpp"
#include "support/counted.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

Cell cell_option(const std::string& name, const std::string& text) {
    const auto cell = parse_cell(text);
    if (!cell) throw UsageError(fmt::format("--{} expects row,col, not '{}'", name, text));
    return *cell;
}

std::string board_inline(const JumpBoard& board) {
    std::string text;
    for (int r = 0; r < board.rows; ++r) {
        if (r > 0) text.append(" /");
        for (int c = 0; c < board.cols; ++c) text.append(" ").append(std::to_string(board.value(Cell{r, c})));
    }
    return text.substr(1);
}

const JumpGenOptions defaults;

#define JUMP_GENERATE_OPTIONS(O)                                                                                               \
    O(text, size, "size", "5x5", fmt::format("board size HxW, 1x1 to {0}x{0}", JumpBoard::max_side))                           \
    O(text, start, "start", "", "start cell row,col (default: bottom row, middle), or 'any': the search moves it too")         \
    O(text, goal, "goal", "",                                                                                                  \
      "goal cell row,col (default: the centre; on one or two rows, the top row's middle or the next cell)")                    \
    O(integer, max_value, "max-value", 0, 0, JumpBoard::max_abs_value, "largest |value| (0: the longest jump that fits)")      \
    O(text, difficulty, "difficulty", "medium",                                                                                \
      level_names() + " (the strongest rule a person needs, with --expert keeping the sum: docs/jump.md)", level_choices())    \
    O(text, grade, "grade", "", "LO-HI: the deduction's score (0 to 4) between LO and HI")                                     \
    O(flag, unique, "unique", "exactly one shortest solution")                                                                 \
    O(integer, min_moves, "min-moves", 1, 0, 1'000'000'000, "the shortest solution has at least this many moves")              \
    O(integer, max_moves, "max-moves", 0, 0, 1'000'000'000, "the shortest solution has at most this many moves (0: no bound)") \
    O(flag, allow_dead, "allow-dead", "allow cells reachable from the start that cannot reach the goal")                       \
    O(flag, expert, "expert", "a path whose values sum to --target exists (written as the board's target)")                    \
    O(flag, unique_expert, "unique-expert", "exactly one path sums to --target")                                               \
    O(integer, target, "target", 0, -1'000'000'000, 1'000'000'000, "expert-mode sum")                                          \
    O(text, maximize, "maximize", "none",                                                                                      \
      "none (the first board that fits) | moves (the longest shortest solution) | expert-moves (the longest sum-target path)", \
      {"none", "moves", "expert-moves"})                                                                                       \
    O(integer, restarts, "restarts", defaults.restarts, 1, 1'000'000,                                                          \
      "random starting boards per board (--maximize none: at most)")                                                           \
    O(integer, iterations, "iterations", defaults.iterations, 0, 1'000'000'000, "annealing steps per restart")                 \
    O(flag, sequential_restarts, "sequential-restarts",                                                                        \
      "one random stream through every restart on one thread, as boards before puzzlebox 0.2 were made")                       \
    O(integer, temperature, "temperature", defaults.temperature, 0, 1'000'000, "starting temperature (one move = 16)")         \
    O(integer, expert_nodes, "expert-nodes", static_cast<std::int64_t>(defaults.expert_max_nodes), 1, no_option_limit,         \
      "node budget of one expert-mode check during the search")                                                                \
    O(integer, measure_nodes, "measure-nodes", 5'000'000, 1, no_option_limit, "node limit of each exhaustive count in boards.csv")
PUZZLEBOX_OPTIONS(JumpGenerateOptions, JUMP_GENERATE_OPTIONS);

}  // namespace

OptionTable JumpFamily::gen_options() { return JumpGenerateOptions::table(); }

JumpFamily::Generator::Generator(const OptionValues& values) {
    const auto o = JumpGenerateOptions::read(values);
    JumpGenOptions& jump = options_;
    const auto hw = parse_size(o.size, JumpBoard::max_side);
    if (!hw) throw UsageError(fmt::format("--size expects HxW with 1 <= H, W <= {}, not '{}'", JumpBoard::max_side, o.size));
    jump.rows = hw->first;
    jump.cols = hw->second;
    const std::string& start = o.start;
    if (start == "any") jump.free_start = true;
    else if (!start.empty()) jump.start = cell_option("start", start);
    if (!o.goal.empty()) jump.goal = cell_option("goal", o.goal);
    JumpBoard probe;
    probe.rows = jump.rows;
    probe.cols = jump.cols;
    const Cell s = jump.start.value_or(default_jump_start(jump.rows, jump.cols));
    const Cell g = jump.goal.value_or(default_jump_goal(jump.rows, jump.cols));
    if (!probe.contains(s) || !probe.contains(g)) throw UsageError("--start and --goal must be on the board");
    if (s == g) throw UsageError(JumpFamily::same_cell_refusal(jump.rows, jump.cols));
    jump.max_value = static_cast<int>(o.max_value);
    jump.unique = o.unique;
    jump.min_moves = static_cast<int>(o.min_moves);
    jump.max_moves = static_cast<int>(o.max_moves);
    if (jump.max_moves > 0 && jump.max_moves < jump.min_moves)
        throw UsageError(fmt::format("--max-moves {} is below --min-moves {}", jump.max_moves, jump.min_moves));
    if (const int cells = jump.rows * jump.cols; jump.min_moves > cells - 1)
        throw UsageError(
            fmt::format("--min-moves {}: a path never visits a cell twice, so a {}x{} maze needs at most {} "
                        "(puzzlebox-analyze jump --hardest proves the most a shape allows)",
                        jump.min_moves, jump.rows, jump.cols, counted(cells - 1, "move")));
    jump.allow_dead = o.allow_dead;
    jump.expert = o.expert;
    jump.unique_expert = o.unique_expert;
    jump.expert_target = o.target;
    const std::string& maximize = o.maximize;
    jump.objective = maximize == "moves"          ? JumpObjective::shortest
                     : maximize == "expert-moves" ? JumpObjective::expert_path
                                                  : JumpObjective::none;
    if (jump.objective == JumpObjective::expert_path && !jump.expert && !jump.unique_expert) jump.expert = true;
    if ((jump.expert || jump.unique_expert) && !jump.free_start) {
        // Generated goals hold 0, so every path sums to the start-goal Manhattan distance mod 2 (docs/jump.md).
        const int manhattan = manhattan_distance(s, g);
        if (!sum_parity_allows(s, g, jump.expert_target))
            throw UsageError(
                fmt::format("--expert: no path from {} to {} can sum to {}: every path sums to the parity of "
                            "their Manhattan distance {} (move --start or --goal, or change --target)",
                            to_string(s), to_string(g), jump.expert_target, manhattan));
    }
    // A level unless --grade, move bounds or --maximize replace it (the
    // boards of earlier commands stay the same); both a level and --grade
    // when both are asked for.
    const bool raw = o.given.grade || o.given.min_moves || o.given.max_moves || maximize != "none";
    const bool expert = jump.expert || jump.unique_expert;
    if (o.given.difficulty || !raw) {
        level_ = parse_level(o.difficulty);              // the table allows the level names only
        jump.score = jump_level_scores(level_.value());  // the deduction's (expert mode: with the sum)
        int& made_moves = expert ? jump.min_expert_moves : jump.min_moves;
        made_moves = std::max(made_moves, jump_min_made_moves);
        if (jump.max_moves > 0 && jump.max_moves < jump.min_moves)
            throw UsageError(
                fmt::format("--max-moves {} is below the {} moves of a {} maze", jump.max_moves, jump.min_moves, o.difficulty));
    }
    if (o.given.grade) {
        // A band of the deduction's score (0 to 4; expert mode: with the sum).
        auto band = parse_grade_band(o.grade);
        if (!band) throw UsageError(grade_band_error(o.grade));
        if (band->low >= jump_score_top)
            throw UsageError(fmt::format("--grade {}: the score scale tops out at {:g}", o.grade, jump_score_top));
        if (band->high >= jump_score_top) band->high = std::numeric_limits<double>::infinity();  // the scale's top
        std::vector<ScoreBound> bounds;
        if (level_) bounds.push_back({fmt::format("the {} level", o.difficulty), jump_level_scores(*level_)});
        bounds.push_back({"--grade " + o.grade, *band});
        std::string why;
        const auto met = meet_bounds(bounds, why);
        if (!met) throw UsageError(why);
        jump.score = *met;
    }
    // The guarantees asked, as given (a refusal names them).
    std::vector<std::string>& asked = asked_;
    if (level_) asked.push_back(fmt::format("--difficulty {}{}", o.difficulty, o.given.difficulty ? "" : " (the default)"));
    if (o.given.grade) asked.push_back("--grade " + o.grade);
    if (jump.unique) asked.push_back("--unique");
    if (o.given.min_moves) asked.push_back(fmt::format("--min-moves {}", o.min_moves));
    if (jump.max_moves > 0) asked.push_back(fmt::format("--max-moves {}", jump.max_moves));
    if (jump.expert || jump.unique_expert)
        asked.push_back(fmt::format("{} --target {}", jump.unique_expert ? "--unique-expert" : "--expert", jump.expert_target));
    if (jump.max_value > 0) asked.push_back(fmt::format("--max-value {}", jump.max_value));
    jump.restarts = static_cast<int>(o.restarts);
    jump.iterations = static_cast<int>(o.iterations);
    jump.sequential_restarts = o.sequential_restarts;
    jump.threads = threads_to_use();
    jump.temperature = static_cast<int>(o.temperature);
    jump.expert_max_nodes = static_cast<std::uint64_t>(o.expert_nodes);
    measure_limits_ = SearchLimits{static_cast<std::uint64_t>(o.measure_nodes), 0, {}};
}

bool JumpFamily::Generator::meets(const JumpBoard& board) const {
    if (recheck_jump_board(board, options_)) return false;
    if (!level_) return true;
    const std::optional<Difficulty> difficulty = jump_difficulty(board, SearchLimits{options_.expert_max_nodes, 0, {}});
    return difficulty && difficulty->level == *level_;
}

void JumpFamily::Generator::prepare() {
    // A shape small enough to try whole (1x7, 2x5, 3x3, 3x4, ...): a request
    // no maze meets is refused before any search, with the count tried.
    const std::optional<std::uint64_t> count = jump_maze_count(options_);
    if (!count) return;
    every_maze_ = true;
    Random unused(0);  // existence alone draws nothing
    const JumpEveryMaze every = try_every_jump_maze(
        options_, [this](const JumpBoard& board) { return meets(board); }, unused, true);
    if (every.board || every.cut_short) return;
    const JumpBoard shape = jump_shape(options_);
    throw UsageError(
        fmt::format("{}: no {}x{} maze {} to the goal {} meets {}{} ({}){}",
                    asked_.empty() ? "jump" : fmt::format("{}", fmt::join(asked_, " ")), shape.rows, shape.cols,
                    options_.free_start ? "from any start" : "from " + to_string(shape.start), to_string(shape.goal),
                    asked_.empty()      ? "the guarantees"
                    : asked_.size() > 1 ? "them"
                                        : "it",
                    options_.allow_dead ? "" : " with no dead cells",
                    *count == 1 ? std::string("its one maze was tried") : fmt::format("each of its {} mazes was tried", *count),
                    options_.allow_dead ? "" : "; --allow-dead lets in cells that cannot reach the goal"));
}

std::string JumpFamily::Generator::what() const { return fmt::format("jump mazes {}x{}", options_.rows, options_.cols); }

Figure JumpFamily::Generator::shape() const { return draw_jump(jump_shape(options_)); }

std::vector<std::string> JumpFamily::Generator::columns() const {
    std::vector<std::string> columns = measure_columns();
    // annealing_steps: the steps taken, over every restart (--iterations is per restart).
    for (const char* extra : {"seed", "board", "restarts", "annealing_steps", "expert_checks", "seconds", "values"})
        columns.push_back(extra);
    return columns;
}

Made<JumpBoard, JumpPath> JumpFamily::Generator::make(Random& random, int) const {
    Made<JumpBoard, JumpPath> made;
    // Boards spread over a bounded band instead of gathering at its bottom
    // (the search stops at the first board inside): each board's search
    // aims at a band starting at a point drawn in its lower three quarters.
    JumpGenOptions aimed = options_;
    if (aimed.grade.bounded()) {
        const double width = aimed.grade.high - aimed.grade.low;
        aimed.grade.low += 0.75 * width * static_cast<double>(random.below(1024)) / 1024.0;
    }
    JumpGenResult generated = generate_jump_board(aimed, random);
    if (!generated.board && every_maze_ && !stop_requested()) {
        // The restarts missed; on a shape this small every maze is tried (one exists: prepare()).
        generated.board = try_every_jump_maze(
                              options_, [this](const JumpBoard& board) { return meets(board); }, random)
                              .board;
    }
    if (!generated.board) {
        made.problem = fmt::format(
            "no board met the guarantees in {} restarts of {} steps "
            "(try more --restarts or --iterations, or fewer guarantees)",
            options_.restarts, options_.iterations);
        return made;
    }
    made.board = std::move(generated.board);
    made.cut_short = generated.cut_short;
    const UninterruptedSection measuring;  // the board is made: its solution and summary are not cut short
    const JumpBoard& board = *made.board;
    const JumpSearchResult shortest = solve_jump_shortest(board);
    made.solution = shortest.paths.at(0);
    made.summary =
        fmt::format("; shortest solution {}, {} of them", counted(made.solution.moves(), "move"), shortest.count.to_string());
    made.difficulty = jump_difficulty(board, SearchLimits{options_.expert_max_nodes, 0, {}});
    if (level_ && (!made.difficulty || made.difficulty->level != *level_)) {
        // The grade and length are each in the level, but its solution
        // length pulls the level under (expert mode: the counts ran out of budget).
        made.problem = fmt::format("the board found is not {} ({})", level_name(*level_),
                                   made.difficulty ? made.difficulty->reason : "its expert grade exceeds --expert-nodes");
        made.board.reset();
        return made;
    }
    if (made.difficulty) made.summary += fmt::format("; {}: {}", level_name(made.difficulty->level), made.difficulty->reason);
    if (options_.expert || options_.unique_expert) {
        // Both lengths: a maximised expert path is often far longer than the
        // shortest solution. Within the search's own expert budget; the
        // re-check settles existence without one.
        const JumpSearchResult fewest =
            solve_jump_fewest_with_sum(board, options_.expert_target, {}, SearchLimits{options_.expert_max_nodes, 0, {}});
        if (!fewest.paths.empty() && !is_partial(fewest.outcome))
            made.summary += fmt::format("; fewest-move path summing to {}: {}", options_.expert_target,
                                        counted(fewest.paths[0].moves(), "move"));
    }
    made.stem = fmt::format("jump-{}x{}", board.rows, board.cols);
    made.extra = {std::to_string(generated.effort.restarts), std::to_string(generated.effort.iterations),
                  std::to_string(generated.effort.expert_checks)};
    return made;
}

std::string JumpFamily::Generator::recheck(const Made<JumpBoard, JumpPath>& made) const {
    return recheck_jump_board(*made.board, options_).value_or("");
}

std::string JumpFamily::Generator::caption(const Made<JumpBoard, JumpPath>& made) const {
    const std::optional<Difficulty>& difficulty = made.difficulty;
    const int moves = made.solution.moves();
    return fmt::format("{} {}, {}", made.board->target ? "expert grade" : "score",
                       // Cut, not rounded, to a tenth: 1.996 is "1.9 · medium", never "2.0 · medium" beside "2.0 · hard".
                       difficulty
                           ? fmt::format("{:.1f} · {}", std::floor(difficulty->score * 10) / 10, level_name(difficulty->level))
                           : std::string("?"),
                       counted(moves, "move"));
}

std::vector<std::string> JumpFamily::Generator::row(const std::string& file, const Made<JumpBoard, JumpPath>& made,
                                                    std::uint64_t seed, int index, double seconds) const {
    const JumpBoard& board = *made.board;
    std::vector<std::string> row = measure_fields(file, board, measure_jump_board(board, measure_limits_));
    row.push_back(std::to_string(seed));
    row.push_back(std::to_string(index));
    for (const auto& extra : made.extra) row.push_back(extra);
    row.push_back(fmt::format("{:.3f}", seconds));
    row.push_back(board_inline(board));
    return row;
}

}  // namespace puzzlebox
