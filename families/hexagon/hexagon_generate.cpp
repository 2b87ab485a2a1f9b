// puzzlebox-gen hexagon: magic hexagon puzzles with exactly one completion,
// at a level (the strongest deduction they need) or with few clues
// (gen/hexagon/hexagon_generator.hpp), each re-checked by an exhaustive count
// of its completions.
#include <fmt/format.h>

#include "analyze/hexagon/hexagon_analysis.hpp"
#include "analyze/hexagon/hexagon_clues.hpp"
#include "analyze/hexagon/hexagon_difficulty.hpp"
#include "cli/usage_error.hpp"
#include "draw/hexagon/hexagon_drawing.hpp"
#include "families/hexagon/hexagon_family.hpp"
#include "puzzles/hexagon/hexagon_format.hpp"
#include "puzzles/hexagon/hexagon_validate.hpp"
#include "solve/hexagon/hexagon_solver.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

namespace {

const HexagonGenOptions generate_defaults;

#define HEXAGON_GENERATE_OPTIONS(O)                                                                                   \
    O(integer, order, "order", generate_defaults.order, 1, 8, "side n")                                               \
    O(text, values, "values", "",                                                                                     \
      "the values K..M (default: K = the least positive start with an integer line constant, 1 for order 3)")         \
    O(text, difficulty, "difficulty", "medium", level_names() + " (the strongest deduction needed)", level_choices()) \
    O(text, grade, "grade", "",                                                                                       \
      "LO-HI: the score (rule rank 1-5 plus a tenth per step of it) between LO and HI, instead of the level")         \
    O(integer, clues, "clues", 0, 0, HexagonBoard::cell_count(8),                                                     \
      "exactly this many given cells (0: as few as the search finds), instead of a level")                            \
    O(flag, fewest_clues, "fewest-clues", "as few clues as the search finds, instead of a level")                     \
    O(integer, restarts, "restarts", generate_defaults.restarts, 1, 1'000'000, "removal orders tried per puzzle")     \
    O(integer, check_nodes, "check-nodes", static_cast<std::int64_t>(generate_defaults.check_nodes), 1,               \
      std::numeric_limits<std::int64_t>::max(), "node limit of one uniqueness check")                                 \
    O(integer, local_swaps, "local-swaps", static_cast<std::int64_t>(generate_defaults.local_swaps), 1,               \
      std::numeric_limits<std::int64_t>::max(), "local search budget for the hidden hexagon (order 4 and up)")        \
    O(integer, measure_nodes, "measure-nodes", 5'000'000, 1, std::numeric_limits<std::int64_t>::max(),                \
      "node limit of each exhaustive count in boards.csv")
PUZZLEBOX_OPTIONS(HexagonGenerateOptions, HEXAGON_GENERATE_OPTIONS);

std::string inline_cells(const HexagonBoard& board) {
    std::string text;
    for (const auto& cell : board.cells) text.append(text.empty() ? "" : " ").append(cell ? std::to_string(*cell) : ".");
    return text;
}

}  // namespace

OptionTable HexagonFamily::gen_options() { return HexagonGenerateOptions::table(); }

