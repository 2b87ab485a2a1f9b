// Solving flip boards as linear systems over GF(2): a board is solvable when
// grid + target lies in the span of the press patterns; the solutions are
// one of them plus the kernel (press sets that change nothing), and the one
// with the fewest presses is the minimum over that coset (coset_minimum).
// Three ways to get there, by structure:
//  - cross: closed form in the row and column parities (flip_cross.cpp),
//    O(HW) for any size, exact minimisation over the kernel's rows/columns;
//  - plus without wrap: light chasing (flip_chase.cpp), W unknowns;
//  - anything else: elimination of the HW x HW press matrix (M4RI).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/flip/flip_board.hpp"
#include "solve/flip/bit_vector.hpp"
#include "solve/flip/coset_minimum.hpp"
#include "solve/flip/gf2_system.hpp"
#include "solve/path_count.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

enum class FlipMethod { automatic, elimination };

struct FlipSolveOptions {
    FlipMethod method = FlipMethod::automatic;
    CosetOptions coset;
    SearchLimits limits;
};

struct FlipSolution {
    bool solvable = false;
    std::string why_not;        // when not solvable: the invariant the board breaks
    int rank = 0, nullity = 0;  // of the press matrix
    std::vector<int> presses;   // the fewest presses found, ascending cells
    bool proven = false;        // no solution has fewer presses
    int lower_bound = 0;        // every solution has at least this many presses
    PathCount count;            // solutions with presses.size() presses (see count_capped)
    bool count_capped = false;  // `count` is only a lower bound
    std::string method;         // how it was solved, for the "search:" line
    std::uint64_t vectors = 0;  // coset vectors the minimisation evaluated (deterministic)
    SearchOutcome outcome = SearchOutcome::complete;
};

// The most cells a board may have for the elimination method (a dense
// cells x cells bit matrix: 32 MiB at the limit).
inline constexpr int flip_max_elimination_cells = 16384;

FlipSolution solve_flip_board(const FlipBoard& board, const FlipSolveOptions& options = {});

// True when the board has a structured method (cross, or plus without
// wrap): no elimination, no cell limit.
bool flip_has_structure(const FlipBoard& board);

// The press matrix: row = cell, column = press, 1 where the press flips the cell.
Gf2Matrix flip_press_matrix(const FlipBoard& board);

// grid XOR target: the cells a solution must flip.
BitVector flip_difference(const FlipBoard& board);

// The methods (solve_flip_board picks one).
FlipSolution solve_flip_cross(const FlipBoard& board, const FlipSolveOptions& options);
FlipSolution solve_flip_chase(const FlipBoard& board, const FlipSolveOptions& options);
FlipSolution solve_flip_elimination(const FlipBoard& board, const FlipSolveOptions& options);

// Shared by the methods: a solution from a particular solution and a kernel
// basis (all boards' cells long), minimised by coset_minimum.
void minimise_flip_solution(const BitVector& particular, const std::vector<BitVector>& kernel, const FlipSolveOptions& options,
                            FlipSolution& solution);

// The explanation of an unsolvable board from a vector y with y A = 0 and
// y . b = 1: the cells of y always change by an even number of lights.
std::string flip_parity_witness(const FlipBoard& board, const BitVector& cells);

}  // namespace puzzlebox
