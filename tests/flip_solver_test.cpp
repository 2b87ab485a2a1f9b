// The flip solver against outside figures: breadth-first search over every
// state of every board up to 4x4 (cross and plus; torus and a stencil up to
// 3x4) gives each board's fewest presses, and brute force over all press
// sets the number of minimal solutions; the cross pattern's nullity against
// elimination for all sizes up to 12x12 (the closed form of docs/flip.md);
// light chasing against elimination; the known Lights Out figures (5x5:
// rank 23, all lit needs 15 presses in 4 ways; n x n nullities from the
// literature, OEIS A159257 and A165738 on a torus); information sets against the Gray code on
// random cosets; M4RI against the plain kernel.
#include "solve/flip/flip_solver.hpp"

#include <bit>
#include <deque>
#include <vector>

#include <catch2/catch.hpp>
#include <tbb/task_arena.h>

#include "puzzles/flip/flip_validate.hpp"
#include "solve/flip/coset_minimum.hpp"
#include "solve/flip/gf2_system.hpp"
#include "support/random.hpp"
#include "tests/flip_boards.hpp"

using namespace puzzlebox;
using test::blank_flip_board;
using test::press_masks;

namespace {

struct BruteForce {
    std::vector<int> fewest;          // -1: unreachable
    std::vector<std::uint64_t> ways;  // press sets of the fewest presses
};

// Breadth-first over states from all off (the distance is the fewest
// presses, as presses commute and undo themselves), and every press set for
// the number of minimal ones.
BruteForce brute_force(const FlipBoard& board) {
    const auto masks = press_masks(board);
    const std::uint32_t states = std::uint32_t{1} << board.cell_count();
    BruteForce result{std::vector<int>(states, -1), std::vector<std::uint64_t>(states, 0)};
    std::deque<std::uint32_t> queue{0};
    result.fewest[0] = 0;
    while (!queue.empty()) {
        const std::uint32_t state = queue.front();
        queue.pop_front();
        for (std::uint32_t mask : masks) {
            const std::uint32_t next = state ^ mask;
            if (result.fewest[next] >= 0) continue;
            result.fewest[next] = result.fewest[state] + 1;
            queue.push_back(next);
        }
    }
    for (std::uint32_t set = 0; set < states; ++set) {
        std::uint32_t made = 0;
        for (int cell = 0; cell < board.cell_count(); ++cell)
            if ((set >> cell & 1) != 0) made ^= masks[static_cast<std::size_t>(cell)];
        if (std::popcount(set) == result.fewest[made]) ++result.ways[made];
    }
    return result;
}

void check_every_board(FlipBoard board, FlipMethod method) {
    const BruteForce truth = brute_force(board);
    FlipSolveOptions options;
    options.method = method;
    const std::uint32_t states = std::uint32_t{1} << board.cell_count();
    for (std::uint32_t state = 0; state < states; ++state) {
        for (int k = 0; k < board.cell_count(); ++k)
            board.grid[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(state >> k & 1);
        const FlipSolution solution = solve_flip_board(board, options);
        INFO(board.rows << "x" << board.cols << " " << to_string(board.pattern) << (board.torus ? " torus" : "") << " state "
                        << state);
        REQUIRE(solution.solvable == (truth.fewest[state] >= 0));
        if (!solution.solvable) {
            REQUIRE_FALSE(solution.why_not.empty());
            continue;
        }
        REQUIRE(solution.proven);
        REQUIRE(static_cast<int>(solution.presses.size()) == truth.fewest[state]);
        REQUIRE(solution.count == PathCount(truth.ways[state]));
        REQUIRE(check_flip_solution(board, solution.presses).valid);
    }
}

FlipBoard random_board(int rows, int cols, FlipPattern pattern, Random& random) {
    FlipBoard board = blank_flip_board(rows, cols, pattern);
    for (auto& cell : board.grid) cell = random.coin() ? 1 : 0;
    return board;
}

}  // namespace

TEST_CASE("flip solver: fewest presses and their number equal brute force on every board up to 4x4", "[flip][solver]") {
    for (FlipPattern pattern : {FlipPattern::cross, FlipPattern::plus})
        for (int rows = 1; rows <= 4; ++rows)
            for (int cols = 1; cols <= 4; ++cols) {
                check_every_board(blank_flip_board(rows, cols, pattern), FlipMethod::automatic);
                if (rows * cols <= 12) check_every_board(blank_flip_board(rows, cols, pattern), FlipMethod::elimination);
            }
}

TEST_CASE("flip solver: torus and stencil boards against brute force", "[flip][solver]") {
    FlipBoard torus = blank_flip_board(3, 4, FlipPattern::plus);
    torus.torus = true;
    check_every_board(torus, FlipMethod::automatic);
    FlipBoard knight = blank_flip_board(3, 4, FlipPattern::stencil);
    knight.stencil = {{0, 0}, {1, 2}, {2, 1}, {-1, 2}, {-2, -1}};
    check_every_board(knight, FlipMethod::automatic);
    knight.torus = true;
    check_every_board(knight, FlipMethod::automatic);
}

TEST_CASE("cross nullity: the closed form agrees with elimination up to 12x12", "[flip][solver]") {
    for (int rows = 1; rows <= 12; ++rows)
        for (int cols = 1; cols <= 12; ++cols) {
            const FlipBoard board = blank_flip_board(rows, cols, FlipPattern::cross);
            const int nullity = (rows % 2 == 1 ? cols - 1 : 0) + (cols % 2 == 1 ? rows - 1 : 0);
            INFO(rows << "x" << cols);
            CHECK(rows * cols - gf2_rank(flip_press_matrix(board)) == nullity);
            CHECK(solve_flip_board(board).nullity == nullity);
        }
}

TEST_CASE("cross boards: the closed form agrees with elimination on random boards of odd sides", "[flip][solver]") {
    Random random(2026, 5);
    for (auto [rows, cols] : {std::pair{5, 5}, {5, 7}, {7, 5}, {3, 9}, {6, 5}, {5, 6}}) {
        for (int trial = 0; trial < 6; ++trial) {
            FlipBoard board = random_board(rows, cols, FlipPattern::cross, random);
            // Half of them made solvable: the board some press set makes.
            if (trial % 2 == 0) {
                std::vector<int> presses;
                for (int k = 0; k < rows * cols; ++k)
                    if (random.coin()) presses.push_back(k);
                std::fill(board.grid.begin(), board.grid.end(), 0);
                apply_flip_presses(board, presses, board.grid);
            }
            const FlipSolution fast = solve_flip_board(board);
            FlipSolveOptions by_elimination;
            by_elimination.method = FlipMethod::elimination;
            const FlipSolution slow = solve_flip_board(board, by_elimination);
            INFO(rows << "x" << cols << " trial " << trial);
            REQUIRE(fast.solvable == slow.solvable);
            CHECK(fast.rank == slow.rank);
            if (!fast.solvable) continue;
            CHECK(fast.proven);
            CHECK(fast.presses.size() == slow.presses.size());
            CHECK(fast.count == slow.count);
            CHECK(check_flip_solution(board, fast.presses).valid);
        }
    }
}

TEST_CASE("Lights Out: light chasing agrees with elimination, and the known n x n nullities", "[flip][solver]") {
    for (int rows = 1; rows <= 12; ++rows)
        for (int cols = 1; cols <= 12; ++cols) {
            const FlipBoard board = blank_flip_board(rows, cols, FlipPattern::plus);
            INFO(rows << "x" << cols);
            CHECK(solve_flip_board(board).rank == gf2_rank(flip_press_matrix(board)));
        }
    // OEIS A159257, the nullity of the n x n Lights Out matrix, n = 1..40,
    // and A165738, the same on a torus, n = 1..20.
    const std::vector<int> known{0, 0, 0,  4, 2, 0, 0, 0, 8,  0,  6, 0,  0,  4, 0, 8, 2, 0, 16, 0,
                                 0, 0, 14, 4, 0, 0, 0, 0, 10, 20, 0, 20, 16, 4, 6, 0, 0, 0, 32, 0};
    for (int n = 1; n <= 40; ++n)
        CHECK(solve_flip_board(blank_flip_board(n, n, FlipPattern::plus)).nullity == known[static_cast<std::size_t>(n) - 1]);
    const std::vector<int> known_torus{0, 0, 4, 0, 8, 8, 0, 0, 4, 16, 0, 16, 0, 0, 12, 0, 16, 8, 0, 32};
    for (int n = 1; n <= 20; ++n) {
        FlipBoard torus = blank_flip_board(n, n, FlipPattern::plus);
        torus.torus = true;
        CHECK(solve_flip_board(torus).nullity == known_torus[static_cast<std::size_t>(n) - 1]);
    }

    // Widths that fill whole 64-bit words (the chase's affine rows then need
    // one word more than the bottom system's rows), against elimination.
    for (const int cols : {64, 128}) {
        FlipBoard wide = blank_flip_board(3, cols, FlipPattern::plus);
        std::fill(wide.grid.begin(), wide.grid.end(), 1);
        INFO("3x" << cols << ", all lit");
        CHECK(solve_flip_board(wide).rank == gf2_rank(flip_press_matrix(wide)));
        CHECK(solve_flip_board(wide).solvable == solve_flip_elimination(wide, {}).solvable);
    }

    FlipBoard lit = blank_flip_board(5, 5, FlipPattern::plus);
    std::fill(lit.grid.begin(), lit.grid.end(), 1);
    const FlipSolution all_lit = solve_flip_board(lit);
    CHECK(all_lit.rank == 23);
    CHECK(all_lit.presses.size() == 15);  // the classic: all lit needs 15 presses
    CHECK(all_lit.count == PathCount(4));
    FlipBoard corner = blank_flip_board(5, 5, FlipPattern::plus);
    corner.grid[0] = 1;  // one corner light alone is not solvable on 5x5
    const FlipSolution lone = solve_flip_board(corner);
    CHECK_FALSE(lone.solvable);
    CHECK_FALSE(lone.why_not.empty());
}

TEST_CASE("large boards: 2000x2000 cross, 300x300 Lights Out solve and validate", "[flip][solver]") {
    Random random(7, 1);
    FlipBoard cross = random_board(2000, 2000, FlipPattern::cross, random);
    const FlipSolution solution = solve_flip_board(cross);
    REQUIRE(solution.solvable);
    CHECK(solution.proven);
    CHECK(check_flip_solution(cross, solution.presses).valid);
    FlipBoard lights = random_board(300, 300, FlipPattern::plus, random);
    const FlipSolution chased = solve_flip_board(lights);
    CHECK(chased.nullity == 0);  // hence solvable, in exactly one way
    REQUIRE(chased.solvable);
    CHECK(check_flip_solution(lights, chased.presses).valid);
}

TEST_CASE("coset minimum: information sets agree with the Gray code on random cosets", "[flip][solver]") {
    Random random(11, 2);
    for (int trial = 0; trial < 60; ++trial) {
        const int n = random.between(8, 90), d = random.between(1, std::min(n - 1, 16));
        const bool sparse = trial % 3 == 0;
        std::vector<BitVector> kernel;
        for (int i = 0; i < d; ++i) {
            BitVector v(n);
            for (int k = 0; k < n; ++k)
                if (sparse ? random.below(6) == 0 : random.coin()) v.set(k);
            kernel.push_back(v);
        }
        // Make them independent (drop dependent ones) by elimination.
        Gf2Matrix rows(d, n);
        for (int i = 0; i < d; ++i) rows.row[static_cast<std::size_t>(i)] = kernel[static_cast<std::size_t>(i)];
        if (gf2_rank(rows) < d) continue;
        BitVector x0(n);
        for (int k = 0; k < n; ++k)
            if (random.coin()) x0.set(k);
        CosetOptions gray, sets;
        gray.method = CosetMethod::gray;
        sets.method = CosetMethod::information_sets;
        const CosetMinimum a = coset_minimum(x0, kernel, gray), b = coset_minimum(x0, kernel, sets);
        INFO("trial " << trial << " n " << n << " d " << d);
        REQUIRE(a.proven);
        REQUIRE(b.proven);
        CHECK(a.weight == b.weight);
        CHECK(b.best.count() == b.weight);
        CHECK(a.count == b.count);
    }
}

TEST_CASE("coset minimum: a node limit stops the Gray code at the same vectors on any number of threads", "[flip][solver]") {
    // d = 14 with 16,384 vectors: 64 chunks (the top 6 basis vectors fixed)
    // of a Gray code over the low 8, spent in chunk order.
    Random random(5, 3);
    const int n = 60, d = 14, top = 6, low = d - top;
    std::vector<BitVector> kernel;
    Gf2Matrix rows(d, n);
    do {
        kernel.clear();
        for (int i = 0; i < d; ++i) {
            BitVector v(n);
            for (int k = 0; k < n; ++k)
                if (random.coin()) v.set(k);
            kernel.push_back(v);
            rows.row[static_cast<std::size_t>(i)] = v;
        }
    } while (gf2_rank(rows) < d);
    BitVector x0(n);
    for (int k = 0; k < n; ++k)
        if (random.coin()) x0.set(k);
    // The vectors in that order, written out plainly: vector t * 2^low + i
    // is x0 plus the top vectors of t's bits plus the low ones of i's Gray code.
    const auto vector_at = [&](std::uint64_t index) {
        const std::uint64_t t = index >> low, i = index & ((std::uint64_t{1} << low) - 1), gray = i ^ (i >> 1);
        BitVector y = x0;
        for (int j = 0; j < top; ++j)
            if ((t >> j & 1) != 0) y ^= kernel[static_cast<std::size_t>(low + j)];
        for (int j = 0; j < low; ++j)
            if ((gray >> j & 1) != 0) y ^= kernel[static_cast<std::size_t>(j)];
        return y;
    };
    CosetOptions options;
    options.method = CosetMethod::gray;
    for (const std::uint64_t limit : {std::uint64_t{1}, std::uint64_t{300}, std::uint64_t{4097}, std::uint64_t{9000},
                                      std::uint64_t{16383}, std::uint64_t{16384}}) {
        int least = n + 1;
        std::uint64_t at_least = 0;
        for (std::uint64_t index = 0; index < limit; ++index) {
            const int w = vector_at(index).count();
            if (w < least) {
                least = w;
                at_least = 0;
            }
            at_least += w == least ? 1 : 0;
        }
        for (const int threads : {1, 2}) {
            SearchLimits limits;
            limits.max_nodes = limit;
            CosetMinimum found;
            tbb::task_arena(threads).execute([&] { found = coset_minimum(x0, kernel, options, limits); });
            INFO(limit << " vectors, " << threads << " threads");
            CHECK(found.vectors == limit);
            CHECK(found.weight == least);
            CHECK(found.best.count() == least);
            CHECK(found.count == at_least);
            CHECK(found.proven == (limit == 16384));
            CHECK(found.outcome == (limit == 16384 ? SearchOutcome::complete : SearchOutcome::node_limit));
        }
    }
}

TEST_CASE("GF(2) elimination: M4RI and the plain kernel agree", "[flip][solver]") {
    Random random(3, 3);
    for (int trial = 0; trial < 20; ++trial) {
        const int rows = random.between(1, 150), cols = random.between(1, 150);
        Gf2Matrix a(rows, cols);
        for (auto& row : a.row)
            for (int k = 0; k < cols; ++k)
                if (random.below(4) == 0) row.set(k);
        BitVector b(rows);
        for (int k = 0; k < rows; ++k)
            if (random.coin()) b.set(k);
        const Gf2Solution fast = solve_gf2(a, b, Gf2Kernel::m4ri), plain = solve_gf2(a, b, Gf2Kernel::plain);
        CHECK(fast.rank == plain.rank);
        CHECK(fast.solvable == plain.solvable);
        CHECK(fast.particular == plain.particular);  // both reduced: the same solution with free variables 0
        CHECK(fast.kernel == plain.kernel);
        CHECK(gf2_rank(a, Gf2Kernel::plain) == fast.rank);
    }
}
