// Flip boards, model and format: the gold-bars seed's claims checked by
// brute force over all 2^16 press sets (every 4x4 board is solvable, in
// exactly one way, and the all-flipped board needs all 16 presses), the
// issue's rule for even-sided cross boards, Lights Out 5x5 reaching exactly
// 2^23 of the 2^25 boards (the known rank 23), torus patterns as sets, and
// the format's round trip and errors.
#include <bit>
#include <vector>

#include <catch2/catch.hpp>

#include "puzzles/flip/flip_format.hpp"
#include "puzzles/flip/flip_validate.hpp"
#include "support/input_error.hpp"
#include "support/random.hpp"
#include "tests/flip_boards.hpp"

using namespace puzzlebox;

using test::press_masks;
const auto blank = test::blank_flip_board;

TEST_CASE("gold bars: every 4x4 board is solvable in exactly one way, and all flipped needs 16", "[flip]") {
    const FlipBoard board = blank(4, 4, FlipPattern::cross);
    const auto masks = press_masks(board);
    CHECK(std::popcount(masks[5]) == 7);  // row and column, the cell once
    // The board each of the 2^16 press sets makes from all off.
    std::vector<int> made_by(1 << 16, -1);
    for (std::uint32_t set = 0; set < (1u << 16); ++set) {
        std::uint32_t effect = 0;
        for (int cell = 0; cell < 16; ++cell)
            if ((set >> cell & 1) != 0) effect ^= masks[static_cast<std::size_t>(cell)];
        REQUIRE(made_by[effect] == -1);  // no two press sets make the same board
        made_by[effect] = static_cast<int>(set);
    }
    CHECK(made_by[0xFFFF] == 0xFFFF);  // all flipped: all 16 presses, and no other set

    // Presses commute and undo themselves, on the grid itself.
    FlipBoard lit = board;
    lit.grid = {1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 0, 0, 1, 0, 1};
    std::vector<std::uint8_t> ab = lit.grid, ba = lit.grid, twice = lit.grid;
    apply_flip_presses(lit, {2}, ab);
    apply_flip_presses(lit, {9}, ab);
    apply_flip_presses(lit, {9}, ba);
    apply_flip_presses(lit, {2}, ba);
    CHECK(ab == ba);
    apply_flip_presses(lit, {6}, twice);
    apply_flip_presses(lit, {6}, twice);
    CHECK(twice == lit.grid);
}

TEST_CASE("cross boards with both sides even: press where row plus column holds an odd number of lit cells", "[flip]") {
    Random random(3);
    for (const auto& [rows, cols] : {std::pair{4, 4}, std::pair{2, 6}, std::pair{6, 8}, std::pair{10, 2}}) {
        FlipBoard board = blank(rows, cols, FlipPattern::cross);
        for (auto& cell : board.grid) cell = static_cast<std::uint8_t>(random.coin());
        std::vector<int> presses;
        for (int i = 0; i < rows; ++i)
            for (int j = 0; j < cols; ++j) {
                int lit = 0;  // row i and column j, the cell once
                for (int c = 0; c < cols; ++c) lit += board.grid[static_cast<std::size_t>(i * cols + c)];
                for (int r = 0; r < rows; ++r) lit += r != i ? board.grid[static_cast<std::size_t>(r * cols + j)] : 0;
                if (lit % 2 == 1) presses.push_back(i * cols + j);
            }
        INFO(rows << "x" << cols);
        CHECK(check_flip_solution(board, presses).valid);
    }
}

TEST_CASE("Lights Out 5x5 reaches exactly 2^23 of the 2^25 boards", "[flip]") {
    const auto masks = press_masks(blank(5, 5, FlipPattern::plus));
    std::vector<bool> reached(std::size_t{1} << 25, false);
    std::uint32_t effect = 0;
    std::size_t count = 0;
    for (std::uint32_t step = 0; step < (1u << 25); ++step) {  // Gray code: one press changes per step
        if (step > 0) effect ^= masks[static_cast<std::size_t>(std::countr_zero(step))];
        if (!reached[effect]) {
            reached[effect] = true;
            ++count;
        }
    }
    CHECK(count == (std::size_t{1} << 23));
}

TEST_CASE("flip patterns: plus at the edge, torus wrap as a set, stencils", "[flip]") {
    FlipBoard board = blank(3, 3, FlipPattern::plus);
    CHECK(flip_pattern_cells(board, 0) == std::vector<int>{0, 1, 3});
    board.torus = true;
    CHECK(flip_pattern_cells(board, 0) == std::vector<int>{0, 1, 2, 3, 6});
    FlipBoard narrow = blank(3, 2, FlipPattern::plus);
    narrow.torus = true;  // left and right neighbours are one cell: flipped once
    CHECK(flip_pattern_cells(narrow, 0) == std::vector<int>{0, 1, 2, 4});
    FlipBoard knight = blank(4, 4, FlipPattern::stencil);
    knight.stencil = {{0, 0}, {1, 2}, {2, 1}, {-1, -2}};
    CHECK(flip_pattern_cells(knight, 0) == std::vector<int>{0, 6, 9});
}

TEST_CASE("flip format: round trip and errors", "[flip]") {
    const std::string text =
        "# a comment\npuzzle flip\nsize 2x3\npattern stencil\nstencil 0,0 0,1 -1,0\nwrap torus\ngrid\n1 0 1\n011\ntarget\n0 0 "
        "1\n1 1 1\n";
    const FlipBoard board = parse_flip_board(text);
    CHECK(board.rows == 2);
    CHECK(board.torus);
    CHECK(board.grid == std::vector<std::uint8_t>{1, 0, 1, 0, 1, 1});
    CHECK(board.stencil.size() == 3);
    CHECK(parse_flip_board(write_flip_board(board)) == board);

    const auto error = [](const std::string& bad) {
        try {
            parse_flip_board(bad, "bad.txt");
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    CHECK(error("puzzle flip\nsize 2x2\npattern cross\ngrid\n1 0\n1 2\n").find("bad.txt:6: expected cells 0 or 1") !=
          std::string::npos);
    CHECK(error("puzzle flip\nsize 2x2\npattern cross\ngrid\n1 0\n").find("bad.txt:5: the grid (from line 4) has 1 row") !=
          std::string::npos);
    CHECK(error("puzzle flip\nsize 2x2\npattern stencil\ngrid\n1 0\n0 0\n").find("bad.txt:3: 'pattern stencil' needs") !=
          std::string::npos);
    CHECK(error("puzzle flip\nsize 2x2\npattern plus\nstencil 0,0\ngrid\n1 0\n0 0\n").find("bad.txt:4:") != std::string::npos);
    CHECK(error("puzzle flip\nsize 2x2\npattern star\n")
              .find("bad.txt:3: expected pattern cross, plus, stencil, merlin or cells") != std::string::npos);
    CHECK(error("puzzle flip\nsize 2x2\npattern cross\nwrap klein\n").find("bad.txt:4: expected wrap torus or none") !=
          std::string::npos);
}
