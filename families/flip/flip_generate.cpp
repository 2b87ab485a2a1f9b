// puzzlebox-gen flip: solvable boards at a level (the fewest presses against
// the shape's God's number: analyze/flip/flip_difficulty.hpp) or between
// press bounds, made by a targeted climb (gen/flip/flip_generator.hpp), each
// re-checked by replaying its solution.
#include <limits>

#include <fmt/format.h>

#include "analyze/flip/flip_difficulty.hpp"
#include "draw/flip/flip_drawing.hpp"
#include "families/flip/flip_family.hpp"
#include "families/usage_error.hpp"
#include "puzzles/flip/flip_validate.hpp"

namespace puzzlebox {

namespace {

#define FLIP_GENERATE_OPTIONS(O)                                                                                               \
    O(text, size, "size", "4x4",                                                                                               \
      fmt::format("board size HxW, up to {0}x{0} for cross and plus, {1} cells with wrap", FlipBoard::max_side,                \
                  flip_max_elimination_cells))                                                                                 \
    O(text, pattern, "pattern", "cross", "cross (row and column, the gold bars) | plus (Lights Out)", {"cross", "plus"})       \
    O(text, wrap, "wrap", "none", "none | torus", {"none", "torus"})                                                           \
    O(text, difficulty, "difficulty", "medium", level_names() + " (the fewest presses against God's number)", level_choices()) \
    O(text, grade, "grade", "", "LO-HI: the fewest presses between LO and HI, instead of the level (as both press bounds)")    \
    O(optional_integer, min_presses, "min-presses", 0, 1'000'000'000,                                                          \
      "the fewest presses are at least this many (with --max-presses, instead of the level)")                                  \
    O(optional_integer, max_presses, "max-presses", 1, 1'000'000'000, "the fewest presses are at most this many")              \
    O(integer, steps, "steps", 2000, 1, 1'000'000'000, "boards solved per board before giving up on the level or bounds")
PUZZLEBOX_OPTIONS(FlipGenerateOptions, FLIP_GENERATE_OPTIONS);

}  // namespace

OptionTable FlipFamily::gen_options() { return FlipGenerateOptions::table(); }

FlipFamily::Generator::Generator(const OptionValues& values) {
    const auto o = FlipGenerateOptions::read(values);
    options_.pattern = *parse_flip_pattern(o.pattern);
    options_.torus = o.wrap == "torus";
    const std::string& size = o.size;
    const auto hw = parse_size(size, FlipBoard::max_side);
    if (!hw)
        throw UsageError(
            fmt::format("--size expects HxW with 1 <= H, W <= {} for flip boards, not '{}'", FlipBoard::max_side, size));
    options_.rows = hw->first;
    options_.cols = hw->second;
    FlipBoard probe;  // the structure depends on the pattern and the wrap only
    probe.pattern = options_.pattern;
    probe.torus = options_.torus;
    if (!flip_has_structure(probe) && options_.rows * options_.cols > flip_max_elimination_cells)
        throw UsageError(fmt::format("--size {}: {} cells; with wrap, boards are solved by elimination, up to {} cells", size,
                                     options_.rows * options_.cols, flip_max_elimination_cells));
    options_.steps = static_cast<int>(o.steps);
    // A level unless press bounds replace it; both when both are asked for.
    const FlipScale& scale = flip_scale(blank_flip_board(options_));
    if (o.given.difficulty || (!o.given.min_presses && !o.given.max_presses && !o.given.grade)) {
        const auto level = parse_level(o.difficulty);  // the table allows the level names only
        const ScoreRange range = level_range(level.value(), scale.most);
        if (range.empty())
            throw UsageError(fmt::format("--difficulty {}: {} {}x{} boards need at most {} presses ({}), too few for a {} level",
                                         o.difficulty, to_string(options_.pattern), options_.rows, options_.cols, scale.most,
                                         scale.why, o.difficulty));
        options_.min_presses = range.low;
        options_.max_presses = range.high;
        level_ = level;
    }
    if (o.given.grade) {
        const auto band = parse_grade_band(o.grade);
        if (!band) throw UsageError(grade_band_error(o.grade));
        const ScoreRange presses = whole_scores(*band);
        if (presses.high < 1) throw UsageError(fmt::format("--grade {}: every board but the blank one needs a press", o.grade));
        options_.min_presses = std::max(level_ ? options_.min_presses : 0, presses.low);
        if (presses.high < std::numeric_limits<int>::max())
            options_.max_presses = level_ ? std::min(options_.max_presses, presses.high) : presses.high;
    }
    if (o.given.min_presses) options_.min_presses = std::max(level_ ? options_.min_presses : 0, static_cast<int>(o.min_presses));
    if (o.given.max_presses)
        options_.max_presses =
            level_ ? std::min(options_.max_presses, static_cast<int>(o.max_presses)) : static_cast<int>(o.max_presses);
    if (options_.max_presses > 0 && options_.min_presses > options_.max_presses)
        throw UsageError(fmt::format("the press bounds leave nothing: at least {} and at most {}", options_.min_presses,
                                     options_.max_presses));
}

std::string FlipFamily::Generator::what() const {
    return fmt::format("flip boards {}x{} ({}{})", options_.rows, options_.cols, to_string(options_.pattern),
                       options_.torus ? " on a torus" : "");
}

Figure FlipFamily::Generator::shape() const { return draw_flip(blank_flip_board(options_)); }

std::vector<std::string> FlipFamily::Generator::columns() const {
    return {"file", "size", "pattern", "wrap", "presses", "proven", "minimal_solutions", "level", "seed", "board"};
}

Made<FlipBoard, FlipSolution> FlipFamily::Generator::make(Random& random, int) const {
    Made<FlipBoard, FlipSolution> made;
    const FlipScale& scale = flip_scale(blank_flip_board(options_));
    if (scale.exact && options_.min_presses > scale.most) {
        made.problem = fmt::format("no {}x{} {} board needs more than {} presses ({})", options_.rows, options_.cols,
                                   to_string(options_.pattern), scale.most, scale.why);
        made.give_up = true;
        return made;
    }
    FlipGenResult generated = generate_flip_board(options_, random);
    if (!generated.board) {
        made.problem = generated.problem;
        made.give_up = true;  // every board would fail alike
        return made;
    }
    made.board = std::move(generated.board);
    made.solution = std::move(generated.solution);
    const FlipSolution& solution = made.solution;
    made.summary = ", random presses: " + (solution.proven ? fmt::format("fewest presses {} (proven), minimal solutions {}",
                                                                         solution.presses.size(), solution.count.to_string())
                                                           : fmt::format("{} presses found, at least {} needed",
                                                                         solution.presses.size(), solution.lower_bound));
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
    return fmt::format("{} press{}{} · {}", presses, presses == 1 ? "" : "es", made.solution.proven ? "" : " or fewer",
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
