// Jump maze difficulty against outside figures: the Schönbrunn 2015
// maze's expert grade from path counts made by a plain depth-first search
// and a walk solved by sparse LU instead of elimination, and its level the
// deduction's with a path summing to 0; 100 boards a level
// generated from fixed seeds (5x5 and 7x7) land in their level's scores,
// their medians (score and cells read) rise level by level, each solves by
// a plain breadth-first search and those of one or two moves are easy;
// expert boards of every level land in it, each with a path summing to 0
// by the same depth-first search; the calibration
// sample is the committed table reports/calibration/jump-5x5.csv; --grade
// bands parse.
#include "analyze/jump/jump_difficulty.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

#include "analyze/calibration.hpp"
#include "analyze/jump/jump_calibration.hpp"
#include "analyze/jump/jump_random_walk.hpp"
#include "gen/jump/jump_generator.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "tests/jump_bfs.hpp"

using namespace puzzlebox;
using puzzlebox::testing::bfs_jump_moves;
using puzzlebox::testing::jump_landings;

namespace {

// Simple start-to-goal paths, all and those summing to `target`, by plain DFS.
void dfs_paths(const JumpBoard& board, int here, std::int64_t sum, std::int64_t target, std::vector<char>& seen,
               std::uint64_t& all, std::uint64_t& hits) {
    sum += board.values[static_cast<std::size_t>(here)];
    if (here == board.goal_index()) {
        ++all;
        hits += sum == target;
        return;
    }
    seen[static_cast<std::size_t>(here)] = 1;
    for (int to : jump_landings(board, here))
        if (!seen[static_cast<std::size_t>(to)]) dfs_paths(board, to, sum, target, seen, all, hits);
    seen[static_cast<std::size_t>(here)] = 0;
}

// The grade by the second method: the restarting walk solved by sparse LU.
double lu_grade(const JumpBoard& board) {
    const auto steps = random_walk_steps(board, WalkRule::restarting, WalkMethod::sparse_lu);
    REQUIRE(steps);
    return std::log2(1 + *steps);
}

}  // namespace

TEST_CASE("the Schoenbrunn 2015 maze's expert grade: the walk plus log2 of paths over sum-0 paths", "[jump][difficulty]") {
    const JumpBoard board = load_jump_board(PUZZLEBOX_SOURCE_DIR "/data/jump/schoenbrunn-2015.txt");
    REQUIRE(board.target == std::int64_t{0});
    std::vector<char> seen(static_cast<std::size_t>(board.cell_count()), 0);
    std::uint64_t all = 0, hits = 0;
    dfs_paths(board, board.index(board.start), 0, 0, seen, all, hits);
    CHECK(all == 28);
    CHECK(hits == 10);
    const auto expert = jump_expert_grade(board, *board.target);
    REQUIRE(expert);
    const double expected = lu_grade(board) + std::log2(28.0 / 10.0);
    CHECK(*expert == Approx(expected).epsilon(1e-6));
    CHECK(*expert == Approx(14.15).margin(0.01));  // docs/jump.md
    // Its level is the deduction's, keeping the sum: a path summing to 0.
    const JumpDeduction deduction = deduce_jump(board);
    REQUIRE(deduction.solved);
    std::int64_t sum = 0;
    for (const Cell& cell : deduction.path) sum += board.values[static_cast<std::size_t>(board.index(cell))];
    CHECK(sum == 0);
    const auto difficulty = jump_difficulty(board);
    REQUIRE(difficulty);
    CHECK(difficulty->level == jump_rule_level(deduction.hardest));
    // Without its target it is the normal maze: grade 12.7, 11 moves, and a
    // person needs trial and error (tests/jump_deduce_test.cpp).
    JumpBoard normal = board;
    normal.target.reset();
    CHECK(lu_grade(normal) == Approx(12.66).margin(0.01));
    const auto plain = jump_difficulty(normal);
    REQUIRE(plain);
    CHECK(plain->level == Level::fiendish);
    CHECK(plain->score >= 3);
    CHECK(plain->score < 4);
}

namespace {

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

}  // namespace

