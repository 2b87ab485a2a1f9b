// The antisymmetric reduction of a zero-sum magic hexagon, shared by the
// annealers of hexagon_zero_sum.hpp and hexagon_layers.hpp: the centre holds
// 0, the cell opposite a value v holds -v, so a hexagon is m pairs of
// opposite cells (each a magnitude 1..m and a sign), and only the 3(n-1)
// lines on one side of the centre (the tracked lines) need balancing. Also
// which pairs take the odd magnitudes so that every line's sum is even.
#pragma once

#include <array>
#include <vector>

#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "support/random.hpp"

namespace puzzlebox {

struct ZeroSumPairs {
    int m = 0;                              // pairs; magnitudes 1..m
    std::vector<int> cell;                  // pair -> its cell (the one before the centre)
    std::vector<int> ring;                  // pair -> its cell's distance from the centre (1..n-1)
    std::vector<std::array<int, 3>> line;   // pair -> tracked line per direction, -1: none
    std::vector<std::array<int, 3>> sign;   // pair -> +1 / -1: which cell of the pair is on it
    std::vector<std::vector<int>> on_line;  // tracked line -> its pairs
    std::vector<int> distance;              // tracked line -> its distance from the centre (1..n-1)
    int tracked = 0;

    explicit ZeroSumPairs(const HexagonGeometry& geometry);
};

// Which pairs take the odd magnitudes: exactly (m+1)/2 of them, and an even
// number on every tracked line, so every line sum is even (signs cannot
// change a sum's parity, so a line of odd sum could never come right).
// Empty if no such choice was found (never seen on a hexagon).
std::vector<char> zero_sum_odd_pairs(const ZeroSumPairs& pairs, Random& random);

}  // namespace puzzlebox
