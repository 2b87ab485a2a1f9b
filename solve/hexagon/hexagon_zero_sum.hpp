// Zero-sum magic hexagons (values -m..m, m = 3n(n-1)/2, every line sums to
// 0) by point antisymmetry: the centre holds 0 and the cell opposite a
// value v holds -v. The mirror of a line is a line of the same direction
// with the opposite sum, and each direction's centre line sums to 0 by
// itself, so only the 3(n-1) lines on one side of the centre are left to
// balance, with half the cells: m pairs, each a magnitude 1..m (all
// different) and a sign. Sign flips are moves the full search does not
// have, and half the constraints go; annealing on this reduced problem
// (squared errors of the tracked lines, targeted moves that put a line
// right by re-signing or re-valuing one pair, a depth-3 finish) reaches
// orders the full search cannot (docs/hexagon.md).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "solve/random.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct ZeroSumResult {
    std::vector<std::int64_t> best;  // row by row, the lowest closeness seen
    std::int64_t closeness = -1;     // of all 3(2n-1) lines (twice the tracked lines')
    std::uint64_t runs = 0;
};

// Anneals until closeness 0, the budget, or stop() (polled now and then),
// restarting every `steps_per_run` swaps.
ZeroSumResult search_zero_sum_hexagon(const HexagonGeometry& geometry, SearchBudget& budget, Random& random,
                                      std::uint64_t steps_per_run, const std::function<bool()>& stop,
                                      const std::function<void(std::uint64_t runs, std::int64_t best)>& progress);

}  // namespace puzzlebox
