// The analysis measures against plain recomputations: Boost.Graph reachability
// and components against breadth-first floods from every cell, forced and
// unused cells against the list of all simple paths, the random walk against
// a closed form and a simulation.
#include "analyze/jump/jump_analysis.hpp"

#include <cmath>
#include <set>

#include <catch2/catch.hpp>

#include "analyze/jump/jump_grade.hpp"
#include "analyze/jump/jump_graph.hpp"
#include "analyze/jump/jump_random_walk.hpp"
#include "gen/jump/jump_generator.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "solve/jump/jump_solver.hpp"
#include "tests/random_shapes.hpp"

using namespace puzzlebox;

namespace {

// Cells reachable from `from` by jumps, by a plain breadth-first flood.
std::vector<char> flood(const JumpBoard& board, int from) {
    std::vector<char> seen(static_cast<std::size_t>(board.cell_count()), 0);
    std::vector<int> queue{from};
    seen[from] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head)
        for_each_jump(board, queue[head], [&](int to) {
            if (!seen[to]) {
                seen[to] = 1;
                queue.push_back(to);
            }
        });
    return seen;
}

JumpBoard random_board(Random& random, int min_side, int max_side) {
    JumpGenOptions shape = testing::random_shape(random, min_side, max_side);
    return random_jump_board(shape, random);
}

}  // namespace

TEST_CASE("Boost.Graph measures agree with plain floods from every cell", "[analyze][jump]") {
    Random random(2026, 3);
    for (int trial = 0; trial < 300; ++trial) {
        const JumpBoard board = random_board(random, 1, 6);
        const int cells = board.cell_count();
        std::vector<std::vector<char>> reach;
        for (int cell = 0; cell < cells; ++cell) reach.push_back(flood(board, cell));
        const auto& from_start = reach[board.start_index()];
        int reachable = 0, coreachable = 0, dead = 0, jumps = 0;
        std::set<std::vector<char>> components;  // a cell's component: the cells it reaches that reach it back
        for (int cell = 0; cell < cells; ++cell) {
            const bool to_goal = reach[cell][board.goal_index()] != 0;
            coreachable += to_goal;
            if (!from_start[cell]) continue;
            ++reachable;
            dead += !to_goal;
            for_each_jump(board, cell, [&](int) { ++jumps; });
            std::vector<char> mutual(static_cast<std::size_t>(cells), 0);
            for (int other = 0; other < cells; ++other) mutual[other] = reach[cell][other] && reach[other][cell];
            components.insert(mutual);
        }
        const JumpGraphMeasures m = measure_jump_graph(board);
        INFO(write_jump_board(board));
        REQUIRE(m.reachable_count == reachable);
        REQUIRE(m.coreachable_count == coreachable);
        REQUIRE(m.dead_cells == dead);
        REQUIRE(m.components == static_cast<int>(components.size()));
        REQUIRE(m.branching == Approx(static_cast<double>(jumps) / reachable));
        for (int cell = 0; cell < cells; ++cell) {
            REQUIRE(m.reachable[cell] == from_start[cell]);
            REQUIRE(m.coreachable[cell] == reach[cell][board.goal_index()]);
        }
    }
}

TEST_CASE("forced moves and unused cells agree with the list of all simple paths", "[analyze][jump]") {
    Random random(2026, 4);
    int solvable = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const JumpBoard board = random_board(random, 2, 5);
        const JumpSearchResult all = find_all_jump_paths(board, std::nullopt, true);
        const JumpSearchResult shortest = solve_jump_shortest(board);
        std::vector<char> used(static_cast<std::size_t>(board.cell_count()), 0);
        for (const JumpPath& path : all.paths)
            for (Cell c : path.cells) used[board.index(c)] = 1;
        REQUIRE(all.used_cells == used);
        if (shortest.paths.empty()) continue;
        ++solvable;
        // A move from a prefix does not lose when some simple path extends it.
        const auto& solution = shortest.paths.front().cells;
        int forced = 0;
        for (std::size_t i = 0; i + 1 < solution.size(); ++i) {
            std::set<Cell> continuations;
            for (const JumpPath& path : all.paths)
                if (path.cells.size() > i + 1 && std::equal(solution.begin(), solution.begin() + i + 1, path.cells.begin()))
                    continuations.insert(path.cells[i + 1]);
            forced += continuations.size() == 1;
        }
        INFO(write_jump_board(board));
        REQUIRE(count_forced_moves(board, solution) == forced);
    }
    REQUIRE(solvable > 50);
}

