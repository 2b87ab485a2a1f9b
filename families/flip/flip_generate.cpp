// puzzlebox-gen flip: uniformly random solvable boards, optionally needing at
// least M presses (gen/flip/flip_generator.hpp), each re-checked by replaying its
// solution.
#include <fmt/format.h>

#include "draw/flip/flip_drawing.hpp"
#include "families/flip/flip_family.hpp"
#include "families/usage_error.hpp"
#include "puzzles/flip/flip_validate.hpp"

namespace puzzlebox {

namespace {

#define FLIP_GENERATE_OPTIONS(O)                                                                                         \
    O(text, size, "size", "4x4",                                                                                         \
      fmt::format("board size HxW, up to {0}x{0} for cross and plus, {1} cells with wrap", FlipBoard::max_side,          \
                  flip_max_elimination_cells))                                                                           \
    O(text, pattern, "pattern", "cross", "cross (row and column, the gold bars) | plus (Lights Out)", {"cross", "plus"}) \
    O(text, wrap, "wrap", "none", "none | torus", {"none", "torus"})                                                     \
    O(integer, min_presses, "min-presses", 0, 0, 1'000'000'000,                                                          \
      "the fewest presses that solve the board are at least this many (drawn uniformly among such boards, 1000 tries)")
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
    options_.min_presses = static_cast<int>(o.min_presses);
}

std::string FlipFamily::Generator::what() const {
    return fmt::format("flip boards {}x{} ({}{})", options_.rows, options_.cols, to_string(options_.pattern),
                       options_.torus ? " on a torus" : "");
}

Figure FlipFamily::Generator::shape() const { return draw_flip(blank_flip_board(options_)); }

std::vector<std::string> FlipFamily::Generator::columns() const {
    return {"file", "size", "pattern", "wrap", "presses", "proven", "minimal_solutions", "seed", "board"};
}

Made<FlipBoard, FlipSolution> FlipFamily::Generator::make(Random& random, int) const {
    Made<FlipBoard, FlipSolution> made;
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
    return fmt::format("{} press{}{}", presses, presses == 1 ? "" : "es", made.solution.proven ? "" : " or fewer");
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
            std::to_string(seed),
            std::to_string(index)};
}

}  // namespace puzzlebox
