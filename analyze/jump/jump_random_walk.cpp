// Expected hitting time of the goal by the random walker, from the absorbing
// chain over the transient cells (reachable, can reach the goal, not the goal).
//
// Elimination (Grassmann, Taksar and Heyman's idea, 1985): remove transient
// states one at a time. Removing k reroutes i -> k -> j through k with weight
// P[i][k] P[k][j] / S_k and adds P[i][k] r_k / S_k to i's expected time r_i,
// where S_k = 1 - P[k][k] is computed as the sum of k's other exits, never
// by subtraction. Every operation adds or multiplies positive numbers, so the
// relative error stays near n * machine epsilon whatever the conditioning.
// When only the start is left, t = r_start / S_start.
#include "analyze/jump/jump_random_walk.hpp"

#include <cmath>
#include <limits>

#include <Eigen/Dense>
#include <Eigen/IterativeLinearSolvers>
#include <Eigen/SparseCore>
#include <Eigen/SparseLU>

namespace puzzlebox {

namespace {

// The chain: transient states 0..n-1 (the start is state 0), each with its
// transitions (to, probability) among the transient states and its
// probability of jumping straight onto the goal.
struct WalkChain {
    int states = 0;
    std::vector<std::vector<std::pair<int, double>>> moves;
    std::vector<double> to_goal;
};

double solve_by_elimination(const WalkChain& chain) {
    const int n = chain.states;
    Eigen::MatrixXd p = Eigen::MatrixXd::Zero(n, n);  // p(i, j): transient i -> transient j
    Eigen::VectorXd goal(n), time = Eigen::VectorXd::Ones(n);
    for (int i = 0; i < n; ++i) {
        goal[i] = chain.to_goal[i];
        for (auto [j, prob] : chain.moves[i]) p(i, j) += prob;
    }
    // Eliminate states n-1 .. 1; state 0 (the start) stays.
    for (int k = n - 1; k >= 1; --k) {
        double exits = goal[k];
        for (int j = 0; j < k; ++j) exits += p(k, j);
        for (int i = 0; i < k; ++i) {
            const double through = p(i, k);
            if (through == 0) continue;
            const double f = through / exits;
            for (int j = 0; j < k; ++j) p(i, j) += f * p(k, j);
            goal[i] += f * goal[k];
            time[i] += f * time[k];
            p(i, k) = 0;
        }
    }
    return time[0] / goal[0];
}

// I - Q, the system both sparse methods solve for the expected jumps.
Eigen::SparseMatrix<double> walk_system(const WalkChain& chain) {
    std::vector<Eigen::Triplet<double>> entries;
    for (int i = 0; i < chain.states; ++i) {
        entries.emplace_back(i, i, 1.0);
        for (auto [j, prob] : chain.moves[i]) entries.emplace_back(i, j, -prob);
    }
    Eigen::SparseMatrix<double> system(chain.states, chain.states);
    system.setFromTriplets(entries.begin(), entries.end());  // duplicates are summed
    return system;
}

double solve_by_sparse_lu(const WalkChain& chain) {
    const Eigen::SparseMatrix<double> system = walk_system(chain);
    Eigen::SparseLU<Eigen::SparseMatrix<double>> lu;
    lu.compute(system);
    if (lu.info() != Eigen::Success) return std::numeric_limits<double>::quiet_NaN();
    const Eigen::VectorXd steps = lu.solve(Eigen::VectorXd::Ones(chain.states));
    return steps[0];
}

// BiCGSTAB (diagonal preconditioner) in batches of some tens of milliseconds, polling
// `stop` between them: memory stays at the matrix and a few vectors.
double solve_iteratively(const WalkChain& chain, const StopCheck& stop, bool& stopped) {
    const Eigen::SparseMatrix<double> system = walk_system(chain);
    Eigen::BiCGSTAB<Eigen::SparseMatrix<double>> solver;
    solver.compute(system);
    solver.setTolerance(1e-12);
    // Batches of about 2e7 multiply-adds (some tens of milliseconds) between polls.
    solver.setMaxIterations(std::max<Eigen::Index>(1, 20'000'000 / std::max<Eigen::Index>(1, 4 * system.nonZeros())));
    const Eigen::VectorXd ones = Eigen::VectorXd::Ones(chain.states);
    Eigen::VectorXd steps = ones;
    for (;;) {
        steps = solver.solveWithGuess(ones, steps);
        if (solver.info() == Eigen::Success) return steps[0];
        if (solver.info() != Eigen::NoConvergence) return std::numeric_limits<double>::quiet_NaN();
        if (stop.stop()) {
            stopped = true;
            return std::numeric_limits<double>::quiet_NaN();
        }
    }
}

}  // namespace

std::optional<double> random_walk_steps(const JumpBoard& board, WalkRule rule, WalkMethod method) {
    return random_walk_steps(board, measure_jump_graph(board), rule, method);
}

std::optional<double> random_walk_steps(const JumpBoard& board, const JumpGraphMeasures& graph, WalkRule rule, WalkMethod method,
                                        const StopCheck& stop, bool* stopped) {
    const int start = board.start_index();
    const int goal = board.goal_index();
    if (!graph.coreachable[start]) return std::nullopt;
    if (start == goal) return 0.0;
    if (rule == WalkRule::plain && graph.dead_cells > 0) return std::nullopt;

    // Number the transient states, the start first.
    std::vector<int> state(static_cast<std::size_t>(board.cell_count()), -1);
    WalkChain chain;
    state[start] = chain.states++;
    for (int cell = 0; cell < board.cell_count(); ++cell)
        if (cell != start && cell != goal && graph.reachable[cell] && graph.coreachable[cell]) state[cell] = chain.states++;
    chain.moves.resize(static_cast<std::size_t>(chain.states));
    chain.to_goal.assign(static_cast<std::size_t>(chain.states), 0.0);
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        const int from = state[cell];
        if (from < 0) continue;
        int degree = 0;
        for_each_jump(board, cell, [&](int) { ++degree; });
        const double p = 1.0 / degree;  // degree > 0: the cell reaches the goal
        for_each_jump(board, cell, [&](int to) {
            if (to == goal) chain.to_goal[from] += p;
            else chain.moves[from].emplace_back(graph.coreachable[to] ? state[to] : state[start], p);  // dead: restart
        });
    }
    const bool dense = method == WalkMethod::elimination || (method == WalkMethod::automatic && chain.states <= 1500);
    bool cut = false;
    const bool iterative = method == WalkMethod::automatic && chain.states > 50'000;
    const double steps = dense       ? solve_by_elimination(chain)
                         : iterative ? solve_iteratively(chain, stop, cut)
                                     : solve_by_sparse_lu(chain);
    if (stopped) *stopped = cut;
    if (!std::isfinite(steps) || steps < 0) return std::nullopt;
    return steps;
}

}  // namespace puzzlebox
