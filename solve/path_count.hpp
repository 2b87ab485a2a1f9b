// Exact counts of solutions and paths: 128-bit, saturating instead of wrapping,
// so a count is either exact or visibly "at least 2^128 - 1".
#pragma once

#include <cstdint>
#include <string>

namespace puzzlebox {

class PathCount {
public:
    __extension__ using Value = unsigned __int128;

    constexpr PathCount() = default;
    constexpr PathCount(std::uint64_t n) : value_(n) {}  // NOLINT: counts read naturally as integers
    static constexpr PathCount from_value(Value value) {
        PathCount count;
        count.value_ = value;
        return count;
    }

    constexpr PathCount& operator+=(PathCount other) {
        const Value sum = value_ + other.value_;
        value_ = sum < value_ ? ~Value{0} : sum;
        return *this;
    }
    friend constexpr PathCount operator+(PathCount a, PathCount b) { return a += b; }
    constexpr bool saturated() const { return value_ == ~Value{0}; }
    constexpr bool is_zero() const { return value_ == 0; }
    constexpr Value value() const { return value_; }
    friend constexpr bool operator==(PathCount a, PathCount b) { return a.value_ == b.value_; }
    friend constexpr auto operator<=>(PathCount a, PathCount b) { return a.value_ <=> b.value_; }

    // Decimal digits; a saturated count reads ">=340282366920938463463374607431768211455".
    std::string to_string() const;

private:
    Value value_ = 0;
};

}  // namespace puzzlebox
