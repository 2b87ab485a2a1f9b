// God's number of a flip board shape without its whole space: the most
// presses any solvable board of the shape needs. The solvable boards are the
// boards A y of press sets y, and the fewest presses of A y is the distance
// from y to the kernel K of the press matrix A: God's number is the covering
// radius of K as a binary code. Cells fall into classes by their pattern p_c
// in F2^k across a kernel basis (k = nullity); a press set matters only by
// how many cells a_c of each class it presses, and its distance to the
// kernel vector of lambda in F2^k is
//     f_lambda(a) = sum over classes of (lambda . p_c ? n_c - a_c : a_c),
// so God's number is Z + max over a of min over lambda of f_lambda(a), Z the
// cells in no kernel vector. Three parts (docs/flip.md, "God's numbers"):
//  - a parity bound from above (the average of f over lambda is half the
//    kernel's support; an odd class makes f uneven, so its minimum is less);
//  - a climb over class counts from below, whose press set is the witness
//    (and, where the search below leaves a gap, a tabu search from it);
//  - a branch and bound over class counts that closes the gap: classes in
//    layers of a basis chosen so that few classes lie outside each
//    hyperplane, the kernel's translations fixed by a sign per layer, and
//    bounds from averaging f over cosets of subspaces of lambdas;
//  - where that leaves a gap, the same question as an integer program for
//    CBC (flip_covering_program.hpp), from the top target down.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "analyze/flip/flip_cross_column_units.hpp"
#include "analyze/flip/flip_cross_columns.hpp"
#include "puzzles/flip/flip_board.hpp"
#include "solve/flip/bit_vector.hpp"

