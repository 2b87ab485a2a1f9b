// A set of cells in W 64-bit words, for the layer searches of the hardest
// maze on boards past 128 cells (jump_landings.hpp): the operations their masks use
// (and, or, not, a shift of 1, and the two tricks m - 1 and ~m + 1 that
// clear or isolate the lowest cell), word by word, so the search is the
// same code over 64-bit, 128-bit and these masks.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "support/hash_mix.hpp"

namespace puzzlebox {

template <int W>
struct CellWords {
    std::array<std::uint64_t, W> word{};

    CellWords() = default;
    CellWords(std::uint64_t low) { word[0] = low; }  // NOLINT(google-explicit-constructor): `Mask m = 0` as for integers

    explicit operator bool() const {
        for (const std::uint64_t w : word)
            if (w) return true;
        return false;
    }
    bool operator==(const CellWords&) const = default;

    CellWords operator~() const {
        CellWords r;
        for (int i = 0; i < W; ++i) r.word[i] = ~word[i];
        return r;
    }
    CellWords& operator&=(const CellWords& o) {
        for (int i = 0; i < W; ++i) word[i] &= o.word[i];
        return *this;
    }
    CellWords& operator|=(const CellWords& o) {
        for (int i = 0; i < W; ++i) word[i] |= o.word[i];
        return *this;
    }
    friend CellWords operator&(CellWords a, const CellWords& b) { return a &= b; }
    friend CellWords operator|(CellWords a, const CellWords& b) { return a |= b; }

    // Shifts of a single cell's bit only (cell_bit): 1 << cell.
    CellWords operator<<(int cell) const {
        CellWords r;
        r.word[cell / 64] = word[0] << (cell % 64);
        return r;
    }
    // m - 1 and m + 1 (`one` is 1: the only use), the borrow or carry run
    // through the words.
    CellWords operator-(int one) const {
        CellWords r = *this;
        for (int i = 0; i < W && one; ++i) {
            one = r.word[i] == 0 ? 1 : 0;
            --r.word[i];
        }
        return r;
    }
    CellWords operator+(int one) const {
        CellWords r = *this;
        for (int i = 0; i < W && one; ++i) one = ++r.word[i] == 0 ? 1 : 0;
        return r;
    }
};

template <int W>
int cell_count(const CellWords<W>& m) {
    int count = 0;
    for (const std::uint64_t w : m.word) count += std::popcount(w);
    return count;
}
template <int W>
int lowest_cell(const CellWords<W>& m) {
    for (int i = 0; i < W; ++i)
        if (m.word[i]) return 64 * i + std::countr_zero(m.word[i]);
    return 64 * W;
}
// One word for a hash table's slot, for any mask past 64 bits (this one and
// jump_landings.hpp's 128-bit one): the low word, each non-empty word i
// above it mixed in with i. With the upper words empty it is the low word
// itself, so a board that fits 64 bits gets the slots it gets there.
inline std::uint64_t fold_upper_word(std::uint64_t h, std::uint64_t word, int i) {
    return word ? h ^ mix_pair(word, static_cast<std::uint64_t>(i)) : h;
}
template <int W>
std::uint64_t mask_word(const CellWords<W>& m) {
    std::uint64_t h = m.word[0];
    for (int i = 1; i < W; ++i) h = fold_upper_word(h, m.word[i], i);
    return h;
}

}  // namespace puzzlebox
