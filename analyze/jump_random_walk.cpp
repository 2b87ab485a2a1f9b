// Expected hitting time of the goal by the random walker, from the absorbing
// chain over the transient cells (reachable, not the goal).
#include "jump_random_walk.hpp"

#include <Eigen/SparseCore>
#include <Eigen/SparseLU>

#include "analyze/jump_graph.hpp"

namespace puzzlebox {

std::optional<double> random_walk_steps(const JumpBoard& board, WalkRule rule) {
    const JumpGraphMeasures graph = measure_jump_graph(board);
    const int start = board.start_index();
    const int goal = board.goal_index();
    if (!graph.coreachable[start]) return std::nullopt;
    if (start == goal) return 0.0;
    if (rule == WalkRule::plain && graph.dead_cells > 0) return std::nullopt;

    // Number the transient states: reachable cells that can reach the goal, goal excluded.
    std::vector<int> state(static_cast<std::size_t>(board.cell_count()), -1);
    int states = 0;
    for (int cell = 0; cell < board.cell_count(); ++cell)
        if (graph.reachable[cell] && graph.coreachable[cell] && cell != goal) state[cell] = states++;

    std::vector<Eigen::Triplet<double>> entries;  // I - Q
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        const int row = state[cell];
        if (row < 0) continue;
        entries.emplace_back(row, row, 1.0);
        int degree = 0;
        for_each_jump(board, cell, [&](int) { ++degree; });
        const double p = 1.0 / degree;  // degree > 0: the cell reaches the goal
        for_each_jump(board, cell, [&](int to) {
            if (to == goal) return;
            const int column = graph.coreachable[to] ? state[to] : state[start];  // restart from a dead cell
            entries.emplace_back(row, column, -p);
        });
    }
    Eigen::SparseMatrix<double> chain(states, states);
    chain.setFromTriplets(entries.begin(), entries.end());  // duplicates are summed
    Eigen::SparseLU<Eigen::SparseMatrix<double>> lu;
    lu.compute(chain);
    if (lu.info() != Eigen::Success) return std::nullopt;
    const Eigen::VectorXd steps = lu.solve(Eigen::VectorXd::Ones(states));
    if (lu.info() != Eigen::Success) return std::nullopt;
    return steps[state[start]];
}

}  // namespace puzzlebox
