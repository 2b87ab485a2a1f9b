// The jump graph of a maze as a Boost.Graph graph (one vertex per cell, one
// edge per legal jump, ignoring the no-revisit rule) and the measures read
// off it: what the start reaches, what reaches the goal, strongly connected
// components and branching.
#pragma once

#include <vector>

#include <boost/graph/adjacency_list.hpp>

#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

using JumpGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS>;

JumpGraph build_jump_graph(const JumpBoard& board);

struct JumpGraphMeasures {
    std::vector<char> reachable;    // per cell: reachable from the start (start included)
    std::vector<char> coreachable;  // per cell: the goal can be reached from it (goal included)
    int reachable_count = 0;
    int coreachable_count = 0;
    int dead_cells = 0;    // reachable but cannot reach the goal
    int components = 0;    // strongly connected components among the reachable cells
    double branching = 0;  // mean number of jumps out of a reachable cell (the goal has none)
};

JumpGraphMeasures measure_jump_graph(const JumpBoard& board);

}  // namespace puzzlebox
