// The fewest presses among all solutions of a linear flip board: the
// minimum weight over the coset x0 + span(kernel), and how many vectors of
// the coset reach it. Two exact methods:
//  - gray: every one of the 2^d coset vectors, one XOR apart (Gray code);
//  - information sets (Brouwer-Zimmermann): put the kernel in systematic form
//    on several disjoint sets of d coordinates; a coset vector whose part on
//    set j has w ones is x0_j plus exactly w basis vectors of form j. After
//    all combinations of at most w vectors in all m forms, every vector not
//    yet seen has at least w + 1 ones on each set, so at least m (w + 1) in
//    all: the search stops once that bound passes the best weight found.
// Both work on the kernel's support only (coordinates where some kernel
// vector is 1); the rest of x0 is fixed. A budget that runs out leaves the
// best vector found, marked not proven, with the bound proven so far.
#pragma once

#include <cstdint>
#include <vector>

#include "solve/flip/bit_vector.hpp"
#include "solve/path_count.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

enum class CosetMethod { automatic, gray, information_sets };

struct CosetMinimum {
    BitVector best;             // a coset vector of the least weight found
    int weight = 0;             // its weight
    bool proven = false;        // no coset vector weighs less
    int lower_bound = 0;        // every coset vector weighs at least this
    PathCount count;            // coset vectors of weight `weight` (exact when proven and !count_capped)
    bool count_capped = false;  // more minimal vectors than were kept: `count` is a lower bound
    std::uint64_t vectors = 0;  // coset vectors evaluated
    CosetMethod method = CosetMethod::gray;
    SearchOutcome outcome = SearchOutcome::complete;  // a user limit stopped it (else complete, even if the budget ran out)
};

struct CosetOptions {
    CosetMethod method = CosetMethod::automatic;
    int gray_max_dimension = 24;                                 // automatic: gray up to this kernel dimension
    std::uint64_t max_word_operations = std::uint64_t{1} << 34;  // budget, in 64-bit word XORs
    std::size_t max_minimal_kept = 1'000'000;                    // information sets: distinct minimal vectors remembered
};

CosetMinimum coset_minimum(const BitVector& x0, const std::vector<BitVector>& kernel, const CosetOptions& options = {},
                           const SearchLimits& limits = {});

}  // namespace puzzlebox
