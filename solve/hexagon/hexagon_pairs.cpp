// The antisymmetric reduction of a zero-sum hexagon (see hexagon_pairs.hpp).
#include "solve/hexagon/hexagon_pairs.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "support/index.hpp"

namespace puzzlebox {

ZeroSumPairs::ZeroSumPairs(const HexagonGeometry& g) {
    const int n = g.cell_count();
    m = (n - 1) / 2;
    // Point reflection reverses the row-major order; the mirror of a line
    // is the line of the same direction through a mirrored cell. A line's
    // index within its direction is its coordinate plus order - 1.
    const auto distance_of = [&](int l) { return std::abs(l % g.row_count() - (g.order() - 1)); };
    std::vector<int> mirror_line(g.lines().size()), tracked_index(g.lines().size(), -1);
    for (std::size_t l = 0; l < g.lines().size(); ++l) {
        const int c = g.lines()[l].front();
        const int d = static_cast<int>(l) / g.row_count();
        mirror_line[l] = g.lines_of(n - 1 - c)[static_cast<std::size_t>(d)];
    }
    for (std::size_t l = 0; l < g.lines().size(); ++l)
        if (static_cast<int>(l) < mirror_line[l]) {
            tracked_index[l] = tracked++;
            distance.push_back(distance_of(static_cast<int>(l)));
        }
    on_line.resize(static_cast<std::size_t>(tracked));
    for (int c = 0; c < m; ++c) {
        const int p = static_cast<int>(cell.size());
        cell.push_back(c);
        std::array<int, 3> lines{-1, -1, -1}, signs{0, 0, 0};
        int far = 0;
        for (int d = 0; d < 3; ++d) {
            const int l = g.lines_of(c)[static_cast<std::size_t>(d)];
            far = std::max(far, distance_of(l));
            if (at(tracked_index, l) >= 0) {
                at(lines, d) = at(tracked_index, l);
                at(signs, d) = +1;
            } else if (at(mirror_line, l) != l) {  // the opposite cell is on the tracked mirror
                at(lines, d) = tracked_index[static_cast<std::size_t>(at(mirror_line, l))];
                at(signs, d) = -1;
            }
            if (at(lines, d) >= 0) on_line[static_cast<std::size_t>(at(lines, d))].push_back(p);
        }
        line.push_back(lines);
        sign.push_back(signs);
        ring.push_back(far);
    }
}

// Over GF(2): x with H x = 0 (H: tracked lines by pairs) of weight (m+1)/2.
// A random solution from the kernel (free pairs at random, the pivots
// following), then free pairs toggled at random, keeping toggles that do
// not move the weight away, until the weight is right. Empty if that fails.
std::vector<char> zero_sum_odd_pairs(const ZeroSumPairs& pairs, Random& random) {
    const int m = pairs.m, odd = (m + 1) / 2;
    const std::size_t words = (static_cast<std::size_t>(m) + 63) / 64;
    std::vector<std::vector<std::uint64_t>> rows(static_cast<std::size_t>(pairs.tracked), std::vector<std::uint64_t>(words, 0));
    for (int l = 0; l < pairs.tracked; ++l)
        for (int p : at(pairs.on_line, l)) at(rows, l)[static_cast<std::size_t>(p) / 64] ^= std::uint64_t{1} << (p % 64);
    const auto bit = [](const std::vector<std::uint64_t>& row, int i) {
        return (row[static_cast<std::size_t>(i) / 64] >> (i % 64)) & 1;
    };
    // Reduced row echelon form.
    std::vector<int> pivot;  // per reduced row, its pivot column
    std::size_t rank = 0;
    for (int col = 0; col < m && rank < rows.size(); ++col) {
        std::size_t r = rank;
        while (r < rows.size() && !bit(rows[r], col)) ++r;
        if (r == rows.size()) continue;
        std::swap(rows[r], rows[rank]);
        for (std::size_t other = 0; other < rows.size(); ++other)
            if (other != rank && bit(rows[other], col))
                for (std::size_t w = 0; w < words; ++w) rows[other][w] ^= rows[rank][w];
        pivot.push_back(col);
        ++rank;
    }
    std::vector<char> is_pivot(static_cast<std::size_t>(m), 0);
    for (int col : pivot) at(is_pivot, col) = 1;
    std::vector<int> free;
    for (int col = 0; col < m; ++col)
        if (!at(is_pivot, col)) free.push_back(col);
    if (free.empty()) return {};
    std::vector<char> x(static_cast<std::size_t>(m), 0);
    for (int f : free) at(x, f) = random.coin();
    for (std::size_t r = 0; r < rank; ++r) {  // pivot = the sum of the row's free columns
        int sum = 0;
        for (int f : free) sum ^= static_cast<int>(bit(rows[r], f)) & at(x, f);
        x[static_cast<std::size_t>(pivot[r])] = static_cast<char>(sum);
    }
    int weight = 0;
    for (char v : x) weight += v;
    for (int step = 0; step < 1000 * m && weight != odd; ++step) {
        const int f = free[random.below(static_cast<std::uint32_t>(free.size()))];
        int change = at(x, f) ? -1 : 1;
        for (std::size_t r = 0; r < rank; ++r)
            if (bit(rows[r], f)) change += x[static_cast<std::size_t>(pivot[r])] ? -1 : 1;
        if (std::abs(weight + change - odd) > std::abs(weight - odd) && random.below(4) != 0) continue;
        at(x, f) ^= 1;
        for (std::size_t r = 0; r < rank; ++r)
            if (bit(rows[r], f)) x[static_cast<std::size_t>(pivot[r])] ^= 1;
        weight += change;
    }
    if (weight != odd) return {};
    return x;
}

}  // namespace puzzlebox
