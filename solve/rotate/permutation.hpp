// The permutation toolkit the rotation engines rank and reason with, each
// rule written once: n! (a table up to 20!), the parity of a permutation,
// and the lexicographic rank of a permutation of 0..n-1 (its Lehmer code
// read in the factorial number system) and back. The engines' numberings
// are built on these: PermutationIndex (rotate_index.hpp) ranks over a
// chosen cell order, the orbit search (orbit_space.cpp) ranks each orbit,
// ArrangementRank (arrangement_rank.hpp) extends the rank to repeated
// labels, and the pattern databases (rotate_pattern_db.hpp) number where k
// tracked tiles stand, a k-of-n variant, and where runs of alike tiles (a
// repeated label's copies) stand, by the combinatorial number system.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "support/index.hpp"

namespace puzzlebox {

inline constexpr int max_factorial = 20;  // 20! < 2^63

// 0! .. 20!
inline constexpr std::array<std::uint64_t, max_factorial + 1> factorials = [] {
    std::array<std::uint64_t, max_factorial + 1> table{};
    table[0] = 1;
    for (std::size_t i = 1; i < table.size(); ++i) table[i] = table[i - 1] * i;
    return table;
}();

constexpr std::uint64_t factorial(int n) { return at(factorials, n); }

// 0 for an even permutation, 1 for an odd one: p[i] is where i goes (or
// what stands at i: a permutation and its inverse have the same parity),
// n <= 64. Counted by cycles: n minus the number of cycles.
template <class Permutation>
int permutation_parity(const Permutation& p, int n) {
    std::uint64_t seen = 0;
    int swaps = 0;
    for (int c = 0; c < n; ++c) {
        if (seen >> c & 1) continue;
        for (int x = c; !(seen >> x & 1); x = static_cast<int>(at(p, x))) {
            seen |= std::uint64_t{1} << x;
            ++swaps;
        }
        --swaps;  // a cycle of length L is L - 1 swaps
    }
    return swaps & 1;
}

// The lexicographic rank of p[0..n-1], a permutation of 0..n-1 (n <= 20):
// digit i is how many values smaller than p[i] are still unplaced.
template <class Permutation>
std::uint64_t permutation_rank(const Permutation& p, int n) {
    std::uint64_t rank = 0;
    std::uint32_t used = 0;
    for (int i = 0; i < n; ++i) {
        const auto value = static_cast<unsigned>(at(p, i));
        const auto smaller = static_cast<std::uint64_t>(std::popcount(((1U << value) - 1) & ~used));
        rank += smaller * factorial(n - 1 - i);
        used |= 1U << value;
    }
    return rank;
}

// The permutation of rank `rank`: place(i, value) for i = 0 .. n-1.
template <class Place>
void permutation_unrank(std::uint64_t rank, int n, Place&& place) {
    std::uint32_t placed = 0;
    for (int i = 0; i < n; ++i) {
        const std::uint64_t f = factorial(n - 1 - i);
        auto skip = static_cast<int>(rank / f);
        rank %= f;
        int value = 0;
        for (;; ++value)
            if (!(placed & (1U << value)) && skip-- == 0) break;
        placed |= 1U << value;
        place(i, value);
    }
}

// Where k tracked tiles stand (k distinct cells of 0..n-1, n <= 64, in the
// tiles' order) as one number, in mixed radix n, n-1, .., n-k+1: each cell
// counted among the cells not taken before it. 0 .. n!/(n-k)! - 1.
inline std::uint64_t partial_permutation_rank(const std::uint8_t* cells, int k, int n) {
    std::uint64_t rank = 0, used = 0;
    for (int i = 0; i < k; ++i) {
        const std::uint64_t bit = std::uint64_t{1} << cells[i];
        rank = rank * static_cast<std::uint64_t>(n - i) + (cells[i] - static_cast<unsigned>(std::popcount(used & (bit - 1))));
        used |= bit;
    }
    return rank;
}

// C(n, k) for 0 <= k, n <= 64 (0 when k > n; C(64, 32) < 2^63).
inline constexpr int max_binomial = 64;
inline constexpr std::array<std::array<std::uint64_t, max_binomial + 1>, max_binomial + 1> binomials = [] {
    std::array<std::array<std::uint64_t, max_binomial + 1>, max_binomial + 1> table{};
    for (std::size_t n = 0; n < table.size(); ++n) {
        table[n][0] = 1;
        for (std::size_t k = 1; k <= n; ++k) table[n][k] = table[n - 1][k - 1] + (k < n ? table[n - 1][k] : 0);
    }
    return table;
}();

constexpr std::uint64_t binomial(int n, int k) { return at(at(binomials, n), k); }

// Where k tracked tiles stand when some of them are alike (copies of one
// label, which nothing tells apart): the tiles come in runs of alike tiles,
// runs[0..run_count-1] of them (summing to k), and each run's set of cells,
// counted among the cells no earlier run took, is one digit of radix
// C(free cells, run) in the combinatorial number system (the set's sorted
// cell indices x_0 < x_1 < .. give sum C(x_j, j + 1)). The cells of a run
// may come in any order. A run of one tile is partial_permutation_rank's
// digit. 0 .. (the product of the radices) - 1.
inline std::uint64_t alike_tiles_rank(const std::uint8_t* cells, const int* runs, int run_count, int n) {
    std::uint64_t rank = 0, used = 0;
    int free = n;
    for (int r = 0; r < run_count; ++r) {
        const int run = runs[r];
        std::uint64_t members = 0;
        for (int i = 0; i < run; ++i) members |= std::uint64_t{1} << cells[i];
        std::uint64_t digit = 0;
        for (int i = 0; i < run; ++i) {
            const std::uint64_t below = (std::uint64_t{1} << cells[i]) - 1;
            const int index = cells[i] - std::popcount(used & below);  // among the free cells
            digit += binomial(index, std::popcount(members & below) + 1);
        }
        rank = rank * binomial(free, run) + digit;
        used |= members;
        free -= run;
        cells += run;
    }
    return rank;
}

// The cells of alike_tiles_rank's `rank`, each run's in ascending order.
inline void alike_tiles_unrank(std::uint64_t rank, std::uint8_t* cells, const int* runs, int run_count, int n) {
    std::array<std::uint64_t, max_binomial> digit{};
    int free = n;
    for (int r = 0; r < run_count; ++r) free -= runs[r];
    for (int r = run_count - 1; r >= 0; --r) {
        free += runs[r];
        const std::uint64_t radix = binomial(free, runs[r]);
        at(digit, r) = rank % radix;
        rank /= radix;
    }
    std::uint64_t used = 0;
    for (int r = 0; r < run_count; ++r) {
        const int run = runs[r];
        std::uint64_t rest = at(digit, r), members = 0;
        int index = n;
        for (int j = run - 1; j >= 0; --j) {  // the largest index x with C(x, j + 1) <= rest, below the last
            do --index;
            while (binomial(index, j + 1) > rest);
            rest -= binomial(index, j + 1);
            // The index-th cell not taken by an earlier run.
            int cell = 0;
            for (int skip = index;; ++cell) {
                if ((used >> cell & 1) != 0) continue;
                if (skip == 0) break;
                --skip;
            }
            cells[j] = static_cast<std::uint8_t>(cell);
            members |= std::uint64_t{1} << cell;
        }
        used |= members;
        cells += run;
    }
}

}  // namespace puzzlebox
