// Tatham's Twiddle game IDs and save files, checked on games Tatham's own
// program wrote (tests/data/tatham): a shuffle of 5 moves ('m5') is solved
// in at most 5 by the table, rows-only games aim at their labels in order,
// IDs are written back as Twiddle wrote them, and bad IDs are refused with
// the place (orientable ones: rotate_oriented_test.cpp).
#include "puzzles/rotate/rotate_tatham.hpp"

#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

#include "families/family_list.hpp"
#include "puzzles/board_id.hpp"
#include "puzzles/rotate/rotate_format.hpp"
#include "puzzles/rotate/rotate_validate.hpp"
#include "solve/rotate/rotate_solver.hpp"

using namespace puzzlebox;

namespace {

const std::string tatham_data = std::string(PUZZLEBOX_SOURCE_DIR) + "/tests/data/tatham/";

// A save file's record: the value after "KEY:LENGTH:".
std::string record(const std::string& path, const std::string& key) {
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(key, 0) == 0) return line.substr(line.find(':', line.find(':') + 1) + 1);
    return "";
}

}  // namespace

TEST_CASE("Twiddle's save files: a 5-move shuffle solved in at most 5, rows only aimed at its labels in order",
          "[rotate][tatham]") {
    TextSource shuffled = open_board(tatham_data + "twiddle-3x3n2m5.sav", foreign_board_ids());
    const RotateBoard board = read_rotate_board(shuffled);
    CHECK(board.rows == 3);
    CHECK(board.cols == 3);
    CHECK(board.block == 2);
    CHECK(board.turns == RotateTurns::both);
    CHECK(board.target == default_rotate_target(3, 3));
    const RotateDistanceTable table(board);
    const RotateResult solved = solve_rotate_board(board, table, SearchGoal::first);
    REQUIRE(solved.moves);
    CHECK(*solved.moves <= 5);
    CHECK(check_rotate_solution(board, solved.solutions.front()).valid);
    std::string why;
    CHECK(tatham_twiddle_id(board, why) == "3x3n2:" + record(tatham_data + "twiddle-3x3n2m5.sav", "DESC"));

    TextSource rows = open_board(tatham_data + "twiddle-4x3n2r.sav", foreign_board_ids());
    const RotateBoard rows_only = read_rotate_board(rows);
    CHECK(rows_only.rows == 3);
    CHECK(rows_only.cols == 4);
    CHECK(rows_only.target == std::vector<int>{1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3});
    // Written back as Twiddle saved it: its own parameters ('r': each row its label) and description.
    CHECK(tatham_twiddle_id(rows_only, why) ==
          record(tatham_data + "twiddle-4x3n2r.sav", "PARAMS") + ":" + record(tatham_data + "twiddle-4x3n2r.sav", "DESC"));
    // twiddle:ID where a tool takes a board.
    TextSource from_id = open_board("twiddle:4x3n2r:" + record(tatham_data + "twiddle-4x3n2r.sav", "DESC"), foreign_board_ids());
    CHECK(read_rotate_board(from_id) == rows_only);
}

TEST_CASE("Twiddle IDs: refused with the place, and boards with no Twiddle form", "[rotate][tatham]") {
    std::string problem;
    CHECK_FALSE(read_tatham_twiddle_id("3x3n2o:3d1l8l7r5d2d9d6d4", problem));
    CHECK(problem == "expected the way up of tile 9 (u, l, d or r) at character 25 of the ID");
    CHECK_FALSE(read_tatham_twiddle_id("3x3n2:3d1l8l7r5d2d9d6d4l", problem));
    CHECK(problem.find("orientable tiles need 'o'") != std::string::npos);
    CHECK_FALSE(read_tatham_twiddle_id("3x3n2:1,2,3,4,5,6,7,8", problem));
    CHECK(problem == "expected ',' after label 8 at character 22 of the ID");
    CHECK_FALSE(read_tatham_twiddle_id("3x3n2:1,2,3,4,5,6,7,8,9,10", problem));
    CHECK(problem.find("after the last label") != std::string::npos);
    CHECK_FALSE(read_tatham_twiddle_id("3x3n2:1,2;3,4,5,6,7,8,9", problem));
    CHECK(problem == "expected ',' after label 2 at character 10 of the ID");
    CHECK_FALSE(read_tatham_twiddle_id("3x3n4:1,2,3,4,5,6,7,8,9", problem));
    CHECK(problem.find("a 4x4 block does not fit a 3x3 board") != std::string::npos);
    CHECK_FALSE(read_tatham_twiddle_id("3x3q:1,2,3,4,5,6,7,8,9", problem));
    CHECK(problem.find("character 4") != std::string::npos);
    RotateBoard half = solved_rotate_board(3, 3, 2, RotateTurns::half);
    CHECK_FALSE(tatham_twiddle_id(half, problem));
    CHECK(problem.find("half turns") != std::string::npos);
    RotateBoard other_target = solved_rotate_board(3, 3, 2, RotateTurns::both);
    std::swap(other_target.target[0], other_target.target[1]);
    CHECK_FALSE(tatham_twiddle_id(other_target, problem));
    CHECK(problem.find("labels in order") != std::string::npos);
    // The seed's clockwise-only box is written (Twiddle lets both ways).
    CHECK(tatham_twiddle_id(solved_rotate_board(3, 3, 2, RotateTurns::cw), problem) == "3x3n2:1,2,3,4,5,6,7,8,9");
}
