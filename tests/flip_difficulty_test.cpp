// Flip difficulty against outside figures: the level cuts partition every
// scale; God's numbers of the scale against brute force over every press set
// of every board up to 4x4 (cross and plus) and the published 5x5 Lights Out
// figure (15); boards generated at each level, from fixed seeds, need a
// number of presses (by brute force) inside their level; 4x4 gold bars
// needing all 16 presses (1 board in 65,536) come by the targeted climb; the
// share of easier boards against the binomial count.
#include "analyze/flip/flip_difficulty.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#include <catch2/catch.hpp>

#include "gen/flip/flip_generator.hpp"
#include "support/random.hpp"
#include "tests/flip_boards.hpp"

using namespace puzzlebox;
using test::blank_flip_board;

namespace {

std::uint32_t lit_bits(const FlipBoard& board) {
    std::uint32_t bits = 0;
    for (int cell = 0; cell < board.cell_count(); ++cell)
        if (board.grid[static_cast<std::size_t>(cell)] != board.target[static_cast<std::size_t>(cell)])
            bits |= std::uint32_t{1} << cell;
    return bits;
}

}  // namespace

TEST_CASE("the level cuts partition every scale, in order") {
    for (int most = 1; most <= 64; ++most) {
        int next = 1;
        for (const Level level : all_levels) {
            const ScoreRange range = level_range(level, most);
            if (range.empty()) continue;
            CHECK(range.low == next);
            next = range.high + 1;
            for (int score = range.low; score <= range.high; ++score) CHECK(level_of(score, most) == level);
        }
        CHECK(next == most + 1);
    }
    // 5x5 Lights Out (God's number 15): easy 1-4, medium 5-8, hard 9-12, fiendish 13-15.
    CHECK(level_range(Level::easy, 15).high == 4);
    CHECK(level_range(Level::medium, 15).high == 8);
    CHECK(level_range(Level::hard, 15).high == 12);
    CHECK(level_range(Level::fiendish, 15).low == 13);
    // As a refusal lists them; a 2x2 rotate board (God's number 3) has no medium level.
    CHECK(level_ranges_text(15) == "easy 1-4, medium 5-8, hard 9-12, fiendish 13-15");
    CHECK(level_ranges_text(3) == "easy 1, hard 2, fiendish 3");
    CHECK(level_ranges_text(1) == "easy 1");
    CHECK(parse_level("fiendish") == Level::fiendish);
    CHECK_FALSE(parse_level("Hard").has_value());
}

TEST_CASE("the level, --grade and a family's own bounds meet by one rule: the scores inside them all") {
    // Every whole score from 0 to 20 against every pair of bands with whole ends, by brute force.
    std::string why;
    for (int a = 0; a <= 6; ++a)
        for (int b = a; b <= 6; ++b)
            for (int c = 0; c <= 6; ++c)
                for (int d = c; d <= 6; ++d) {
                    const auto met =
                        meet_bounds({{"the hard level", {double(a), double(b)}}, {"--grade", {double(c), double(d)}}}, why);
                    bool any = false;
                    for (int score = 0; score <= 20; ++score) {
                        const bool both = score >= a && score <= b && score >= c && score <= d;
                        any = any || both;
                        if (met) CHECK(met->holds(score) == both);
                    }
                    CHECK(met.has_value() == any);
                }
    // Nothing left: the message names the bound that emptied it and what it met.
    CHECK_FALSE(meet_bounds({{"the hard level", {9, 12}}, {"--grade 13-14", {13, 14}}}, why));
    CHECK(why == "--grade 13-14 lies outside the hard level (9-12)");
    CHECK_FALSE(
        meet_bounds({{"the easy level", {1, 4}}, {"--grade 2-", {2, GradeBand{}.high}}, {"--max-presses 1", {0, 1}}}, why));
    CHECK(why == "--max-presses 1 lies outside the easy level and --grade 2- (2-4)");
    const auto all = meet_bounds({}, why);  // no bound: every score
    REQUIRE(all);
    CHECK_FALSE(all->bounded());
}

