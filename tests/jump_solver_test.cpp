// The jump solvers against the seeds' published results and against a plain
// brute force (the seeds' own recursive search) on hundreds of random boards.
// Every path a solver returns goes through the validator.
#include "solve/jump/jump_solver.hpp"

#include <functional>
#include <map>

#include <catch2/catch.hpp>

#include "gen/jump/jump_generator.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "puzzles/jump/jump_validate.hpp"
#include "solve/jump/jump_count.hpp"
#include "tests/random_shapes.hpp"
#include "tests/sanitizer.hpp"

using namespace puzzlebox;

namespace {

const char* const photographed_2015 =
    "puzzle jump\nsize 5x5\nstart 4,2\ngoal 2,2\ngrid\n"
    " 2 -2  4 -1  3\n-3  3 -1  3 -2\n 1 -2  0 -2  3\n-3  2 -3  2 -4\n 4 -2  1 -3  2\n";
const char* const typed_2023 =
    "puzzle jump\nsize 5x5\nstart 4,2\ngoal 2,2\ngrid\n"
    " 2 -2  4 -1  3\n-3  3  1  3 -2\n 1 -2  0 -2 -3\n-3  2 -3  2 -4\n 4 -2  1 -3  2\n";

void require_all_valid(const JumpBoard& board, const JumpSearchResult& result, std::optional<std::int64_t> target) {
    std::string problem;  // the first one found; one assertion per result keeps the run fast
    for (const JumpPath& path : result.paths) {
        const auto check = check_jump_path(board, path.cells, target);
        if (!check.valid) problem = check.problem;
        else if (check.sum != path.sum) problem = "the solver reports the wrong sum";
        if (!problem.empty()) break;
    }
    REQUIRE(problem.empty());
}

// What the seeds' programs compute, written as plainly: a recursive search of
// every simple path from the start, ending at the goal.
struct BruteForce {
    std::uint64_t simple_paths = 0;
    std::map<std::int64_t, std::uint64_t> paths_by_sum;
    std::map<std::int64_t, int> fewest_moves_by_sum;
    int shortest = -1;
    std::uint64_t shortest_count = 0;
};

BruteForce brute_force(const JumpBoard& board) {
    BruteForce result;
    std::vector<bool> visited(static_cast<std::size_t>(board.cell_count()), false);
    std::function<void(Cell, std::int64_t, int)> walk = [&](Cell here, std::int64_t sum, int moves) {
        if (here == board.goal) {
            ++result.simple_paths;
            ++result.paths_by_sum[sum];
            auto [it, inserted] = result.fewest_moves_by_sum.emplace(sum, moves);
            if (!inserted) it->second = std::min(it->second, moves);
            if (result.shortest < 0 || moves < result.shortest) {
                result.shortest = moves;
                result.shortest_count = 0;
            }
            if (moves == result.shortest) ++result.shortest_count;
            return;
        }
        const int step = std::abs(board.value(here));
        const Cell next[4] = {
            {here.row - step, here.col}, {here.row + step, here.col}, {here.row, here.col - step}, {here.row, here.col + step}};
        if (step == 0) return;
        for (const Cell to : next) {
            if (!board.contains(to) || visited[static_cast<std::size_t>(board.index(to))]) continue;
            visited[static_cast<std::size_t>(board.index(to))] = true;
            walk(to, sum + board.value(to), moves + 1);
            visited[static_cast<std::size_t>(board.index(to))] = false;
        }
    };
    visited[static_cast<std::size_t>(board.start_index())] = true;
    walk(board.start, board.value(board.start), 0);
    return result;
}

// The i-th random 7x7 board of values up to 4 (pcg32 seed 2028, stream i).
JumpBoard random_7x7(int i) {
    Random random(2028, static_cast<std::uint64_t>(i));
    JumpGenOptions options;
    options.rows = options.cols = 7;
    options.max_value = 4;
    return random_jump_board(options, random);
}

}  // namespace

TEST_CASE("the photographed board's fewest-move sum-zero path is the 2015 post's 15 tiles", "[solver][jump][seed]") {
    const JumpBoard board = parse_jump_board(photographed_2015);
    const JumpSearchResult result = solve_jump_fewest_with_sum(board, 0);
    require_all_valid(board, result, 0);
    REQUIRE(result.outcome == SearchOutcome::complete);
    REQUIRE(result.paths.size() == 1);
    const std::vector<Cell> published{{4, 2}, {4, 1}, {2, 1}, {2, 3}, {4, 3}, {4, 0}, {0, 0}, {2, 0},
                                      {3, 0}, {3, 3}, {3, 1}, {1, 1}, {1, 4}, {1, 2}, {2, 2}};
    REQUIRE(result.paths[0].cells == published);
    REQUIRE(result.paths[0].tiles() == 15);
    REQUIRE(result.paths[0].moves() == 14);
    REQUIRE(result.count == PathCount(1));  // the post's "best" is the only 15-tile one
}