HexagonFamily::Generator::Generator(const OptionValues& values) {
    const auto o = HexagonGenerateOptions::read(values);
    HexagonGenOptions& hexagon = options_;
    hexagon.order = static_cast<int>(o.order);
    hexagon.restarts = static_cast<int>(o.restarts);
    hexagon.check_nodes = static_cast<std::uint64_t>(o.check_nodes);
    hexagon.local_swaps = static_cast<std::uint64_t>(o.local_swaps);
    const std::int64_t cells = HexagonBoard::cell_count(hexagon.order);
    const std::string& range_text = o.values;
    if (range_text.empty() && o.given.values)
        throw UsageError(fmt::format("--values expects K..M with M = K + {} for order {}, not ''", cells - 1, hexagon.order));
    if (range_text.empty()) {
        hexagon.first_value = 1;
        while (!hexagon_constant(hexagon.order, hexagon.first_value)) ++hexagon.first_value;
    } else {
        const auto range = parse_value_range(range_text);
        if (!range || range->second - range->first + 1 != cells)
            throw UsageError(fmt::format("--values expects K..M with M = K + {} for order {}, not '{}'", cells - 1, hexagon.order,
                                         range_text));
        hexagon.first_value = range->first;
    }
    values_given_ = o.given.values;
    hexagon.clues = static_cast<int>(o.clues);
    if (hexagon.clues > cells) throw UsageError(fmt::format("--clues must be within 0..{}", cells));
    if ((o.given.difficulty || o.given.grade) && (o.given.clues || o.fewest_clues))
        throw UsageError("--difficulty or --grade, --clues and --fewest-clues are exclusive");
    if (!o.given.clues && !o.fewest_clues) {
        if (hexagon.order > hexagon_graded_order)
            throw UsageError(fmt::format("levels are graded up to order {}; give --clues K or --fewest-clues for order {}",
                                         hexagon_graded_order, hexagon.order));
        // The level's rule: easy = last cell .. fiendish = trial.
        hexagon.level = parse_level(o.difficulty).value();
        if (hexagon.order == 1 && !o.given.grade && hexagon.level != Level::easy)
            throw UsageError(
                fmt::format("--difficulty {}: an order-1 hexagon is one cell, which the easy level's rule fills; "
                            "give --difficulty easy",
                            o.difficulty));
        if (o.given.grade) {
            // The levels whose scores (their rules' ranks, + 0 .. 0.9) meet the band; with --difficulty, that level only.
            grade_ = parse_grade_band(o.grade);
            if (!grade_) throw UsageError(grade_band_error(o.grade));
            for (const Level level : all_levels) {
                const HexagonLevelRules rules = hexagon_level_rules(level);
                const GradeBand scores{static_cast<double>(rules.weakest) + 1, static_cast<double>(rules.strongest) + 1.9};
                if (o.given.difficulty && level != *parse_level(o.difficulty)) continue;
                std::string why;
                if (meet_bounds({{"the level", scores}, {"--grade", *grade_}}, why)) grade_levels_.push_back(level);
            }
            if (grade_levels_.empty())
                throw UsageError(fmt::format("--grade {}: puzzles made at a level score from 1 (easy) to 5.9 (fiendish){}",
                                             o.grade,
                                             o.given.difficulty ? ", " + o.difficulty + " within its rules' ranks" : ""));
        }
    }
    measure_limits_ = SearchLimits{static_cast<std::uint64_t>(o.measure_nodes), 0, {}};
}

void HexagonFamily::Generator::prepare() {
    // Values no magic hexagon takes are refused before any puzzle: a sum the
    // rows cannot share at any order, and at orders 1 to 3 (whose hidden
    // hexagon is drawn from every one there is) an exhaustive search that
    // finds none. Past order 3 the local search's budget decides, and a miss
    // is no proof.
    const HexagonBoard empty = empty_hexagon_board(options_.order, options_.first_value);
    const auto refuse = [&](const std::string& why) {
        throw UsageError(fmt::format("--order {} --values {}..{}{}: {}", options_.order, options_.first_value, empty.last_value(),
                                     values_given_ ? "" : " (the default)", why));
    };
    const std::string constant = hexagon_constant_problem(options_.order, options_.first_value);
    if (!constant.empty()) refuse(constant);
    if (options_.order > 3) return;
    const HexagonSearchResult all = solve_magic_hexagon(empty, SearchGoal::all, false);
    if (is_partial(all.outcome)) return;  // stopped: make() says so
    if (all.solutions.empty())
        refuse(all.impossible.empty() ? "no magic hexagon has them (every filling tried)" : all.impossible);
    // --clues K below the fewest there can be (order 3: 2, every cell lying
    // on a mirror axis): refused too, the clue sets tried up to K.
    if (options_.clues == 0) return;
    const HexagonFewestClues fewest = fewest_hexagon_clues(HexagonGeometry(options_.order), all.solutions, options_.clues);
    if (!fewest.clues)
        throw UsageError(fmt::format("--clues {}: no order-{} puzzle of {}..{} with {} has one completion (every clue set tried)",
                                     options_.clues, options_.order, options_.first_value, empty.last_value(),
                                     counted(options_.clues, "clue")));
}

