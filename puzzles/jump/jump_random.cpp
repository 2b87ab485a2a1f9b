// Uniformly random jump boards (see jump_random.hpp).
#include "puzzles/jump/jump_random.hpp"

namespace puzzlebox {

JumpBoard random_jump_values(JumpBoard shape, int max_value, Random& random) {
    shape.values.assign(static_cast<std::size_t>(shape.cell_count()), 0);
    for (int r = 0; r < shape.rows; ++r) {
        for (int c = 0; c < shape.cols; ++c) {
            if (Cell{r, c} == shape.goal) continue;
            const int room = jump_largest_magnitude(shape.rows, shape.cols, Cell{r, c}, max_value);
            if (room == 0) continue;  // a 1x1 board: nowhere to jump
            const int magnitude = random.between(1, room);
            shape.values[static_cast<std::size_t>(shape.index(Cell{r, c}))] = random.coin() ? magnitude : -magnitude;
        }
    }
    return shape;
}

}  // namespace puzzlebox
