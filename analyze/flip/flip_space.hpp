// The structure of a flip board shape (size, pattern, wrap): the rank and
// nullity of its press matrix by elimination, hence how many boards are
// solvable (2^rank of 2^cells), and for small shapes the whole space: every
// press set pressed once (Gray code order, one pattern XOR apart), keeping
// the fewest presses that make each board; God's number is the largest of
// those, and the distribution counts the boards at each number of presses.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/flip/flip_board.hpp"

namespace puzzlebox {

struct FlipSpace {
    FlipBoard shape;  // size, pattern, stencil and wrap (the grid is not used)
    int rank = 0, nullity = 0;
    std::optional<int> god_number;            // when the whole space was run
    std::vector<std::uint64_t> distribution;  // solvable boards at 0, 1, .. fewest presses
    double seconds = 0;
};

inline constexpr int flip_space_max_cells = 32;  // the whole space: 2^cells bytes

// `whole_space_cells`: run the whole space when the shape has at most this many cells.
FlipSpace analyze_flip_space(const FlipBoard& shape, int whole_space_cells);

// One row a shape, every column a number where a number is meant:
// rows,cols,pattern,wrap,rank,nullity,solvable_log2 (2^this boards are
// solvable),solvable_fraction (2^-nullity),god_number,god_number_missing
// (why it is blank). `whole_space_cells` is the limit the run had.
std::vector<std::string> flip_space_columns();
std::vector<std::string> flip_space_row(const FlipSpace& space, int whole_space_cells);
// The distributions in long form: rows,cols,pattern,wrap,presses,boards
// (the solvable boards whose fewest presses are `presses`), one row each.
std::vector<std::string> flip_distribution_columns();
std::vector<std::vector<std::string>> flip_distribution_rows(const FlipSpace& space);

}  // namespace puzzlebox
