// How hard a magic hexagon puzzle is for a person, in Tatham's manner: the
// strongest rule of the deduction solver (solve/hexagon/hexagon_deduce.hpp)
// that completing it needs. easy: the last cell of a line and each value
// once; medium: line-sum bounds; hard: a whole line's fillings, or two
// crossing lines' together; fiendish: trial and error (or a search beyond
// it). The score is the rule's rank (1 last cell .. 6 search) plus a tenth
// per step of it, up to 9 (trial, 2 steps: 5.2).
// docs/hexagon.md, "Difficulty".
#pragma once

#include <optional>

#include "analyze/difficulty.hpp"
#include "puzzles/hexagon/hexagon_board.hpp"
#include "solve/hexagon/hexagon_deduce.hpp"

namespace puzzlebox {

// The largest order graded: the deduction has no limits, and order 5 (61
// cells) is where its trial and search stay within a second.
inline constexpr int hexagon_graded_order = 7;

// The level of a puzzle whose strongest rule is `rule`, and the rules a
// level's puzzles need at most and at least.
Level hexagon_level(HexagonRule rule);
struct HexagonLevelRules {
    HexagonRule weakest, strongest;
};
HexagonLevelRules hexagon_level_rules(Level level);

// Empty when the puzzle has no integer constant, is above
// hexagon_graded_order, or has no solution, or when `stop` stopped the
// deduction first (stop.outcome() then says why).
std::optional<Difficulty> hexagon_difficulty(const HexagonBoard& puzzle, const StopCheck& stop = StopCheck());

}  // namespace puzzlebox
