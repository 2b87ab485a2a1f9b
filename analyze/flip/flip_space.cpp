// Flip board shapes: rank by elimination and the whole space by Gray code
// (see flip_space.hpp).
#include "analyze/flip/flip_space.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "solve/flip/flip_solver.hpp"
#include "solve/large_array.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

// The fewest presses of every board: press sets in Gray code order, so each
// step presses or unpresses one cell; 255 marks a board no set makes.
std::vector<std::uint64_t> whole_space(const FlipBoard& shape) {
    const int n = shape.cell_count();
    std::vector<std::uint64_t> masks;
    for (int cell = 0; cell < n; ++cell) {
        std::uint64_t mask = 0;
        for (int flipped : flip_pattern_cells(shape, cell)) mask |= std::uint64_t{1} << flipped;
        masks.push_back(mask);
    }
    const std::uint64_t boards = std::uint64_t{1} << n;
    LargeArray<std::uint8_t> fewest(
        boards, std::uint8_t{255},
        fmt::format("the whole space of {}x{} boards (2^{} boards, a byte each)", shape.rows, shape.cols, shape.cell_count()));
    std::uint64_t board = 0;
    fewest[0] = 0;
    for (std::uint64_t step = 1; step < boards; ++step) {
        const int cell = std::countr_zero(step);
        board ^= at(masks, cell);
        const auto presses = static_cast<std::uint8_t>(std::popcount(step ^ (step >> 1)));
        if (presses < fewest[board]) fewest[board] = presses;
    }
    std::vector<std::uint64_t> distribution(static_cast<std::size_t>(n) + 1, 0);
    for (std::uint64_t b = 0; b < boards; ++b)
        if (fewest[b] != 255) ++distribution[fewest[b]];
    while (!distribution.empty() && distribution.back() == 0) distribution.pop_back();
    return distribution;
}

}  // namespace

FlipSpace analyze_flip_space(const FlipBoard& shape, int whole_space_cells) {
    FlipSpaceOptions options;
    options.whole_space_cells = whole_space_cells;
    return analyze_flip_space(shape, options);
}

FlipSpace analyze_flip_space(const FlipBoard& shape, const FlipSpaceOptions& options) {
    const int whole_space_cells = options.whole_space_cells;
    const auto started = std::chrono::steady_clock::now();
    FlipSpace space;
    space.shape = shape;
    const int n = shape.cell_count();
    if (n > flip_max_elimination_cells)
        throw std::invalid_argument(fmt::format("{}x{}: {} cells; the rank is computed by elimination up to {} cells", shape.rows,
                                                shape.cols, n, flip_max_elimination_cells));
    space.rank = gf2_rank(flip_press_matrix(shape));
    space.nullity = n - space.rank;
    if (n <= std::min(whole_space_cells, flip_space_max_cells)) {
        space.distribution = whole_space(shape);
        space.god_number = static_cast<int>(space.distribution.size()) - 1;
    } else if (n <= options.god_cells) {
        space.god = flip_god_number(shape, options.god);
        if (space.god->exact()) space.god_number = space.god->lower;
    }
    space.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return space;
}

FlipSpace transposed(const FlipSpace& space) {
    FlipSpace turned = space;
    std::swap(turned.shape.rows, turned.shape.cols);
    turned.shape.grid.clear();
    turned.shape.target.clear();
    if (space.god) {
        const int rows = space.shape.rows, cols = space.shape.cols;
        const auto turn = [&](const BitVector& cells) {
            BitVector turned_cells(rows * cols);
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c) turned_cells.set(c * rows + r, cells.get(r * cols + c));
            return turned_cells;
        };
        turned.god->witness = turn(space.god->witness);
        if (turned.god->certificate) {
            for (auto& [weight, cells] : turned.god->certificate->vectors) cells = turn(cells);
            for (auto& [least, cells] : turned.god->certificate->fixed) cells = turn(cells);
        }
    }
    return turned;
}

std::vector<std::string> flip_space_columns() {
    return {"rows",      "cols",          "pattern",           "wrap",       "rank",
            "nullity",   "solvable_log2", "solvable_fraction", "god_number", "god_number_missing",
            "god_lower", "god_upper",     "god_upper_proof",   "god_method", "god_nodes"};
}

