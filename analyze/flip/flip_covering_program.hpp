// The covering-radius question of flip_god_number.hpp ("is some press set
// at least `target` from every kernel vector?") as an integer program over
// the class counts, for COIN-OR's branch and cut (CBC):
//     a_c integer in 0..n_c,
//     sum over classes of (lambda . p_c ? n_c - a_c : a_c) >= target   for each of the 2^k lambdas,
// and the kernel's translations fixed: adding a kernel vector maps a_c to
// n_c - a_c on the classes it covers, so for k odd classes with independent
// patterns exactly one translate has the larger half of each; those classes
// are bounded below by (n_c + 1) / 2. With the translations fixed the
// linear relaxation alone often proves a target out of reach (it is no
// longer met by half of every class), and CBC's cuts and branching do the
// rest: 16x16 Lights Out's 125 in 13,934 nodes, where the class search of
// flip_god_number ran out of 2^34 distance updates (docs/flip.md).
//
// CBC is opened on first use (support/shared_library.hpp), like M4RI: a
// machine without it gets `unknown` with the reason, never a wrong answer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace puzzlebox {

struct CoveringProgram {
    int nullity = 0;                   // k: 2^k kernel vectors, one row each
    std::vector<std::uint32_t> point;  // per class: its pattern across the kernel basis
    std::vector<int> size;             // per class: its cells
    // The least counts that fix the translations (fixes_translations); empty:
    // translation_lower_bounds in class order. The relaxation's best fixing
    // makes the program's own relaxation as strong.
    std::vector<int> fixed;
};

struct CoveringProgramAnswer {
    enum class Kind { reached, out_of_reach, unknown } kind = Kind::unknown;
    std::vector<int> counts;  // when reached: class counts at least `target` from every kernel vector
    std::uint64_t nodes = 0;  // CBC's branch-and-cut nodes
    std::string why;          // when unknown: why (the node budget, or CBC missing)
};

// The translations fixed: per class, the least count a press set needs
// after the one translate that gives the larger half, (n_c + 1) / 2, to
// each of up to k odd classes with independent patterns (a basis grown
// greedily in class order, or in `order` when given: a permutation of the
// classes); 0 for the other classes. Every press set has a translate, as
// far from the kernel, that meets these bounds. Which classes are fixed
// changes the linear relaxation, not the integer program's answer.
std::vector<int> translation_lower_bounds(const CoveringProgram& program, const std::vector<std::size_t>& order = {});

// Whether `lower` fixes the translations as above: each positive entry an
// odd class at (n_c + 1) / 2, their patterns independent.
bool fixes_translations(const CoveringProgram& program, const std::vector<int>& lower);

// Is some choice of class counts at least `target` (over the support) from
// every kernel vector? At most `max_nodes` nodes; CBC on one thread, so the
// answer and the node count depend only on the input and the budget.
CoveringProgramAnswer solve_covering_program(const CoveringProgram& program, int target, std::uint64_t max_nodes);

// Whether CBC could be opened (else `why`, when given, says why not).
bool covering_program_available(std::string* why = nullptr);

}  // namespace puzzlebox
