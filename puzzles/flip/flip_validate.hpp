// The simple validator of flip solutions: every press is a cell of the
// board, pressed once (a solution is a set), and pressing them all turns
// the grid into the target.
#pragma once

#include <string>
#include <vector>

#include "puzzles/flip/flip_board.hpp"

namespace puzzlebox {

struct FlipCheck {
    bool valid = false;
    std::string problem;  // empty when valid
};

FlipCheck check_flip_solution(const FlipBoard& board, const std::vector<int>& presses);

}  // namespace puzzlebox
