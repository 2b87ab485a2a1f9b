// The person's way through a jump maze (solve/jump/jump_deduce.hpp) against
// a plain breadth-first search written here: on thousands of random boards
// (0s and dead ends included) every path it finds is legal by this file's
// own check, it solves exactly the boards the search solves, each board
// needs its hardest rule (one rule weaker, it is stuck), and every maze of
// one or two moves is in sight; a corridor of only jumps is easy however
// long; the Schönbrunn maze (11 moves, the seed's) needs trial. Expert mode
// (a sum target) against a depth-first search of every path written here:
// it solves exactly the boards where some path sums to the target, by
// legal paths with that sum, and a board whose fewest-move such path has
// one or two moves is in sight.
#include "solve/jump/jump_deduce.hpp"

#include <catch2/catch.hpp>

#include "puzzles/jump/jump_format.hpp"
#include "support/random.hpp"
#include "tests/jump_bfs.hpp"

using namespace puzzlebox;
using puzzlebox::testing::bfs_jump_moves;
using puzzlebox::testing::jump_landings;

namespace {

// Start to goal, each step a jump, no cell twice.
bool legal(const JumpBoard& board, const std::vector<Cell>& path) {
    if (path.empty() || path.front() != board.start || path.back() != board.goal) return false;
    std::vector<char> seen(static_cast<std::size_t>(board.cell_count()), 0);
    for (std::size_t i = 0; i < path.size(); ++i) {
        const int cell = board.index(path[i]);
        if (!board.contains(path[i]) || seen[static_cast<std::size_t>(cell)]) return false;
        seen[static_cast<std::size_t>(cell)] = 1;
        if (i + 1 == path.size()) break;
        const auto to = jump_landings(board, cell);
        if (std::find(to.begin(), to.end(), board.index(path[i + 1])) == to.end()) return false;
    }
    return true;
}

// Values in [-m, m] (0 included, one cell in `zeros`), start and goal apart.
JumpBoard random_board(int rows, int cols, int zeros, Random& random) {
    JumpBoard board;
    board.rows = rows;
    board.cols = cols;
    board.start = {static_cast<int>(random.below(static_cast<std::uint32_t>(rows))),
                   static_cast<int>(random.below(static_cast<std::uint32_t>(cols)))};
    do {
        board.goal = {static_cast<int>(random.below(static_cast<std::uint32_t>(rows))),
                      static_cast<int>(random.below(static_cast<std::uint32_t>(cols)))};
    } while (board.goal == board.start);
    const int m = std::max(rows, cols) - 1;
    for (int i = 0; i < rows * cols; ++i) {
        int v = random.between(1, m) * (random.coin() ? 1 : -1);
        if (zeros > 0 && random.below(static_cast<std::uint32_t>(zeros)) == 0) v = 0;
        board.values.push_back(v);
    }
    return board;
}

// Expert mode: the fewest moves of a path summing to `target` (every
// simple path tried, depth first); -1 if none.
int fewest_sum_moves(const JumpBoard& board, std::int64_t target) {
    std::vector<char> on(static_cast<std::size_t>(board.cell_count()), 0);
    int best = -1;
    const auto go = [&](auto& self, int here, std::int64_t sum, int moves) -> void {
        sum += board.values[static_cast<std::size_t>(here)];
        if (here == board.goal_index()) {
            if (sum == target && (best < 0 || moves < best)) best = moves;
            return;
        }
        on[static_cast<std::size_t>(here)] = 1;
        for (int to : jump_landings(board, here))
            if (!on[static_cast<std::size_t>(to)]) self(self, to, sum, moves + 1);
        on[static_cast<std::size_t>(here)] = 0;
    };
    go(go, board.start_index(), 0, 0);
    return best;
}

// A legal path whose values sum to `target`.
bool legal_with_sum(const JumpBoard& board, const std::vector<Cell>& path, std::int64_t target) {
    std::int64_t sum = 0;
    for (const Cell& cell : path) sum += board.values[static_cast<std::size_t>(board.index(cell))];
    return legal(board, path) && sum == target;
}

}  // namespace

