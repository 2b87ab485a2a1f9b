// Rotation puzzles: the seed's Mystery Box (10 moves clockwise-only; the
// blog's five solutions are exactly the optimal ones), ranking against
// std::next_permutation's lexicographic order, distance layers against a
// plain breadth-first search over std::map, the table's walk on colour
// boards turned one way only against the same search, reachability of 2x3,
// and the format's round trip and errors.
#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

#include <catch2/catch.hpp>

#include "analyze/rotate/rotate_space.hpp"
#include "gen/rotate/rotate_generator.hpp"
#include "puzzles/rotate/rotate_format.hpp"
#include "puzzles/rotate/rotate_validate.hpp"
#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/rotate_ida.hpp"
#include "solve/rotate/rotate_solver.hpp"
#include "support/random.hpp"

using namespace puzzlebox;

namespace {

std::vector<RotateMove> parse_path(const std::vector<std::string>& names) {
    std::vector<RotateMove> moves;
    for (const auto& name : names) moves.push_back(*parse_move_name(name));
    return moves;
}

// Independent of the ranking and the 2-bit table: every reachable
// arrangement's distance by a plain breadth-first search from the target
// over std::map, along inverse moves.
std::map<std::vector<int>, int> plain_distances(const RotateBoard& board) {
    std::vector<RotateMove> inverse = rotate_moves(board);
    for (auto& move : inverse) move = puzzlebox::inverse(move);
    std::map<std::vector<int>, int> distance{{board.target, 0}};
    std::vector<std::vector<int>> frontier{board.target};
    for (int d = 1; !frontier.empty(); ++d) {
        std::vector<std::vector<int>> next;
        for (const auto& state : frontier)
            for (const auto& move : inverse) {
                std::vector<int> moved = state;
                apply_rotate_move(board, move, moved);
                if (distance.emplace(moved, d).second) next.push_back(moved);
            }
        frontier = std::move(next);
    }
    return distance;
}

// The layer sizes of plain_distances.
std::vector<std::uint64_t> plain_layers(const RotateBoard& board) {
    std::vector<std::uint64_t> layers;
    for (const auto& [state, d] : plain_distances(board)) {
        if (layers.size() <= static_cast<std::size_t>(d)) layers.resize(static_cast<std::size_t>(d) + 1);
        ++layers[static_cast<std::size_t>(d)];
    }
    return layers;
}

}  // namespace

TEST_CASE("Mystery Box: 10 moves clockwise-only, exactly the blog's five solutions", "[rotate]") {
    const RotateBoard box = load_rotate_board(PUZZLEBOX_SOURCE_DIR "/data/rotate/mystery-box.txt");
    // The five solutions the seed post printed (its IDDFS, about 40 s).
    const std::vector<std::vector<std::string>> blog{{"Q2", "Q4", "Q3", "Q4", "Q1", "Q3", "Q1", "Q3", "Q2", "Q3"},
                                                     {"Q3", "Q3", "Q4", "Q1", "Q2", "Q2", "Q2", "Q3", "Q3", "Q1"},
                                                     {"Q3", "Q3", "Q4", "Q2", "Q1", "Q1", "Q3", "Q3", "Q1", "Q2"},
                                                     {"Q3", "Q4", "Q2", "Q1", "Q3", "Q1", "Q3", "Q2", "Q1", "Q3"},
                                                     {"Q4", "Q2", "Q3", "Q1", "Q1", "Q2", "Q1", "Q3", "Q1", "Q3"}};
    std::set<std::vector<RotateMove>> expected;
    for (const auto& names : blog) {
        const auto path = parse_path(names);
        REQUIRE(check_rotate_solution(box, path).valid);
        expected.insert(path);
    }
    const RotateDistanceTable table(box);
    const RotateResult all = solve_rotate_board(box, table, SearchGoal::all);
    REQUIRE(all.moves == std::optional<int>(10));
    REQUIRE(all.count == PathCount(5));
    REQUIRE(std::set<std::vector<RotateMove>>(all.solutions.begin(), all.solutions.end()) == expected);
    // No 9-move solution: a shorter one would have been listed; and one solution alone.
    const RotateResult first = solve_rotate_board(box, table, SearchGoal::first);
    REQUIRE(first.solutions.size() == 1);
    REQUIRE(expected.count(first.solutions[0]) == 1);
    REQUIRE(solve_rotate_board(box, table, SearchGoal::count).count == PathCount(5));
}