TEST_CASE("the flip scale is God's number, by brute force up to 4x4", "[flip][long]") {
    for (const FlipPattern pattern : {FlipPattern::cross, FlipPattern::plus})
        for (int rows = 1; rows <= 4; ++rows)
            for (int cols = 1; cols <= 4; ++cols) {
                const FlipBoard shape = blank_flip_board(rows, cols, pattern);
                const std::vector<int> fewest = test::fewest_presses_by_brute_force(shape);
                const FlipScale& scale = flip_scale(shape);
                INFO(rows << "x" << cols << " " << to_string(pattern));
                CHECK(scale.exact);
                CHECK(scale.most == *std::max_element(fewest.begin(), fewest.end()));
            }
    // Published: the hardest 5x5 Lights Out boards need 15 presses.
    CHECK(flip_scale(blank_flip_board(5, 5, FlipPattern::plus)).most == 15);
    // Past 25 cells with a kernel: from the kernel, at least the all-lit
    // board's 25 presses (the solver's test) and at most the parity bound
    // (9x9 Lights Out: support 80, one cell in no kernel vector: 1 + 39).
    const FlipScale& big = flip_scale(blank_flip_board(9, 9, FlipPattern::plus));
    CHECK(big.most >= 25);
    CHECK(big.most <= 40);
    // The 3x10 cross: the closed form, 10 (3 - 1) / 2 + 1, exactly.
    const FlipScale& cross = flip_scale(blank_flip_board(3, 10, FlipPattern::cross));
    CHECK(cross.exact);
    CHECK(cross.most == 11);
}

TEST_CASE("boards generated at each level need presses inside it (brute force)") {
    for (const FlipPattern pattern : {FlipPattern::cross, FlipPattern::plus})
        for (const auto& [rows, cols] : {std::pair{3, 3}, std::pair{3, 4}, std::pair{4, 4}}) {
            FlipGenOptions options;
            options.rows = rows;
            options.cols = cols;
            options.pattern = pattern;
            const FlipBoard shape = blank_flip_board(options);
            const std::vector<int> fewest = test::fewest_presses_by_brute_force(shape);
            const FlipScale& scale = flip_scale(shape);
            for (const Level level : all_levels) {
                const ScoreRange range = level_range(level, scale.most);
                if (range.empty()) continue;
                options.min_presses = range.low;
                options.max_presses = range.high;
                for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                    Random random(seed);
                    const FlipGenResult made = generate_flip_board(options, random);
                    INFO(rows << "x" << cols << " " << to_string(pattern) << " " << level_name(level) << " seed " << seed);
                    REQUIRE(made.board);
                    const int presses = fewest[lit_bits(*made.board)];
                    CHECK(range.holds(presses));
                    CHECK(static_cast<int>(made.solution.presses.size()) == presses);
                    CHECK(flip_difficulty(*made.board, made.solution).level == level);
                }
            }
        }
}

TEST_CASE("the targeted climb finds the one 4x4 gold-bar board needing 16 presses") {
    FlipGenOptions options;  // 4x4 cross
    options.min_presses = 16;
    Random random(1);
    const FlipGenResult made = generate_flip_board(options, random);
    REQUIRE(made.board);
    CHECK(std::all_of(made.board->grid.begin(), made.board->grid.end(), [](auto lit) { return lit != 0; }));
    CHECK(made.solution.presses.size() == 16);
    CHECK(made.steps < 200);
}

TEST_CASE("the share of easier boards: binomial for one solution per board, counted otherwise") {
    // 4x4 gold bars: every press set its own board; fewer than 8 presses:
    // C(16,0) + .. + C(16,7) = 26333 of 65536.
    const FlipScale& cross = flip_scale(blank_flip_board(4, 4, FlipPattern::cross));
    CHECK(flip_share_easier(cross, 8).value() == Approx(26333.0 / 65536.0));
    // 4x4 Lights Out (4096 solvable boards), against brute force.
    const FlipBoard shape = blank_flip_board(4, 4, FlipPattern::plus);
    const std::vector<int> fewest = test::fewest_presses_by_brute_force(shape);
    const FlipScale& plus = flip_scale(shape);
    for (int presses = 0; presses <= 8; ++presses) {
        const auto solvable = std::count_if(fewest.begin(), fewest.end(), [](int f) { return f >= 0; });
        const auto easier = std::count_if(fewest.begin(), fewest.end(), [&](int f) { return f >= 0 && f < presses; });
        CHECK(flip_share_easier(plus, presses).value() == Approx(static_cast<double>(easier) / static_cast<double>(solvable)));
    }
}