TEST_CASE("random walk: closed form on a 1x3 board", "[analyze][jump]") {
    // Cell 0 (value 1) must jump to cell 1; cell 1 (value 1) jumps to 0 or to
    // the goal with probability 1/2 each: E0 = 1 + E1, E1 = 1 + E0 / 2, so
    // E1 = 3 and E0 = 4.
    const JumpBoard board = parse_jump_board("puzzle jump\nsize 1x3\nstart 0,0\ngoal 0,2\ngrid\n1 1 0\n", "1x3");
    REQUIRE(*random_walk_steps(board) == Approx(4.0));
    // From the middle cell: E1 = 3.
    JumpBoard middle = board;
    middle.start = Cell{0, 1};
    REQUIRE(*random_walk_steps(middle) == Approx(3.0));
    // 1xn with every value 1: a reflecting walk on a line, from the far end
    // E = (n - 1)^2 jumps.
    const JumpBoard line = parse_jump_board("puzzle jump\nsize 1x6\nstart 0,0\ngoal 0,5\ngrid\n1 1 1 1 1 0\n", "1x6");
    REQUIRE(*random_walk_steps(line) == Approx(25.0));
}

TEST_CASE("random walk: empty when the goal may never be reached, restarting walk finite", "[analyze][jump]") {
    // Cell 1 (value 1) may jump to cell 2, a 0 that never moves again.
    const JumpBoard board = parse_jump_board("puzzle jump\nsize 1x4\nstart 0,1\ngoal 0,0\ngrid\n0 1 0 1\n", "1x4");
    REQUIRE_FALSE(random_walk_steps(board, WalkRule::plain).has_value());
    // Restarting: from cell 1 each try costs one jump and succeeds with 1/2: E = 2.
    REQUIRE(*random_walk_steps(board, WalkRule::restarting) == Approx(2.0));
    const JumpBoard stuck = parse_jump_board("puzzle jump\nsize 1x3\nstart 0,0\ngoal 0,2\ngrid\n0 1 0\n", "stuck");
    REQUIRE_FALSE(random_walk_steps(stuck, WalkRule::restarting).has_value());
}

TEST_CASE("random walk: the Markov value matches a simulation", "[analyze][jump]") {
    // The first random 4x4 board whose walker reaches the goal surely, in a few dozen jumps.
    Random random(7, 1);
    JumpGenOptions shape;
    shape.rows = shape.cols = 4;
    JumpBoard board;
    std::optional<double> expected;
    do {
        board = random_jump_board(shape, random);
        expected = random_walk_steps(board);
    } while (!expected || *expected < 10 || *expected > 60);
    const int walks = 20000;
    double total = 0, squares = 0;
    for (int walk = 0; walk < walks; ++walk) {
        int here = board.start_index();
        double steps = 0;
        while (here != board.goal_index()) {
            std::vector<int> jumps;
            for_each_jump(board, here, [&](int to) { jumps.push_back(to); });
            here = jumps[random.below(static_cast<std::uint32_t>(jumps.size()))];
            ++steps;
        }
        total += steps;
        squares += steps * steps;
    }
    const double mean = total / walks;
    const double standard_error = std::sqrt((squares / walks - mean * mean) / walks);
    INFO(write_jump_board(board) << "Markov " << *expected << ", simulated " << mean << " +- " << standard_error);
    REQUIRE(std::abs(mean - *expected) < 4 * standard_error);
}

TEST_CASE("measures of the 2015 Vienna board", "[analyze][jump]") {
    const JumpBoard board = load_jump_board(PUZZLEBOX_SOURCE_DIR "/data/jump/schoenbrunn-2015.txt");
    const JumpMeasures m = measure_jump_board(board, {});
    REQUIRE(m.reachable == 25);
    REQUIRE(m.dead_cells == 0);
    REQUIRE(*m.shortest_moves == 11);  // the post's shortest route
    REQUIRE(m.shortest_count == PathCount(1));
    REQUIRE(m.simple_paths == PathCount(28));
    REQUIRE(m.expert_paths == PathCount(10));
    REQUIRE(*m.expert_fewest_moves == 14);  // the post's 15-tile expert path
    REQUIRE(m.partial.empty());
    REQUIRE(m.grade.has_value());
}

TEST_CASE("random walk: elimination and sparse LU agree where I - Q is well conditioned", "[analyze][jump]") {
    Random random(2026, 8);
    int compared = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const JumpBoard board = random_board(random, 2, 7);
        for (WalkRule rule : {WalkRule::plain, WalkRule::restarting}) {
            const auto exact = random_walk_steps(board, rule, WalkMethod::elimination);
            const auto lu = random_walk_steps(board, rule, WalkMethod::sparse_lu);
            REQUIRE(exact.has_value() == lu.has_value());
            if (!exact || *exact > 1e6) continue;
            INFO(write_jump_board(board));
            REQUIRE(*lu == Approx(*exact).epsilon(1e-8));
            ++compared;
        }
    }
    REQUIRE(compared > 100);
}

