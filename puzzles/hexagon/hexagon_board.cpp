// The magic hexagon's value sum and line constant.
#include "puzzles/hexagon/hexagon_board.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace puzzlebox {

HexagonBoard empty_hexagon_board(int order, std::int64_t first_value) {
    HexagonBoard board;
    board.order = order;
    board.first_value = first_value;
    board.cells.assign(static_cast<std::size_t>(board.cell_count()), std::nullopt);
    return board;
}

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
    return fmt::format(
        "the values {}..{} sum to {}, which the {} rows of one direction cannot share equally "
        "(not a multiple of {}), so no magic constant exists",
        first_value, first_value + n - 1, hexagon_value_sum(order, first_value), 2 * order - 1, 2 * order - 1);
}

namespace {

// The least and greatest sums of `length` distinct values of k..k+N-1.
std::int64_t least_sum(std::int64_t k, std::int64_t length) { return length * k + length * (length - 1) / 2; }
std::int64_t greatest_sum(std::int64_t k, std::int64_t cells, std::int64_t length) {
    return length * (k + cells - 1) - length * (length - 1) / 2;
}

}  // namespace

std::string hexagon_bounds_problem(int order, std::int64_t first_value) {
    if (order < 2) return {};
    // Compare L * constant with L * (line bound), exactly: no division.
    const std::int64_t cells = HexagonBoard::cell_count(order), longest = 2 * order - 1, shortest = order;
    const std::int64_t scaled = hexagon_value_sum(order, first_value);  // L * constant
    for (const std::int64_t length : {shortest, longest}) {
        const std::int64_t low = least_sum(first_value, length), high = greatest_sum(first_value, cells, length);
        if (scaled < longest * low || scaled > longest * high)
            return fmt::format("a line of {} cells sums to between {} and {}, but the constant is {}/{} = {:.2f}", length, low,
                               high, scaled, longest, static_cast<double>(scaled) / static_cast<double>(longest));
    }
    return {};
}

std::string hexagon_perimeter_problem(int order, std::int64_t first_value) {
    if (order < 3) return {};  // order 2: the edges are the perimeter's every line; nothing new
    const std::int64_t cells = HexagonBoard::cell_count(order), perimeter = 6 * (order - 1);
    const std::int64_t scaled = hexagon_value_sum(order, first_value);  // (2n-1) * constant
    // Twice the six least values plus the next perimeter - 6, and the same from the top.
    const std::int64_t low = least_sum(first_value, 6) + least_sum(first_value, perimeter);
    const std::int64_t high = greatest_sum(first_value, cells, 6) + greatest_sum(first_value, cells, perimeter);
    const std::int64_t longest = 2 * order - 1;
    if (6 * scaled < longest * low || 6 * scaled > longest * high)
        return fmt::format(
            "the six edge lines hold the {} perimeter cells, the six corners twice, so they sum to between {} "
            "and {}, but to 6 x the constant = {:.2f}",
            perimeter, low, high, 6.0 * static_cast<double>(scaled) / static_cast<double>(longest));
    return {};
}

std::string hexagon_weighted_lines_problem(int order, std::int64_t first_value) {
    const auto constant = hexagon_constant(order, first_value);
    if (order < 2 || order > 8 || !constant) return {};
    const HexagonGeometry shape(order);
    const int cells = shape.cell_count();
    const int lines = static_cast<int>(shape.lines().size());
    std::vector<int> coefficient(static_cast<std::size_t>(cells));
    const auto offset = [&](int line) { return 2 * order - 1 - shape.line_length(line); };  // 0: the centre line
    // Every weighting over -2..2 whose first nonzero weight is positive (w and
    // -w give the same bounds), the simplest first: fewest units, then the
    // weight nearest the centre largest (the centre band before the edges).
    std::vector<std::vector<int>> weightings;
    for (std::vector<int> w(static_cast<std::size_t>(order), -2);;) {
        const auto first = std::find_if(w.begin(), w.end(), [](int x) { return x != 0; });
        if (first != w.end() && *first > 0) weightings.push_back(w);
        std::size_t i = 0;
        while (i < w.size() && w[i] == 2) w[i++] = -2;
        if (i == w.size()) break;
        ++w[i];
    }
    const auto units = [](const std::vector<int>& w) {
        int u = 0;
        for (const int x : w) u += std::abs(x);
        return u;
    };
    std::stable_sort(weightings.begin(), weightings.end(), [&](const std::vector<int>& a, const std::vector<int>& b) {
        return units(a) != units(b) ? units(a) < units(b) : a > b;
    });
    for (const std::vector<int>& weight : weightings) {
        std::int64_t lines_weight = 0;
        for (int line = 0; line < lines; ++line) lines_weight += weight[static_cast<std::size_t>(offset(line))];
        for (int cell = 0; cell < cells; ++cell) {
            int c = 0;
            for (const int line : shape.lines_of(cell)) c += weight[static_cast<std::size_t>(offset(line))];
            coefficient[static_cast<std::size_t>(cell)] = c;
        }
        std::sort(coefficient.begin(), coefficient.end());
        std::int64_t least = 0, greatest = 0;
        for (int j = 0; j < cells; ++j) {
            const std::int64_t c = coefficient[static_cast<std::size_t>(j)];
            least += c * (first_value + cells - 1 - j);
            greatest += c * (first_value + j);
        }
        const std::int64_t total = *constant * lines_weight;
        if (total < least || total > greatest) {
            return fmt::format(
                "weighting the lines by their distance from the centre line as ({}), they sum to {} x {} = {}, "
                "but the cells' values times their lines' weights sum to between {} and {}",
                fmt::join(weight, ", "), *constant, lines_weight, total, least, greatest);
        }
    }
    return {};
}

std::string hexagon_impossibility(int order, std::int64_t first_value) {
    std::string reason = hexagon_constant_problem(order, first_value);
    return reason.empty() ? hexagon_bounds_problem(order, first_value) : reason;
}

std::pair<std::int64_t, std::int64_t> hexagon_bounded_starts(int order) {
    if (order < 2) return {std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()};
    // The bounds are linear in k and hold at the zero-sum start: walk out.
    const std::int64_t zero_sum = -(HexagonBoard::cell_count(order) - 1) / 2;
    std::int64_t low = zero_sum, high = zero_sum;
    while (hexagon_bounds_problem(order, low - 1).empty()) --low;
    while (hexagon_bounds_problem(order, high + 1).empty()) ++high;
    return {low, high};
}

}  // namespace puzzlebox