namespace puzzlebox {

struct FlipGodOptions {
    bool closed_forms =
        true;  // the cross's own methods, closed form and column classes, where they hold (else the general engine)
    // The climb: about this many f updates in all (2^k per step; 0: no
    // climb). The odd x odd cross past the column search is also climbed
    // over column classes on as many even-row-set updates (flip_cross_columns.hpp).
    std::uint64_t climb_work = std::uint64_t{1} << 28;
    int climb_max_dimension = 22;  // no climb past this nullity (2^k ints)
    // Past it, up to this nullity, a random half of every class measured by
    // a Gray code over the whole kernel (2^k vectors, about a minute at 32).
    int gray_witness_max_dimension = 32;
    // Then, where a gap is left, the tabu search on a working set of kernel
    // vectors, each target checked over all of them (flip_wide_kernel.hpp):
    // about this many operations (17 x 2^k a check; 0: none, the default).
    std::uint64_t wide_work = 0;
    // The branch and bound: nodes in all, f updates in all (a class's count
    // changed costs the lambdas it is told apart on), the largest nullity.
    std::uint64_t max_nodes = std::uint64_t{1} << 24;
    std::uint64_t max_work = std::uint64_t{1} << 34;
    int search_max_dimension = 22;
    // Then, where a gap is left, a tabu search from the climb's counts for
    // a better witness: about this many operations (2 k 2^k a step).
    std::uint64_t tabu_work = std::uint64_t{1} << 33;
    // The integer program (flip_covering_program.hpp), where the branch and
    // bound leaves a gap: CBC's nodes (the root counted as one) times the
    // program's size (2^k rows times the classes) in all, a few minutes at
    // most at k = 8 by default; and the largest nullity: a node's linear program
    // grows faster than its size (10x30, k = 10: 13 minutes for the budget;
    // the first relaxation alone takes 25 s to 2 minutes at k = 13 and 14,
    // 4 minutes at 16), so the main job's tables stop at 9.
    std::uint64_t program_work = std::uint64_t{1} << 30;
    int program_max_dimension = 9;
    // Before it, where a gap is left, its linear relaxation with rows added
    // as they are broken (flip_covering_relaxation.hpp), up to this nullity
    // (0: not used; 2^k reals a round; 19x19 Lights Out, k = 16: seconds).
    // Off by default: the tables' sizes past k = 9 are hundreds.
    int relaxation_max_dimension = 0;
    int relaxation_tries = 1;  // fixings of the translations tried, the best kept (flip_covering_relaxation.hpp)
    // Past the relaxation's nullity, where a gap is left: the relaxation on a
    // subcode of this dimension, random combinations of the kernel basis
    // (a code's covering radius is at most its subcode's; 0: none).
    int subcode_dimension = 0;
    // The odd x odd cross with a short side H up to cross_columns_side: the
    // search over column classes (flip_cross_columns.hpp), nodes times
    // 2^(H-1) in all (0: not used; about 15 s at H = 7). Up to 7 by default:
    // at H = 9 the budget closes nothing (9x9 needs 2^36) and costs 30 s a size.
    std::uint64_t cross_columns_work = std::uint64_t{1} << 33;
    int cross_columns_side = 7;
    // Its climb's steps (flip_cross_columns.hpp): a press set in hand before
    // the first node (0: none).
    std::uint64_t cross_columns_climb = 0;
    CrossColumnsCheckpoints cross_columns_checkpoints;  // its snapshots, and one to resume (one shape only)
    // Or that search in units (flip_cross_column_units.hpp), on the split's
    // shape only: every unit searched, as the options say, instead of one search.
    const CrossColumnsSplit* cross_columns_split = nullptr;
    CrossColumnsUnitsOptions cross_columns_units;
    std::uint64_t seed = 1;
};

struct FlipGodNumber {
    int lower = 0, upper = 0;  // God's number lies in [lower, upper]
    bool exact() const { return lower == upper; }
    // A press set whose board (all off, these cells pressed) needs exactly
    // `lower` presses; empty when lower is 0.
    BitVector witness;
    std::string lower_reason;  // how `lower` is known
    std::string upper_reason;  // the bound that closed the search, or the best one proved
    // How: "invertible", "closed form", "parity bound" (met by half of every
    // class), "climb and bound" (the climb met a bound), "branch and bound"
    // (it proved or found the last step), "integer program" (CBC did),
    // "bounds" (not exact).
    std::string method;
    // When the linear relaxation gave `upper`, its certificate in cells
    // (flip_covering_relaxation.hpp): kernel vectors restricted to the
    // classes it was asked about, with their weights, and the classes whose
    // least count fixed the translations. `upper` is the offset plus the
    // floor of the certificate's largest weighted average.
    struct Certificate {
        std::vector<std::pair<double, BitVector>> vectors;  // weight, cells
        std::vector<std::pair<int, BitVector>> fixed;       // least count, the class's cells
        std::vector<BitVector> generators;                  // when on a subcode: its generators (kernel vectors)
    };
    std::optional<Certificate> certificate;
    int nullity = 0, classes = 0, support = 0;
    std::uint64_t nodes = 0;          // branch-and-bound nodes
    std::uint64_t program_nodes = 0;  // the integer program's nodes (CBC's), when it ran
    double seconds = 0;
};

FlipGodNumber flip_god_number(const FlipBoard& shape, const FlipGodOptions& options = {});

// How many nodes the branch and bound over the class counts (on the odd
// classes' span, as flip_god_number runs it) would take to prove `target`
// out of reach, without running it: Knuth's random probes of its tree, each
// child drawn uniformly among those the bounds pass (pcg32 seed 1). The
// tree's size is 10^log10_nodes in expectation; relative_error is the
// mean's standard error over the mean. `reached`: a probe met counts at
// least `target` from every kernel vector, so the target is not out of
// reach (and the search would end early). Nullity up to 24 on the span.
struct FlipClassSearchEstimate {
    int target = 0, nullity = 0, classes = 0;
    double log10_nodes = 0, relative_error = 0;
    double log10_work = 0;  // the distance updates (--god-work's unit) the nodes take, estimated alike
    std::uint64_t probes = 0;
    bool reached = false, stopped = false;
};
FlipClassSearchEstimate estimate_class_search(const FlipBoard& shape, int target, std::uint64_t probes);
// That search itself for one target, within `max_nodes`: whether counts
// reach it, and its nodes (complete: it got through).
struct FlipClassSearchCount {
    bool reached = false, complete = false;
    std::uint64_t nodes = 0, work = 0;  // work: distance updates, as --god-work counts them
};
FlipClassSearchCount count_class_search(const FlipBoard& shape, int target, std::uint64_t max_nodes);

// The fewest presses of the board the press set `presses` makes on the
// shape, by the solver (the independent re-check of a witness); -1 when
// the solver did not prove its answer.
int flip_fewest_presses_of(const FlipBoard& shape, const BitVector& presses);

}  // namespace puzzlebox