namespace {

// The restarting walk's expected jumps, by a separate route: which cells
// reach the goal by a search from each cell, then value iteration (Gauss-
// Seidel) on t[c] = 1 + sum over the jumps of t[to] / degree, with t[goal]
// = 0 and a cell that cannot reach the goal counted as the start.
std::optional<double> restarting_walk_by_iteration(const JumpBoard& board) {
    const int n = board.cell_count(), goal = board.goal_index(), start = board.start_index();
    const auto jumps = [&](int from) {
        std::vector<int> to;
        const int step = std::abs(board.value(from)), r = from / board.cols, c = from % board.cols;
        if (from == goal || step == 0) return to;
        if (r - step >= 0) to.push_back(from - step * board.cols);
        if (r + step < board.rows) to.push_back(from + step * board.cols);
        if (c - step >= 0) to.push_back(from - step);
        if (c + step < board.cols) to.push_back(from + step);
        return to;
    };
    std::vector<char> reaches(static_cast<std::size_t>(n), 0);
    for (int cell = 0; cell < n; ++cell) {
        std::vector<char> seen(static_cast<std::size_t>(n), 0);
        std::vector<int> stack{cell};
        seen[static_cast<std::size_t>(cell)] = 1;
        while (!stack.empty()) {
            const int from = stack.back();
            stack.pop_back();
            if (from == goal) reaches[static_cast<std::size_t>(cell)] = 1;
            for (int to : jumps(from))
                if (!seen[static_cast<std::size_t>(to)]) {
                    seen[static_cast<std::size_t>(to)] = 1;
                    stack.push_back(to);
                }
        }
    }
    if (!reaches[static_cast<std::size_t>(start)]) return std::nullopt;
    std::vector<double> t(static_cast<std::size_t>(n), 0.0);
    for (int sweep = 0; sweep < 2'000'000; ++sweep) {
        double change = 0;
        for (int cell = 0; cell < n; ++cell) {
            if (cell == goal || !reaches[static_cast<std::size_t>(cell)]) continue;
            const std::vector<int> to = jumps(cell);
            double next = 1;
            for (int j : to)
                next += (j == goal                              ? 0.0
                         : reaches[static_cast<std::size_t>(j)] ? t[static_cast<std::size_t>(j)]
                                                                : t[static_cast<std::size_t>(start)]) /
                        static_cast<double>(to.size());
            change = std::max(change, std::abs(next - t[static_cast<std::size_t>(cell)]) / next);
            t[static_cast<std::size_t>(cell)] = next;
        }
        if (change < 1e-13) return t[static_cast<std::size_t>(start)];
    }
    return std::nullopt;  // not converged: the caller skips the board
}

}  // namespace

TEST_CASE("the grade is log2(1 + the restarting walk's jumps), recomputed by value iteration", "[analyze][jump]") {
    for (const char* name : {"schoenbrunn-2015", "schoenbrunn-2023"}) {
        const JumpBoard board = load_jump_board(std::string(PUZZLEBOX_SOURCE_DIR "/data/jump/") + name + ".txt");
        const JumpMeasures m = measure_jump_board(board, {});
        const auto walk = restarting_walk_by_iteration(board);
        REQUIRE(walk);
        REQUIRE(m.grade);
        CHECK(*m.grade == Approx(std::log2(1 + *walk)).epsilon(1e-9));
        REQUIRE(jump_grade(board));
        CHECK(*jump_grade(board) == Approx(std::log2(1 + *walk)).epsilon(1e-9));
    }
    // Random boards, solvable or not: the grade exists exactly when the start
    // reaches the goal, and then matches the iteration.
    Random random(7, 0);
    int compared = 0;
    for (int i = 0; i < 200; ++i) {
        JumpBoard board;
        board.rows = 2 + static_cast<int>(random.below(4));
        board.cols = 2 + static_cast<int>(random.below(4));
        board.start = {board.rows - 1, 0};
        board.goal = {0, board.cols - 1};
        for (int c = 0; c < board.cell_count(); ++c) board.values.push_back(static_cast<int>(random.below(5)) - 2);
        const JumpMeasures m = measure_jump_board(board, {});
        const auto walk = restarting_walk_by_iteration(board);
        INFO(write_jump_board(board));
        REQUIRE(m.grade.has_value() == m.shortest_moves.has_value());
        if (!m.shortest_moves || !walk || *walk > 1e6) continue;
        CHECK(*m.grade == Approx(std::log2(1 + *walk)).epsilon(1e-7));
        ++compared;
    }
    REQUIRE(compared > 50);
}
