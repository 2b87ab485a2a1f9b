// puzzlebox-gen rotate: scrambles at a level (their optimal moves against the
// shape's God's number: analyze/rotate/rotate_difficulty.hpp), of a certified
// optimal depth, or uniformly random reachable arrangements
// (gen/rotate/rotate_generator.hpp), each re-solved before it is written.
#include <iostream>
#include <limits>

#include <fmt/format.h>
#include <unistd.h>

#include "cli/usage_error.hpp"
#include "draw/rotate/rotate_drawing.hpp"
#include "families/rotate/rotate_family.hpp"
#include "families/solve_output.hpp"
#include "puzzles/rotate/rotate_validate.hpp"
#include "solve/rotate/arrangement_rank.hpp"
#include "support/counted.hpp"
#include "support/progress.hpp"

namespace puzzlebox {

namespace {

constexpr int scale_samples = 20;  // beyond the table: certified random arrangements for the scale

#define ROTATE_GENERATE_OPTIONS(O)                                                                                         \
    O(text, size, "size", "3x3", "board size HxW, 2 <= H, W, at most 16 cells (above 12, IDA* certifies each board)")      \
    O(integer, block, "block", 2, 2, RotateBoard::max_side, "block side k")                                                \
    O(text, turns, "turns", "cw", "cw | both | half", {"cw", "both", "half"})                                              \
    O(flag, orientable, "orientable", "tiles that turn with their block (Twiddle's 'o'): solved is in order and upright")  \
    O(flag, rows_only, "rows-only", "each row's tiles share one label, its own (Twiddle's 'r')")                           \
    O(text, difficulty, "difficulty", "medium", level_names() + " (optimal moves against God's number)", level_choices())  \
    O(text, grade, "grade", "", "LO-HI: optimal moves between LO and HI, instead of the level (with it: the part inside)") \
    O(optional_integer, depth, "depth", 0, 1000,                                                                           \
      "boards whose optimal solution is exactly this many moves (certified), drawn uniformly among them")                  \
    O(flag, random_state, "random-state", "a uniformly random reachable arrangement (instead of a level)")                 \
    O(integer, pattern_states, "pattern-states", std::int64_t{1} << 29, 1, std::int64_t{1} << 40,                          \
      "above 12 cells: the most states (bytes) per pattern database")                                                      \
    O(text, pattern_cache, "pattern-cache", default_rotate_pattern_cache(),                                                \
      "a directory that keeps distance tables (up to 12 cells) and IDA*'s pattern databases between runs ('' for none)")
PUZZLEBOX_OPTIONS(RotateGenerateOptions, ROTATE_GENERATE_OPTIONS);

}  // namespace

OptionTable RotateFamily::gen_options() { return RotateGenerateOptions::table(); }

RotateFamily::Generator::Generator(const OptionValues& values) {
    const auto o = RotateGenerateOptions::read(values);
    const std::string& size = o.size;
    const auto hw = parse_size(size, RotateBoard::max_side);
    if (!hw || hw->first < 2 || hw->second < 2 || hw->first * hw->second > 16)
        throw UsageError(
            fmt::format("--size expects HxW with 2 <= H, W and at most 16 cells for rotation puzzles, not '{}'", size));
    shape_.rows = hw->first;
    shape_.cols = hw->second;
    shape_.block = static_cast<int>(o.block);
    if (shape_.block > std::min(shape_.rows, shape_.cols))
        throw UsageError(fmt::format("--block {} does not fit a {}x{} board", shape_.block, shape_.rows, shape_.cols));
    shape_.turns = *parse_rotate_turns(o.turns);
    shape_.orientable = o.orientable;
    shape_.rows_only = o.rows_only;
    if (o.given.depth) {
        if (o.random_state) throw UsageError("--depth and --random-state are exclusive");
        shape_.depth = static_cast<int>(o.depth);
    }
    if ((o.given.difficulty || o.given.grade) && (o.given.depth || o.random_state))
        throw UsageError("--difficulty or --grade, --depth and --random-state are exclusive");
    if (o.given.grade) {
        grade_ = parse_grade_band(o.grade);
        if (!grade_) throw UsageError(grade_band_error(o.grade));
    }
    // A level unless --grade alone replaces it.
    if (!o.given.depth && !o.random_state && (o.given.difficulty || !o.given.grade))
        level_ = parse_level(o.difficulty);  // the table allows the level names only
    pattern_cache_ = o.pattern_cache;
    pattern_states_ = static_cast<std::uint64_t>(o.pattern_states);
}

std::string RotateFamily::Generator::what() const {
    return fmt::format("rotation puzzles {}x{}, {}x{} blocks{}{}", shape_.rows, shape_.cols, shape_.block, shape_.block,
                       shape_.rows_only ? ", rows only" : "", shape_.orientable ? ", orientable tiles" : "");
}

RotateBoard RotateFamily::Generator::solved() const { return rotate_gen_solved(shape_); }

Figure RotateFamily::Generator::shape() const { return draw_rotate(solved()); }

RotateGenResult RotateFamily::Generator::draw(const RotateGenOptions& options, Random& random) const {
    if (oriented_) return generate_oriented_board(options, *oriented_, oriented_table_.get(), *group_, random);
    return table_ ? generate_rotate_board(options, *table_, random) : generate_rotate_board(options, *patterns_, *group_, random);
}

void RotateFamily::Generator::prepare() {
    const RotateBoard solved = this->solved();
    std::function<void(const std::string&)> progress;
    if (progress_wanted()) progress = [](const std::string& line) { progress_line(line); };
    if (shape_.orientable) {
        oriented_ = std::make_shared<const OrientedPatterns>(solved, oriented_pattern_states);
        group_ = std::make_shared<const PermutationGroup>(oriented_move_group(solved));
        // The whole space where it is small (3x3: 9! x 512 states, 10 s): God's number and exact depths.
        if (OrientedDistanceTable::state_count(solved) <= oriented_table_states) {
            oriented_table_ = std::make_shared<const OrientedDistanceTable>(solved, progress);
            scale_ = rotate_scale(oriented_table_->layers());
        }
    } else if (solved.cell_count() <= 12 && arrangement_count(solved.target) <= RotateDistanceTable::max_states) {
        // (Past 12 cells only rows-only boards fit, 4x4's 63 million arrangements: IDA* draws them faster than the table is
        // built.) Kept in the cache directory: a 3x4 table takes 15-20 s to build and a fraction of a second to load.
        const auto say = [](const std::string& line) {
            if (line.rfind("warning", 0) == 0) std::cerr << tool_name() << ": " << line << '\n';
            else if (progress_wanted()) progress_line(line);
        };
        table_ = cached_rotate_table(solved, pattern_cache_, progress, say);
        scale_ = rotate_scale(table_->layers());
    } else {
        RotatePatternOptions pattern_options;
        pattern_options.cache = pattern_cache_;
        pattern_options.max_states = pattern_states_;
        pattern_options.progress = progress;
        patterns_ = std::make_shared<const RotatePatterns>(solved, pattern_options);
        group_ = std::make_shared<const PermutationGroup>(rotate_move_group(solved));
    }
    if (!table_ && !oriented_table_) {
        // The scale beyond the table: the deepest of a few uniformly random
        // arrangements, certified by IDA* (seed 1: the same for every run).
        RotateGenOptions uniform = shape_;
        uniform.depth.reset();
        Random random(1);
        int most = 0, tried = 0;
        least_drawn_ = std::numeric_limits<int>::max();
        for (; tried < scale_samples; ++tried) {
            const RotateGenResult drawn = draw(uniform, random);
            if (!drawn.board) break;  // a stop request
            most = std::max(most, drawn.moves);
            least_drawn_ = std::min(least_drawn_, drawn.moves);
        }
        scale_ = rotate_scale_found(most, tried);
        if (tried < scale_samples) return;  // stopped: make() says so
    }
    if (shape_.depth && (table_ || oriented_table_) && *shape_.depth > scale_.most)
        throw UsageError(fmt::format("--depth {}: no {}x{} arrangement with {}x{} blocks is that far from its target ({}: {})",
                                     *shape_.depth, shape_.rows, shape_.cols, shape_.block, shape_.block, scale_.why,
                                     scale_.most));
    if (level_ || grade_) {
        const std::string shape =
            fmt::format("{}x{} boards with {}x{} blocks", shape_.rows, shape_.cols, shape_.block, shape_.block);
        const ScoreRange level = level_ ? level_range(*level_, scale_.most) : ScoreRange{1, scale_.most};
        if (level.empty())
            throw UsageError(fmt::format(
                "--difficulty {}: {} need at most {} ({}), too few for that level (the levels they "
                "hold, by moves: {})",
                level_name(*level_), shape, counted(scale_.most, "move"), scale_.why, level_ranges_text(scale_.most)));
        std::vector<ScoreBound> bounds{
            {fmt::format("the moves {} need (1 to {}: {})", shape, scale_.most, scale_.why), band_of({1, scale_.most})}};
        if (level_) bounds.push_back({fmt::format("the {} level", level_name(*level_)), band_of(level)});
        if (grade_) bounds.push_back({"--grade " + to_string(*grade_), *grade_});
        std::string why;
        const auto met = meet_bounds(bounds, why);
        if (!met) throw UsageError(why);
        level_moves_ = whole_scores(*met);
        if (level_moves_.empty()) throw UsageError(fmt::format("--grade {} holds no whole number of moves", to_string(*grade_)));
    }
}

std::vector<std::string> RotateFamily::Generator::columns() const {
    return {"file", "size", "block", "turns", "moves", "optimal_solutions", "level", "seed", "board", "grid"};
}

// A depth of the level: with the table, drawn in proportion to the
// arrangements at each depth (so the board is uniform among the level's);
// beyond it, uniformly among the level's depths.
int RotateFamily::Generator::level_depth(Random& random) const {
    std::vector<double> weights;
    for (int d = level_moves_.low; d <= level_moves_.high; ++d)
        weights.push_back(scale_.layers.empty() ? 1.0 : static_cast<double>(scale_.layers[static_cast<std::size_t>(d)]));
    double total = 0;
    for (double w : weights) total += w;
    double pick = total * (static_cast<double>(random.next()) / 4294967296.0);
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (pick < weights[i]) return level_moves_.low + static_cast<int>(i);
        pick -= weights[i];
    }
    return level_moves_.high;
}