TEST_CASE("arrangement ranks follow std::next_permutation's lexicographic order", "[rotate]") {
    for (const std::vector<int>& labels :
         std::vector<std::vector<int>>{{1, 2, 3, 4, 5, 6, 7}, {1, 1, 2, 2, 3}, {4, 4, 4, 1}, {7}, {2, 1, 2, 1, 3, 3, 1}}) {
        const ArrangementRanker ranker(labels);
        std::vector<int> arrangement = labels;
        std::sort(arrangement.begin(), arrangement.end());
        std::uint64_t expected = 0;
        std::vector<int> unranked;
        do {
            REQUIRE(ranker.rank(arrangement) == expected);
            ranker.unrank(expected, unranked);
            REQUIRE(unranked == arrangement);
            ++expected;
        } while (std::next_permutation(arrangement.begin(), arrangement.end()));
        REQUIRE(ranker.count() == expected);
    }
    // 20 distinct labels: 20! = 2432902008176640000 fits, and the round trip holds at the ends.
    std::vector<int> twenty(20);
    std::iota(twenty.begin(), twenty.end(), 0);
    const ArrangementRanker big(twenty);
    REQUIRE(big.count() == 2432902008176640000ull);
    std::vector<int> reversed(twenty.rbegin(), twenty.rend()), back;
    REQUIRE(big.rank(reversed) == big.count() - 1);
    big.unrank(big.count() - 1, back);
    REQUIRE(back == reversed);
    // 20 cells, one label twice: 20!/2 arrangements, past the 64-bit shortcut
    // (a count times a multiplicity overflows): the next arrangement in
    // std::next_permutation's order is the next rank, at the start, the end
    // and a few places between.
    std::vector<int> pair = twenty;
    pair[19] = 18;
    const ArrangementRanker paired(pair);
    REQUIRE(paired.count() == 2432902008176640000ull / 2);
    Random random(20);
    for (int trial = 0; trial < 50; ++trial) {
        const std::uint64_t rank = trial == 0 ? 0 : trial == 1 ? paired.count() - 2 : random.below64(paired.count() - 1);
        std::vector<int> at, next;
        paired.unrank(rank, at);
        REQUIRE(paired.rank(at) == rank);
        next = at;
        REQUIRE(std::next_permutation(next.begin(), next.end()));
        REQUIRE(paired.rank(next) == rank + 1);
    }
}

TEST_CASE("distance layers agree with a plain breadth-first search", "[rotate]") {
    for (const RotateBoard& board :
         {solved_rotate_board(2, 3, 2, RotateTurns::cw), solved_rotate_board(2, 3, 2, RotateTurns::half),
          solved_rotate_board(2, 4, 2, RotateTurns::both), solved_rotate_board(3, 3, 2, RotateTurns::cw),
          solved_rotate_board(3, 3, 3, RotateTurns::both)}) {
        INFO(board.rows << "x" << board.cols << " block " << board.block << " " << to_string(board.turns));
        const RotateDistanceTable table(board);
        REQUIRE(table.layers() == plain_layers(board));
    }
    // The seed's 3x3 board: all 9! arrangements are reachable.
    REQUIRE(RotateDistanceTable(solved_rotate_board(3, 3, 2, RotateTurns::cw)).reachable() == 362880);
}

