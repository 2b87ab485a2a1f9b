// The grade formula (see jump_grade.hpp).
#include "jump_grade.hpp"

#include <cmath>

#include "analyze/jump_analysis.hpp"

namespace puzzlebox {

std::optional<double> jump_grade(const JumpMeasures& m) {
    if (!m.shortest_moves || !m.restart_walk_steps) return std::nullopt;
    return std::log2(1.0 + *m.restart_walk_steps);
}

}  // namespace puzzlebox
