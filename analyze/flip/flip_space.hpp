// The structure of a flip board shape (size, pattern, wrap): the rank and
// nullity of its press matrix by elimination, hence how many boards are
// solvable (2^rank of 2^cells), and for small shapes the whole space: every
// press set pressed once (Gray code order, one pattern XOR apart), keeping
// the fewest presses that make each board; God's number is the largest of
// those, and the distribution counts the boards at each number of presses.
// Past the whole space, God's number from the kernel's cell classes
// (flip_god_number.hpp): exact, or the bounds proved and a witness.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analyze/flip/flip_god_number.hpp"
#include "puzzles/flip/flip_board.hpp"

namespace puzzlebox {

struct FlipSpace {
    FlipBoard shape;  // size, pattern, stencil and wrap (the grid is not used)
    int rank = 0, nullity = 0;
    std::optional<int> god_number;            // when the whole space was run
    std::vector<std::uint64_t> distribution;  // solvable boards at 0, 1, .. fewest presses
    std::optional<FlipGodNumber> god;         // the kernel's classes, when the whole space was not run
    double seconds = 0;
};

// How far past the whole space God's number is sought (by cells), and the
// engine's budgets.
struct FlipSpaceOptions {
    int whole_space_cells = 25;
    int god_cells = 0;  // 0: none past the whole space
    FlipGodOptions god;
};

inline constexpr int flip_space_max_cells = 32;  // the whole space: 2^cells bytes

// The whole space up to options.whole_space_cells, else God's number by the
// kernel's classes up to options.god_cells.
FlipSpace analyze_flip_space(const FlipBoard& shape, const FlipSpaceOptions& options);
// The whole space alone.
FlipSpace analyze_flip_space(const FlipBoard& shape, int whole_space_cells);

// The same measures of the transposed shape (rows and columns exchanged:
// the same rank, distribution and God's number; the witness turned).
FlipSpace transposed(const FlipSpace& space);

// One row a shape, every column a number where a number is meant:
// rows,cols,pattern,wrap,rank,nullity,solvable_log2 (2^this boards are
// solvable),solvable_fraction (2^-nullity),god_number,god_number_missing
// (why it is blank),god_lower,god_upper (the bounds proved; equal when
// exact),god_upper_proof (why no board needs more),god_method (whole space,
// parity bound, climb, branch and bound),god_nodes (branch-and-bound nodes).
std::vector<std::string> flip_space_columns();
std::vector<std::string> flip_space_row(const FlipSpace& space, const FlipSpaceOptions& options);
// The witnesses: rows,cols,pattern,wrap,presses (the board's fewest presses:
// god_lower),press_set (the press set making the board from all off, as
// hex digits: cells 4i..4i+3, row-major from 0, are the bits 1, 2, 4, 8 of
// digit i), for shapes with a kernel whose God's number came from it (an
// invertible shape's is every press).
std::vector<std::string> flip_witness_columns();
std::optional<std::vector<std::string>> flip_witness_row(const FlipSpace& space);
// The certificates of upper bounds from the linear relaxation
// (flip_god_number.hpp's Certificate), several rows a shape:
// rows,cols,pattern,wrap,god_upper,kind,value,cells, where kind is `fixed`
// (value: the least count of the class `cells` once the translations are
// fixed) or `vector` (value: the weight of the kernel vector whose cells in
// the classes asked about are `cells`); cells as hex digits, as above.
// reports/flip_relaxation_check.py re-derives each bound from these alone.
std::vector<std::string> flip_certificate_columns();
std::vector<std::vector<std::string>> flip_certificate_rows(const FlipSpace& space);
// The distributions in long form: rows,cols,pattern,wrap,presses,boards
// (the solvable boards whose fewest presses are `presses`), one row each.
std::vector<std::string> flip_distribution_columns();
std::vector<std::vector<std::string>> flip_distribution_rows(const FlipSpace& space);

}  // namespace puzzlebox