TEST_CASE("the 2023 post's 17-tile path is a normal-mode solution of its board", "[solver][jump][seed]") {
    const JumpBoard board = parse_jump_board(typed_2023);
    const std::vector<Cell> published{{4, 2}, {4, 1}, {2, 1}, {0, 1}, {0, 3}, {1, 3}, {4, 3}, {4, 0}, {0, 0},
                                      {2, 0}, {3, 0}, {3, 3}, {3, 1}, {1, 1}, {1, 4}, {1, 2}, {2, 2}};
    const auto check = check_jump_path(board, published);
    REQUIRE(check.valid);
    REQUIRE(check.sum == 4);  // 1-2-2-2-1+3-3+4+2+1-3+2+2+3-2+1+0: not an expert solution
    // and the enumeration of all simple paths finds it
    const JumpSearchResult all = find_all_jump_paths(board, std::nullopt, true);
    require_all_valid(board, all, std::nullopt);
    bool found = false;
    for (const auto& path : all.paths) found = found || path.cells == published;
    REQUIRE(found);
    // The transcriptions differ only in signs (1,2 and 2,4), so the same jumps
    // are legal on the photographed board; only the sum changes.
    const auto on_2015 = check_jump_path(parse_jump_board(photographed_2015), published);
    REQUIRE(on_2015.valid);
    REQUIRE(on_2015.sum == 2);
}

TEST_CASE("both Vienna boards: shortest paths agree with brute force", "[solver][jump][seed]") {
    for (const char* text : {photographed_2015, typed_2023}) {
        const JumpBoard board = parse_jump_board(text);
        const BruteForce expected = brute_force(board);
        const JumpSearchResult shortest = solve_jump_shortest(board);
        require_all_valid(board, shortest, std::nullopt);
        REQUIRE(shortest.paths.at(0).moves() == expected.shortest);
        REQUIRE(shortest.count == PathCount(expected.shortest_count));
        REQUIRE(find_all_jump_paths(board, std::nullopt, false).count == PathCount(expected.simple_paths));
    }
}

TEST_CASE("on 300 random boards the pruned counters agree exactly with a plain enumeration", "[solver][jump][cross-check]") {
    int boards_with_expert_paths = 0;
    for (int i = 0; i < test::sample(300); ++i) {
        Random random(2026, static_cast<std::uint64_t>(i));
        JumpGenOptions options = testing::random_shape(random, 3, 6);
        options.max_value = random.between(1, 5);
        JumpBoard board = random_jump_board(options, random);
        const std::int64_t target = random.between(-3, 3);
        INFO("board " << i << ", target " << target << "\n" << write_jump_board(board));

        const BruteForce expected = brute_force(board);
        const std::uint64_t expert_expected = expected.paths_by_sum.count(target) ? expected.paths_by_sum.at(target) : 0;
        boards_with_expert_paths += expert_expected > 0;

        for (const JumpPruning pruning :
             {JumpPruning{}, JumpPruning::none(), JumpPruning{true, false, false}, JumpPruning{false, true, false}}) {
            if (!pruning.sum_bounds) {  // (sum bounds do not apply without a target)
                const JumpSearchResult simple = find_all_jump_paths(board, std::nullopt, false, pruning);
                REQUIRE(simple.count == PathCount(expected.simple_paths));
            }
            const JumpSearchResult expert = find_all_jump_paths(board, target, true, pruning);
            REQUIRE(expert.count == PathCount(expert_expected));
            REQUIRE(expert.paths.size() == expert_expected);
            require_all_valid(board, expert, target);

            const JumpSearchResult fewest = solve_jump_fewest_with_sum(board, target, pruning);
            require_all_valid(board, fewest, target);
            if (expert_expected == 0) {
                REQUIRE(fewest.paths.empty());
                REQUIRE(fewest.count.is_zero());
            } else {
                REQUIRE(fewest.paths.at(0).moves() == expected.fewest_moves_by_sum.at(target));
                std::uint64_t with_fewest = 0;
                for (const auto& path : expert.paths) with_fewest += path.moves() == fewest.paths[0].moves();
                REQUIRE(fewest.count == PathCount(with_fewest));
            }
        }
        const JumpSearchResult shortest = solve_jump_shortest(board);
        require_all_valid(board, shortest, std::nullopt);
        if (expected.shortest < 0) {
            REQUIRE(shortest.paths.empty());
        } else {
            REQUIRE(shortest.paths.at(0).moves() == expected.shortest);
            REQUIRE(shortest.count == PathCount(expected.shortest_count));
        }
    }
    REQUIRE(boards_with_expert_paths > test::sample(300) / 10);  // the cross-check really exercises expert paths
}