TEST_CASE("jump mazes generated at each level land in it, harder level by level", "[jump][difficulty][gen]") {
    for (const int side : {5, 7}) {
        double last_score = -1, last_read = -1;
        for (const Level level : all_levels) {
            JumpGenOptions options;
            options.rows = options.cols = side;
            options.score = jump_level_scores(level);
            options.min_moves = jump_min_made_moves;
            std::vector<double> scores, reads;
            for (std::uint64_t seed = 1; seed <= 100; ++seed) {
                Random random(seed, 0);
                const JumpGenResult made = generate_jump_board(options, random);
                REQUIRE(made.board);
                const JumpBoard& board = *made.board;
                INFO(level_name(level) << " " << side << "x" << side << " seed " << seed);
                const int moves = bfs_jump_moves(board);
                REQUIRE(moves >= jump_min_made_moves);
                const JumpDeduction deduction = deduce_jump(board);
                const auto difficulty = jump_difficulty(board, deduction);
                REQUIRE(difficulty);
                CHECK(difficulty->level == level);
                CHECK(difficulty->score >= static_cast<double>(level));
                CHECK(difficulty->score < static_cast<double>(level) + 1);
                if (moves <= 2) CHECK(level == Level::easy);
                scores.push_back(difficulty->score);
                reads.push_back(deduction.looks);
            }
            INFO(level_name(level) << " " << side << "x" << side);
            CHECK(median(scores) > last_score);
            CHECK(median(reads) > last_read);
            last_score = median(scores);
            last_read = median(reads);
        }
    }
}

TEST_CASE("expert-mode jump mazes generated at a level land in it", "[jump][difficulty][gen]") {
    for (const Level level : all_levels) {
        JumpGenOptions options;
        options.start = Cell{4, 0};
        options.expert = true;
        options.score = jump_level_scores(level);
        options.min_expert_moves = jump_min_made_moves;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Random random(seed, 0);
            const JumpGenResult made = generate_jump_board(options, random);
            INFO(level_name(level) << " seed " << seed);
            REQUIRE(made.board);
            std::vector<char> seen(25, 0);
            std::uint64_t all = 0, hits = 0;
            dfs_paths(*made.board, made.board->index(made.board->start), 0, 0, seen, all, hits);
            CHECK(hits > 0);  // a path sums to 0, by this file's own search
            const auto difficulty = jump_difficulty(*made.board);
            REQUIRE(difficulty);
            CHECK(difficulty->level == level);
        }
    }
}

TEST_CASE("the 5x5 calibration sample is the committed table", "[jump][difficulty][calibration]") {
    JumpBoard shape;
    shape.rows = shape.cols = 5;
    shape.start = default_jump_start(5, 5);
    shape.goal = default_jump_goal(5, 5);
    const JumpSample sample = sample_jump_grades(shape);
    REQUIRE(sample.boards.size() == 10'000);
    std::ifstream table(PUZZLEBOX_SOURCE_DIR "/reports/calibration/jump-5x5.csv");
    std::string line;
    REQUIRE(std::getline(table, line));
    CHECK(line == "stream,score");
    std::size_t rows = 0;
    while (std::getline(table, line)) {
        const auto comma = line.find(',');
        REQUIRE(rows < sample.boards.size());
        CHECK(std::stoull(line.substr(0, comma)) == sample.boards[rows].stream);
        CHECK(std::stod(line.substr(comma + 1)) == Approx(sample.boards[rows].grade).margin(6e-5));
        ++rows;
    }
    CHECK(rows == 10'000);
    // Each sampled board solves, by breadth-first search, and one of one or two moves is easy.
    JumpGenOptions options;
    int short_ones = 0;
    for (std::size_t i = 0; i < 200; ++i) {
        Random random(jump_calibration_seed, sample.boards[i].stream);
        const JumpBoard board = random_jump_board(options, random);
        const int moves = bfs_jump_moves(board);
        CHECK(moves > 0);
        if (moves <= 2) {
            ++short_ones;
            CHECK(sample.boards[i].grade < 1);
        }
    }
    CHECK(short_ones > 0);
}

TEST_CASE("percentiles count ties half", "[difficulty][calibration]") {
    const Calibration c = make_calibration("boards", {3, 1, 2, 2});
    CHECK(c.percentile(0) == 0);
    CHECK(c.percentile(1) == 12.5);
    CHECK(c.percentile(2) == 50);
    CHECK(c.percentile(5) == 100);
    CHECK(c.at_percent(50) == 2);
    CHECK(c.at_percent(100) == 3);
    CHECK(c.harder_than(2) == "harder than 50% of boards (4 boards)");
}

TEST_CASE("grade bands as --grade reads them", "[difficulty]") {
    const auto both = parse_grade_band("6-9.5");
    REQUIRE(both);
    CHECK(both->low == 6);
    CHECK(both->high == 9.5);
    const auto open = parse_grade_band("12-");
    REQUIRE(open);
    CHECK(open->low == 12);
    CHECK_FALSE(open->bounded());
    const auto upper = parse_grade_band("-4");
    REQUIRE(upper);
    CHECK(upper->low == 0);
    CHECK(upper->high == 4);
    for (const char* bad : {"", "-", "9-6", "a-b", "1-2-3", "+1-2", "1--2", "nan-3", "3"}) CHECK_FALSE(parse_grade_band(bad));
}
