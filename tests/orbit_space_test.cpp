// The orbit-numbered breadth-first search (solve/rotate/orbit_space.hpp) against
// the one-process distance table on every shape both can take, and against
// a plain set-based BFS on the first layers of 4x4 with 3x3 blocks.
#include "solve/rotate/orbit_space.hpp"

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "solve/rotate/rotate_table.hpp"

using namespace puzzlebox;

TEST_CASE("the orbit search gives the distance table's layers", "[rotate][orbit]") {
    struct Shape {
        int rows, cols, block;
    };
    for (const Shape shape : {Shape{3, 3, 2}, Shape{2, 4, 2}, Shape{4, 2, 2}, Shape{2, 3, 2}, Shape{3, 4, 3}, Shape{3, 3, 3}}) {
        for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
            const RotateBoard solved = solved_rotate_board(shape.rows, shape.cols, shape.block, turns);
            INFO(shape.rows << "x" << shape.cols << " block " << shape.block << " " << to_string(turns));
            REQUIRE(!orbit_space_problem(solved));
            const RotateDistanceTable table(solved);
            const OrbitSpaceResult orbits = explore_orbit_space(solved, {}, 2);
            REQUIRE(orbits.distribution == table.layers());
            // Every antipode is at God's number (its code in the table: distance mod 3).
            for (const auto& grid : orbits.antipodes) REQUIRE(table.code(grid) == table.god_number() % 3);
        }
    }
}

TEST_CASE("4x4 with 3x3 blocks: the chessboard colours are the orbits, 8!8!/2 states", "[rotate][orbit]") {
    const RotateBoard solved = solved_rotate_board(4, 4, 3, RotateTurns::both);
    REQUIRE(!orbit_space_problem(solved));
    REQUIRE(orbit_space_size(solved) == 40320ull * 40320ull / 2);
    // The first layers by a plain BFS over arrangements (a set of grids).
    std::set<std::vector<int>> seen{solved.target};
    std::vector<std::vector<int>> layer{solved.target};
    std::vector<std::uint64_t> sizes{1};
    const std::vector<RotateMove> moves = rotate_moves(solved);
    for (int depth = 1; depth <= 5; ++depth) {
        std::vector<std::vector<int>> next;
        for (const auto& grid : layer)
            for (const RotateMove& move : moves) {
                std::vector<int> moved = grid;
                apply_rotate_move(solved, move, moved);
                if (seen.insert(moved).second) next.push_back(moved);
            }
        sizes.push_back(next.size());
        layer = std::move(next);
    }
    // The committed report's distribution (the orbit search's) starts so.
    std::ifstream report(PUZZLEBOX_SOURCE_DIR "/reports/rotate-spaces.csv");
    std::string line, distribution;
    while (std::getline(report, line))
        if (line.rfind("4x4,3,both,plain,", 0) == 0) {
            std::stringstream fields(line);
            for (int column = 0; column < 9; ++column) std::getline(fields, distribution, ',');
        }
    REQUIRE(!distribution.empty());
    std::string expected;
    for (std::uint64_t size : sizes) {
        if (!expected.empty()) expected += ' ';
        expected += std::to_string(size);
    }
    REQUIRE(distribution.rfind(expected + " ", 0) == 0);
    REQUIRE(orbit_space_problem(solved_rotate_board(4, 4, 2, RotateTurns::cw)).has_value());  // one orbit of 16
}
