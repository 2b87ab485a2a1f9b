// The difficulty grade of a jump maze: the number of times a random solver's
// effort doubles, log2 of the expected jumps of the restarting random walker
// (analyze/README.md gives the formula and docs/jump.md the examples that
// justify it).
#pragma once

#include <optional>

namespace puzzlebox {

struct JumpMeasures;

// Empty when the maze has no solution.
std::optional<double> jump_grade(const JumpMeasures& m);

}  // namespace puzzlebox
