// Schreier-Sims against known group orders and plain closures: the 2x3
// board's moves generate a group of order 120 (checked on all 720
// arrangements against the breadth-first table), 3x4 with 3x3 blocks one of
// order 720, 3x3 and 4x4 with 2x2 blocks every permutation, the Rubik-style
// textbook examples, boards with 3x3 blocks keep checkerboard colours; random elements are uniform (chi-square).
#include "solve/rotate/permutation_group.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

#include <catch2/catch.hpp>

#include "solve/rotate/rotate_ida.hpp"
#include "solve/rotate/rotate_solver.hpp"
#include "support/random.hpp"

using namespace puzzlebox;

namespace {

// Every element, by closing the generators under composition (small groups only).
std::set<std::vector<int>> plain_closure(int degree, const std::vector<std::vector<int>>& generators) {
    std::vector<int> identity(static_cast<std::size_t>(degree));
    std::iota(identity.begin(), identity.end(), 0);
    std::set<std::vector<int>> seen{identity};
    std::vector<std::vector<int>> frontier{identity};
    while (!frontier.empty()) {
        std::vector<std::vector<int>> next;
        for (const auto& g : frontier)
            for (const auto& s : generators) {
                std::vector<int> h(g.size());
                for (std::size_t x = 0; x < g.size(); ++x) h[x] = s[static_cast<std::size_t>(g[x])];
                if (seen.insert(h).second) next.push_back(h);
            }
        frontier = std::move(next);
    }
    return seen;
}

}  // namespace

TEST_CASE("group orders of textbook examples and rotation boards", "[group]") {
    // S4 from a 4-cycle and a transposition; the Klein four-group; A5 from (0 1 2) and (0 1 2 3 4) .
    CHECK(PermutationGroup(4, {{1, 2, 3, 0}, {1, 0, 2, 3}}).order() == "24");
    CHECK(PermutationGroup(4, {{1, 0, 3, 2}, {2, 3, 0, 1}}).order() == "4");
    const PermutationGroup a5(5, {{1, 2, 0, 3, 4}, {1, 2, 3, 4, 0}});
    CHECK(a5.order() == "60");
    CHECK(a5.is_alternating());
    CHECK(PermutationGroup(6, {}).order() == "1");
    CHECK(PermutationGroup::factorial(20) == "2432902008176640000");

    CHECK(rotate_move_group(solved_rotate_board(2, 2, 2, RotateTurns::cw)).order() == "4");
    CHECK(rotate_move_group(solved_rotate_board(2, 3, 2, RotateTurns::cw)).order() == "120");
    CHECK(rotate_move_group(solved_rotate_board(3, 4, 3, RotateTurns::cw)).order() == "720");
    CHECK(rotate_move_group(solved_rotate_board(3, 3, 2, RotateTurns::cw)).is_symmetric());
    const PermutationGroup four = rotate_move_group(solved_rotate_board(4, 4, 2, RotateTurns::both));
    CHECK(four.order() == "20922789888000");
    CHECK(four.is_symmetric());
    // A 3x3 block turns about a cell, so it keeps each cell's checkerboard
    // colour, and its turn is even (two 4-cycles): at most the even members
    // of S_black x S_white, and these boards reach all of them.
    CHECK(rotate_move_group(solved_rotate_board(4, 4, 3, RotateTurns::cw)).order() == "812851200");            // 8! 8! / 2
    CHECK(rotate_move_group(solved_rotate_board(5, 5, 3, RotateTurns::cw)).order() == "1491376463216640000");  // 13! 12! / 2
}

TEST_CASE("membership agrees with the plain closure and the breadth-first table", "[group]") {
    const RotateBoard board = solved_rotate_board(2, 3, 2, RotateTurns::both);
    const PermutationGroup group = rotate_move_group(board);
    std::vector<std::vector<int>> generators;
    for (int b = 0; b < board.block_count(); ++b) {
        generators.push_back(rotate_move_destinations(2, 3, 2, {b, 1}));
    }
    const auto closure = plain_closure(6, generators);
    REQUIRE(closure.size() == 120);
    const RotateDistanceTable table(board);
    const RotateDescent descent(board, table);
    std::vector<int> permutation{0, 1, 2, 3, 4, 5};
    int members = 0;
    do {
        const bool in = group.contains(permutation);
        members += in;
        REQUIRE(in == (closure.count(permutation) == 1));
        // The tile whose home is h stands on permutation[h].
        std::vector<int> grid(6);
        for (int h = 0; h < 6; ++h) grid[static_cast<std::size_t>(permutation[static_cast<std::size_t>(h)])] = h + 1;
        REQUIRE(in == descent.reachable(grid));
    } while (std::next_permutation(permutation.begin(), permutation.end()));
    CHECK(members == 120);
}

TEST_CASE("random elements are uniform over the group", "[group]") {
    const PermutationGroup group = rotate_move_group(solved_rotate_board(2, 3, 2, RotateTurns::cw));
    Random random(7);
    std::map<std::vector<int>, int> seen;
    const int draws = 12000;
    for (int i = 0; i < draws; ++i) {
        const auto g = group.random_element(random);
        REQUIRE(group.contains(g));
        ++seen[g];
    }
    REQUIRE(seen.size() == 120);
    double chi_square = 0;
    for (const auto& [g, n] : seen) chi_square += (n - 100.0) * (n - 100.0) / 100.0;
    // 119 degrees of freedom: above 173 has probability below 0.001 under the uniform law.
    CHECK(chi_square < 173);
}
