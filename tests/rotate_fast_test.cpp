// The fast rotation solver (--method fast): every solution replays to the
// target under the simple validator, on random boards of every kind of
// shape up to 10x10, all three turn sets and a colour board; on 4x4 it is
// never shorter than IDA*'s optimum and stays near it; polishing re-solves a
// window exactly as the breadth-first table of its box says; 4x4 regions
// are finished by IDA* (the reversed 5x5 board of OEIS A330280); one
// thread and two give the same solution and node count.
#include "solve/rotate/rotate_fast.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <numeric>

#include <catch2/catch.hpp>
#include <tbb/task_arena.h>

#include "puzzles/rotate/rotate_validate.hpp"
#include "solve/rotate/rotate_ida.hpp"
#include "solve/rotate/rotate_solver.hpp"
#include "solve/rotate/rotate_table.hpp"
#include "support/random.hpp"

using namespace puzzlebox;

namespace {

// A uniformly shuffled board (every permutation is reachable with 2x2 blocks
// above 12 cells, docs/rotate.md).
RotateBoard shuffled(int rows, int cols, RotateTurns turns, Random& random) {
    RotateBoard board = solved_rotate_board(rows, cols, 2, turns);
    random.shuffle(board.grid.begin(), board.grid.end());
    return board;
}

// 4x4 databases within 2^20 states (built in a moment), one per turn set.
const RotatePatterns& small_patterns4(RotateTurns turns) {
    static std::map<RotateTurns, std::unique_ptr<RotatePatterns>> built;
    auto& patterns = built[turns];
    if (!patterns) {
        RotatePatternOptions small;
        small.max_states = std::uint64_t{1} << 20;
        patterns = std::make_unique<RotatePatterns>(solved_rotate_board(4, 4, 2, turns), small);
    }
    return *patterns;
}

RotateBoard reversed(int n) {
    RotateBoard board = solved_rotate_board(n, n, 2, RotateTurns::both);
    std::reverse(board.grid.begin(), board.grid.end());
    return board;
}

}  // namespace

TEST_CASE("fast solutions replay to the target on every kind of shape", "[rotate][fast][long]") {
    Random random(20261126);
    struct Shape {
        int rows, cols;
    };
    for (const Shape shape :
         {Shape{3, 5}, Shape{5, 3}, Shape{4, 4}, Shape{2, 7}, Shape{7, 2}, Shape{4, 6}, Shape{5, 5}, Shape{3, 10}, Shape{10, 10}})
        for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
            const RotateBoard board = shuffled(shape.rows, shape.cols, turns, random);
            RotateFastOptions options;
            options.tries = shape.rows * shape.cols > 50 ? 1 : 2;
            const RotateFastResult result = solve_rotate_fast(board, options);
            INFO(shape.rows << "x" << shape.cols << " " << to_string(turns) << ": " << result.moves.size() << " moves");
            const RotateCheck check = check_rotate_solution(board, result.moves);
            CHECK(check.valid);
            CHECK(check.problem.empty());
            CHECK(result.tries == options.tries);
            CHECK(result.moves.size() <= static_cast<std::size_t>(result.unpolished));
        }
}

TEST_CASE("fast solves colour boards, solved boards and refuses what it cannot take", "[rotate][fast]") {
    RotateBoard colours = solved_rotate_board(4, 5, 2, RotateTurns::both);
    for (std::size_t i = 0; i < colours.target.size(); ++i) colours.target[i] = static_cast<int>(i % 3);
    colours.grid = colours.target;
    std::rotate(colours.grid.begin(), colours.grid.begin() + 7, colours.grid.end());
    const RotateFastResult coloured = solve_rotate_fast(colours);
    CHECK(check_rotate_solution(colours, coloured.moves).valid);

    const RotateBoard solved = solved_rotate_board(6, 6, 2, RotateTurns::cw);
    CHECK(solve_rotate_fast(solved).moves.empty());

    CHECK_FALSE(rotate_fast_refusal(solved_rotate_board(5, 5, 3, RotateTurns::both)).empty());
    CHECK_FALSE(rotate_fast_refusal(solved_rotate_board(3, 4, 2, RotateTurns::both)).empty());
    CHECK(rotate_fast_refusal(solved_rotate_board(3, 5, 2, RotateTurns::both)).empty());
    CHECK_THROWS_AS(solve_rotate_fast(solved_rotate_board(3, 3, 2, RotateTurns::cw)), std::invalid_argument);
}

TEST_CASE("fast is never shorter than IDA*'s optimum on 4x4 and stays near it", "[rotate][fast]") {
    Random random(4404);
    RotatePatternOptions small;
    small.max_states = std::uint64_t{1} << 22;
    const RotatePatterns patterns(solved_rotate_board(4, 4, 2, RotateTurns::both), small);
    int optimal_total = 0, fast_total = 0;
    for (int i = 0; i < 4; ++i) {
        const RotateBoard board = shuffled(4, 4, RotateTurns::both, random);
        const RotateResult optimal = solve_rotate_ida(board, patterns, SearchGoal::first);
        REQUIRE(optimal.moves);
        RotateFastOptions options;
        options.tries = 4;
        const RotateFastResult fast = solve_rotate_fast(board, options);
        CHECK(static_cast<int>(fast.moves.size()) >= *optimal.moves);
        optimal_total += *optimal.moves;
        fast_total += static_cast<int>(fast.moves.size());
    }
    INFO("fast " << fast_total << " moves, optimal " << optimal_total);
    CHECK(fast_total <= optimal_total * 3 / 2);
}

