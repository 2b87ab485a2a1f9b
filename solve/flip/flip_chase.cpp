// Lights Out (plus, no wrap) by light chasing: choose the presses of the top
// row, then the presses of each next row are forced (press under every cell
// still lit above), and only the bottom row's lights remain as conditions.
// Running the chase on affine functions of the W top-row unknowns turns the
// board into a W x W system; its solutions, chased down concretely, are the
// board's solutions, and its kernel chased down is the board's kernel.
// Cost: H W (W + 1) / 64 word operations, against (HW)^3 / 64 for the
// whole press matrix.
#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "solve/flip/flip_solver.hpp"
#include "solve/search_limits.hpp"
#include "support/counted.hpp"
#include "support/index.hpp"
#include "support/memory_budget.hpp"

namespace puzzlebox {

namespace {

// Presses of every row from the top row's, for the lights `b` (or none).
BitVector chase_down(const FlipBoard& board, const BitVector& top, const BitVector* b) {
    const int h = board.rows, w = board.cols;
    BitVector presses(h * w);
    for (int c = 0; c < w; ++c) presses.set(c, top.get(c));
    for (int r = 0; r + 1 < h; ++r)
        for (int c = 0; c < w; ++c) {
            bool lit = b != nullptr && b->get(r * w + c);
            lit ^= presses.get(r * w + c);
            if (c > 0) lit ^= presses.get(r * w + c - 1);
            if (c + 1 < w) lit ^= presses.get(r * w + c + 1);
            if (r > 0) lit ^= presses.get((r - 1) * w + c);
            presses.set((r + 1) * w + c, lit);
        }
    return presses;
}

}  // namespace

FlipSolution solve_flip_chase(const FlipBoard& board, const FlipSolveOptions& options) {
    const int h = board.rows, w = board.cols;
    const BitVector b = flip_difference(board);
    // Each press and light as an affine function of the top row: bits 0..w-1
    // the coefficients, bit w the constant.
    std::vector<BitVector> above(static_cast<std::size_t>(w), BitVector(w + 1)), current = above, next = above;
    for (int c = 0; c < w; ++c) at(current, c).set(c);
    auto light = [&](int r, int c) {  // the light at (r, c) after the presses of rows r - 1, r, r + 1 known so far
        BitVector value = at(current, c);
        if (c > 0) value ^= current[static_cast<std::size_t>(c) - 1];
        if (c + 1 < w) value ^= current[static_cast<std::size_t>(c) + 1];
        value ^= at(above, c);
        if (b.get(r * w + c)) value.flip(w);
        return value;
    };
    FlipSolution solution;
    solution.method = fmt::format("light chasing ({})", counted(w, "top-row unknown"));
    const StopCheck stop(options.limits);  // every phase below grows with the board: each polls it
    for (int r = 0; r + 1 < h; ++r) {
        if (stop.stop()) {  // not even solvability is known yet
            solution.outcome = stop.outcome();
            return solution;
        }
        for (int c = 0; c < w; ++c) at(next, c) = light(r, c);
        std::swap(above, current);
        std::swap(current, next);
    }
    Gf2Matrix bottom(w, w);
    BitVector constant(w);
    for (int c = 0; c < w; ++c) {
        BitVector value = light(h - 1, c);
        constant.set(c, value.get(w));
        value.set(w, false);
        // value has w + 1 bits (the constant last, cleared above): one word
        // more than the row when w is a multiple of 64.
        BitVector& row = at(bottom.row, c);
        std::copy_n(value.words().begin(), row.words().size(), row.data());
    }
    // The bottom row's lights must go out: bottom f + constant = 0.
    const Gf2Solution top = solve_gf2(bottom, constant);

    solution.nullity = static_cast<int>(top.kernel.size());
    solution.rank = h * w - solution.nullity;
    solution.solvable = top.solvable;
    if (!top.solvable) {
        // The press matrix is symmetric, so a quiet pattern (kernel vector)
        // that sees an odd number of lit cells proves it; chased down one at
        // a time (a 4096x4096 board's kernel can be gigabytes).
        for (const BitVector& f : top.kernel) {
            if (stop.stop()) break;  // unsolvable stands (the W x W system proves it); only the witness is missing
            const BitVector quiet = chase_down(board, f, nullptr);
            if (quiet.dot(b)) {
                solution.why_not = flip_parity_witness(board, quiet);
                break;
            }
        }
        if (solution.why_not.empty()) solution.why_not = "the bottom row's lights cannot all go out (light chasing)";
        return solution;
    }
    BitVector particular = chase_down(board, top.particular, &b);
    // The kernel chased down, and the coset search's copy of it: refused
    // before it is made when it would pass the memory budget. The particular
    // solution then stands, not minimised.
    const std::uint64_t vector_bytes = (static_cast<std::uint64_t>(h) * static_cast<std::uint64_t>(w) + 63) / 64 * 8;
    std::optional<MemoryReservation> kernel_memory;
    try {
        kernel_memory.emplace(
            2 * vector_bytes * top.kernel.size(),
            fmt::format("the kernel of a {}x{} board ({} vectors of {} cells)", h, w, top.kernel.size(), h * w));
    } catch (const MemoryRefused&) {
        solution.presses = particular.ones();
        solution.count = PathCount(1);
        solution.outcome = SearchOutcome::memory_limit;
        return solution;
    }
    std::vector<BitVector> kernel;
    for (const BitVector& f : top.kernel) {
        if (stop.stop()) {
            solution.presses = particular.ones();
            solution.count = PathCount(1);
            solution.outcome = stop.outcome();
            return solution;
        }
        kernel.push_back(chase_down(board, f, nullptr));
    }
    minimise_flip_solution(particular, kernel, options, solution);
    return solution;
}

}  // namespace puzzlebox
