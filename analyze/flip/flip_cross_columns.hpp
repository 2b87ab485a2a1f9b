// God's number of the cross with both sides odd, by column classes, where
// the short side is small. The kernel is r + c over even sets of rows r and
// of columns c (docs/flip.md), so a press set's distance to it is the least
// over the 2^(H-1) even row sets r of a sum over its columns (each column's
// cheaper side after r, plus one column's |H - 2h| when the cheaper sides
// flip an odd number of columns). Columns are interchangeable: a press set
// matters only by how many columns it has of each type up to complement
// (2^(H-1) classes, on which the even row sets act as translations) and by
// the parity of its complemented columns. The search runs over those counts,
// the largest count put in class 0 (a translation), a count vector searched
// only if it is at least its image under each translation after at most one
// exchange of two rows (read in the search's order), with branch and bound:
// exact for every H = 3 and 5 to 64 and H = 7 to 15 within the default budget.
#pragma once

#include <cstdint>

#include "solve/flip/bit_vector.hpp"

namespace puzzlebox {

struct CrossColumnsAnswer {
    int best = 0;             // the largest distance to the kernel found
    bool complete = false;    // every class count was searched: `best` is God's number
    BitVector witness;        // a press set (row-major on the rows x cols shape) that far from the kernel
    std::uint64_t nodes = 0;  // search nodes (class counts tried)
};

// The shape: `rows` x `cols`, both odd, the cross pattern; the short side H
// at most cross_columns_max_side (9: 256 classes; at 11 the images of
// the symmetry tests no longer fit a byte). Stops after `max_work` row-set updates:
// max_work / 2^(H-1) nodes (a node updates each even row set).
constexpr int cross_columns_max_side = 9;
CrossColumnsAnswer cross_god_by_columns(int rows, int cols, std::uint64_t max_work);

}  // namespace puzzlebox
