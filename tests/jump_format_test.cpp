// The jump maze text format: exact round trips, and a clear error (file, line,
// what was expected) for every kind of bad input.
#include "puzzles/jump/jump_format.hpp"

#include <string>

#include <catch2/catch.hpp>

#include "families/family_list.hpp"
#include "gen/jump/jump_generator.hpp"
#include "puzzles/puzzle_file.hpp"
#include "tests/random_shapes.hpp"

using namespace puzzlebox;

namespace {

const char* const vienna = R"(# the photographed board
puzzle jump
size 5x5
start 4,2
goal 2,2
target 0
grid
 2 -2  4 -1  3
-3  3 -1  3 -2
 1 -2  0 -2  3
-3  2 -3  2 -4
 4 -2  1 -3  2
)";

// The error message of parsing `text`, or "" when it parses.
std::string error_of(const std::string& text) {
    try {
        TextSource source = TextSource::from_string(text, "board.txt");
        family_of(source);
        read_jump_board(source);
    } catch (const InputError& error) {
        return error.what();
    }
    return "";
}

}  // namespace

TEST_CASE("the Vienna board reads as printed and writes back byte for byte", "[format][jump]") {
    const JumpBoard board = parse_jump_board(vienna);
    REQUIRE(board.rows == 5);
    REQUIRE(board.cols == 5);
    REQUIRE(board.start == Cell{4, 2});
    REQUIRE(board.goal == Cell{2, 2});
    REQUIRE(board.target == 0);
    REQUIRE(board.value(Cell{1, 2}) == -1);
    REQUIRE(board.value(Cell{2, 4}) == 3);
    REQUIRE(board.value(Cell{4, 0}) == 4);
    REQUIRE(board.description == std::vector<std::string>{"the photographed board"});
    REQUIRE(write_jump_board(board) == vienna);
}

TEST_CASE("random boards of many shapes survive write then read unchanged", "[format][jump]") {
    for (int i = 0; i < 200; ++i) {
        Random random(7, static_cast<std::uint64_t>(i));
        const JumpGenOptions options = testing::random_shape(random, 1, 12);
        JumpBoard board = random_jump_board(options, random);
        if (random.coin()) board.target = random.between(-50, 50);
        if (random.coin()) board.description = {"a comment", "", "another, with # inside"};
        const std::string text = write_jump_board(board);
        const JumpBoard again = parse_jump_board(text);
        REQUIRE(again == board);
        REQUIRE(write_jump_board(again) == text);
    }
}

TEST_CASE("comments, blank lines, signs and key order are accepted", "[format][jump]") {
    const JumpBoard board = parse_jump_board(
        "puzzle jump   # family\n\n"
        "goal 0,1\nsize 2x2\n# between\nstart 1,0\n"
        "grid\n+1 0 # row zero\n\n-1   +1\n");
    REQUIRE(board.values == std::vector<int>{1, 0, -1, 1});
    REQUIRE_FALSE(board.target);
}

