// The drawing layer: escaping, numbers, element counts of drawn boards, the
// pages worked out by hand, the answer key's numbers never overlapping, and
// the play data following the solver's moves.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "draw/flip/flip_drawing.hpp"
#include "draw/flip/flip_play_data.hpp"
#include "draw/hexagon/hexagon_play_data.hpp"
#include "draw/jump/jump_drawing.hpp"
#include "draw/jump/jump_play_data.hpp"
#include "draw/play_page.hpp"
#include "draw/rotate/rotate_drawing.hpp"
#include "draw/rotate/rotate_play_data.hpp"
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

TEST_CASE("xml_escape escapes the five XML specials, drops control characters and makes valid UTF-8", "[draw]") {
    CHECK(xml_escape("a<b & \"c\" 'd' >") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos; &gt;");
    CHECK(xml_escape("Sch\xC3\xB6nbrunn") == "Sch\xC3\xB6nbrunn");  // UTF-8 passes through
    CHECK(xml_escape(std::string("x\x01y")) == "x?y");
    // Not UTF-8, or characters XML forbids: U+FFFD, so xmllint and browsers take the file.
    const std::string replacement = "\xEF\xBF\xBD";
    CHECK(xml_escape("a\xFFz") == "a" + replacement + "z");                        // a byte no sequence starts with
    CHECK(xml_escape("a\xC3") == "a" + replacement);                               // cut short
    CHECK(xml_escape("\xC0\xAF") == replacement + replacement);                    // overlong '/'
    CHECK(xml_escape("\xED\xA0\x80") == replacement + replacement + replacement);  // a surrogate
    CHECK(xml_escape("\xEF\xBF\xBE") == replacement);                              // U+FFFE
    CHECK(xml_escape("\xF0\x9F\x98\x80") == "\xF0\x9F\x98\x80");                   // U+1F600 passes
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

TEST_CASE("a rotate solution draws its moves and at most three frames part way, never the solved board", "[draw]") {
    const RotateBoard board = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    const std::vector<RotateMove> moves{{0, 1}, {3, 1}, {1, 1}};
    CHECK(occurrences(draw_rotate(board, &moves).svg.body(), "class=\"rotate-frame\"") == 2);
    const std::vector<RotateMove> ten(10, RotateMove{2, 1});
    const std::string body = draw_rotate(board, &ten).svg.body();
    CHECK(occurrences(body, "class=\"rotate-frame\"") == 3);
    for (const char* after : {"data-move=\"3\"", "data-move=\"5\"", "data-move=\"8\""}) CHECK(occurrences(body, after) == 1);
    const std::vector<RotateMove> one{{0, 1}};
    CHECK(occurrences(draw_rotate(board, &one).svg.body(), "class=\"rotate-frame\"") == 0);
    CHECK(occurrences(draw_rotate(board).svg.body(), "class=\"rotate-button\"") == 4);
}

TEST_CASE("plan_sheets keeps boards at 7 mm cells or more and adds pages, filled evenly", "[draw]") {
    // A4 less 12 mm margins: 186 mm wide. The header (no rules) is 5.5 * 1.6 + 3 = 11.8 mm, the
    // one-line footer 2.6 * 1.35 + 3 = 6.51 mm: the boards get 297 - 12 - 6.51 - 23.8 = 254.69 mm.
    const SheetText text{"title", "", "made by test"};
    const auto one = plan_sheets({square(50)}, a4_paper, text, 0.4);
    REQUIRE(one);
    CHECK(one->pages == 1);
    CHECK(one->scale == Approx(sheet_max_scale));  // a small board grows to fill its slot, up to 18 mm cells
    // Ten 30 mm boards (3x3 rotation scrambles) on one page: 3 columns of 58 mm slots, 4 rows of
    // (254.69 - 18) / 4 - 6 = 53.17 mm: 1.77 (2 columns: 1.34, 4 columns: 1.4).
    const auto ten = plan_sheets(std::vector<Figure>(10, square(30)), a4_paper, text, 0.4);
    REQUIRE(ten);
    CHECK(ten->pages == 1);
    CHECK(ten->columns == 3);
    CHECK(ten->scale == Approx(((254.69 - 18) / 4 - 6) / 30).epsilon(1e-4));
    // Four 100 mm squares: 2 columns of slots (186 - 6) / 2 = 90 wide and (254.69 - 6) / 2 - 6 high: 0.9.
    const auto four = plan_sheets(std::vector<Figure>(4, square(100)), a4_paper, text, 0.4);
    REQUIRE(four);
    CHECK(four->pages == 1);
    CHECK(four->columns == 2);
    CHECK(four->scale == Approx(0.9));
    // Forty: 2 x 3 a page keeps (254.69 - 12) / 3 - 6 = 74.897 mm, 0.749 (3 columns: 0.58, 4 rows: 0.53; below 0.7):
    // 6 a page, 7 pages, 6 6 6 6 6 6 4.
    const auto forty = plan_sheets(std::vector<Figure>(40, square(100)), a4_paper, text, 0.4);
    REQUIRE(forty);
    CHECK(forty->pages == 7);
    CHECK(forty->per_page == 6);
    CHECK(forty->columns == 2);
    CHECK(forty->scale == Approx(0.748967).epsilon(1e-4));
    std::vector<SheetItem> items(40, SheetItem{square(100), "caption"});
    const auto pages = sheet_pages(text, items, a4_paper, *forty);
    REQUIRE(pages.size() == 7);
    CHECK(occurrences(pages[0], "class=\"sheet-item\"") == 6);
    CHECK(occurrences(pages[6], "class=\"sheet-item\"") == 4);
    CHECK(pages[6].find(">page 7 of 7</text>") != std::string::npos);
    // US Letter is 215.9 x 279.4 mm.
    const auto letter =
        sheet_pages(text, {SheetItem{square(50), "c"}}, letter_paper, *plan_sheets({square(50)}, letter_paper, text, 0.4));
    CHECK(letter.front().find("width=\"215.9mm\" height=\"279.4mm\"") != std::string::npos);
    // A board that alone needs a scale below the minimum: no plan.
    CHECK_FALSE(plan_sheets({square(600)}, a4_paper, text, 0.4));
    CHECK_FALSE(plan_sheets({}, a4_paper, text, 0.4));
    CHECK(parse_paper("Letter")->name == "letter");
    CHECK_FALSE(parse_paper("a5"));
}

namespace {

struct TextBox {
    std::string content;
    double left, top, right, bottom;
};

// Every <text> of a fragment with its box: the width as text_width
// estimates it, the height of capitals and digits above the baseline.
std::vector<TextBox> text_boxes(const std::string& body) {
    std::vector<TextBox> boxes;
    const auto attribute = [](const std::string& tag, const std::string& name) {
        const auto at = tag.find(" " + name + "=\"");
        if (at == std::string::npos) return std::string();
        const auto start = at + name.size() + 3;
        return tag.substr(start, tag.find('"', start) - start);
    };
    for (auto at = body.find("<text "); at != std::string::npos; at = body.find("<text ", at + 1)) {
        const auto close = body.find('>', at);
        const std::string tag = body.substr(at, close - at);
        const std::string content = body.substr(close + 1, body.find("</text>", close) - close - 1);
        const double x = std::stod(attribute(tag, "x")), y = std::stod(attribute(tag, "y")),
                     size = std::stod(attribute(tag, "font-size"));
        const double width = text_width(content, size, attribute(tag, "font-weight") == "bold");
        const std::string anchor = attribute(tag, "text-anchor");
        const double left = anchor == "middle" ? x - width / 2 : anchor == "end" ? x - width : x;
        boxes.push_back({content, left, y - cap_height * size, left + width, y});
    }
    return boxes;
}

// A 10 x 10 board whose snake path (row by row, turning at the ends) jumps
// one cell at a time through every cell: `moves` moves from the top left.
JumpBoard snake_board(int moves, std::vector<Cell>& path) {
    JumpBoard board;
    board.rows = board.cols = 10;
    board.values.assign(100, 1);
    for (int i = 0; i < 100; ++i) {
        const int row = i / 10, col = row % 2 == 0 ? i % 10 : 9 - i % 10;
        path.push_back({row, col});
        board.values[static_cast<std::size_t>(row * 10 + col)] = i % 3 == 0 ? -1 : 1;  // signed values, all jumps of 1
    }
    path.resize(static_cast<std::size_t>(moves) + 1);
    board.start = path.front();
    board.goal = path.back();
    return board;
}

}  // namespace

TEST_CASE("a 90-move jump answer key: no two numbers overlap, every value has paper under it", "[draw]") {
    std::vector<Cell> path;
    const JumpBoard board = snake_board(90, path);
    const Figure figure = draw_jump(board, &path);
    const std::string body = figure.svg.body();
    CHECK(occurrences(body, "class=\"jump-move\"") == 90);
    CHECK(occurrences(body, "class=\"move-number\"") == 90);
    CHECK(occurrences(body, "class=\"knockout\"") == 100);  // the path stops at every value
    std::vector<TextBox> boxes;
    for (const TextBox& box : text_boxes(body))
        if (box.bottom <= 100.5) boxes.push_back(box);  // the board's texts, not the notes under it
    REQUIRE(boxes.size() == 100 + 90 + 2);              // values, step numbers, S and G
    for (std::size_t i = 0; i < boxes.size(); ++i)
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            const TextBox &a = boxes[i], &b = boxes[j];
            const bool overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            if (overlap)
                FAIL_CHECK("'" << a.content << "' at " << a.left << "," << a.top << " overlaps '" << b.content << "' at "
                               << b.left << "," << b.top);
        }
    // The move string: 90 letters in groups of five, R across the first row, D down, L back.
    const std::string moves = jump_move_string(path);
    CHECK(moves.substr(0, 17) == "RRRRR RRRRD LLLLL");
    CHECK(moves.size() == 90 + 17);
    CHECK(body.find("solution, 90 moves: RRRRR") != std::string::npos);
}

TEST_CASE("text is centred by a computed baseline, the same in every renderer", "[draw]") {
    Svg svg;
    svg.text({10, 20}, "7", TextStyle{4, "middle", "normal", "#000000", ""});
    CHECK(svg.body().find("y=\"21.458\"") != std::string::npos);  // 20 + 0.729 * 4 / 2
    CHECK(svg.body().find("dominant-baseline") == std::string::npos);
}

TEST_CASE("Lights Out boards are lamps, the gold bars stay bars", "[draw]") {
    FlipBoard board;
    board.rows = board.cols = 2;
    board.grid = {1, 0, 0, 1};
    board.target.assign(4, 0);
    board.pattern = FlipPattern::plus;
    CHECK(occurrences(draw_flip(board).svg.body(), "class=\"lamp lamp-on\"") == 2);
    CHECK(occurrences(draw_flip(board).svg.body(), "class=\"lamp\"") == 2);
    std::string legend;  // the legend's lines, joined
    for (const TextBox& box : text_boxes(draw_flip(board).svg.body()))
        legend.append(legend.empty() ? "" : " ").append(box.content);
    CHECK(legend.find("goal: every lamp off") != std::string::npos);
    board.pattern = FlipPattern::cross;
    CHECK(occurrences(draw_flip(board).svg.body(), "class=\"bar bar-on\"") == 2);
    CHECK(occurrences(draw_flip(board).svg.body(), "lamp") == 0);
}

TEST_CASE("a picture is as wide as its board, not its title", "[draw]") {
    JumpBoard board;
    board.rows = board.cols = 5;
    board.values.assign(25, 1);
    board.goal = {4, 4};
    const std::string long_title(180, 'x');
    const std::string document = figure_document(draw_jump(board), "jump 5x5: " + long_title + " a b c", "Rules in a sentence.");
    // 50 mm of board, at least 60 mm of text width, 8 mm margins: 76 mm.
    CHECK(document.find("width=\"76mm\"") != std::string::npos);
    CHECK(document.find(">Rules in a sentence.</text>") != std::string::npos);
}

TEST_CASE("play data: the page's moves are the solver's (landings, permutations, presses, lines)", "[draw]") {
    // The Mystery Box (the seed): four blocks, clockwise only; each move's sources are the permutation
    // apply_rotate_move applies, so the page turns exactly as the checker does.
    RotateBoard box = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    box.grid = {7, 6, 5, 8, 4, 9, 3, 2, 1};
    const auto rotate = nlohmann::json::parse(rotate_play_data(box));
    REQUIRE(rotate["moves"].size() == 4);
    for (const auto& move : rotate["moves"]) {
        std::vector<int> by_page, by_checker = box.grid;
        for (const int source : move["sources"]) by_page.push_back(box.grid[static_cast<std::size_t>(source)]);
        apply_rotate_move(box, RotateMove{move["block"].get<int>(), move["quarters"].get<int>()}, by_checker);
        CHECK(by_page == by_checker);
    }
    // Q1 clockwise on the seed's board: the top-left 2x2 block 7 6 / 8 4 becomes 8 7 / 4 6.
    std::vector<int> turned;
    for (const int source : rotate["moves"][0]["sources"]) turned.push_back(box.grid[static_cast<std::size_t>(source)]);
    CHECK(turned == std::vector<int>{8, 7, 5, 4, 6, 9, 3, 2, 1});

    // A jump of 2 from the corner of a 3x3 board lands two cells right or down; the goal has no moves.
    JumpBoard jump;
    jump.rows = jump.cols = 3;
    jump.values = {2, 1, 1, 1, 1, 1, 1, 1, 0};
    jump.goal = {2, 2};
    const auto landings = nlohmann::json::parse(jump_play_data(jump))["landings"];
    CHECK(landings[0] == nlohmann::json({6, 2}));
    CHECK(landings[8].empty());

    // Lights Out: a press in the corner toggles three lamps, in the middle five.
    FlipBoard flip;
    flip.rows = flip.cols = 3;
    flip.pattern = FlipPattern::plus;
    flip.grid.assign(9, 0);
    flip.target.assign(9, 0);
    const auto presses = nlohmann::json::parse(flip_play_data(flip))["presses"];
    CHECK(presses[0].size() == 3);
    CHECK(presses[4].size() == 5);

    // Aristotle's hexagon: 19 cells, 15 lines, constant 38.
    const auto hexagon = nlohmann::json::parse(hexagon_play_data(empty_hexagon_board(3, 1)));
    CHECK(hexagon["cells"].size() == 19);
    CHECK(hexagon["lines"].size() == 15);
    CHECK(hexagon["constant"] == 38);
}