std::string HexagonFamily::Generator::what() const { return fmt::format("magic hexagon puzzles of order {}", options_.order); }

Figure HexagonFamily::Generator::shape() const { return draw_hexagon(empty_hexagon_board(options_.order, options_.first_value)); }

std::vector<std::string> HexagonFamily::Generator::columns() const {
    std::vector<std::string> columns = hexagon_measure_columns();
    for (const char* extra : {"level", "seed", "board", "checks", "generate_seconds", "puzzle", "solution"})
        columns.push_back(extra);
    return columns;
}

Made<HexagonBoard, std::vector<std::int64_t>> HexagonFamily::Generator::make(Random& random, int) const {
    Made<HexagonBoard, std::vector<std::int64_t>> made;
    HexagonGenOptions options = options_;
    if (!grade_levels_.empty()) options.level = grade_levels_[random.below(static_cast<std::uint32_t>(grade_levels_.size()))];
    HexagonGenResult generated = generate_hexagon_puzzle(options, random);
    made.solution = std::move(generated.solution);
    if (!generated.puzzle) {
        made.problem = generated.problem;
        made.give_up = made.solution.empty();  // no hexagon at all: every puzzle would fail alike
        return made;
    }
    made.board = std::move(generated.puzzle);
    made.cut_short = generated.cut_short;
    int clues = 0;
    for (const auto& cell : made.board->cells) clues += cell.has_value();
    made.summary = fmt::format(": {}, exactly one completion (the 12 orientations counted apart)", counted(clues, "clue"));
    const std::optional<Difficulty> difficulty = hexagon_difficulty(*made.board);
    made.difficulty = difficulty;
    if (grade_ && (!difficulty || !grade_->holds(difficulty->score))) {
        made.problem =
            fmt::format("the puzzle found scores {}, outside --grade {}",
                        difficulty ? fmt::format("{:.1f}", difficulty->score) : std::string("nothing"), to_string(*grade_));
        made.board.reset();
        return made;
    }
    if (difficulty) made.summary += fmt::format("; {}: {}", level_name(difficulty->level), difficulty->reason);
    made.stem = fmt::format("hexagon-o{}", made.board->order);
    made.extra = {std::to_string(generated.checks), std::to_string(clues),
                  difficulty ? std::string(level_name(difficulty->level)) : std::string()};
    return made;
}

std::string HexagonFamily::Generator::recheck(const Made<HexagonBoard, std::vector<std::int64_t>>& made) const {
    // The completion is unique (to the end, no limit) and is the drawn hexagon.
    const HexagonSearchResult check = solve_magic_hexagon(*made.board, SearchGoal::all, false, {}, 2);
    if (check.solutions.size() != 1 || check.solutions[0] != made.solution ||
        !check_magic_hexagon(*made.board, made.solution).valid)
        return "it does not have exactly one completion";
    return "";
}

std::string HexagonFamily::Generator::caption(const Made<HexagonBoard, std::vector<std::int64_t>>& made) const {
    return made.extra[1] + " clues" + (made.extra[2].empty() ? "" : " · " + made.extra[2]);
}

std::vector<std::string> HexagonFamily::Generator::row(const std::string& file,
                                                       const Made<HexagonBoard, std::vector<std::int64_t>>& made,
                                                       std::uint64_t seed, int index, double seconds) const {
    const HexagonBoard& puzzle = *made.board;
    std::vector<std::string> row = hexagon_measure_row(file, puzzle, measure_hexagon_board(puzzle, measure_limits_));
    HexagonBoard solved = puzzle;
    for (std::size_t cell = 0; cell < solved.cells.size(); ++cell) solved.cells[cell] = made.solution[cell];
    for (const auto& extra : {made.extra[2], std::to_string(seed), std::to_string(index), made.extra[0],
                              fmt::format("{:.3f}", seconds), inline_cells(puzzle), inline_cells(solved)})
        row.push_back(extra);
    return row;
}

}  // namespace puzzlebox