TEST_CASE("bad input names the file, the line and what was expected", "[format][jump]") {
    const std::string head = "puzzle jump\nsize 2x2\nstart 1,0\ngoal 0,0\n";
    struct Case {
        std::string text;
        std::string expected;
    };
    const std::vector<Case> cases{
        {"", "board.txt: the file is empty"},
        {"# only a comment\n\n", "board.txt: the file is empty"},
        {"size 2x2\n", "board.txt:1: expected 'puzzle NAME'"},
        {"puzzle maze\n", "board.txt:1: unknown puzzle family 'maze'"},
        {"puzzle jump\nstart 1,0\ngoal 0,0\ngrid\n", "board.txt:4: no 'size HxW' line before 'grid' (the size comes first)"},
        {"puzzle jump\nstart 1,0\ngoal 0,0\n", "board.txt: missing key 'size'"},
        {"puzzle jump\nsize 2x2\ngoal 0,0\ngrid\n1 1\n1 0\n", "board.txt: missing key 'start'"},
        {"puzzle jump\nsize 2x2\nstart 0,0\ngrid\n1 1\n1 0\n", "board.txt: missing key 'goal'"},
        {head, "board.txt: missing key 'grid'"},
        {head + "grid\n1 1\n", "board.txt:6: the grid (from line 5) has 1 row, expected 2"},
        {head + "grid\n1 1 1\n1 0\n", "board.txt:6: grid row 0 has 3 values, expected 2"},
        {head + "grid\n1\n1 0\n", "board.txt:6: grid row 0 has 1 value, expected 2"},
        {head + "grid\n1 x\n1 0\n", "board.txt:6: grid row 0 column 1: expected an integer"},
        {head + "grid\n1 1.5\n1 0\n", "board.txt:6: grid row 0 column 1: expected an integer"},
        {head + "grid\n1 99999999999\n1 0\n", "board.txt:6: grid row 0 column 1: expected an integer in [-1000000, 1000000]"},
        {head + "grid\n1 1\n1 0\n1 1\n", "board.txt:8: unknown key '1'"},
        {"puzzle jump\nsize 2x2\nstart 2,0\ngoal 0,0\ngrid\n1 1\n1 0\n", "board.txt:3: start 2,0 is off the 2x2 board"},
        {"puzzle jump\nsize 2x2\nstart 1,0\ngoal 0,9\ngrid\n1 1\n1 0\n", "board.txt:4: goal 0,9 is off the 2x2 board"},
        {"puzzle jump\nsize 2x2\nstart -1,0\n", "board.txt:3: expected a cell 'row,col', got '-1,0'"},
        {"puzzle jump\nsize 0x2\n", "board.txt:2: expected a size HxW with 1 <= H, W <= 5000"},
        {"puzzle jump\nsize 5001x2\n", "board.txt:2: expected a size HxW with 1 <= H, W <= 5000"},
        {"puzzle jump\nsize 2by2\n", "board.txt:2: expected a size HxW"},
        {"puzzle jump\nsize 2x2\nsize 2x2\n", "board.txt:3: 'size' is given twice"},
        {"puzzle jump\nsize\n", "board.txt:2: expected 'size <value>'"},
        {"puzzle jump\ncolour red\n", "board.txt:2: unknown key 'colour': expected one of size, start, goal, target, grid"},
        {head + "target zero\n", "board.txt:5: expected an integer target sum, got 'zero'"},
        {head + "grid 1 1\n", "board.txt:5: expected 'grid' alone on its line"},
        {std::string("puzzle jump\nsize 2x2\x01\n"), "board.txt:2: unexpected byte 0x01"},
        {std::string("puzzle jump\n\0\0\0\xff", 16), "board.txt:2: unexpected byte 0x00"},
        {std::string("\x7f"
                     "ELF\x02\x01\x01",
                     7),
         "board.txt:1: unexpected byte 0x7f"},
        {std::string(TextSource::max_line_bytes + 1, '1'), "board.txt:1: line is longer than"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const std::string message = error_of(c.text);
        REQUIRE(message.rfind(c.expected, 0) == 0);
    }
}

TEST_CASE("a missing file is an input error, not a crash", "[format][jump]") {
    REQUIRE_THROWS_AS(load_jump_board("/nonexistent/board.txt"), InputError);
}

TEST_CASE("20000 random mutations of a board either parse or give an input error", "[format][jump][fuzz]") {
    const std::string original = vienna;
    std::string alphabet = "0123456789 -+x,#\n\t\rabcgridsizestartgoaltargetpuzzle";
    alphabet += '\0';
    alphabet += '\xff';
    Random random(99);
    int parsed = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text = original;
        const int edits = random.between(1, 6);
        for (int e = 0; e < edits; ++e) {
            const auto at = random.below(static_cast<std::uint32_t>(text.size() + 1));
            const char ch = alphabet[random.below(static_cast<std::uint32_t>(alphabet.size()))];
            switch (random.below(3)) {
                case 0:
                    text.insert(text.begin() + at, ch);
                    break;
                case 1:
                    if (at < text.size()) text.erase(text.begin() + at);
                    break;
                default:
                    if (at < text.size()) text[at] = ch;
                    break;
            }
        }
        try {
            TextSource source = TextSource::from_string(text, "fuzz.txt");
            family_of(source);
            const JumpBoard board = read_jump_board(source);
            REQUIRE(board.contains(board.start));
            REQUIRE(board.contains(board.goal));
            REQUIRE(board.values.size() == static_cast<std::size_t>(board.cell_count()));
            ++parsed;
        } catch (const InputError& error) {
            REQUIRE(std::string(error.what()).rfind("fuzz.txt", 0) == 0);
        }
    }
    REQUIRE(parsed > 100);  // mutations in comments and spacing still parse
}
