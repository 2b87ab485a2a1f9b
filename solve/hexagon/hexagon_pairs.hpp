// The antisymmetric reduction of a zero-sum magic hexagon, shared by the
// annealers of hexagon_zero_sum.hpp and hexagon_layers.hpp: the centre holds
// 0, the cell opposite a value v holds -v, so a hexagon is m pairs of
// opposite cells (each a magnitude 1..m and a sign), and only the 3(n-1)
// lines on one side of the centre (the tracked lines) need balancing. Also
// which pairs take the odd magnitudes so that every line's sum is even, the
// state both annealers walk (PairValues) and their targeted move.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <utility>
#include <vector>

#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "support/index.hpp"
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

// The pairs' signed values and the tracked lines' errors (each line's sum),
// kept move by move, and which pair holds each magnitude.
class PairValues {
public:
    PairValues(const ZeroSumPairs& pairs, std::vector<std::int64_t> value)
        : pairs_(&pairs),
          value_(std::move(value)),
          error_(static_cast<std::size_t>(pairs.tracked), 0),
          holder_(static_cast<std::size_t>(pairs.m) + 1, 0) {
        for (int p = 0; p < pairs.m; ++p) {
            at(holder_, std::abs(at(value_, p))) = p;
            add(p, at(value_, p));
        }
    }
    const ZeroSumPairs& pairs() const { return *pairs_; }
    std::int64_t error(int line) const { return at(error_, line); }
    std::int64_t value(int p) const { return at(value_, p); }
    int holder(std::int64_t magnitude) const { return at(holder_, magnitude); }
    const std::vector<std::int64_t>& values() const { return value_; }

    // Pair p takes the signed value v.
    void set(int p, std::int64_t v) {
        add(p, v - value(p));
        at(value_, p) = v;
        at(holder_, std::abs(v)) = p;
    }

    // Calls visit(line, by) for each tracked line that pair p taking vp and
    // (q >= 0) pair q taking vq would change, by how much.
    template <class Visit>
    void visit_changes(int p, std::int64_t vp, int q, std::int64_t vq, Visit&& visit) const {
        std::array<int, 6> lines{};
        std::array<std::int64_t, 6> change{};
        int k = 0;
        const auto add_pair = [&](int pair, std::int64_t by) {
            for (std::size_t d = 0; d < 3; ++d) {
                const int l = at(pairs_->line, pair)[d];
                if (l < 0) continue;
                const std::int64_t c = at(pairs_->sign, pair)[d] * by;
                int i = 0;
                while (i < k && at(lines, i) != l) ++i;
                if (i == k) {
                    at(lines, k) = l;
                    at(change, k++) = c;
                } else {
                    at(change, i) += c;
                }
            }
        };
        add_pair(p, vp - value(p));
        if (q >= 0) add_pair(q, vq - value(q));
        for (int i = 0; i < k; ++i) visit(at(lines, i), at(change, i));
    }

private:
    void add(int p, std::int64_t by) {
        for (std::size_t d = 0; d < 3; ++d)
            if (const int l = at(pairs_->line, p)[d]; l >= 0) at(error_, l) += at(pairs_->sign, p)[d] * by;
    }
    const ZeroSumPairs* pairs_;
    std::vector<std::int64_t> value_;
    std::vector<std::int64_t> error_;
    std::vector<int> holder_;  // magnitude -> pair
};

// The magnitude of `magnitude_of` with the sign of `sign_of`: what a pair
// keeping its sign takes when magnitudes are traded.
inline std::int64_t signed_like(std::int64_t sign_of, std::int64_t magnitude_of) {
    return sign_of < 0 ? -std::abs(magnitude_of) : std::abs(magnitude_of);
}

// The targeted move on `line` through pair p: p takes the signed value that
// puts the line right, vp; its old magnitude goes to the pair q that held
// the new one (keeping q's sign), or q = -1 where p keeps its magnitude (a
// sign flip). Where `movable` is given and the pair holding that magnitude
// may not move, the nearest magnitude a movable pair holds is taken
// instead, up to `near` steps of 2 away (of p's parity, as every trade
// keeps), the smaller first. False when there is no such move.
inline bool targeted_move(const PairValues& s, int line, int p, const std::vector<char>* movable, int near, int& q,
                          std::int64_t& vp, std::int64_t& vq) {
    const ZeroSumPairs& pairs = s.pairs();
    std::size_t d = 0;
    while (at(pairs.line, p)[d] != line) ++d;
    vp = s.value(p) - at(pairs.sign, p)[d] * s.error(line);
    std::int64_t magnitude = std::abs(vp);
    if (magnitude == 0 || magnitude > pairs.m) return false;
    q = s.holder(magnitude);
    if (movable != nullptr && !at(*movable, q)) {
        const std::int64_t wanted = magnitude;
        magnitude = 0;
        for (std::int64_t step = 2; step <= 2 * std::int64_t{near} && magnitude == 0; step += 2) {
            for (const std::int64_t m : {wanted - step, wanted + step})
                if (magnitude == 0 && m >= 1 && m <= pairs.m && at(*movable, s.holder(m))) magnitude = m;
        }
        if (magnitude == 0) return false;
        q = s.holder(magnitude);
        vp = vp < 0 ? -magnitude : magnitude;
    }
    if (q == p) {
        q = -1;
        return true;
    }
    vq = signed_like(s.value(q), s.value(p));
    return true;
}

// Which pairs take the odd magnitudes: exactly (m+1)/2 of them, and an even
// number on every tracked line, so every line sum is even (signs cannot
// change a sum's parity, so a line of odd sum could never come right).
// Empty if no such choice was found (never seen on a hexagon).
std::vector<char> zero_sum_odd_pairs(const ZeroSumPairs& pairs, Random& random);

}  // namespace puzzlebox
