// Orientable rotation puzzles (Twiddle's 'o'), checked against methods
// outside the engines: the whole-space table's layers and every state's
// distance against a plain breadth-first search over (labels, turns) pairs
// in a std::map, in both of the table's numberings (high bits for distinct
// labels and even blocks; base 4 for repeated labels and odd blocks); the
// reachable count against the corner group's order (Schreier-Sims); IDA*'s
// optimal lengths against the table on random 2x4 boards, and its count of
// optimal solutions against the breadth-first search's count of shortest
// paths; Tatham's own orientable game solved within its shuffle; the format,
// the validator and the refusals of boards no sequence solves.
#include <map>
#include <numeric>
#include <set>

#include <catch2/catch.hpp>

#include "analyze/rotate/rotate_space.hpp"
#include "families/family_list.hpp"
#include "gen/rotate/rotate_generator.hpp"
#include "puzzles/board_id.hpp"
#include "puzzles/rotate/rotate_format.hpp"
#include "puzzles/rotate/rotate_tatham.hpp"
#include "puzzles/rotate/rotate_validate.hpp"
#include "solve/rotate/oriented_ida.hpp"
#include "solve/rotate/oriented_table.hpp"
#include "solve/rotate/oriented_tiles.hpp"

using namespace puzzlebox;

namespace {

RotateBoard orientable(int rows, int cols, int block, RotateTurns turns, std::vector<int> target = {}) {
    RotateBoard board = solved_rotate_board(rows, cols, block, turns);
    if (!target.empty()) board.target = board.grid = std::move(target);
    board.turned.assign(board.grid.size(), 0);
    return board;
}

using Position = std::pair<std::vector<int>, std::vector<int>>;  // labels, turns

// Distances to the target by breadth-first search back from it (each move undone), and
// the number of shortest paths from each state (the sum over its one-nearer neighbours).
struct Brute {
    std::map<Position, int> distance;
    std::map<Position, std::uint64_t> paths;
    std::vector<std::uint64_t> layers;
};

Brute brute_force(const RotateBoard& solved) {
    Brute out;
    const std::vector<RotateMove> moves = rotate_moves(solved);
    std::vector<Position> layer{{solved.grid, solved.turned}};
    out.distance[layer[0]] = 0;
    out.paths[layer[0]] = 1;
    while (!layer.empty()) {
        out.layers.push_back(layer.size());
        std::vector<Position> next;
        for (const Position& at : layer)
            for (const RotateMove& move : moves) {
                RotateBoard before = solved;
                before.grid = at.first;
                before.turned = at.second;
                turn_rotate_board(before, inverse(move));
                const Position key{before.grid, before.turned};
                if (out.distance.emplace(key, out.distance[at] + 1).second) next.push_back(key);
                if (out.distance[key] == out.distance[at] + 1) out.paths[key] += out.paths[at];
            }
        layer = std::move(next);
    }
    return out;
}

}  // namespace

TEST_CASE("Orientable tiles: the table's layers and distances are a plain breadth-first search's, in both numberings",
          "[rotate][orientable]") {
    const std::vector<RotateBoard> shapes = {
        orientable(2, 2, 2, RotateTurns::cw),
        orientable(2, 3, 2, RotateTurns::both),
        orientable(2, 3, 2, RotateTurns::cw),
        orientable(3, 2, 2, RotateTurns::half),
        orientable(2, 3, 2, RotateTurns::both, {1, 1, 2, 2, 3, 3}),           // repeated labels: base 4, last implied
        orientable(3, 3, 3, RotateTurns::both, {1, 1, 1, 1, 1, 1, 1, 1, 2}),  // an odd block: base 4, every turn free
        // One way only: the quarters all told count an odd block's moves mod 4, so its codes still tell.
        orientable(3, 3, 3, RotateTurns::cw, {1, 1, 1, 1, 1, 1, 1, 1, 2}),
    };
    for (const RotateBoard& solved : shapes) {
        INFO(solved.rows << "x" << solved.cols << " block " << solved.block << " " << to_string(solved.turns));
        const Brute brute = brute_force(solved);
        const OrientedDistanceTable table(solved);
        CHECK(table.layers() == brute.layers);
        for (const RotateBoard& antipode : table.antipodes()) CHECK(table.distance(antipode) == table.god_number());
        RotateBoard position = solved;
        for (const auto& [at, distance] : brute.distance) {
            position.grid = at.first;
            position.turned = at.second;
            REQUIRE(table.distance(position) == distance);
            const std::vector<RotateMove> path = table.first_path(position);
            REQUIRE(check_rotate_solution(position, path).valid);
        }
        if (std::set<int>(solved.target.begin(), solved.target.end()).size() == solved.target.size())
            CHECK(oriented_move_group(solved).order() == std::to_string(table.reachable()));
    }
    // Twiddle's rows-only orientable spaces ('ro'): the report's layers are the plain search's.
    for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both}) {
        const RotateSpace rows_only = explore_oriented_space(2, 3, 2, turns, {}, 0, true);
        CHECK(rows_only.distribution == brute_force(orientable(2, 3, 2, turns, {1, 1, 1, 2, 2, 2})).layers);
        CHECK(rotate_space_row(rows_only)[3] == "rows-only orientable");
    }
    // Repeated labels, 2x2 blocks, one way only: nothing tells a neighbour two
    // further from one nearer, so the table gives its layers but no walk.
    const RotateBoard colours = orientable(2, 3, 2, RotateTurns::cw, {1, 1, 2, 2, 3, 3});
    const OrientedDistanceTable table(colours);
    CHECK(table.layers() == brute_force(colours).layers);
    CHECK_FALSE(table.exact_codes());
    CHECK_THROWS_AS(table.first_path(colours), std::logic_error);
}

