// The SVG writer and the sheet layout: escaping, numbers, element counts of
// drawn boards, and the A4 grid worked out by hand.
#include <catch2/catch.hpp>

#include "draw/flip_drawing.hpp"
#include "draw/jump_drawing.hpp"
#include "draw/rotate_drawing.hpp"
#include "draw/sheet.hpp"
#include "draw/svg_writer.hpp"

using namespace puzzlebox;

namespace {

int occurrences(const std::string& text, const std::string& what) {
    int count = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++count;
    return count;
}

Figure square(double side) {
    Figure figure;
    figure.width = figure.height = side;
    return figure;
}

}  // namespace

TEST_CASE("xml_escape escapes the five XML specials and drops control characters", "[draw]") {
    CHECK(xml_escape("a<b & \"c\" 'd' >") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos; &gt;");
    CHECK(xml_escape("Sch\xC3\xB6nbrunn") == "Sch\xC3\xB6nbrunn");  // UTF-8 passes through
    CHECK(xml_escape(std::string("x\x01y")) == "x?y");
}

TEST_CASE("svg_number writes at most three decimals without trailing zeros", "[draw]") {
    CHECK(svg_number(10) == "10");
    CHECK(svg_number(2.5) == "2.5");
    CHECK(svg_number(1.0 / 3) == "0.333");
    CHECK(svg_number(-0.0001) == "0");
    CHECK(svg_number(-12.3456) == "-12.346");
}

TEST_CASE("a document is sized in mm with a matching viewBox", "[draw]") {
    Svg svg;
    svg.text({1, 2}, "5 < 6", TextStyle{});
    const std::string document = svg_document(210, 297, "A & B", svg);
    CHECK(document.find("width=\"210mm\" height=\"297mm\" viewBox=\"0 0 210 297\"") != std::string::npos);
    CHECK(document.find("<title>A &amp; B</title>") != std::string::npos);
    CHECK(document.find(">5 &lt; 6</text>") != std::string::npos);
}

TEST_CASE("a jump board draws a cell per square and an arrow per move", "[draw]") {
    JumpBoard board;
    board.rows = 2;
    board.cols = 3;
    board.start = {1, 0};
    board.goal = {0, 2};
    board.values = {1, 1, 0, 1, 1, 1};
    const std::vector<Cell> path{{1, 0}, {0, 0}, {0, 1}, {0, 2}};
    CHECK(occurrences(draw_jump(board).svg.body(), "class=\"jump-cell\"") == 6);
    CHECK(occurrences(draw_jump(board).svg.body(), "class=\"jump-move\"") == 0);
    CHECK(occurrences(draw_jump(board, &path).svg.body(), "class=\"jump-move\"") == 3);
    CHECK(draw_jump(board).width >= 30);  // the 3 cells of 10 mm (the legend may be wider)
}

TEST_CASE("a flip board rings exactly the pressed cells", "[draw]") {
    FlipBoard board;
    board.rows = board.cols = 3;
    board.grid.assign(9, 0);
    board.target.assign(9, 0);
    const std::vector<int> presses{0, 4, 8};
    CHECK(occurrences(draw_flip(board, &presses).svg.body(), "flip-cell flip-press") == 3);
    CHECK(occurrences(draw_flip(board).svg.body(), "flip-press") == 0);
}

TEST_CASE("a rotate solution draws one frame per move", "[draw]") {
    const RotateBoard board = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    const std::vector<RotateMove> moves{{0, 1}, {3, 1}, {1, 1}};
    CHECK(occurrences(draw_rotate(board, &moves).svg.body(), "class=\"rotate-frame\"") == 3);
    CHECK(occurrences(draw_rotate(board).svg.body(), "class=\"rotate-button\"") == 4);
}

TEST_CASE("sheet_layout picks the grid with the largest common scale", "[draw]") {
    // A4 less 12 mm margins and a 16 mm header: 186 x 257 mm; 6 mm gaps, 6 mm captions.
    // One 50 mm square: natural size (the scale is at most 1).
    CHECK(sheet_layout({square(50)}, 0.4)->scale == Approx(1.0));
    // Four 100 mm squares: 2 columns give slots (186-6)/2 = 90 wide and (257-6)/2-6 = 119.5 high: 0.9;
    // 1 column gives (257-18)/4-6 = 53.75 high: 0.5375; 3 columns (186-12)/3 = 58 wide: 0.58.
    const auto four = sheet_layout(std::vector<Figure>(4, square(100)), 0.4);
    REQUIRE(four);
    CHECK(four->columns == 2);
    CHECK(four->scale == Approx(0.9));
    // Forty of them need a scale below 0.4: refused.
    CHECK_FALSE(sheet_layout(std::vector<Figure>(40, square(100)), 0.4));
    CHECK_FALSE(sheet_layout({}, 0.4));
}
