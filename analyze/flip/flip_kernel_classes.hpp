// The cells of a flip shape grouped by their pattern across a basis of
// the press kernel (flip_god_number.hpp): the class counts a press set
// takes are all that its distances to the 2^k kernel vectors depend on.
// Here: the classes, their restriction to the odd classes' span (an exact
// reduction of the covering-radius question), the distances of a choice of
// class counts to every kernel vector, and the press set it stands for.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "analyze/flip/flip_covering_program.hpp"
#include "puzzles/flip/flip_board.hpp"
#include "solve/flip/bit_vector.hpp"

namespace puzzlebox {

using KernelPoint = std::uint32_t;  // a class's pattern across the kernel basis (nullity <= 32 for the searches)

inline bool odd_parity(std::uint64_t bits) { return (std::popcount(bits) & 1) != 0; }

// The cells of the shape grouped by their pattern across the kernel basis.
struct KernelClasses {
    int nullity = 0;
    int zero = 0;                         // cells in no kernel vector
    std::vector<int> zero_cells;          // those cells
    std::vector<KernelPoint> point;       // per class (when nullity <= 32)
    std::vector<std::vector<int>> cells;  // per class
    int support = 0;                      // cells in some kernel vector
    bool any_odd = false;                 // a class with an odd number of cells
    // Once restricted to the odd classes' span: the classes left outside,
    // half of each pressed (these cells), add `halved` to every distance.
    int halved = 0;
    std::vector<int> halved_cells;
    int size(std::size_t c) const { return static_cast<int>(cells[c].size()); }
    int offset() const { return zero + halved; }  // what every distance adds to f over the classes
};

// The classes of a shape, given a basis of its press kernel.
KernelClasses kernel_classes(const FlipBoard& shape, const std::vector<BitVector>& kernel);

// The classes whose points lie in the span U of the odd classes' points,
// with the points written in a basis of U (its dimension r the new
// nullity); the others, all even, are pressed by half. Exact: averaging f
// over a coset of the lambdas orthogonal to U gives the same problem on
// the classes in U, plus half of every class outside U, whatever their
// counts, so no press set beats the restricted problem's best; and half
// of each class outside U meets it (f is then constant on those cosets).
// 29x29 Lights Out: nullity 10, odd span 8. Needs points (nullity <= 32).
void restrict_to_odd_span(KernelClasses& classes);

// The covering program over the classes (points and sizes; the translations
// fixed in class order unless `fixed` is given).
CoveringProgram covering_program(const KernelClasses& classes, std::vector<int> fixed = {});

// In place: h(lambda) = sum over p of h(p) (-1)^(lambda . p), for 2^k values.
void walsh_hadamard(std::vector<int>& values);
void walsh_hadamard(std::vector<double>& values);  // the same, for real values

// f[lambda] += (lambda . p odd ? odd : even) for lambda < width (a power of
// two): one class's count moved, on every distance. The same sums as the
// plain loop, a block of low lambdas at a time from a table of their signs.
void add_by_parity(int* f, std::size_t width, KernelPoint p, int odd, int even);

// f over all 2^k lambdas from the class counts: f(lambda) = A + (E - Ehat(lambda)) / 2,
// A the presses on the support, e_c = n_c - 2 a_c and Ehat its Walsh-Hadamard transform.
std::vector<int> all_distances(const KernelClasses& classes, const std::vector<int>& a);

// The fewest presses of the board of class counts a: the offset plus the least distance.
int fewest_presses(const KernelClasses& classes, const std::vector<int>& a);

// The press set of class counts a: the first a_c cells of each class, and
// every cell in no kernel vector (each such press is needed by any solution),
// and half of each class left outside the odd classes' span.
BitVector press_set(const FlipBoard& shape, const KernelClasses& classes, const std::vector<int>& a);

}  // namespace puzzlebox
