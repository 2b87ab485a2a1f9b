// An upper bound on God's number from the linear relaxation of the
// covering-radius program (flip_covering_program.hpp): the class counts
// made real, the translations fixed as there, the most that the least
// distance to a kernel vector can then be.
//
// The program's 2^k rows are not written out. They are added as the
// relaxation's optimum breaks them: the distances of a real choice of
// counts to all 2^k kernel vectors come at once from one Walsh-Hadamard
// transform, and the most broken rows join. So nullities to 20 take
// seconds (19x19 Lights Out, k = 16: under a minute), where CBC's first
// relaxation of the whole program took 4 minutes at 16.
//
// The bound carries its certificate: weights on the kernel vectors (the
// relaxation's dual). Any weights w >= 0 summing to 1 bound the least
// distance by the weighted average of the distances, and that average is
// linear in each class count, so its largest value over the box of counts
// is a sum of per-class maxima. The bound reported is that sum, re-computed
// from the weights alone: a wrong step of the solver can only weaken it.
//
// CLP, COIN-OR's simplex, through CBC's library (which loads it), opened on
// first use like CBC: a machine without it gets no bound, with the reason.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "analyze/flip/flip_covering_program.hpp"

namespace puzzlebox {

struct CoveringCertificate {
    std::vector<int> lower;             // per class, its least count: the translations fixed
    std::vector<std::uint32_t> lambda;  // kernel vectors, by their coordinates in the program's basis
    std::vector<double> weight;         // their weights: positive, summing to 1
};

struct CoveringRelaxation {
    bool bounded = false;
    int bound = 0;             // no choice of counts is farther than this from every kernel vector
    double value = 0;          // the certificate's largest average, of which `bound` is the floor
    std::uint64_t rows = 0;    // rows the best relaxation ended with
    std::uint64_t rounds = 0;  // linear programs solved, every try
    int tries = 0;             // relaxations solved
    int best_try = 0;          // the one kept, from 0 (class order)
    CoveringCertificate certificate;
    std::string why;  // when not bounded
};

// The relaxation's bound, with at most `max_rows` rows a try (0: no
// limit). Which odd classes fix the translations changes the relaxation
// (13x17 Lights Out: 108.0 in class order, 107.0 to 107.8 in seven random
// orders), so `tries` relaxations are solved: the first in class order,
// then in orders shuffled by pcg32 streams 1, 2, ...; the least bound is
// kept (the first of equals), with its certificate.
CoveringRelaxation bound_covering_relaxation(const CoveringProgram& program, std::uint64_t max_rows, int tries = 1);

// The check: the largest weighted average distance over every choice of
// counts within the class sizes and the certificate's least counts.
// Throws std::invalid_argument on a weight that is negative or not finite,
// weights that do not sum to 1, or least counts that do not fix the
// translations (fixes_translations).
double certificate_bound(const CoveringProgram& program, const CoveringCertificate& certificate);

}  // namespace puzzlebox