Made<RotateBoard, std::vector<RotateMove>> RotateFamily::Generator::make(Random& random, int) const {
    Made<RotateBoard, std::vector<RotateMove>> made;
    RotateGenOptions options = shape_;
    if ((level_ || grade_) && level_moves_.empty()) {  // a stop cut the scale short (prepare)
        made.problem = "stopped before the level's moves were known";
        made.give_up = true;
        return made;
    }
    if (level_ || grade_) options.depth = level_depth(random);
    // Nearer than any of the scale's uniform draws: uniform draws would
    // almost never land there (each costs a search), so random walks at once.
    if (options.depth && *options.depth < least_drawn_) options.uniform_draws = 0;
    RotateGenResult generated = draw(options, random);
    if (!generated.board) {
        made.problem = generated.problem;
        made.give_up = true;  // every board would fail alike
        return made;
    }
    made.board = std::move(generated.board);
    const RotateBoard& board = *made.board;
    // The solver's own count and first optimal solution (re-checked below).
    std::optional<int> moves;
    PathCount count;
    if (table_) {
        const RotateResult counted = solve_rotate_board(board, *table_, SearchGoal::count);
        moves = counted.moves;
        count = counted.count;
        if (moves) made.solution = solve_rotate_board(board, *table_, SearchGoal::first).solutions.at(0);
    } else {
        // A stop request can cut these searches short: the board is then not written.
        const auto ida = [&](SearchGoal goal) {
            return oriented_ ? solve_oriented_ida(board, *oriented_, goal) : solve_rotate_ida(board, *patterns_, goal);
        };
        const RotateResult counted = ida(SearchGoal::count);
        const RotateResult first = is_partial(counted.outcome) ? counted : ida(SearchGoal::first);
        if (is_partial(counted.outcome) || is_partial(first.outcome) || first.solutions.empty()) {
            made.board.reset();
            made.problem = "stopped before its optimal solutions were counted";
            made.give_up = true;
            return made;
        }
        moves = counted.moves;
        count = counted.count;
        made.solution = first.solutions.front();
    }
    const Difficulty difficulty = rotate_difficulty(generated.moves, count, scale_);
    made.difficulty = difficulty;
    made.summary = fmt::format(": optimal solution {}, {} of them{}; {}: {}", counted(generated.moves, "move"), count.to_string(),
                               generated.uniform ? "" : " (drawn by a certified random walk, not uniformly)",
                               level_name(difficulty.level), difficulty.reason);
    made.stem = fmt::format("rotate-{}x{}-b{}-{}{}", board.rows, board.cols, board.block, to_string(board.turns),
                            board.orientable() ? "-o" : "");
    made.extra = {std::to_string(generated.moves), moves ? std::to_string(*moves) : std::string(), count.to_string(),
                  std::string(level_name(difficulty.level))};
    return made;
}

