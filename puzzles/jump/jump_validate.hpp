// The plain checker of jump solutions: replays a path cell by cell against the
// board, independent of every solver. Tools re-check each solution they print
// with it, and the tests check every solution a solver returns.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

struct JumpPathCheck {
    bool valid = false;
    std::string problem;   // why not, when !valid
    std::int64_t sum = 0;  // signed sum of the visited values
};

// A valid path starts at the start, makes legal jumps (exactly |v| cells in a
// straight line, on the board), visits no cell twice and ends at the goal;
// with a target, its sum must equal it too.
JumpPathCheck check_jump_path(const JumpBoard& board, std::span<const Cell> path,
                              std::optional<std::int64_t> target = std::nullopt);

}  // namespace puzzlebox