std::vector<std::string> flip_space_row(const FlipSpace& space, const FlipSpaceOptions& options) {
    const int cells = space.shape.cell_count();
    const int whole = std::min(options.whole_space_cells, flip_space_max_cells);
    std::string missing, lower, upper, proof, method, nodes;
    if (space.god) {
        const FlipGodNumber& god = *space.god;
        lower = std::to_string(god.lower);
        upper = std::to_string(god.upper);
        proof = god.upper_reason;
        method = god.method;
        nodes = std::to_string(god.nodes);
        if (!god.exact())
            missing = god.nullity > options.god.search_max_dimension
                          ? fmt::format("between {} and {}: the nullity {} is past the branch and bound's limit ({})", god.lower,
                                        god.upper, god.nullity, options.god.search_max_dimension)
                          : fmt::format(
                                "between {} and {}: the branch and bound ran out of its budget ({} nodes; --god-nodes, "
                                "--god-work){}",
                                god.lower, god.upper, god.nodes,
                                god.program_nodes > 0
                                    ? fmt::format(", then the integer program ({} nodes; --god-program-work)", god.program_nodes)
                                    : "");
    } else if (space.god_number) {
        lower = std::to_string(*space.god_number);
        upper = lower;
        proof = std::string("every board of the shape");
        method = std::string("whole space");
        nodes = std::string(1, '0');
    } else {
        missing =
            options.god_cells > whole
                ? fmt::format("God's number is sought up to {} cells (--god-cells); this shape has {}", options.god_cells, cells)
                : fmt::format("the whole space is searched up to {} cells (--whole-space); this shape has {}", whole, cells);
    }
    return {std::to_string(space.shape.rows),
            std::to_string(space.shape.cols),
            to_string(space.shape.pattern),
            space.shape.torus ? "torus" : "none",
            std::to_string(space.rank),
            std::to_string(space.nullity),
            std::to_string(space.rank),
            fmt::format("{}", std::ldexp(1.0, -space.nullity)),  // exact: the shortest decimal that reads back
            space.god_number ? std::to_string(*space.god_number) : "",
            missing,
            lower,
            upper,
            proof,
            method,
            nodes};
}

std::vector<std::string> flip_witness_columns() { return {"rows", "cols", "pattern", "wrap", "presses", "press_set"}; }

namespace {

// Cells 4i..4i+3, row-major from 0, as the bits 1, 2, 4, 8 of hex digit i.
std::string hex_cells(const BitVector& set) {
    std::string hex;
    for (int cell = 0; cell < set.size(); cell += 4) {
        int digit = 0;
        for (int k = 0; k < 4 && cell + k < set.size(); ++k) digit |= set.get(cell + k) ? 1 << k : 0;
        hex.push_back("0123456789abcdef"[digit]);
    }
    return hex;
}

}  // namespace

std::optional<std::vector<std::string>> flip_witness_row(const FlipSpace& space) {
    if (!space.god || space.god->nullity == 0) return std::nullopt;  // invertible: every press, needing them all
    return std::vector<std::string>{std::to_string(space.shape.rows), std::to_string(space.shape.cols),
                                    to_string(space.shape.pattern),   space.shape.torus ? "torus" : "none",
                                    std::to_string(space.god->lower), hex_cells(space.god->witness)};
}

std::vector<std::string> flip_certificate_columns() {
    return {"rows", "cols", "pattern", "wrap", "god_upper", "kind", "value", "cells"};
}

std::vector<std::vector<std::string>> flip_certificate_rows(const FlipSpace& space) {
    std::vector<std::vector<std::string>> rows;
    if (!space.god || !space.god->certificate) return rows;
    const auto row = [&](const char* kind, std::string value, const BitVector& cells) {
        rows.push_back({std::to_string(space.shape.rows), std::to_string(space.shape.cols), to_string(space.shape.pattern),
                        space.shape.torus ? "torus" : "none", std::to_string(space.god->upper), kind, std::move(value),
                        hex_cells(cells)});
    };
    for (std::size_t i = 0; i < space.god->certificate->generators.size(); ++i)
        row("generator", std::to_string(i), space.god->certificate->generators[i]);
    for (const auto& [least, cells] : space.god->certificate->fixed) row("fixed", std::to_string(least), cells);
    for (const auto& [weight, cells] : space.god->certificate->vectors) row("vector", fmt::format("{:.17g}", weight), cells);
    return rows;
}

std::vector<std::string> flip_distribution_columns() { return {"rows", "cols", "pattern", "wrap", "presses", "boards"}; }

std::vector<std::vector<std::string>> flip_distribution_rows(const FlipSpace& space) {
    std::vector<std::vector<std::string>> rows;
    for (std::size_t presses = 0; presses < space.distribution.size(); ++presses)
        rows.push_back({std::to_string(space.shape.rows), std::to_string(space.shape.cols), to_string(space.shape.pattern),
                        space.shape.torus ? "torus" : "none", std::to_string(presses),
                        std::to_string(space.distribution[presses])});
    return rows;
}

}  // namespace puzzlebox
