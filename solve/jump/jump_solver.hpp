// Solving jump mazes with the search core:
//  - normal mode, shortest: breadth-first over cells (a shortest walk never
//    revisits a cell, so it is a valid path) with the number of shortest paths;
//  - every simple start-to-goal path, or every path whose values sum to the
//    expert target: depth-first with pruning, counted or listed;
//  - expert mode, fewest moves: depth-first branch and bound.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "puzzles/jump/jump_board.hpp"
#include "solve/path_count.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

// Which prunings the depth-first jump searches use (all on by default; the
// benchmark switches them off one by one to show what each buys).
struct JumpPruning {
    bool goal_reachable = true;  // cut when the goal cannot be reached from here without visited cells
    bool sum_bounds = true;      // cut when the target sum has the wrong parity, or is out of the range the unvisited cells allow
    bool distance = true;        // cut when the goal is too far (branch and bound on length)

    static JumpPruning none() { return {false, false, false}; }
};

struct JumpPath {
    std::vector<Cell> cells;  // start ... goal
    std::int64_t sum = 0;
    int moves() const { return static_cast<int>(cells.size()) - 1; }
    int tiles() const { return static_cast<int>(cells.size()); }
};

struct JumpSearchResult {
    SearchOutcome outcome = SearchOutcome::complete;
    std::vector<JumpPath> paths;  // the solutions asked for, fewest moves first
    PathCount count;              // how many solutions of the kind asked for exist
    std::uint64_t nodes = 0;
    std::vector<char> used_cells;  // find_all_jump_paths: per cell index, 1 if on some counted path
};

// Normal mode: one shortest path and the number of shortest paths.
JumpSearchResult solve_jump_shortest(const JumpBoard& board, const SearchLimits& limits = {});

// Expert mode: one path summing to `target` with the fewest moves, and the
// number of such fewest-move paths.
JumpSearchResult solve_jump_fewest_with_sum(const JumpBoard& board, std::int64_t target, const JumpPruning& pruning = {},
                                            const SearchLimits& limits = {});

// Every simple start-to-goal path (target empty) or every one summing to
// target: counted, and listed (fewest moves first) when `list` is set. With
// stop_after > 0 the search stops once it has counted that many (the count is
// then a lower bound; the outcome stays complete).
JumpSearchResult find_all_jump_paths(const JumpBoard& board, std::optional<std::int64_t> target, bool list,
                                     const JumpPruning& pruning = {}, const SearchLimits& limits = {},
                                     std::uint64_t stop_after = 0);

// Fewest jumps from each cell to the goal in the full jump graph (-1: never).
std::vector<int> jump_distances_to_goal(const JumpBoard& board);

}  // namespace puzzlebox
