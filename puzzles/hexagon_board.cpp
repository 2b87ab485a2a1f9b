// The magic hexagon's value sum and line constant.
#include "hexagon_board.hpp"

#include <fmt/format.h>

namespace puzzlebox {

std::int64_t hexagon_value_sum(int order, std::int64_t first_value) {
    const std::int64_t n = HexagonBoard::cell_count(order);
    return n * first_value + n * (n - 1) / 2;
}

std::optional<std::int64_t> hexagon_constant(int order, std::int64_t first_value) {
    const std::int64_t sum = hexagon_value_sum(order, first_value);
    const std::int64_t lines = 2 * order - 1;
    if (sum % lines != 0) return std::nullopt;
    return sum / lines;
}

std::string hexagon_constant_problem(int order, std::int64_t first_value) {
    if (hexagon_constant(order, first_value)) return {};
    const int n = HexagonBoard::cell_count(order);
    return fmt::format("the values {}..{} sum to {}, which the {} rows of one direction cannot share equally "
                       "(not a multiple of {}), so no magic constant exists",
                       first_value, first_value + n - 1, hexagon_value_sum(order, first_value), 2 * order - 1,
                       2 * order - 1);
}

}  // namespace puzzlebox
