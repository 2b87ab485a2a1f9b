// Aristotle's number puzzle, the magic hexagon: place the values k..k+N-1
// (N = 3n(n-1)+1, the cells of a hexagon of side n) so that every line in
// each of the three directions sums to the same constant. A partly filled
// grid is a puzzle to complete.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/hexagon/hexagon_geometry.hpp"

namespace puzzlebox {

struct HexagonBoard {
    static constexpr int max_order = HexagonGeometry::max_order;
    static constexpr std::int64_t max_abs_first_value = 1'000'000'000;

    int order = 3;
    std::int64_t first_value = 1;                    // k: the values are k .. k + N - 1
    std::vector<std::optional<std::int64_t>> cells;  // row by row; empty = to fill
    std::vector<std::string> description;            // leading comment lines (provenance)

    static int cell_count(int order) { return 3 * order * (order - 1) + 1; }
    int cell_count() const { return cell_count(order); }
    std::int64_t last_value() const { return first_value + cell_count() - 1; }
    bool operator==(const HexagonBoard&) const = default;
};

// An empty grid (every cell to fill) of the order and values.
HexagonBoard empty_hexagon_board(int order, std::int64_t first_value);

// The sum of all values, and the line constant: the 2n-1 rows of one
// direction partition the cells, so the constant is that sum / (2n-1), empty
// when it is not an integer (then no magic hexagon exists).
std::int64_t hexagon_value_sum(int order, std::int64_t first_value);
std::optional<std::int64_t> hexagon_constant(int order, std::int64_t first_value);

// Why there is no integer constant, in words (empty when there is one).
std::string hexagon_constant_problem(int order, std::int64_t first_value);

// Why the line bounds rule the start out (empty when they do not): a
// shortest line (n cells) holds at most the n largest values and at least
// the n smallest, a longest line (2n-1 cells) likewise, and both must sum to
// the constant. Only finitely many starts pass (docs/hexagon.md), an interval
// symmetric about the zero-sum start.
std::string hexagon_bounds_problem(int order, std::int64_t first_value);

// Why the perimeter rules the start out (empty when it does not): the six
// edge lines (n cells each) sum to 6 x the constant, and together they hold
// the 6(n-1) perimeter cells with the six corners twice, so 6M lies between
// the least and the greatest such sum of distinct values (twice the six
// least plus the next 6(n-1)-6, or likewise from the top). Stronger than the
// line bounds at both ends of the allowed starts (order 4: 17, 24, 31 and
// their negations; order 5: 33, 42 and theirs).
std::string hexagon_perimeter_problem(int order, std::int64_t first_value);

// Why weighted lines rule the start out (empty when none found): give every
// line a weight by its distance from the centre line of its direction,
// w[0..n-1] in -2..2, the same in all three directions. In a magic hexagon
// the weighted lines sum to M x (the weights' sum), and also to the sum of
// each cell's value times the weights of its three lines, which the
// rearrangement inequality bounds (largest cell weights on the smallest
// values for the least). A weighting whose bounds miss M x sum proves there
// is none; the edge lines alone are the perimeter bound, and the centre band
// (w = 1, 1, 0, ...) settles order 4's 10 and -46 and order 5's 24 and -84.
// Orders 2..8 (5^n weightings; order 8 about half a second).
std::string hexagon_weighted_lines_problem(int order, std::int64_t first_value);

// Why no magic hexagon of the order and values can exist, without search:
// the constant problem, else the bounds problem; empty when neither rules it out.
std::string hexagon_impossibility(int order, std::int64_t first_value);

// The starts the line bounds allow, [low, high]; order 1 allows every start
// (returns the full int64 range).
std::pair<std::int64_t, std::int64_t> hexagon_bounded_starts(int order);

}  // namespace puzzlebox
