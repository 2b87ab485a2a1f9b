// puzzlebox-gen flip: solvable boards at a level (the fewest presses against
// the shape's God's number: analyze/flip/flip_difficulty.hpp) or between
// press bounds, made by a targeted climb (gen/flip/flip_generator.hpp), each
// re-checked by replaying its solution.
#include <limits>

#include <fmt/format.h>

#include "analyze/flip/flip_difficulty.hpp"
#include "cli/usage_error.hpp"
#include "draw/flip/flip_drawing.hpp"
#include "families/flip/flip_family.hpp"
#include "gen/flip/flip_press_sets.hpp"
#include "puzzles/flip/flip_validate.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

namespace {

#define FLIP_GENERATE_OPTIONS(O)                                                                                                 \
    O(text, size, "size", "4x4",                                                                                                 \
      fmt::format("board size HxW, up to {0}x{0} for cross and plus, {1} cells with wrap", FlipBoard::max_side,                  \
                  flip_max_elimination_cells))                                                                                   \
    O(text, pattern, "pattern", "cross",                                                                                         \
      "cross (row and column: gold bars) | plus (Lights Out) | merlin (Merlin's Magic Square) | random (own sets, as Tatham's)", \
      {"cross", "plus", "merlin", "random"})                                                                                     \
    O(text, wrap, "wrap", "none", "none | torus", {"none", "torus"})                                                             \
    O(text, difficulty, "difficulty", "medium", level_names() + " (the fewest presses against God's number)", level_choices())   \
    O(text, grade, "grade", "", "LO-HI: the fewest presses between LO and HI, instead of the level (as both press bounds)")      \
    O(optional_integer, min_presses, "min-presses", 0, 1'000'000'000,                                                            \
      "the fewest presses are at least this many (with --max-presses, instead of the level)")                                    \
    O(optional_integer, max_presses, "max-presses", 1, 1'000'000'000, "the fewest presses are at most this many")                \
    O(integer, steps, "steps", 2000, 1, 1'000'000'000, "boards solved per board before giving up on the level or bounds")
PUZZLEBOX_OPTIONS(FlipGenerateOptions, FLIP_GENERATE_OPTIONS);

}  // namespace

OptionTable FlipFamily::gen_options() { return FlipGenerateOptions::table(); }

FlipFamily::Generator::Generator(const OptionValues& values) {
    const auto o = FlipGenerateOptions::read(values);
    random_sets_ = o.pattern == "random";
    options_.pattern = random_sets_ ? FlipPattern::cells : *parse_flip_pattern(o.pattern);
    options_.torus = o.wrap == "torus";
    const std::string& size = o.size;
    const auto hw = parse_size(size, FlipBoard::max_side);
    if (!hw)
        throw UsageError(
            fmt::format("--size expects HxW with 1 <= H, W <= {} for flip boards, not '{}'", FlipBoard::max_side, size));
    options_.rows = hw->first;
    options_.cols = hw->second;
    if (options_.pattern == FlipPattern::merlin && (options_.rows != 3 || options_.cols != 3))
        throw UsageError(fmt::format("--pattern merlin: Merlin's Magic Square is 3x3, not {}", size));
    if ((random_sets_ || options_.pattern == FlipPattern::merlin) && options_.torus)
        throw UsageError(fmt::format("--wrap torus is for patterns of offsets (cross, plus), not --pattern {}", o.pattern));
    if (random_sets_ && options_.rows * options_.cols > random_sets_max_cells)
        throw UsageError(fmt::format("--pattern random: each cell's press set is drawn for boards of up to {} cells, not {}",
                                     random_sets_max_cells, size));
    if (random_sets_ && options_.rows * options_.cols < 3)
        throw UsageError(fmt::format("--pattern random: a {} board has no two cells' press sets apart (3 cells or more)", size));
    FlipBoard probe;  // the structure depends on the pattern and the wrap only
    probe.pattern = options_.pattern;
    probe.torus = options_.torus;
    if (!flip_has_structure(probe) && options_.rows * options_.cols > flip_max_elimination_cells)
        throw UsageError(fmt::format("--size {}: {} cells; with wrap, boards are solved by elimination, up to {} cells", size,
                                     options_.rows * options_.cols, flip_max_elimination_cells));
    options_.steps = static_cast<int>(o.steps);
    // A level unless press bounds replace it; both when both are asked for.
    if (o.given.difficulty || (!o.given.min_presses && !o.given.max_presses && !o.given.grade))
        level_ = parse_level(o.difficulty);  // the table allows the level names only
    if (o.given.grade) {
        const auto band = parse_grade_band(o.grade);
        if (!band) throw UsageError(grade_band_error(o.grade));
        grade_ = *band;
        if (whole_scores(*band).high < 1)
            throw UsageError(fmt::format("--grade {}: every board but the blank one needs a press", o.grade));
    }
    if (o.given.min_presses) min_presses_ = static_cast<int>(o.min_presses);
    if (min_presses_ && *min_presses_ > options_.rows * options_.cols)
        throw UsageError(
            fmt::format("--min-presses {}: a {} board has {} cells, and a fewest-press solution presses each once at most",
                        *min_presses_, size, options_.rows * options_.cols));
    if (o.given.max_presses) max_presses_ = static_cast<int>(o.max_presses);
    // Random press sets: the bounds are the board's own, set as each is made.
    if (random_sets_) return;
    if (const std::string problem = set_bounds(options_); !problem.empty()) throw UsageError(problem);
}

std::string FlipFamily::Generator::set_bounds(FlipGenOptions& options) const {
    const FlipScale& scale = flip_scale(blank_flip_board(options));
    std::vector<ScoreBound> bounds;
    if (level_) {
        const ScoreRange range = level_range(*level_, scale.most);
        if (range.empty())
            return fmt::format(
                "--difficulty {0}: {1} {2}x{3} boards need at most {4} ({5}), too few for a {0} level (the "
                "levels they hold, by presses: {6})",
                level_name(*level_), to_string(options.pattern), options.rows, options.cols,
                counted(scale.most, "press", "presses"), scale.why, level_ranges_text(scale.most));
        bounds.push_back({fmt::format("the {} level", level_name(*level_)), band_of(range)});
    }
    if (grade_) bounds.push_back({"--grade " + to_string(*grade_), *grade_});
    if (min_presses_ && *min_presses_ > scale.most)
        return fmt::format("--min-presses {}: {} {}x{} boards need at most {} ({})", *min_presses_, to_string(options.pattern),
                           options.rows, options.cols, counted(scale.most, "press", "presses"), scale.why);
    if (min_presses_)
        bounds.push_back(
            {fmt::format("--min-presses {}", *min_presses_), {static_cast<double>(*min_presses_), GradeBand{}.high}});
    if (max_presses_) bounds.push_back({fmt::format("--max-presses {}", *max_presses_), {0, static_cast<double>(*max_presses_)}});
    std::string why;
    const auto met = meet_bounds(bounds, why);
    if (!met) return why;
    const ScoreRange presses = whole_scores(*met);
    if (presses.empty()) return fmt::format("the bounds ({}) hold no whole number of presses", to_string(*met));
    options.min_presses = presses.low;
    options.max_presses = met->bounded() ? presses.high : 0;  // 0: no upper bound
    return "";
}

std::string FlipFamily::Generator::what() const {
    return fmt::format("flip boards {}x{} ({}{})", options_.rows, options_.cols,
                       random_sets_ ? "random press sets" : to_string(options_.pattern), options_.torus ? " on a torus" : "");
}

Figure FlipFamily::Generator::shape() const {
    FlipGenOptions outline = options_;  // random press sets: a board of the same cells stands for them
    if (random_sets_) outline.pattern = FlipPattern::plus;
    return draw_flip(blank_flip_board(outline));
}

std::vector<std::string> FlipFamily::Generator::columns() const {
    return {"file", "size", "pattern", "wrap", "presses", "proven", "minimal_solutions", "level", "seed", "board"};
}

Made<FlipBoard, FlipSolution> FlipFamily::Generator::make(Random& random, int) const {
    Made<FlipBoard, FlipSolution> made;
    FlipGenOptions options = options_;
    if (random_sets_) {
        auto sets = random_press_sets(options.rows, options.cols, random);
        if (!sets) {
            made.problem = fmt::format("no press sets of {}x{} with every two apart were drawn", options.rows, options.cols);
            return made;
        }
        options.presses = std::move(*sets);
        if (const std::string problem = set_bounds(options); !problem.empty()) {
            made.problem = "these press sets: " + problem;  // the next board draws other sets
            return made;
        }
    }
    const FlipScale& scale = flip_scale(blank_flip_board(options));
    if (!random_sets_ && scale.exact && options.min_presses > scale.most) {
        made.problem = fmt::format("no {}x{} {} board needs more than {} ({})", options.rows, options.cols,
                                   to_string(options.pattern), counted(scale.most, "press", "presses"), scale.why);
        made.give_up = true;
        return made;
    }
    FlipGenResult generated = generate_flip_board(options, random);
    if (!generated.board) {
        made.problem = generated.problem;
        made.give_up = !random_sets_;  // every board of one shape would fail alike
        return made;
    }
    made.board = std::move(generated.board);
    made.solution = std::move(generated.solution);
    const FlipSolution& solution = made.solution;
    made.summary = ", random presses: " +
                   (solution.proven ? fmt::format("fewest presses {} (proven), minimal solutions {}", solution.presses.size(),
                                                  solution.count.to_string())
                                    : fmt::format("{} found, at least {} needed",
                                                  counted(solution.presses.size(), "press", "presses"), solution.lower_bound));
    made.difficulty = flip_difficulty(*made.board, solution);
    made.summary += fmt::format("; {}: {}", level_name(made.difficulty->level), made.difficulty->reason);
    const FlipBoard& board = *made.board;
    made.stem = fmt::format("flip-{}x{}-{}{}", board.rows, board.cols, to_string(board.pattern), board.torus ? "-torus" : "");
    return made;
}

std::string FlipFamily::Generator::recheck(const Made<FlipBoard, FlipSolution>& made) const {
    if (!made.solution.solvable) return "it is not solvable";
    const FlipCheck check = check_flip_solution(*made.board, made.solution.presses);
    return check.valid ? "" : "it is not solved by its solution: " + check.problem;
}

std::string FlipFamily::Generator::caption(const Made<FlipBoard, FlipSolution>& made) const {
    const std::size_t presses = made.solution.presses.size();
    return fmt::format("{}{} · {}", counted(presses, "press", "presses"), made.solution.proven ? "" : " or fewer",
                       level_name(made.difficulty->level));
}

std::vector<std::string> FlipFamily::Generator::row(const std::string& file, const Made<FlipBoard, FlipSolution>& made,
                                                    std::uint64_t seed, int index, double) const {
    const FlipBoard& board = *made.board;
    const FlipSolution& solution = made.solution;
    return {file,
            fmt::format("{}x{}", board.rows, board.cols),
            to_string(board.pattern),
            board.torus ? "torus" : "none",
            std::to_string(solution.presses.size()),
            solution.proven ? "yes" : "no",
            (solution.count_capped ? ">=" : "") + solution.count.to_string(),
            std::string(level_name(made.difficulty->level)),
            std::to_string(seed),
            std::to_string(index)};
}

}  // namespace puzzlebox
