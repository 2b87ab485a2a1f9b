// The random walker of a jump maze: at every cell it picks one of the legal
// jumps uniformly at random (ignoring the no-revisit rule). Its expected
// number of jumps to the goal is the absorbing-Markov-chain value
// t = (I - Q)^-1 1, computed with Eigen.
#pragma once

#include <optional>

#include "analyze/jump/jump_graph.hpp"
#include "puzzles/jump/jump_board.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

enum class WalkRule {
    plain,       // the walk of the issue: empty unless the goal is reached with probability 1
    restarting,  // a jump onto a cell that cannot reach the goal costs one jump and sends the walker back to the start
};

enum class WalkMethod {
    automatic,    // elimination up to 1500 transient cells, sparse LU up to 50,000, BiCGSTAB beyond
    elimination,  // state reduction with the GTH trick on a dense Eigen matrix: subtraction-free, so exact to
                  // rounding even when the walk takes 1e30 jumps (hard mazes); O(n^3)
    sparse_lu,    // Eigen::SparseLU on I - Q: fast on big boards, but loses all digits once I - Q is
                  // ill-conditioned (walks far beyond 1e12 jumps)
};

// Expected jumps from the start to the goal; empty when it is infinite (plain:
// some reachable cell cannot reach the goal; restarting: the start cannot).
std::optional<double> random_walk_steps(const JumpBoard& board, WalkRule rule = WalkRule::plain,
                                        WalkMethod method = WalkMethod::automatic);
// The same, reusing the board's jump graph measures when the caller has them.
// Past 50,000 transient cells (sparse LU's fill-in would take gigabytes) an
// iterative solver runs in batches that poll `stop`; stopped, it returns
// empty and sets *stopped.
std::optional<double> random_walk_steps(const JumpBoard& board, const JumpGraphMeasures& graph, WalkRule rule,
                                        WalkMethod method = WalkMethod::automatic, const StopCheck& stop = StopCheck(),
                                        bool* stopped = nullptr);

}  // namespace puzzlebox
