// The simple validator of rotation puzzle solutions: replays the moves one
// by one on the grid and checks that each is in the board's turn set and
// that the result is the target (orientable: with every tile upright).
#pragma once

#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"

namespace puzzlebox {

struct RotateCheck {
    bool valid = false;
    std::string problem;  // empty when valid
};

RotateCheck check_rotate_solution(const RotateBoard& board, const std::vector<RotateMove>& moves);

}  // namespace puzzlebox