TEST_CASE("colour boards turned one way: the table's walk gives the plain search's distance and counts", "[rotate]") {
    // Clockwise only, a neighbour coded one nearer (mod 3) may be two
    // further when labels repeat or 3x3 blocks turn: the walk must still
    // take every arrangement down exactly its distance, and count exactly
    // the shortest paths (counted here over the plain distances: the moves
    // to a neighbour one nearer, summed).
    struct Case {
        int rows, cols, block;
        std::vector<int> target;
    };
    for (const Case& shape : {Case{3, 3, 2, {1, 1, 1, 2, 2, 2, 3, 3, 3}}, Case{2, 4, 2, {1, 1, 1, 1, 2, 2, 2, 2}},
                              Case{3, 3, 2, {1, 2, 2, 2, 3, 4, 4, 4, 5}}, Case{3, 4, 3, {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}}}) {
        RotateBoard board = solved_rotate_board(shape.rows, shape.cols, shape.block, RotateTurns::cw);
        board.target = shape.target;
        board.grid = shape.target;
        INFO(shape.rows << "x" << shape.cols << " block " << shape.block);
        const RotateDistanceTable table(board);
        const RotateDescent descent(board, table);
        CHECK_FALSE(descent.exact_codes());
        const std::map<std::vector<int>, int> plain = plain_distances(board);
        REQUIRE(table.reachable() == plain.size());
        std::map<std::vector<int>, PathCount> paths;  // shortest paths to the target, nearest first
        std::vector<std::pair<int, std::vector<int>>> by_distance;
        for (const auto& [state, d] : plain) by_distance.emplace_back(d, state);
        std::sort(by_distance.begin(), by_distance.end());
        const std::vector<RotateMove> moves = rotate_moves(board);
        int checked = 0;
        for (const auto& [d, state] : by_distance) {
            PathCount count(d == 0 ? 1 : 0);
            for (const RotateMove& move : moves) {
                std::vector<int> moved = state;
                apply_rotate_move(board, move, moved);
                if (plain.at(moved) == d - 1) count += paths.at(moved);
            }
            paths.emplace(state, count);
            if (++checked % 5 != 0) continue;  // every fifth walked down, every 35th solved and counted whole
            REQUIRE(descent.distance(state) == d);
            if (checked % 35 != 0) continue;
            board.grid = state;
            const RotateResult counted = solve_rotate_board(board, table, SearchGoal::count);
            REQUIRE(counted.moves == d);
            REQUIRE(counted.count == count);
            const RotateResult first = solve_rotate_board(board, table, SearchGoal::first);
            REQUIRE(first.solutions.size() == 1);
            REQUIRE(check_rotate_solution(board, first.solutions[0]).valid);
            REQUIRE(first.solutions[0].size() == static_cast<std::size_t>(d));
        }
    }
    // Distinct labels and 2x2 blocks: each quarter turn is odd, the codes exact.
    const RotateBoard box = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    CHECK(RotateDescent(box, RotateDistanceTable(box)).exact_codes());
}

TEST_CASE("2x3 with 2x2 blocks reaches 120 of the 720 arrangements", "[rotate]") {
    // The two 4-cycles generate a transitive group of order 120 on 6 cells
    // (S5 acting on the 6 points of the projective line over F5, PGL(2,5)).
    const RotateBoard board = solved_rotate_board(2, 3, 2, RotateTurns::both);
    const RotateDistanceTable table(board);
    REQUIRE(table.reachable() == 120);
    RotateBoard swapped = board;
    swapped.grid = {2, 1, 3, 4, 5, 6};
    const RotateResult result = solve_rotate_board(swapped, table, SearchGoal::first);
    const bool reachable = result.moves.has_value();
    REQUIRE(result.reachable == 120);
    REQUIRE(result.arrangements == 720);
    // Whatever the verdict, it must match the plain search.
    std::set<std::vector<int>> seen;
    for (std::vector<std::vector<int>> frontier{board.target}; !frontier.empty();) {
        std::vector<std::vector<int>> next;
        for (const auto& state : frontier)
            if (seen.insert(state).second)
                for (const auto& move : rotate_moves(board)) {
                    std::vector<int> moved = state;
                    apply_rotate_move(board, move, moved);
                    next.push_back(moved);
                }
        frontier = std::move(next);
    }
    REQUIRE(seen.size() == 120);
    REQUIRE(reachable == (seen.count(swapped.grid) == 1));
}

