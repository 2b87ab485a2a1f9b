// Counts in words, written once: "1 move", "3 moves", "1 press", "2 presses".
#pragma once

#include <string>
#include <string_view>

#include <fmt/format.h>

namespace puzzlebox {

// The count and its noun, the noun plural unless the count is 1: the plural
// is `many`, or the noun with an "s" when `many` is empty.
template <typename Count>
std::string counted(Count count, std::string_view one, std::string_view many = {}) {
    if (count == 1) return fmt::format("1 {}", one);
    return many.empty() ? fmt::format("{} {}s", count, one) : fmt::format("{} {}", count, many);
}

}  // namespace puzzlebox