TEST_CASE("Orientable tiles: IDA*'s lengths are the table's on random 2x4 boards, its counts the shortest paths'",
          "[rotate][orientable]") {
    // 3x3 (its table takes 10 s, minutes under the sanitizers: the benchmark
    // RotateOrientableSolve3x3 compares there): 9! * 2^8 positions.
    CHECK(oriented_move_group(orientable(3, 3, 2, RotateTurns::both)).order() == "92897280");
    const RotateBoard solved = orientable(2, 4, 2, RotateTurns::both);
    const OrientedDistanceTable table(solved);
    CHECK(table.reachable() == 5'160'960);  // 8! * 2^7: the corner group's order
    CHECK(oriented_move_group(solved).order() == "5160960");
    const OrientedPatterns patterns(solved, oriented_pattern_states);
    const PermutationGroup corners = oriented_move_group(solved);
    Random random(2026);
    RotateGenOptions options;
    options.rows = 2;
    options.cols = 4;
    options.turns = RotateTurns::both;
    options.orientable = true;
    for (int i = 0; i < 25; ++i) {
        const RotateGenResult drawn = generate_oriented_board(options, patterns, nullptr, corners, random);
        REQUIRE(drawn.board);
        const RotateResult solved_ida = solve_oriented_ida(*drawn.board, patterns, SearchGoal::first);
        REQUIRE(solved_ida.moves);
        CHECK(*solved_ida.moves == table.distance(*drawn.board));
        CHECK(check_rotate_solution(*drawn.board, solved_ida.solutions.front()).valid);
    }
    // Counting every optimal solution, on the 2x3 space whose shortest paths the brute force counts.
    const RotateBoard small = orientable(2, 3, 2, RotateTurns::both);
    const Brute brute = brute_force(small);
    const OrientedPatterns small_patterns(small, oriented_pattern_states);
    int checked = 0;
    for (const auto& [at, paths] : brute.paths) {
        if (checked++ % 37 != 0) continue;
        RotateBoard board = small;
        board.grid = at.first;
        board.turned = at.second;
        const RotateResult counted = solve_oriented_ida(board, small_patterns, SearchGoal::count);
        REQUIRE(counted.moves == brute.distance.at(at));
        CHECK(counted.count == PathCount(paths));
    }
}

TEST_CASE("Orientable tiles: Tatham's own game read, solved within its shuffle, and written back", "[rotate][orientable]") {
    const std::string save = std::string(PUZZLEBOX_SOURCE_DIR) + "/tests/data/tatham/twiddle-3x3n2om5.sav";
    TextSource source = open_board(save, foreign_board_ids());
    const RotateBoard board = read_rotate_board(source);
    REQUIRE(board.orientable());
    CHECK(board.turned == std::vector<int>{0, 3, 0, 3, 1, 0, 3, 2, 0});  // 1u3l5u7l6r2u8l4d9u
    const OrientedPatterns patterns(board, oriented_pattern_states);
    const RotateResult solved = solve_oriented_ida(board, patterns, SearchGoal::first);
    REQUIRE(solved.moves);
    CHECK(*solved.moves <= 5);
    CHECK(check_rotate_solution(board, solved.solutions.front()).valid);
    std::string why;
    CHECK(tatham_twiddle_id(board, why) == "3x3n2o:1u3l5u7l6r2u8l4d9u");
    // The text format keeps the turns.
    CHECK(parse_rotate_board(write_rotate_board(board)) == board);
}

TEST_CASE("Orientable tiles: the validator wants every tile upright, and boards no sequence solves are refused",
          "[rotate][orientable]") {
    RotateBoard board = orientable(2, 2, 2, RotateTurns::cw);
    turn_rotate_board(board, {0, 1});
    CHECK(board.grid == std::vector<int>{3, 1, 4, 2});
    CHECK(board.turned == std::vector<int>{1, 1, 1, 1});
    CHECK(check_rotate_solution(board, {{0, 1}, {0, 1}, {0, 1}}).valid);
    RotateBoard labels_only = board;  // the same labels, upright: the moves bring the labels home turned
    labels_only.turned = {0, 0, 0, 0};
    const RotateCheck upright = check_rotate_solution(labels_only, {{0, 1}, {0, 1}, {0, 1}});
    CHECK_FALSE(upright.valid);
    CHECK(upright.problem.find("not upright") != std::string::npos);
    // A total turn of 2 quarters: every 2x2 turn adds 4.
    RotateBoard odd_total = orientable(3, 3, 2, RotateTurns::both);
    odd_total.turned[0] = 2;
    CHECK(oriented_unsolvable_reason(odd_total).find("not a multiple of 4") != std::string::npos);
    // Total 0 mod 4, but the tile on cell 0 turned once without leaving its colour: the corner group says no.
    RotateBoard colour = orientable(3, 3, 2, RotateTurns::both);
    colour.turned[0] = 1;
    colour.turned[1] = 3;
    CHECK(oriented_unsolvable_reason(colour).find("Schreier-Sims") != std::string::npos);
    const OrientedPatterns patterns(colour, oriented_pattern_states);
    const RotateResult refused = solve_oriented_ida(colour, patterns, SearchGoal::first);
    CHECK_FALSE(refused.moves);
    CHECK_FALSE(refused.why_not.empty());
    // A way up that is no letter, with its line.
    CHECK_THROWS_WITH(parse_rotate_board("puzzle rotate\nsize 2x2\nblock 2\ngrid\n1 2\n3 4\norientation\nu x\nu u\n"),
                      Catch::Contains("<string>:8:") && Catch::Contains("u, r, d or l"));
}