TEST_CASE("rotate format: round trip and errors", "[rotate]") {
    const RotateBoard box = load_rotate_board(PUZZLEBOX_SOURCE_DIR "/data/rotate/mystery-box.txt");
    REQUIRE(parse_rotate_board(write_rotate_board(box)) == box);
    RotateBoard colours = solved_rotate_board(2, 4, 2, RotateTurns::half);
    colours.grid = {1, 2, 1, 2, 2, 1, 2, 1};
    colours.target = {1, 1, 2, 2, 1, 1, 2, 2};
    REQUIRE(parse_rotate_board(write_rotate_board(colours)) == colours);
    auto error_of = [](const std::string& text) {
        try {
            parse_rotate_board(text, "t.txt");
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    REQUIRE_THAT(error_of("puzzle rotate\nsize 3x3\nblock 2\ngrid\n1 2 3\n4 5 6\n7 8 9\ntarget\n1 2 3\n4 5 6\n7 8 8\n"),
                 Catch::Contains("t.txt:8: the target is not a rearrangement"));
    REQUIRE_THAT(error_of("puzzle rotate\nsize 3x3\nblock 4\ngrid\n1 2 3\n4 5 6\n7 8 9\n"),
                 Catch::Contains("t.txt:3: a 4x4 block does not fit"));
    REQUIRE_THAT(error_of("puzzle rotate\nsize 3x3\nblock 2\ngrid\n1 2 3\n4 5\n"),
                 Catch::Contains("t.txt:6: grid row 1 has 2 labels"));
    REQUIRE_THAT(error_of("puzzle rotate\nsize 3x3\nblock 2\nturns sideways\n"), Catch::Contains("t.txt:4: expected turns cw"));
    REQUIRE_THAT(error_of("puzzle rotate\nsize 3x3\nblock 2\ngrid\n1 2 3\n4 5 6\n7 8 10\n"),
                 Catch::Contains("the grid must hold 1..9"));
    for (const char* name : {"Q1", "Q12'", "Q3^2"}) REQUIRE(move_name(*parse_move_name(name)) == name);
    REQUIRE_FALSE(parse_move_name("Q0"));
    REQUIRE_FALSE(parse_move_name("R1"));
}

TEST_CASE("whole spaces: 3x3 clockwise God's number 15, transposes agree, parity of 3x3 blocks", "[rotate]") {
    const RotateSpace box = explore_rotate_space(3, 3, 2, RotateTurns::cw);
    REQUIRE(box.reachable == 362880);
    REQUIRE(box.god_number == 15);
    std::uint64_t total = 0;
    for (auto layer : box.distribution) total += layer;
    REQUIRE(total == box.reachable);
    REQUIRE(box.distribution.size() == 16);  // distances 0..15
    REQUIRE(box.distribution.back() == 1);   // one antipode
    // Turning the board over maps 2x4 onto 4x2 (and clockwise stays clockwise).
    REQUIRE(explore_rotate_space(2, 4, 2, RotateTurns::half).distribution ==
            explore_rotate_space(4, 2, 2, RotateTurns::half).distribution);
    // Twiddle's rows-only spaces: the arrangements of the rows' labels, layer
    // by layer as the plain search finds them (3x3: 1,680; 4x2 with 3x3
    // blocks does not fit, so 2x4 and 3x4).
    for (const auto& [rows, cols] : {std::pair{3, 3}, std::pair{2, 4}, std::pair{3, 4}})
        for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
            INFO(rows << "x" << cols << " rows only " << to_string(turns));
            const RotateSpace rows_only = explore_rotate_space(rows, cols, 2, turns, {}, 0, true);
            CHECK(rows_only.distribution == plain_layers(solved_rotate_board(rows, cols, 2, turns, true)));
            CHECK(rows_only.states == arrangement_count(rows_only_rotate_target(rows, cols)));
            CHECK(rotate_space_row(rows_only)[3] == "rows-only plain");
        }
    // A 3x3 block's quarter turn is two 4-cycles: even; with one block the
    // group is just its four rotations.
    const RotateSpace one_block = explore_rotate_space(3, 3, 3, RotateTurns::both);
    REQUIRE(one_block.reachable == 4);
    REQUIRE(one_block.unreachable_reason != "");
}

TEST_CASE("generated scrambles: certified depth, every eligible arrangement drawn alike", "[rotate]") {
    // 2x3 with 2x2 blocks, clockwise: 5 arrangements at distance 9 (sparse:
    // the reservoir pass), 28 at distance 6 and 120 reachable (rejection).
    const RotateDistanceTable table(solved_rotate_board(2, 3, 2, RotateTurns::cw));
    REQUIRE(table.layers() == std::vector<std::uint64_t>{1, 2, 4, 8, 14, 22, 28, 23, 13, 5});
    for (const std::optional<int> depth : {std::optional<int>(9), std::optional<int>(6), std::optional<int>()}) {
        RotateGenOptions options;
        options.rows = 2;
        options.cols = 3;
        options.depth = depth;
        std::map<std::vector<int>, int> drawn;
        const int draws = 3000;
        for (int i = 0; i < draws; ++i) {
            Random random(5, static_cast<std::uint64_t>(i));
            const RotateGenResult generated = generate_rotate_board(options, table, random);
            REQUIRE(generated.board);
            const auto distance = RotateDescent(*generated.board, table).distance(generated.board->grid);
            REQUIRE(distance == std::optional<int>(generated.moves));
            if (depth) REQUIRE(generated.moves == *depth);
            ++drawn[generated.board->grid];
        }
        const std::size_t eligible = depth ? table.layers()[static_cast<std::size_t>(*depth)] : table.reachable();
        REQUIRE(drawn.size() == eligible);  // every one of them turns up
        // Pearson's chi-square against the uniform law stays within 5 standard
        // deviations of its mean (df); a biased draw, e.g. d random turns, would not.
        const double expected = static_cast<double>(draws) / static_cast<double>(eligible);
        double chi_square = 0;
        for (const auto& [grid, times] : drawn) chi_square += (times - expected) * (times - expected) / expected;
        const double df = static_cast<double>(eligible) - 1;
        INFO("chi-square " << chi_square << " with " << df << " degrees of freedom");
        REQUIRE(chi_square < df + 5 * std::sqrt(2 * df));
    }
    RotateGenOptions too_deep;
    too_deep.rows = 2;
    too_deep.cols = 3;
    too_deep.depth = 10;
    Random random(1);
    REQUIRE_FALSE(generate_rotate_board(too_deep, table, random).board);
}

TEST_CASE("rows-only scrambles: each row's label, depths certified by a plain breadth-first search", "[rotate]") {
    // Twiddle's 'r' boards. Up to 12 cells the table draws them (3x3,
    // clockwise only, where the walk checks its steps, and both ways); past
    // it IDA* on databases of whole labels (4x4 both ways, depth 5). Each
    // board's depth is the plain search's, over the arrangements of the
    // labels (a depth-limited one past 12 cells).
    for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both}) {
        RotateGenOptions options;
        options.turns = turns;
        options.rows_only = true;
        const RotateBoard solved = rotate_gen_solved(options);
        REQUIRE(solved.target == std::vector<int>{1, 1, 1, 2, 2, 2, 3, 3, 3});
        const RotateDistanceTable table(solved);
        const std::map<std::vector<int>, int> plain = plain_distances(solved);
        REQUIRE(table.reachable() == plain.size());  // 1,680: every arrangement
        for (const int depth : {2, 5, table.god_number()}) {
            options.depth = depth;
            for (int i = 0; i < 5; ++i) {
                Random random(11, static_cast<std::uint64_t>(i));
                const RotateGenResult generated = generate_rotate_board(options, table, random);
                REQUIRE(generated.board);
                CHECK(generated.board->target == solved.target);
                REQUIRE(plain.at(generated.board->grid) == depth);
            }
        }
    }
    RotateGenOptions four;
    four.rows = 4;
    four.cols = 4;
    four.turns = RotateTurns::both;
    four.rows_only = true;
    four.depth = 5;
    const RotateBoard solved = rotate_gen_solved(four);
    RotatePatternOptions small;
    small.max_states = 1 << 20;
    const RotatePatterns patterns(solved, small);
    const PermutationGroup group = rotate_move_group(solved);
    // Every arrangement within 5 moves, by a plain breadth-first search.
    std::map<std::vector<int>, int> near{{solved.target, 0}};
    std::vector<std::vector<int>> frontier{solved.target};
    for (int d = 1; d <= 5; ++d) {
        std::vector<std::vector<int>> next;
        for (const auto& state : frontier)
            for (const RotateMove& move : rotate_moves(solved)) {
                std::vector<int> moved = state;
                apply_rotate_move(solved, inverse(move), moved);
                if (near.emplace(moved, d).second) next.push_back(moved);
            }
        frontier = std::move(next);
    }
    for (int i = 0; i < 4; ++i) {
        Random random(12, static_cast<std::uint64_t>(i));
        const RotateGenResult generated = generate_rotate_board(four, patterns, group, random);
        REQUIRE(generated.board);
        REQUIRE(near.count(generated.board->grid) == 1);
        CHECK(near.at(generated.board->grid) == 5);
    }
}
