// Board IDs and board streams: every board in data/ survives text -> ID ->
// text unchanged (comments aside); the Schönbrunn board's ID is the one
// written out by hand below; malformed IDs are refused with a reason; a
// stream of boards is read one board at a time with each board's comments.
#include <filesystem>
#include <sstream>

#include <catch2/catch.hpp>

#include "families/family_list.hpp"
#include "puzzles/board_id.hpp"
#include "support/input_error.hpp"

using namespace puzzlebox;

namespace {

std::string without_comments(const std::string& text) {
    std::istringstream in(text);
    std::string line, out;
    while (std::getline(in, line))
        if (!line.starts_with("#")) out += line + '\n';
    return out;
}

std::string reformat_in_place(TextSource& source) { return family_of(source).reformat(source); }
std::string reformat(TextSource source) { return reformat_in_place(source); }

}  // namespace

TEST_CASE("every board in data/ round-trips through its board ID") {
    int boards = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(std::string(PUZZLEBOX_SOURCE_DIR) + "/data")) {
        if (entry.path().extension() != ".txt") continue;
        INFO(entry.path().string());
        const std::string text = reformat(TextSource::from_file(entry.path().string()));
        const std::string id = board_id(text);
        CHECK(id.find_first_of(" \t\n#") == std::string::npos);
        CHECK(looks_like_board_id(id));
        const std::string again = reformat(open_board(id));
        CHECK(again == without_comments(text));
        CHECK(board_id(again) == id);
        ++boards;
    }
    CHECK(boards >= 40);
}

TEST_CASE("the Schoenbrunn board's ID, written out by hand from its file") {
    const std::string id =
        board_id(reformat(TextSource::from_file(std::string(PUZZLEBOX_SOURCE_DIR) + "/data/jump/schoenbrunn-2015.txt")));
    CHECK(id == "jump:size=5x5:start=4,2:goal=2,2:target=0:grid/2,-2,4,-1,3/-3,3,-1,3,-2/1,-2,0,-2,3/-3,2,-3,2,-4/4,-2,1,-3,2");
    // A flip board packs its 0/1 rows.
    CHECK(board_id("puzzle flip\nsize 2x3\npattern cross\ngrid\n0 1 1\n1 0 0\n") == "flip:size=2x3:pattern=cross:grid/011/100");
    // One value of several characters per row is not packed.
    CHECK(board_id("puzzle rotate\nsize 2x1\nblock 1\ngrid\n12\n3\n") == "rotate:size=2x1:block=1:grid/12,/3,");
    std::string problem;
    CHECK(board_id_text("rotate:size=2x1:block=1:grid/12,/3,", problem) == "puzzle rotate\nsize 2x1\nblock 1\ngrid\n12\n3\n");
    // Rows of one-letter values (a tile's way up) are rows, packed; the
    // older spelling, each row a key line ("u=r+r"), reads the same.
    const std::string oriented = "puzzle rotate\nsize 2x2\nblock 2\nturns cw\ngrid\n2 1\n3 4\norientation\nu r\nr d\n";
    CHECK(board_id(oriented) == "rotate:size=2x2:block=2:turns=cw:grid/21/34:orientation/ur/rd");
    CHECK(board_id_text("rotate:size=2x2:block=2:turns=cw:grid/21/34:orientation/ur/rd", problem) == oriented);
    CHECK(reformat(open_board("rotate:size=2x2:block=2:turns=cw:grid/21/34:orientation:u=r:r=d")) == oriented);
}

TEST_CASE("malformed board IDs are refused with a reason, never crash") {
    for (const char* id : {"jump:", "jump::", "jump:size=", "jump:=5x5", "jump:grid//", "jump:grid/1,,2", "jump:size=5 5",
                           "jump:9size=1", "jump:grid/1\x01",
                           // one ID, one board: no second 'puzzle', no '#' (a comment in the text it stands for)
                           "jump:size=2x2:puzzle=jump:size=2x2", "jump:size=2x2#:start=0,0", "jump:grid/1#,2", "flip:grid/0#1",
                           "jump:grid/puzzle,-1,3", "jump:grid/1,2/puzzle,"}) {
        INFO(id);
        std::string problem;
        CHECK_FALSE(board_id_text(id, problem));
        CHECK_FALSE(problem.empty());
        CHECK_THROWS_AS(open_board(id), InputError);
    }
    // Well formed but not a board: the family's reader says what is wrong.
    CHECK_THROWS_WITH(reformat(open_board("jump:size=5x5")), Catch::Contains("board ID"));
    CHECK_THROWS_WITH(reformat(open_board("chess:size=8x8")), Catch::Contains("unknown puzzle family 'chess'"));
}

TEST_CASE("a stream of boards is read board by board, each with its own comments") {
    TextSource source = TextSource::from_string(
        "# first\npuzzle flip\nsize 1x2\npattern cross\ngrid\n1 0\n\n# second\n# board\npuzzle flip\nsize 1x1\npattern cross\n"
        "grid\n1\n",
        "stream");
    CHECK(source.leading_comments() == std::vector<std::string>{"first"});
    const std::string first = reformat_in_place(source);
    CHECK(first.find("size 1x2") != std::string::npos);
    CHECK(source.another_board());
    REQUIRE(source.next_board());
    CHECK(source.board_number() == 2);
    CHECK(source.leading_comments() == std::vector<std::string>{"second", "board"});
    CHECK(source.peek().number == 10);
    const std::string second = reformat_in_place(source);
    CHECK(second.find("size 1x1") != std::string::npos);
    CHECK_FALSE(source.another_board());
    CHECK_FALSE(source.next_board());
}
