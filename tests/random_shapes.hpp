// Test helper: random board shapes with a random start and goal, for the
// randomised round-trip and cross-check tests.
#pragma once

#include "gen/jump/jump_generator.hpp"

namespace puzzlebox::testing {

inline JumpGenOptions random_shape(Random& random, int min_side, int max_side) {
    JumpGenOptions options;
    options.rows = random.between(min_side, max_side);
    options.cols = random.between(min_side, max_side);
    options.start = Cell{random.between(0, options.rows - 1), random.between(0, options.cols - 1)};
    options.goal = Cell{random.between(0, options.rows - 1), random.between(0, options.cols - 1)};
    return options;
}

}  // namespace puzzlebox::testing
