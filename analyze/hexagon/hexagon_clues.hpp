// The fewest clues a magic hexagon puzzle can have: given every solution of
// an order and start (12 orientations counted apart), the least m such that
// some m cells of some solution, with that solution's values, are matched by
// that solution alone. Exhaustive over cell subsets by increasing size, with
// each candidate checked against the list of solutions (no search), so the
// minimum is proven, not just found. One solution per orbit is enough: a
// symmetry maps clue sets of one orientation to clue sets of another.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "puzzles/hexagon/hexagon_geometry.hpp"

namespace puzzlebox {

struct HexagonFewestClues {
    std::optional<int> clues;                          // the minimum; empty when not settled up to max_clues
    std::uint64_t puzzles = 0;                         // distinct puzzles with that many clues and a unique completion
    std::vector<std::optional<std::int64_t>> example;  // one of them, row by row
};

// `solutions`: every solution (all orientations), each row by row.
HexagonFewestClues fewest_hexagon_clues(const HexagonGeometry& geometry, const std::vector<std::vector<std::int64_t>>& solutions,
                                        int max_clues);

}  // namespace puzzlebox
