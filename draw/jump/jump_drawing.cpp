// Draws jump mazes. The board: one square per cell with its value centred,
// start (S) and goal (G) tinted and lettered in the top-left corner. The
// answer key keeps every number readable at any length of path:
//  - the step number sits in a badge in the bottom-right corner of the cell
//    the step lands on (a path never revisits, so badges never meet);
//  - the path runs centre to centre a little left of the line (a jump back
//    along the same line stays apart), under a paper knock-out behind every
//    value and under the badges, so it never crosses a digit;
//  - the move string (R D L U) is written under the board.
// Each cell is a group of class jump-cell with data-cell="row,col", each move
// a group of class jump-move with its end points (cell centres), so a test
// can follow the drawn path back to cells.
#include "draw/jump/jump_drawing.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "draw/palette.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

namespace {

Point centre(Cell cell) { return {(cell.col + 0.5) * palette::cell, (cell.row + 0.5) * palette::cell}; }

// The value's font size: 4.2 mm, smaller when a long value would not leave
// the corners free (at most 55% of the cell wide).
double value_size(const std::string& text) {
    return std::min(palette::number_size, 0.55 * palette::cell / (0.6 * static_cast<double>(text.size())));
}

// A cell's paper: the start and the goal tinted (the knock-outs match it).
const char* cell_fill(const JumpBoard& board, Cell cell) {
    return cell == board.start ? palette::start : cell == board.goal ? palette::goal : palette::paper;
}

char move_letter(Cell from, Cell to) {
    if (to.row == from.row) return to.col > from.col ? 'R' : 'L';
    return to.row > from.row ? 'D' : 'U';
}

}  // namespace

std::string jump_move_string(const std::vector<Cell>& path) {
    std::string moves;
    for (std::size_t i = 1; i < path.size(); ++i) {
        if (i > 1 && (i - 1) % 5 == 0) moves.push_back(' ');
        moves.push_back(move_letter(path[i - 1], path[i]));
    }
    return moves;
}

std::string jump_rules(const JumpBoard& board) {
    std::string rules =
        "Start on S. Each move jumps exactly as many cells as the number you stand on (its sign does not matter), "
        "up, down, left or right, never onto a cell you have visited. Reach G.";
    if (board.target)
        rules.append(fmt::format(" Expert: the numbers of the cells you visit, S and G included, sum to {}.", *board.target));
    return rules;
}

Figure draw_jump(const JumpBoard& board, const std::vector<Cell>* path, Legend legend) {
    const double size = palette::cell;
    Figure figure;
    Svg& svg = figure.svg;
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c) {
            const Cell cell{r, c};
            svg.begin_group(fmt::format("class=\"jump-cell\" data-cell=\"{},{}\"", r, c));
            svg.rect(c * size, r * size, size, size, Paint{cell_fill(board, cell), palette::grid, palette::line, ""});
            if (cell == board.start || cell == board.goal)
                svg.text({c * size + 1.0, r * size + 1.7}, cell == board.start ? "S" : "G",
                         TextStyle{2.4, "start", "bold", palette::ink, "corner"});
            svg.end_group();
        }
    svg.rect(0, 0, board.cols * size, board.rows * size, Paint{"none", palette::ink, palette::frame, ""});

    const bool key = path && path->size() >= 2;
    if (key) {
        svg.begin_group("class=\"jump-path\"");
        const double side = 0.1 * size;
        const bool long_path = path->size() > 31;  // then the step numbers lead, the path only hints
        for (std::size_t i = 1; i < path->size(); ++i) {
            const Point from = centre((*path)[i - 1]), to = centre((*path)[i]);
            const double length = std::hypot(to.x - from.x, to.y - from.y);
            const double ux = (to.x - from.x) / length, uy = (to.y - from.y) / length;
            const double lx = uy * side, ly = -ux * side;  // to the left of the direction of travel
            // The head stops short of the knock-out behind the value it lands on.
            const double stop = 0.34 * size;
            svg.begin_group(fmt::format("class=\"jump-move\" data-x1=\"{}\" data-y1=\"{}\" data-x2=\"{}\" data-y2=\"{}\"",
                                        svg_number(from.x), svg_number(from.y), svg_number(to.x), svg_number(to.y)));
            svg.arrow({from.x + lx, from.y + ly}, {to.x - ux * stop + lx, to.y - uy * stop + ly}, long_path ? 0.3 : 0.4,
                      long_path ? palette::long_path : palette::path, "");
            svg.end_group();
        }
        svg.end_group();
    }
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c) {
            const std::string text = std::to_string(board.value(Cell{r, c}));
            const double font = value_size(text);
            // With a key the value rises a little, clear of the step badge in its corner.
            const Point at{centre({r, c}).x, centre({r, c}).y - (key ? 0.6 : 0.0)};
            if (key) {  // the paper under the digits, so the path stops at them
                const double w = text_width(text, font) + 1.0, h = cap_height * font + 1.6;
                svg.rect(at.x - w / 2, at.y - h / 2, w, h, Paint{cell_fill(board, {r, c}), "none", 0, "knockout"}, 0.6);
            }
            svg.text(at, text, TextStyle{font, "middle", "normal", palette::ink, "value"});
        }
    if (key) {
        svg.begin_group("class=\"jump-steps\"");
        for (std::size_t i = 1; i < path->size(); ++i) {
            const std::string step = std::to_string(i);
            const double font = 3.0, h = cap_height * font + 1.4, w = std::max(h, text_width(step, font, true) + 1.0);
            const Cell cell = (*path)[i];
            const double right = (cell.col + 1) * size - 0.45, bottom = (cell.row + 1) * size - 0.45;
            svg.rect(right - w, bottom - h, w, h, Paint{palette::solution, "none", 0, "step-badge"}, 1.2);
            svg.text({right - w / 2, bottom - h / 2}, step, TextStyle{font, "middle", "bold", palette::paper, "move-number"});
        }
        svg.end_group();
    }

    figure.width = board.cols * size;
    const double wrap = std::max(figure.width, 60.0);
    // Left out, the legend keeps what is the board's own: an expert target.
    std::string words = legend == Legend::left_out
                            ? ""
                            : fmt::format("S start: {} · G goal: {}", human_cell(board.start.row, board.start.col),
                                          human_cell(board.goal.row, board.goal.col));
    if (board.target) words.append(fmt::format("{}expert: visited values sum to {}", words.empty() ? "" : " · ", *board.target));
    double y = board.rows * size;
    if (!words.empty())
        y = figure.caption(board.rows * size + 3.5, words,
                           TextStyle{palette::note_size, "start", "normal", palette::ink, "legend"}, wrap);
    if (key) {
        y = figure.caption(y + 5, fmt::format("solution, {}: {}", counted(path->size() - 1, "move"), jump_move_string(*path)),
                           TextStyle{palette::note_size, "start", "bold", palette::solution, "jump-moves"}, wrap);
    }
    figure.height = y + 3;
    return figure;
}

}  // namespace puzzlebox
