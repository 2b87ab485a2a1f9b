// The hash mixing of puzzlebox's in-memory tables, written once, with
// splitmix64's multipliers: two words mixed into one (memo and slot tables,
// whose 2^k slots may read the high bits with >> (64 - k)), and a run of
// words folded one at a time (sets of bit vectors). For tables in memory
// only: the files a run reads back are sealed by support/sealed_text.hpp and
// named by support/digest.hpp.
#pragma once

#include <cstdint>

namespace puzzlebox {

inline constexpr std::uint64_t golden_gamma = 0x9E37'79B9'7F4A'7C15;    // 2^64 / the golden ratio
inline constexpr std::uint64_t mix_multiplier = 0xBF58'476D'1CE4'E5B9;  // splitmix64's first

// Two words into one: every bit of both reaches the high bits, and after
// the final shift the low ones too.
inline std::uint64_t mix_pair(std::uint64_t a, std::uint64_t b) {
    const std::uint64_t h = (a ^ (b * golden_gamma)) * mix_multiplier;
    return h ^ (h >> 31);
}

// A run of words: start from golden_gamma, fold each word in, and end with
// finish_fold.
inline std::uint64_t fold_word(std::uint64_t h, std::uint64_t word) { return (h ^ word) * mix_multiplier; }
inline std::uint64_t finish_fold(std::uint64_t h) { return h ^ (h >> 31); }

}  // namespace puzzlebox
