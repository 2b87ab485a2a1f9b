// Measures of a jump maze's structure: how much of the board the jump graph
// reaches, how long, how many and how forced the solutions are, in both
// modes, how lost a random walker gets, the grade made of them, and the
// rules a person needs (solve/jump/jump_deduce.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "puzzles/jump/jump_board.hpp"
#include "solve/jump/jump_deduce.hpp"
#include "solve/path_count.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct JumpMeasures {
    int reachable = 0;     // cells reachable from the start (start included)
    int coreachable = 0;   // cells from which the goal can be reached (goal included)
    int dead_cells = 0;    // reachable, but the goal cannot be reached from them
    int unused_cells = 0;  // cells on no simple start-to-goal path (an upper bound if simple_paths is partial)
    int components = 0;    // strongly connected components among the reachable cells
    double branching = 0;  // mean jumps out of a reachable cell
    std::optional<int> shortest_moves;
    PathCount shortest_count;
    std::optional<int> forced_moves;  // moves of the (first) shortest solution with only one move that does not lose
    PathCount simple_paths;           // all simple start-to-goal paths
    PathCount expert_paths;           // those whose values sum to the target
    std::optional<int> expert_fewest_moves;
    std::int64_t target = 0;
    std::optional<double> random_walk_steps;   // WalkRule::plain
    std::optional<double> restart_walk_steps;  // WalkRule::restarting
    std::optional<double> grade;               // jump_grade(); empty when unsolvable
    std::optional<JumpDeduction> deduction;    // a person's way through it (normal mode); empty when unsolvable
    std::vector<std::string> partial;          // names of the measures a limit cut short
};

// Each exhaustive count gets its own `limits`.
JumpMeasures measure_jump_board(const JumpBoard& board, const SearchLimits& limits);

// How many moves of `path` (start ... goal) leave exactly one move that does
// not lose: one onto an unvisited cell from which the goal can still be
// reached without the visited cells.
// Empty when `stop` (the time limit, a stop signal) cut it short: each of
// the path's cells floods the board, so a 2000x2000 board asks for minutes.
std::optional<int> count_forced_moves(const JumpBoard& board, std::span<const Cell> path, const StopCheck& stop = StopCheck());

// CSV columns, in order, and one row of values.
std::vector<std::string> jump_measure_columns();
std::vector<std::string> jump_measure_row(const std::string& file, const JumpBoard& board, const JumpMeasures& m);

}  // namespace puzzlebox
