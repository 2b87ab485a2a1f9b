// Flip boards: the dispatch by structure, the general elimination method and
// what the methods share (see flip_solver.hpp).
#include "solve/flip/flip_solver.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "support/index.hpp"

namespace puzzlebox {

Gf2Matrix flip_press_matrix(const FlipBoard& board) {
    const int n = board.cell_count();
    Gf2Matrix a(n, n);
    for (int press = 0; press < n; ++press)
        for (int cell : flip_pattern_cells(board, press)) at(a.row, cell).set(press);
    return a;
}

BitVector flip_difference(const FlipBoard& board) {
    BitVector b(board.cell_count());
    for (int k = 0; k < board.cell_count(); ++k)
        if (at(board.grid, k) != at(board.target, k)) b.set(k);
    return b;
}

std::string flip_parity_witness(const FlipBoard& board, const BitVector& cells) {
    const std::vector<int> ones = cells.ones();
    std::string list;
    for (std::size_t k = 0; k < ones.size() && k < 12; ++k)
        list += fmt::format("{}{},{}", k == 0 ? "" : " ", ones[k] / board.cols, ones[k] % board.cols);
    if (ones.size() > 12) list += fmt::format(" ... ({} cells)", ones.size());
    return fmt::format(
        "every press flips an even number of the cells {}, so the number of them that differ from the target "
        "stays even or odd for ever; here it is odd",
        list);
}

void minimise_flip_solution(const BitVector& particular, const std::vector<BitVector>& kernel, const FlipSolveOptions& options,
                            FlipSolution& solution) {
    const CosetMinimum minimum = coset_minimum(particular, kernel, options.coset, options.limits);
    solution.presses = minimum.best.ones();
    solution.proven = minimum.proven;
    solution.lower_bound = minimum.lower_bound;
    solution.count = minimum.count;
    solution.count_capped = minimum.count_capped;
    solution.outcome = minimum.outcome;
    solution.vectors = minimum.vectors;
    if (!kernel.empty())
        solution.method += fmt::format(
            ", {} over the {}-dimensional kernel ({} vectors)",
            minimum.method == CosetMethod::gray ? "every solution (Gray code)" : "information sets (Brouwer-Zimmermann)",
            kernel.size(), minimum.vectors);
}

FlipSolution solve_flip_elimination(const FlipBoard& board, const FlipSolveOptions& options) {
    const int n = board.cell_count();
    if (n > flip_max_elimination_cells)
        throw std::invalid_argument(
            fmt::format("the board has {} cells; elimination handles at most {} (the cross pattern, "
                        "and plus without wrap, have no such limit)",
                        n, flip_max_elimination_cells));
    const Gf2Matrix a = flip_press_matrix(board);
    const BitVector b = flip_difference(board);
    const Gf2Solution system = solve_gf2(a, b);
    FlipSolution solution;
    solution.rank = system.rank;
    solution.nullity = n - system.rank;
    solution.method = fmt::format("elimination of the {0}x{0} press matrix (M4RI)", n);
    solution.solvable = system.solvable;
    if (!system.solvable) {
        // A vector of the left kernel that sees b: it exists by the Fredholm
        // alternative, and it is the proof.
        for (const BitVector& y : solve_gf2(a.transposed(), BitVector(n)).kernel)
            if (y.dot(b)) {
                solution.why_not = flip_parity_witness(board, y);
                break;
            }
        return solution;
    }
    minimise_flip_solution(system.particular, system.kernel, options, solution);
    return solution;
}

bool flip_has_structure(const FlipBoard& board) {
    return board.pattern == FlipPattern::cross || (board.pattern == FlipPattern::plus && !board.torus);
}

FlipSolution solve_flip_board(const FlipBoard& board, const FlipSolveOptions& options) {
    if (options.method == FlipMethod::elimination || !flip_has_structure(board)) return solve_flip_elimination(board, options);
    return board.pattern == FlipPattern::cross ? solve_flip_cross(board, options) : solve_flip_chase(board, options);
}

}  // namespace puzzlebox
