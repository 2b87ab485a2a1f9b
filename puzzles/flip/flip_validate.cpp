// Replays a flip solution (see flip_validate.hpp).
#include "puzzles/flip/flip_validate.hpp"

#include <fmt/format.h>

#include "support/index.hpp"

namespace puzzlebox {

FlipCheck check_flip_solution(const FlipBoard& board, const std::vector<int>& presses) {
    std::vector<bool> pressed(board.grid.size(), false);
    for (int cell : presses) {
        if (cell < 0 || cell >= board.cell_count())
            return {false, fmt::format("press {} is not a cell of the {}x{} board", cell, board.rows, board.cols)};
        if (at(pressed, cell)) return {false, fmt::format("cell {},{} is pressed twice", cell / board.cols, cell % board.cols)};
        at(pressed, cell) = true;
    }
    std::vector<std::uint8_t> grid = board.grid;
    apply_flip_presses(board, presses, grid);
    for (std::size_t k = 0; k < grid.size(); ++k)
        if (grid[k] != board.target[k])
            return {false, fmt::format("after the presses cell {},{} is {}, the target says {}",
                                       k / static_cast<std::size_t>(board.cols), k % static_cast<std::size_t>(board.cols),
                                       grid[k], board.target[k])};
    return {true, {}};
}

}  // namespace puzzlebox