TEST_CASE("polishing re-solves a window inside a 3x3 box optimally", "[rotate][fast]") {
    // Random moves on the 3x3 box at the top left of a 6x6 board, with a
    // move that shares no cell with the box in between: the polished
    // sequence has the same effect, and the box's part of it has at most
    // the optimal length that the breadth-first table of 3x3 gives.
    Random random(33);
    for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
        const RotateBoard shape = solved_rotate_board(6, 6, 2, turns);
        const RotatePolisher polisher(shape);
        const RotateBoard box = solved_rotate_board(3, 3, 2, turns);
        const RotateDistanceTable table(box);
        const RotateDescent descent(box, table);
        const std::vector<RotateMove> box_moves = rotate_moves(box);
        const RotateMove far{4 * 5 + 4, 1};  // the block at row 4, column 4
        for (int trial = 0; trial < 20; ++trial) {
            std::vector<RotateMove> moves;
            std::vector<int> box_arrangement = box.target;  // what the box's moves do to 1..9
            for (int i = 0; i < 14; ++i) {
                const RotateMove inner = box_moves[random.below(static_cast<std::uint32_t>(box_moves.size()))];
                apply_rotate_move(box, inner, box_arrangement);
                moves.push_back({(inner.block / 2) * 5 + inner.block % 2, inner.quarters});  // box block (r, c) on the board
                if (i == 5) moves.push_back(far);
            }
            const std::vector<RotateMove> polished = polisher.polish(moves);
            std::vector<int> before = shape.target, after = shape.target;
            for (const RotateMove& move : moves) apply_rotate_move(shape, move, before);
            for (const RotateMove& move : polished) apply_rotate_move(shape, move, after);
            REQUIRE(before == after);
            // The arrangement the window's effect solves, and its distance in the table.
            std::vector<int> undo(9);
            for (int k = 0; k < 9; ++k) undo[static_cast<std::size_t>(box_arrangement[static_cast<std::size_t>(k)] - 1)] = k + 1;
            const int optimum = *descent.distance(undo);
            CHECK(static_cast<int>(polished.size()) <= optimum + 1);
            CHECK(std::count(polished.begin(), polished.end(), far) == 1);
        }
    }
}

TEST_CASE("fast finishes 4x4 regions by IDA* with 4x4 databases", "[rotate][fast]") {
    // The reversed 5x5 board (OEIS A330280's a(5)): 12 swaps, an even
    // permutation, so with quarter turns (odd 4-cycles) every solution has
    // an even length, at least the Manhattan bound: each turn moves four
    // tiles one step, and the tiles must travel 120 steps, so 30 moves.
    const RotatePatterns& patterns4 = small_patterns4(RotateTurns::both);
    const RotateBoard board = reversed(5);
    RotateFastOptions options;
    options.tries = 3;
    options.patterns4 = &patterns4;
    const RotateFastResult result = solve_rotate_fast(board, options);
    INFO(result.moves.size() << " moves");
    CHECK(check_rotate_solution(board, result.moves).valid);
    CHECK(result.moves.size() % 2 == 0);
    CHECK(result.moves.size() >= 30);
    CHECK(result.tries == 3);
    // Databases of another turn set are refused, not misused.
    options.patterns4 = &small_patterns4(RotateTurns::cw);
    CHECK_THROWS_AS(solve_rotate_fast(board, options), std::invalid_argument);
}

TEST_CASE("fast with a beam places corners and still replays to the target", "[rotate][fast]") {
    // The reversed 6x6 board (A330280's a(6)): 18 swaps, so an even length,
    // and at least the Manhattan bound of 54 (216 steps, four a turn).
    const RotatePatterns& patterns4 = small_patterns4(RotateTurns::both);
    RotateFastOptions options;
    options.tries = 1;
    options.beam = 200;
    options.patterns4 = &patterns4;
    const RotateBoard board = reversed(6);
    const RotateFastResult result = solve_rotate_fast(board, options);
    INFO(result.moves.size() << " moves");
    CHECK(check_rotate_solution(board, result.moves).valid);
    CHECK(result.moves.size() % 2 == 0);
    CHECK(result.moves.size() >= 54);
    // Clockwise only, on a wide board: the beam's region is 5x7.
    Random random(57);
    const RotateBoard wide = shuffled(5, 7, RotateTurns::cw, random);
    options.patterns4 = nullptr;
    options.beam = 100;
    CHECK(check_rotate_solution(wide, solve_rotate_fast(wide, options).moves).valid);
}

TEST_CASE("fast gives the same solution and node count on one thread and on two", "[rotate][fast][long]") {
    // Budgets so small that many 4x4 windows and finishes run out of nodes:
    // whether one does must not depend on how many threads share its IDA*.
    // (With a beam the same tries run one after the other.)
    const RotatePatterns& patterns4 = small_patterns4(RotateTurns::both);
    RotateFastOptions options;
    options.tries = 4;
    options.patterns4 = &patterns4;
    options.window_nodes = std::uint64_t{1} << 12;
    options.finish_nodes = std::uint64_t{1} << 12;
    Random random(20261201);
    for (const RotateBoard& board : {reversed(5), shuffled(5, 6, RotateTurns::both, random)}) {
        RotateFastResult one, two;
        tbb::task_arena(1).execute([&] { one = solve_rotate_fast(board, options); });
        tbb::task_arena(2).execute([&] { two = solve_rotate_fast(board, options); });
        INFO(one.moves.size() << " and " << two.moves.size() << " moves, " << one.nodes << " and " << two.nodes << " nodes");
        CHECK(check_rotate_solution(board, one.moves).valid);
        CHECK(one.moves == two.moves);
        CHECK(one.nodes == two.nodes);
        CHECK(one.best_try == two.best_try);
        CHECK(one.tries == 4);
        CHECK(two.tries == 4);
    }
}
