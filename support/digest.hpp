// A 64-bit digest of text (FNV-1a, then a final mix), for naming what a
// result depends on: the run a shard's partial report belongs to. It tells
// runs apart; it is not a defence against forgery.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace puzzlebox {

class Digest {
public:
    // Each part is added with its length, so ("ab", "c") and ("a", "bc") differ.
    Digest& add(std::string_view part) {
        mix(std::to_string(part.size()) + ':');
        mix(part);
        return *this;
    }
    std::uint64_t value() const {
        std::uint64_t z = hash_;  // splitmix64's finaliser: every input bit reaches every output bit
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::string hex() const { return fmt::format("{:016x}", value()); }

private:
    void mix(std::string_view bytes) {
        for (const char ch : bytes) hash_ = (hash_ ^ static_cast<unsigned char>(ch)) * 0x100000001B3ULL;
    }
    std::uint64_t hash_ = 0xCBF29CE484222325ULL;
};

}  // namespace puzzlebox
