// Cross boards (the gold bars) solved in closed form. A press set x flips
// cell (r, c) R_r + C_c + x_rc times, R and C being x's row and column
// parities, so the board b is solved exactly when x_rc = b_rc + R_r + C_c.
// Summing over a row and over a column (docs/flip.md has the proof):
//  - H and W even: R_r = B_r + S, C_c = B'_c + S (B, B' the parities of b),
//    so x_rc = b_rc + B_r + B'_c: one solution, press (r, c) exactly when
//    row r plus column c holds an odd number of lit cells.
//  - W odd, H even: every press flips every row's parity, so the board is
//    solvable iff all rows have the same parity S; then C_c = B'_c + S and R
//    is free with sum S: 2^(H-1) solutions. Each row prefers R_r = 0 or 1
//    (no tie: W is odd), and one parity fix costs the smallest difference.
//    H odd, W even: the same with rows and columns exchanged.
//  - both odd: rows and columns must each share one parity S; R and C are
//    free with sums S: 2^(H+W-2) solutions. The fewest presses is the
//    Gale-Berlekamp switching game (NP-hard in general): exact by trying
//    every C on the shorter side when 2^(side-1) fits the budget, else
//    alternating row/column improvement, not proven minimal.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>

#include <fmt/format.h>

#include "solve/flip/flip_solver.hpp"
#include "support/index.hpp"
#include "support/random.hpp"

namespace puzzlebox {

namespace {

// The board's difference b as rows; `transpose` swaps rows and columns so
// that the free or enumerated side comes out as the rows.
struct Oriented {
    int height = 0, width = 0;
    bool transposed = false;
    std::vector<BitVector> rows;  // height rows of width bits
    std::vector<int> row_parity, col_parity;
};

Oriented orient(const FlipBoard& board, bool transpose) {
    Oriented o;
    o.transposed = transpose;
    o.height = transpose ? board.cols : board.rows;
    o.width = transpose ? board.rows : board.cols;
    o.rows.assign(static_cast<std::size_t>(o.height), BitVector(o.width));
    o.row_parity.assign(static_cast<std::size_t>(o.height), 0);
    o.col_parity.assign(static_cast<std::size_t>(o.width), 0);
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c) {
            const auto k = static_cast<std::size_t>(r * board.cols + c);
            if (board.grid[k] == board.target[k]) continue;
            const int i = transpose ? c : r, j = transpose ? r : c;
            at(o.rows, i).set(j);
            at(o.row_parity, i) ^= 1;
            at(o.col_parity, j) ^= 1;
        }
    return o;
}

// The presses x_rc = b_rc + R_r + C_c, as cells of the original board.
std::vector<int> presses_of(const FlipBoard& board, const Oriented& o, const std::vector<int>& row_flip,
                            const BitVector& col_flip) {
    std::vector<int> presses;
    for (int r = 0; r < o.height; ++r) {
        BitVector x = at(o.rows, r) ^ col_flip;
        if (at(row_flip, r)) {
            for (int c = 0; c < o.width; ++c) x.flip(c);
        }
        for (int c : x.ones()) presses.push_back(o.transposed ? c * board.cols + r : r * board.cols + c);
    }
    std::sort(presses.begin(), presses.end());
    return presses;
}

// With C fixed and the width odd: the best R with sum `parity`, its cost and
// how many R reach that cost.
struct RowsChoice {
    std::int64_t cost = 0;
    std::uint64_t count = 1;
    std::vector<int> flip;
};

RowsChoice best_rows(const std::vector<BitVector>& rows, int width, const BitVector& col_flip, int parity) {
    RowsChoice choice;
    choice.flip.assign(rows.size(), 0);
    int sum = 0, least_delta = std::numeric_limits<int>::max();
    std::uint64_t at_least_delta = 0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const int w = rows[r].count_xor(col_flip);
        const int flip = width - w < w ? 1 : 0;
        choice.flip[r] = flip;
        sum ^= flip;
        choice.cost += std::min(w, width - w);
        const int delta = std::abs(width - 2 * w);
        if (delta < least_delta) {
            least_delta = delta;
            at_least_delta = 1;
        } else if (delta == least_delta) {
            ++at_least_delta;
        }
    }
    if (sum != parity) {
        choice.cost += least_delta;
        choice.count = at_least_delta;
        for (std::size_t r = 0; r < rows.size(); ++r)
            if (std::abs(width - 2 * rows[r].count_xor(col_flip)) == least_delta) {
                choice.flip[r] ^= 1;
                break;
            }
    }
    return choice;
}

