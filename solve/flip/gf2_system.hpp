// Linear systems over GF(2): A x = b for a dense bit matrix A, by
// Gauss-Jordan elimination to reduced row echelon form. Gives the rank,
// whether b is in A's column space, one solution (free variables 0) and a
// basis of the kernel (one vector per free column). The elimination is
// M4RI's (the Method of the Four Russians, Debian's libm4ri); a plain
// word-at-a-time kernel of our own is kept as the baseline it is measured
// against (bench/flip_bench.cpp) and as a cross-check in the tests.
#pragma once

#include <vector>

#include "solve/flip/bit_vector.hpp"

namespace puzzlebox {

// A dense GF(2) matrix as rows of bits.
struct Gf2Matrix {
    int rows = 0, cols = 0;
    std::vector<BitVector> row;  // rows x (cols bits)

    Gf2Matrix() = default;
    Gf2Matrix(int rows_, int cols_) : rows(rows_), cols(cols_), row(static_cast<std::size_t>(rows_), BitVector(cols_)) {}
    Gf2Matrix transposed() const;
};

enum class Gf2Kernel { m4ri, plain };

struct Gf2Solution {
    int rank = 0;
    bool solvable = false;
    BitVector particular;           // a solution (free variables 0), when solvable
    std::vector<BitVector> kernel;  // cols - rank vectors, each with one free variable set
};

// Solves a x = b (b has a.rows bits).
Gf2Solution solve_gf2(const Gf2Matrix& a, const BitVector& b, Gf2Kernel kernel = Gf2Kernel::m4ri);

// The rank alone (no augmented column, no kernel).
int gf2_rank(const Gf2Matrix& a, Gf2Kernel kernel = Gf2Kernel::m4ri);

}  // namespace puzzlebox
