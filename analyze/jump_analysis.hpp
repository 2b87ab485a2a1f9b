// Measures of a jump maze's structure: how much of the board the jump graph
// reaches, how long and how many the solutions are, in both modes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/jump_board.hpp"
#include "solve/path_count.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct JumpMeasures {
    int reachable = 0;    // cells reachable from the start (start included)
    int coreachable = 0;  // cells from which the goal can be reached (goal included)
    int dead_cells = 0;   // reachable, but the goal cannot be reached from them
    std::optional<int> shortest_moves;
    PathCount shortest_count;
    PathCount simple_paths;  // all simple start-to-goal paths
    PathCount expert_paths;  // those whose values sum to the target
    std::optional<int> expert_fewest_moves;
    std::int64_t target = 0;
    std::vector<std::string> partial;  // names of the measures a limit cut short
};

// Each exhaustive count gets its own `limits`.
JumpMeasures measure_jump_board(const JumpBoard& board, const SearchLimits& limits);

// CSV columns, in order, and one row of values.
std::vector<std::string> jump_measure_columns();
std::vector<std::string> jump_measure_row(const std::string& file, const JumpBoard& board, const JumpMeasures& m);

}  // namespace puzzlebox
