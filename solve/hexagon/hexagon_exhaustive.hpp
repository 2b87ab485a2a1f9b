// Exhaustive magic hexagon search on value bitmasks: every completion of a
// (partly given) hexagon, for counting and listing. Hexagons up to 128 cells
// (order 7); solve_magic_hexagon uses it for `all` and `count`.
//
// Values are offsets 0..N-1 from the first value, the unused ones a 64- or
// 128-bit mask. Each line keeps the offset sum it still needs, its open
// cells, and the sum of their cell numbers, so a line with one open cell
// names it and forces its value at once. A line with two open cells needs
// two distinct unused values summing to what is left: the unused mask and
// its mirror image about that sum (a bit reversal and a shift) must share a
// bit. Longer lines need the sum of their k smallest and k largest unused
// values to bracket it. The next cell is the one on the most nearly closed
// lines, and its values are the unused ones every line through it allows.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct HexagonEnumeration {
    SearchOutcome outcome = SearchOutcome::complete;
    std::uint64_t nodes = 0;  // values tried at a chosen cell
};

constexpr int hexagon_exhaustive_max_cells = 128;

// Calls `found` with every completion (row-major values; with
// break_symmetry only the one orientation of each orbit whose corner 0 is
// the least corner and corner 1 < corner 5) until it returns false.
HexagonEnumeration enumerate_magic_hexagons(const HexagonBoard& puzzle, const HexagonGeometry& geometry, std::int64_t constant,
                                            bool break_symmetry, const SearchLimits& limits,
                                            const std::function<bool(const std::vector<std::int64_t>&)>& found);

}  // namespace puzzlebox