TEST_CASE("the memoised counter agrees with a plain enumeration on 300 random boards and the seeds, for 1 and 2 threads",
          "[solver][jump][cross-check]") {
    for (const char* text : {photographed_2015, typed_2023}) {
        const JumpBoard board = parse_jump_board(text);
        REQUIRE(count_jump_paths(board, std::nullopt).count == PathCount(28));  // the seed boards' simple paths
        REQUIRE(count_jump_paths(board, 0).count == find_all_jump_paths(board, 0, false).count);
    }
    REQUIRE(count_jump_paths(parse_jump_board(photographed_2015), 0).count == PathCount(10));  // README: --mode expert --count
    for (int i = 0; i < test::sample(300); ++i) {
        Random random(2027, static_cast<std::uint64_t>(i));
        JumpGenOptions options = testing::random_shape(random, 3, 6);
        options.max_value = random.between(1, 5);
        const JumpBoard board = random_jump_board(options, random);
        const std::int64_t target = random.between(-3, 3);
        INFO("board " << i << ", target " << target << "\n" << write_jump_board(board));
        const BruteForce expected = brute_force(board);
        const std::uint64_t expert_expected = expected.paths_by_sum.count(target) ? expected.paths_by_sum.at(target) : 0;
        const JumpCount simple = count_jump_paths(board, std::nullopt, {}, 1);
        const JumpCount expert = count_jump_paths(board, target, {}, 1);
        REQUIRE(simple.count == PathCount(expected.simple_paths));
        REQUIRE(expert.count == PathCount(expert_expected));
        // Work units carry their own memo: two threads count the same nodes.
        const JumpCount expert_two = count_jump_paths(board, target, {}, 2);
        REQUIRE(expert_two.count == expert.count);
        REQUIRE(expert_two.nodes == expert.nodes);
        // Counting one need at a time all the way, and sum tables from 5
        // usable cells down only (these boards mostly fit the default's 24).
        for (const int table_cells : {0, 5}) {
            INFO("sum tables from " << table_cells << " cells");
            REQUIRE(count_jump_paths(board, std::nullopt, {}, 1, {}, table_cells).count == PathCount(expected.simple_paths));
            REQUIRE(count_jump_paths(board, target, {}, 1, {}, table_cells).count == PathCount(expert_expected));
        }
    }
}

TEST_CASE("sum tables and counting one need at a time agree on 7x7 boards, for 1 and 2 threads", "[solver][jump][cross-check]") {
    // Boards too big for the brute force above, where the two counts meet at
    // every depth: the search by need above 32 usable cells, the tables below.
    int with_sum_paths = 0;
    for (int i = 0; i < 8; ++i) {
        const JumpBoard board = random_7x7(i);
        INFO("board " << i << "\n" << write_jump_board(board));
        // No target, and targets 0 and 1 (the parity rule allows one of them).
        for (const std::optional<std::int64_t> target :
             {std::optional<std::int64_t>{}, std::optional<std::int64_t>{0}, std::optional<std::int64_t>{1}}) {
            const JumpCount by_need = count_jump_paths(board, target, {}, 1, {}, 0);
            const JumpCount tables = count_jump_paths(board, target, {}, 1);
            const JumpCount tables_two = count_jump_paths(board, target, {}, 2);
            REQUIRE(by_need.outcome == SearchOutcome::complete);
            REQUIRE(tables.count == by_need.count);
            REQUIRE(tables_two.count == by_need.count);
            REQUIRE(tables_two.nodes == tables.nodes);
            with_sum_paths += target && by_need.count != PathCount(0);
        }
    }
    REQUIRE(with_sum_paths >= 6);  // the sum tables really counted paths by sum
}