TEST_CASE("the deduction solves what breadth-first search solves, by legal paths, each rule needed", "[jump][deduce]") {
    Random random(11);
    int solvable = 0, by_rule[jump_rule_count]{};
    for (int n = 0; n < 6000; ++n) {
        const int rows = 3 + n % 5, cols = 3 + (n / 5) % 5;
        const JumpBoard board = random_board(rows, cols, n % 3 == 0 ? 6 : 0, random);
        INFO(write_jump_board(board));
        const int moves = bfs_jump_moves(board);
        const JumpDeduction full = deduce_jump(board);
        REQUIRE(full.solved == (moves >= 0));
        if (!full.solved) continue;
        ++solvable;
        ++by_rule[static_cast<int>(full.hardest)];
        REQUIRE(legal(board, full.path));
        CHECK(static_cast<int>(full.path.size()) - 1 >= moves);
        if (moves <= 2) CHECK(full.hardest <= JumpRule::in_sight);
        // Stuck one rule weaker (search and trial aside: trial is a search of its own).
        const JumpDeduction needed = deduce_jump(board, full.hardest);
        CHECK(needed.solved);
        CHECK(needed.hardest == full.hardest);
        if (full.hardest > JumpRule::in_sight && full.hardest <= JumpRule::trial) {
            const JumpDeduction weaker = deduce_jump(board, static_cast<JumpRule>(static_cast<int>(full.hardest) - 1));
            CHECK_FALSE(weaker.solved);
        }
    }
    CHECK(solvable > 2000);
    // Every rule up to trial decides some board.
    for (JumpRule rule :
         {JumpRule::in_sight, JumpRule::only_jump, JumpRule::dead_ends, JumpRule::work_back, JumpRule::meet, JumpRule::trial})
        CHECK(by_rule[static_cast<int>(rule)] > 0);
}

TEST_CASE("a corridor of only jumps is easy however long", "[jump][deduce]") {
    // 1 x 12: every cell jumps 1; from each cell the jump back lands on the route.
    JumpBoard board;
    board.rows = 1;
    board.cols = 12;
    board.start = {0, 0};
    board.goal = {0, 11};
    board.values.assign(12, 1);
    board.values.back() = 0;
    const JumpDeduction d = deduce_jump(board);
    REQUIRE(d.solved);
    CHECK(d.path.size() == 12);
    CHECK(d.hardest <= JumpRule::only_jump);
    CHECK(d.uses[static_cast<int>(JumpRule::only_jump)] == 9);  // 0,1 .. 0,9; 0,10 lands on the goal
}

TEST_CASE("the Schoenbrunn maze needs trial and error", "[jump][deduce]") {
    JumpBoard board = load_jump_board(PUZZLEBOX_SOURCE_DIR "/data/jump/schoenbrunn-2015.txt");
    board.target.reset();
    REQUIRE(bfs_jump_moves(board) == 11);  // the seed's 12 tiles
    const JumpDeduction d = deduce_jump(board);
    REQUIRE(d.solved);
    CHECK(legal(board, d.path));
    CHECK(d.hardest == JumpRule::trial);
    CHECK(d.trials_failed >= 1);
    CHECK_FALSE(deduce_jump(board, JumpRule::meet).solved);
}

TEST_CASE("expert mode: the deduction solves what a search of every path solves, by paths with the sum", "[jump][deduce]") {
    Random random(29);
    int solvable = 0, by_rule[jump_rule_count]{};
    for (int n = 0; n < 4000; ++n) {
        const int rows = 3 + n % 3, cols = 3 + (n / 3) % 2;  // up to 5x4: every path is searched
        JumpBoard board = random_board(rows, cols, n % 3 == 0 ? 6 : 0, random);
        board.target = n % 4 == 0 ? static_cast<std::int64_t>(random.between(-4, 4)) : 0;
        INFO(write_jump_board(board));
        const int moves = fewest_sum_moves(board, *board.target);
        const JumpDeduction full = deduce_jump(board);
        REQUIRE(full.solved == (moves >= 0));
        if (!full.solved) continue;
        ++solvable;
        ++by_rule[static_cast<int>(full.hardest)];
        REQUIRE(legal_with_sum(board, full.path, *board.target));
        CHECK(static_cast<int>(full.path.size()) - 1 >= moves);
        if (moves <= 2) CHECK(full.hardest <= JumpRule::in_sight);
        const JumpDeduction needed = deduce_jump(board, full.hardest);
        CHECK(needed.solved);
        if (full.hardest > JumpRule::in_sight && full.hardest <= JumpRule::trial)
            CHECK_FALSE(deduce_jump(board, static_cast<JumpRule>(static_cast<int>(full.hardest) - 1)).solved);
    }
    CHECK(solvable > 400);  // 464: a path summing to the target is rarer than a path
    for (JumpRule rule : {JumpRule::in_sight, JumpRule::only_jump, JumpRule::dead_ends, JumpRule::trial})
        CHECK(by_rule[static_cast<int>(rule)] > 0);
}
