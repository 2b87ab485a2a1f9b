// The difficulty grade of a jump maze: the number of times a random solver's
// effort doubles, log2 of the expected jumps of the restarting random walker
// (analyze/README.md gives the formula and docs/jump.md the examples that
// justify it).
#pragma once

#include <optional>

namespace puzzlebox {

struct JumpMeasures;
struct JumpBoard;

// The grade scale's top: 2^30 expected jumps, past anything a person (or
// the generator's search) tells apart. A --grade band reaching past it
// reaches to the top (has no upper end): 1-100, 1-1e30 and 1-30 ask alike.
inline constexpr double jump_grade_top = 30;

// Empty when the maze has no solution.
std::optional<double> jump_grade(const JumpMeasures& m);

// The same grade from the board alone: only the restarting walk is computed
// (milliseconds, where all the measures may take seconds: the sheet captions
// of puzzlebox-gen use it).
std::optional<double> jump_grade(const JumpBoard& board);

}  // namespace puzzlebox