TEST_CASE("a node limit stops the memoised counter at the same place for 1 and 2 threads", "[solver][jump]") {
    // The limit is spent in work-unit order, as one thread spends it: the
    // count it stops, and its nodes (exactly the limit), do not depend on
    // the threads, and a larger limit never counts fewer paths.
    for (int i = 0; i < 3; ++i) {
        const JumpBoard board = random_7x7(i);
        INFO("board " << i << "\n" << write_jump_board(board));
        const JumpCount whole = count_jump_paths(board, std::nullopt, {}, 1);
        REQUIRE(whole.outcome == SearchOutcome::complete);
        REQUIRE(whole.nodes > 10000);
        PathCount previous(0);
        for (const std::uint64_t limit : {std::uint64_t{1000}, whole.nodes / 7, whole.nodes / 2, whole.nodes - 1, whole.nodes}) {
            SearchLimits limits;
            limits.max_nodes = limit;
            const JumpCount one = count_jump_paths(board, std::nullopt, limits, 1);
            const JumpCount two = count_jump_paths(board, std::nullopt, limits, 2);
            INFO("limit " << limit << " of " << whole.nodes);
            CHECK(two.count == one.count);
            CHECK(two.nodes == one.nodes);
            CHECK(two.memo_hits == one.memo_hits);
            CHECK(two.outcome == one.outcome);
            if (limit < whole.nodes) {
                CHECK(one.outcome == SearchOutcome::node_limit);
                CHECK(one.nodes == limit);
                CHECK(one.count <= whole.count);
            } else {
                CHECK(one.outcome == SearchOutcome::complete);
                CHECK(one.count == whole.count);
            }
            CHECK(previous <= one.count);
            previous = one.count;
        }
    }
}

TEST_CASE("a node limit marks a count as partial and a lower bound", "[solver][jump]") {
    const JumpBoard board = parse_jump_board(photographed_2015);
    SearchLimits limits;
    limits.max_nodes = 20;
    const JumpSearchResult result = find_all_jump_paths(board, std::nullopt, true, {}, limits);
    REQUIRE(result.outcome == SearchOutcome::node_limit);
    REQUIRE(result.count < find_all_jump_paths(board, std::nullopt, false).count);
    require_all_valid(board, result, std::nullopt);
}

TEST_CASE("a board whose goal cannot be reached has no solution in any mode", "[solver][jump]") {
    // The start's only jump lands on a 0 that is not the goal.
    const JumpBoard board = parse_jump_board("puzzle jump\nsize 1x4\nstart 0,0\ngoal 0,3\ngrid\n1 0 1 0\n");
    REQUIRE(solve_jump_shortest(board).paths.empty());
    REQUIRE(solve_jump_fewest_with_sum(board, 0).paths.empty());
    REQUIRE(find_all_jump_paths(board, std::nullopt, false).count.is_zero());
}

TEST_CASE("a start on the goal is a path of one tile", "[solver][jump]") {
    const JumpBoard board = parse_jump_board("puzzle jump\nsize 1x1\nstart 0,0\ngoal 0,0\ngrid\n0\n");
    const JumpSearchResult shortest = solve_jump_shortest(board);
    REQUIRE(shortest.paths.at(0).tiles() == 1);
    REQUIRE(shortest.count == PathCount(1));
    REQUIRE(find_all_jump_paths(board, 0, false).count == PathCount(1));
    REQUIRE(find_all_jump_paths(board, 1, false).count.is_zero());
}

TEST_CASE("every path sums to the start-goal Manhattan distance mod 2, plus the goal's value", "[solver][jump][parity]") {
    // The parity rule of docs/jump.md, checked path by path by the brute force.
    for (int i = 0; i < 100; ++i) {
        Random random(31, static_cast<std::uint64_t>(i));
        const JumpGenOptions options = testing::random_shape(random, 2, 5);
        JumpBoard board = random_jump_board(options, random);
        board.values[static_cast<std::size_t>(board.goal_index())] = random.between(-3, 3);
        const int manhattan = std::abs(board.start.row - board.goal.row) + std::abs(board.start.col - board.goal.col);
        const std::int64_t parity = (manhattan + board.value(board.goal)) & 1;
        for (const auto& [sum, count] : brute_force(board).paths_by_sum) REQUIRE((sum & 1) == parity);
    }
}

TEST_CASE("no 3x3 board laid out like Vienna has a sum-zero path", "[solver][jump][parity]") {
    // Start 2,1 and goal 1,1 are one apart: every path sums to an odd number.
    for (int i = 0; i < 50; ++i) {
        Random random(33, static_cast<std::uint64_t>(i));
        JumpGenOptions options;
        options.rows = options.cols = 3;
        const JumpBoard board = random_jump_board(options, random);
        REQUIRE(brute_force(board).paths_by_sum.count(0) == 0);
        const JumpSearchResult pruned = find_all_jump_paths(board, 0, false);
        REQUIRE(pruned.count.is_zero());
        REQUIRE(pruned.nodes == 1);  // the parity rule settles it at the root
    }
}
