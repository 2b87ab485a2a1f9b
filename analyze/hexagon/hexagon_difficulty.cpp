// Hexagon puzzle levels from the deduction solver (see hexagon_difficulty.hpp).
#include "analyze/hexagon/hexagon_difficulty.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "solve/hexagon/hexagon_deduce.hpp"

namespace puzzlebox {

std::optional<Difficulty> hexagon_difficulty(const HexagonBoard& puzzle) {
    if (!hexagon_constant(puzzle.order, puzzle.first_value) || puzzle.order > hexagon_graded_order) return std::nullopt;
    const HexagonDeduction deduction = deduce_hexagon(puzzle);
    if (!deduction.solved) return std::nullopt;
    const HexagonRule rule = deduction.hardest;
    Difficulty difficulty;
    difficulty.level = rule == HexagonRule::last_cell     ? Level::easy
                       : rule == HexagonRule::line_bounds ? Level::medium
                       : rule == HexagonRule::line_fill   ? Level::hard
                                                          : Level::fiendish;
    const int steps = deduction.uses[static_cast<std::size_t>(rule)];
    difficulty.score = static_cast<double>(static_cast<int>(rule) + 1) + std::min(steps, 9) / 10.0;
    static constexpr const char* needs[] = {
        "needs only the last cell of a line and each value once",
        "needs line-sum bounds on the values still free",
        "needs the fillings of a whole line",
        "needs trial and error",
        "needs a search beyond one level of trial and error",
    };
    difficulty.reason = fmt::format("{} ({} step{})", needs[static_cast<std::size_t>(rule)], steps, steps == 1 ? "" : "s");
    return difficulty;
}

}  // namespace puzzlebox
