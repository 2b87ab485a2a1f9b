// Hexagon puzzle levels from the deduction solver (see hexagon_difficulty.hpp).
#include "analyze/hexagon/hexagon_difficulty.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "solve/hexagon/hexagon_deduce.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

Level hexagon_level(HexagonRule rule) {
    switch (rule) {
        case HexagonRule::last_cell:
            return Level::easy;
        case HexagonRule::line_bounds:
            return Level::medium;
        case HexagonRule::line_fill:
        case HexagonRule::line_pair:
            return Level::hard;
        case HexagonRule::trial:
        case HexagonRule::search:
            return Level::fiendish;
    }
    return Level::fiendish;
}

HexagonLevelRules hexagon_level_rules(Level level) {
    switch (level) {
        case Level::easy:
            return {HexagonRule::last_cell, HexagonRule::last_cell};
        case Level::medium:
            return {HexagonRule::line_bounds, HexagonRule::line_bounds};
        case Level::hard:
            return {HexagonRule::line_fill, HexagonRule::line_pair};
        case Level::fiendish:
            return {HexagonRule::trial, HexagonRule::trial};  // a generator stops at trial; search is beyond a person
    }
    return {HexagonRule::trial, HexagonRule::trial};
}

std::optional<Difficulty> hexagon_difficulty(const HexagonBoard& puzzle, const StopCheck& stop) {
    if (!hexagon_constant(puzzle.order, puzzle.first_value) || puzzle.order > hexagon_graded_order) return std::nullopt;
    const HexagonDeduction deduction = deduce_hexagon(puzzle, HexagonRule::search, nullptr, stop);
    if (!deduction.solved) return std::nullopt;
    const HexagonRule rule = deduction.hardest;
    Difficulty difficulty;
    difficulty.level = hexagon_level(rule);
    const int steps = deduction.uses[static_cast<std::size_t>(rule)];
    difficulty.score = static_cast<double>(static_cast<int>(rule) + 1) + std::min(steps, 9) / 10.0;
    static constexpr const char* needs[] = {
        "needs only the last cell of a line and each value once",
        "needs line-sum bounds on the values still free",
        "needs the fillings of a whole line",
        "needs the fillings of two crossing lines together",
        "needs trial and error",
        "needs a search beyond one level of trial and error",
    };
    difficulty.reason = fmt::format("{} ({})", needs[static_cast<std::size_t>(rule)], counted(steps, "step"));
    return difficulty;
}

}  // namespace puzzlebox