std::string RotateFamily::Generator::recheck(const Made<RotateBoard, std::vector<RotateMove>>& made) const {
    // The solver's optimal length is the one promised, and its solution replays.
    const int promised = std::stoi(made.extra[0]);
    if (made.extra[1] != made.extra[0] || (shape_.depth && promised != *shape_.depth)) return "it is not the certified depth";
    if ((level_ || grade_) && !level_moves_.holds(promised))
        return fmt::format("its {} moves are outside {}..{}", promised, level_moves_.low, level_moves_.high);
    const RotateCheck check = check_rotate_solution(*made.board, made.solution);
    return check.valid ? "" : "its optimal solution does not replay: " + check.problem;
}

std::string RotateFamily::Generator::caption(const Made<RotateBoard, std::vector<RotateMove>>& made) const {
    const std::size_t moves = made.solution.size();
    return fmt::format("{} · {}", counted(moves, "move"), made.extra[3]);
}

std::vector<std::string> RotateFamily::Generator::row(const std::string& file,
                                                      const Made<RotateBoard, std::vector<RotateMove>>& made, std::uint64_t seed,
                                                      int index, double) const {
    const RotateBoard& board = *made.board;
    std::string grid;
    for (std::size_t c = 0; c < board.grid.size(); ++c) {
        grid.append(grid.empty() ? "" : " ").append(std::to_string(board.grid[c]));
        if (board.orientable()) grid += turned_letter(board.turned[c]);
    }
    return {file,
            fmt::format("{}x{}", board.rows, board.cols),
            std::to_string(board.block),
            to_string(board.turns),
            made.extra[0],
            made.extra[2],
            made.extra[3],
            std::to_string(seed),
            std::to_string(index),
            grid};
}

}  // namespace puzzlebox