std::vector<BitVector> transpose_rows(const std::vector<BitVector>& rows, int width) {
    std::vector<BitVector> cols(static_cast<std::size_t>(width), BitVector(static_cast<int>(rows.size())));
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (int c : rows[r].ones()) at(cols, c).set(static_cast<int>(r));
    return cols;
}

// Why a board breaks the parity rule: two rows (or columns) that differ.
std::string parity_reason(const std::vector<int>& parity, const FlipBoard& board, bool of_rows) {
    for (std::size_t k = 1; k < parity.size(); ++k)
        if (parity[k] != parity[0]) {
            const char* line = of_rows ? "row" : "column";
            const int across = of_rows ? board.cols : board.rows;
            return fmt::format(
                "with an odd number of {0}s ({1}), every press flips the parity of every {2} (its own {2} has "
                "{1} cells, each other {2} one), so {2}s 0 and {3}, whose counts of cells off target have "
                "different parities, can never both be right",
                of_rows ? "column" : "row", across, line, k);
        }
    return {};
}

// The fewest presses the rows need with the columns flipped by `cols`
// (one word), and in how many ways: best_rows' count on one machine word.
struct WordCost {
    std::int64_t cost = 0;
    std::uint64_t ways = 1;
};

WordCost rows_cost(const std::vector<std::uint64_t>& rows, std::uint64_t cols, int width, int parity) {
    WordCost result;
    int sum = 0, least_delta = width + 1;
    std::uint64_t at_least = 0;
    for (std::uint64_t row : rows) {
        const int ones = std::popcount(row ^ cols);
        sum ^= width - ones < ones ? 1 : 0;
        result.cost += std::min(ones, width - ones);
        const int delta = std::abs(width - 2 * ones);
        if (delta < least_delta) {
            least_delta = delta;
            at_least = 1;
        } else if (delta == least_delta) {
            ++at_least;
        }
    }
    if (sum != parity) {
        result.cost += least_delta;
        result.ways = at_least;
    }
    return result;
}

// Both sides odd, few columns: every column flip with sum `parity` (the
// last column's flip follows from the others'), the best rows for each.
struct ColumnsChoice {
    BitVector flip;
    PathCount count;  // the optimal press sets
    SearchOutcome outcome = SearchOutcome::complete;
};

ColumnsChoice try_every_column_flip(const Oriented& o, int parity, SearchBudget& budget) {
    const int width = o.width;
    std::vector<std::uint64_t> rows;
    for (const BitVector& row : o.rows) rows.push_back(row.words().front());
    ColumnsChoice choice;
    std::int64_t best = std::numeric_limits<std::int64_t>::max();
    std::uint64_t best_cols = 0;
    const std::uint64_t free_cols = std::uint64_t{1} << (width - 1);
    for (std::uint64_t t = 0; t < free_cols; ++t) {
        if (!budget.spend()) {
            choice.outcome = budget.outcome();
            break;
        }
        const std::uint64_t cols = t | (static_cast<std::uint64_t>((std::popcount(t) ^ parity) & 1) << (width - 1));
        const WordCost here = rows_cost(rows, cols, width, parity);
        if (here.cost < best) {
            best = here.cost;
            best_cols = cols;
            choice.count = here.ways;
        } else if (here.cost == best) {
            choice.count += here.ways;
        }
    }
    choice.flip = BitVector(width);
    for (int c = 0; c < width; ++c) choice.flip.set(c, ((best_cols >> c) & 1) != 0);
    return choice;
}

// Both sides odd, too many columns to try: alternate the best rows for the
// columns and the best columns for the rows, from 16 starts (not proven).
BitVector improve_rows_and_columns(const Oriented& o, int parity, SearchBudget& budget) {
    const int width = o.width;
    const std::vector<BitVector> cols = transpose_rows(o.rows, width);
    Random random(1, 7);
    std::int64_t best = std::numeric_limits<std::int64_t>::max();
    BitVector best_cols_flip;
    for (int start = 0; start < 16 && budget.spend(); ++start) {
        BitVector col_flip(width);
        if (start > 0)
            for (int c = 0; c < width - 1; ++c) col_flip.set(c, random.coin());
        col_flip.set(width - 1, (col_flip.count() % 2) != parity);
        std::int64_t cost = std::numeric_limits<std::int64_t>::max();
        while (true) {
            const RowsChoice by_rows = best_rows(o.rows, width, col_flip, parity);
            BitVector row_flip(o.height);
            for (int r = 0; r < o.height; ++r) row_flip.set(r, at(by_rows.flip, r) != 0);
            const RowsChoice by_cols = best_rows(cols, o.height, row_flip, parity);
            if (by_cols.cost >= cost) break;
            cost = by_cols.cost;
            for (int c = 0; c < width; ++c) col_flip.set(c, at(by_cols.flip, c) != 0);
            if (cost < best) {
                best = cost;
                best_cols_flip = col_flip;
            }
        }
    }
    return best_cols_flip.size() == 0 ? BitVector(width) : best_cols_flip;
}

