// The hardest jump maze of a shape, by dealing the layers of the
// breadth-first search forwards: from the start outwards to the goal.
//
// Layer 0 is the start. A layer's cells each take a magnitude, and the next
// layer is exactly their landings outside the cells dealt (the
// breadth-first search of the maze the choices make); the goal may enter
// only at the question's depth or later, and the search ends when it does.
// Every cell dealt has its magnitude, every cell never reached takes 1 (it
// changes no distance from the start), so a maze is found exactly when one
// needs that many moves or more from its start. A state (cells dealt, last
// layer, and with one shortest solution asked, the cells of the last layer
// with one shortest path) is cut when the cells not dealt cannot give one a
// layer to the depth, counting one more for each family of twins not yet
// touched (jump_landings.hpp: a family first entered brings two of its cells
// into one layer), and is not searched again once it failed
// (failed_states.hpp).
//
// The same question as the inwards search (jump_hardest_backward.hpp) asks,
// from the other end: it needs no guess of the deepest layer, so it is the
// one that proves an odd side's corner goal (where the inwards count of
// twins cannot take both diagonals) and, by random restarts, the quickest
// finder of mazes with the start fixed. `reports/jump_twin_check.py` is an
// outside check written the same way round, apart from this code.
#pragma once

#include "analyze/jump/jump_hardest.hpp"

namespace puzzlebox {

// The most moves, as prove_hardest_jump_backward finds it, and with the same
// options (JumpSearchOptions): `units` holds one unit a depth asked, from
// cells-1 down to the answer (or the one depth of `only_moves`). Restarts
// start from the fixed start, or from one drawn at random when it is free.
// Throws SearchStopped on a stop signal, std::invalid_argument on a
// question out of range, std::logic_error if the solver disagrees with a
// witness.
JumpHardestResult prove_hardest_jump_forward(const JumpHardestQuestion& question, const JumpSearchOptions& options = {});

}  // namespace puzzlebox
