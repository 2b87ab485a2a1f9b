// A named field of a packed word: `Bits` bits from bit `Shift`, read with
// get() and written with put(), so that code says EntryCost::get(word)
// where it said (word >> 28) & 15 (Stockfish's tt.cpp names the fields of
// its packed entries the same way). Memo entries and table slots pack
// several fields into one word to keep buckets within a cache line.
#pragma once

#include <cstdint>

namespace puzzlebox {

template <int Shift, int Bits>
struct BitField {
    static_assert(Shift >= 0 && Bits > 0 && Shift + Bits <= 64);
    static constexpr int shift = Shift;
    static constexpr int bits = Bits;
    static constexpr std::uint64_t mask = Bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << Bits) - 1;
    // The field's value in `word`.
    static constexpr std::uint64_t get(std::uint64_t word) { return word >> Shift & mask; }
    // `value`'s low Bits bits placed in the field (or-ed into a word by the caller).
    static constexpr std::uint64_t put(std::uint64_t value) { return (value & mask) << Shift; }
    // The bits of the word below the field's end: this field and those under it.
    static constexpr std::uint64_t up_to_here = Shift + Bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (Shift + Bits)) - 1;
};

}  // namespace puzzlebox
