// The grade formula (see jump_grade.hpp).
#include "analyze/jump/jump_grade.hpp"

#include <cmath>

#include "analyze/jump/jump_analysis.hpp"
#include "analyze/jump/jump_random_walk.hpp"

namespace puzzlebox {

namespace {

double grade_of(double restart_walk_steps) { return std::log2(1.0 + restart_walk_steps); }

}  // namespace

std::optional<double> jump_grade(const JumpMeasures& m) {
    if (!m.shortest_moves || !m.restart_walk_steps) return std::nullopt;
    return grade_of(*m.restart_walk_steps);
}

// The restarting walk is finite exactly when the start reaches the goal, that
// is when the maze has a solution.
std::optional<double> jump_grade(const JumpBoard& board) {
    const auto steps = random_walk_steps(board, WalkRule::restarting);
    if (!steps) return std::nullopt;
    return grade_of(*steps);
}

}  // namespace puzzlebox
