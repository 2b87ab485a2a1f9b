// A person's way through a magic hexagon puzzle, in Tatham's manner: rules
// from the weakest to the strongest, each applied only when the weaker ones
// are stuck, and the strongest rule the puzzle needed is its level.
//   last cell    a line whose other cells are known: the last one is the
//                constant minus their sum; and every value is used once, so
//                a value placed is gone from the other cells, a cell with
//                one value left takes it, a value with one cell left goes there
//   line bounds  a value stays in a cell only if the line's other free cells
//                can make up the rest with their smallest and largest
//                distinct values
//   line fill    a value stays only if some filling of the whole line with
//                distinct values left to its cells reaches the constant
//   line pair    the same for two crossing lines at once: a value stays
//                only if some filling of both, all values distinct and
//                the shared cell one value, gives both the constant
//   trial        a value is struck when placing it leads, by the rules
//                above, to a contradiction (trial and error, one level deep);
//                beyond that, a search
// Each cell keeps the set of values it may still hold.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <string_view>
#include <vector>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

enum class HexagonRule { last_cell, line_bounds, line_fill, line_pair, trial, search };

std::string_view rule_name(HexagonRule rule);

struct HexagonDeduction {
    bool solved = false;                           // every cell known, by the rules allowed
    bool contradiction = false;                    // the rules prove the puzzle has no solution
    std::vector<std::int64_t> values;              // row by row, when solved
    HexagonRule hardest = HexagonRule::last_cell;  // the strongest rule that made progress
    std::array<int, 6> uses{};                     // steps each rule made, by HexagonRule
    bool stopped = false;                          // the stop check ended it first (solved is then false)
};

// The most cells the deduction takes (order 9: 217 values).
inline constexpr int hexagon_deduce_max_cells = 256;

// What trial and error learnt (hexagon_deduce.cpp says what and why it is
// sound): deductions of puzzles of one order and first value may share it,
// as a generator's removals do; the steps and the outcome stay the same.
struct HexagonTrialMemo {
    int order = 0;
    std::int64_t first_value = 0;
    std::vector<std::vector<std::bitset<hexagon_deduce_max_cells>>> survived;  // by cell * value count + value
    std::vector<std::vector<std::bitset<hexagon_deduce_max_cells>>> from;      // the state each was tried from
};

// Deduces with the rules up to `strongest`; stops when solved, stuck (not
// solved, no contradiction) or contradicted, or when `stop` says stop (polled
// between rules and between each value trial and search try; the default:
// stop signals and a tool's --time-limit). `puzzle` must have an integer
// constant and at most hexagon_deduce_max_cells cells.
HexagonDeduction deduce_hexagon(const HexagonBoard& puzzle, HexagonRule strongest = HexagonRule::search,
                                HexagonTrialMemo* memo = nullptr, const StopCheck& stop = StopCheck());

}  // namespace puzzlebox
