// The hardest jump maze of a shape, proven by dealing the layers of the
// reverse breadth-first search inwards: from the deepest layer to the goal.
//
// A cell of layer k has a magnitude that lands on layer k-1 and on no
// layer before it, so every landing of it is either in layer k-1 or in a
// layer from k on (or on a cell that never reaches the goal). Dealt from
// the deepest layer down, with the cells of the deeper layers known, the
// layer before a layer is therefore fixed by one magnitude per cell: it is
// the landings outside the deeper cells, plus cells no one lands on (the
// waste, as in jump_hardest.hpp). This is the same question as
// prove_hardest_jump asks and the same answer, by the opposite direction:
// near the deepest layer almost every magnitude is ruled out, so it
// settles in thousands of nodes what the outward search needs millions for
// (5x5) or cannot finish (6x6). The cells deeper than the question's depth
// or never reaching the goal (a set closed under their own magnitudes,
// apart from landings on the deepest layer) are chosen first; with one
// shortest solution asked for, a chain of single landings ("the spine")
// runs from the start to the goal. A state is cut when the cells not dealt
// cannot make the layers left: their reach, the groups nothing reaches,
// and on a square board the diagonals, each of which, untouched, needs a
// waste cell of its own (the twin cut, which proves 8x8, and with wider
// states the larger squares where the goal is in the centre or the side
// even).
#pragma once

#include <cstdint>

#include "analyze/jump/jump_hardest.hpp"

namespace puzzlebox {

// The most moves, as prove_hardest_jump finds it: `units` holds one unit a
// depth asked (item 0, its node count), from cells-1 down to the answer (or
// the one depth of `only_moves`; `moves` -1 when no maze reaches it, or
// with `restarts` when none was met).
// Throws SearchStopped on a stop signal, std::invalid_argument on a
// question out of range, std::logic_error if the solver disagrees with a
// witness.
JumpHardestResult prove_hardest_jump_backward(const JumpHardestQuestion& question, const JumpSearchOptions& options = {});

// How many nodes the inwards search would visit to refute one depth,
// `moves`, without its table of failed states (which can only make it
// fewer), by Knuth's probes: each walks from a first state (a deepest layer
// and the cells beyond it, every one kept) down one uniformly drawn child at
// a time (pcg32 seed 1). log10 of the mean and the mean's standard error
// relative to it; `reached` when a probe met a maze (the search would stop
// there). Heavy branches that probes rarely meet make it a floor more often
// than a ceiling. std::invalid_argument when there are more than
// `most_first_states` first states.
struct JumpBackwardEstimate {
    int moves = 0;
    std::uint64_t first_states = 0, probes = 0;
    double log10_nodes = 0, relative_error = 0;
    bool reached = false, stopped = false;
};
JumpBackwardEstimate estimate_hardest_jump_backward(const JumpHardestQuestion& question, int moves, std::uint64_t probes,
                                                    std::uint64_t most_first_states = std::uint64_t{1} << 24);

}  // namespace puzzlebox