// Even sides: x_rc = b_rc + B_r + B'_c, the only solution.
void solve_even_sides(const FlipBoard& board, FlipSolution& solution) {
    const Oriented o = orient(board, false);
    BitVector col_flip(board.cols);
    for (int c = 0; c < board.cols; ++c) col_flip.set(c, at(o.col_parity, c) != 0);
    solution.solvable = solution.proven = true;
    solution.presses = presses_of(board, o, o.row_parity, col_flip);
    solution.lower_bound = static_cast<int>(solution.presses.size());
    solution.count = 1;
    solution.method =
        "the cross rule for even sides (press where row + column hold an odd number of lit cells), the only solution";
}

}  // namespace

FlipSolution solve_flip_cross(const FlipBoard& board, const FlipSolveOptions& options) {
    const int h = board.rows, w = board.cols;
    FlipSolution solution;
    solution.nullity = (h % 2 == 1 ? w - 1 : 0) + (w % 2 == 1 ? h - 1 : 0);
    solution.rank = h * w - solution.nullity;
    if (h % 2 == 0 && w % 2 == 0) {
        solve_even_sides(board, solution);
        return solution;
    }

    // Orient so that the width is odd; with both odd, so that it is the shorter side.
    const bool both_odd = h % 2 == 1 && w % 2 == 1;
    const Oriented o = orient(board, both_odd ? w > h : w % 2 == 0);
    const std::string rows_reason = parity_reason(o.row_parity, board, !o.transposed);
    const std::string cols_reason = both_odd ? parity_reason(o.col_parity, board, o.transposed) : std::string();
    if (!rows_reason.empty() || !cols_reason.empty()) {
        solution.why_not = rows_reason.empty() ? cols_reason : rows_reason;
        return solution;
    }
    solution.solvable = true;
    const int parity = o.row_parity.front();
    const char* rows_name = o.transposed ? "columns" : "rows";

    if (!both_odd) {
        // C is forced, R is free with sum S.
        BitVector col_flip(o.width);
        for (int c = 0; c < o.width; ++c) col_flip.set(c, (at(o.col_parity, c) ^ parity) != 0);
        const RowsChoice choice = best_rows(o.rows, o.width, col_flip, parity);
        solution.presses = presses_of(board, o, choice.flip, col_flip);
        solution.proven = true;
        solution.lower_bound = static_cast<int>(solution.presses.size());
        solution.count = choice.count;
        solution.method = fmt::format("the cross rule for one odd side: each of the {} {} flipped or not, 2^{} solutions",
                                      o.height, rows_name, solution.nullity);
        return solution;
    }

    // Both odd: C free on the shorter side (the width) with sum S.
    SearchBudget budget(options.limits);
    const int width = o.width;
    const double tries = std::ldexp(1.0, width - 1) * o.height;
    if (width <= 62 && tries <= static_cast<double>(options.coset.max_word_operations)) {
        const ColumnsChoice cols = try_every_column_flip(o, parity, budget);
        const RowsChoice choice = best_rows(o.rows, width, cols.flip, parity);
        solution.outcome = cols.outcome;
        solution.presses = presses_of(board, o, choice.flip, cols.flip);
        solution.proven = solution.outcome == SearchOutcome::complete;
        solution.lower_bound = solution.proven ? static_cast<int>(solution.presses.size()) : 0;
        solution.count = cols.count;
        solution.count_capped = !solution.proven;
        solution.method =
            fmt::format("the cross rule for odd sides: every flip of the {} {} with the best {} for each, 2^{} solutions", width,
                        o.transposed ? "rows" : "columns", rows_name, solution.nullity);
        return solution;
    }
    const BitVector col_flip = improve_rows_and_columns(o, parity, budget);
    if (budget.outcome() != SearchOutcome::complete) solution.outcome = budget.outcome();
    const RowsChoice choice = best_rows(o.rows, width, col_flip, parity);
    solution.presses = presses_of(board, o, choice.flip, col_flip);
    solution.count = 1;
    solution.count_capped = true;
    solution.method = fmt::format(
        "the cross rule for odd sides: 2^{} solutions, too many columns ({}) to try every flip; "
        "alternating row and column improvement from 16 starts",
        solution.nullity, width);
    return solution;
}

}  // namespace puzzlebox
