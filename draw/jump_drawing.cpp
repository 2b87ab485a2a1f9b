// Draws jump mazes: one square per cell with its value, start (S) and goal
// (G) tinted, and the moves of a path as arrows between cell centres with
// their number beside them. An arrow runs a little to the left of the line
// between centres, so a jump back along the same line stays apart, and the
// values are drawn last, on top. Each cell is a group of class jump-cell with
// data-cell="row,col", each move a group of class jump-move with its end
// points, so a test can follow the drawn path back to cells.
#include "draw/jump_drawing.hpp"

#include <cmath>

#include <fmt/format.h>

#include "draw/palette.hpp"

namespace puzzlebox {

namespace {

Point centre(Cell cell) {
    return {(cell.col + 0.5) * palette::cell, (cell.row + 0.5) * palette::cell};
}

}  // namespace

Figure draw_jump(const JumpBoard& board, const std::vector<Cell>* path) {
    const double size = palette::cell;
    Figure figure;
    Svg& svg = figure.svg;
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c) {
            const Cell cell{r, c};
            const char* fill = cell == board.start ? palette::start : cell == board.goal ? palette::goal : palette::paper;
            svg.begin_group(fmt::format("class=\"jump-cell\" data-cell=\"{},{}\"", r, c));
            svg.rect(c * size, r * size, size, size, Paint{fill, palette::grid, palette::line, ""});
            if (cell == board.start || cell == board.goal)
                svg.text({c * size + 1.0, r * size + 1.8}, cell == board.start ? "S" : "G",
                         TextStyle{2.4, "start", "bold", palette::ink, ""});
            svg.end_group();
        }
    svg.rect(0, 0, board.cols * size, board.rows * size, Paint{"none", palette::ink, palette::frame, ""});

    if (path && path->size() >= 2) {
        svg.begin_group("class=\"jump-path\"");
        const double inset = 0.3 * size, side = 0.12 * size;
        for (std::size_t i = 1; i < path->size(); ++i) {
            const Point from = centre((*path)[i - 1]), to = centre((*path)[i]);
            const double length = std::hypot(to.x - from.x, to.y - from.y);
            const double ux = (to.x - from.x) / length, uy = (to.y - from.y) / length;
            const double lx = uy * side, ly = -ux * side;  // to the left of the direction of travel
            svg.arrow({from.x + ux * inset + lx, from.y + uy * inset + ly}, {to.x - ux * inset + lx, to.y - uy * inset + ly},
                      0.55, palette::solution, "jump-move");
            const Point number{from.x + ux * (inset + 2.6) + lx * 2.6, from.y + uy * (inset + 2.6) + ly * 2.6};
            svg.circle(number, 1.9, Paint{palette::paper, palette::solution, 0.3, ""});
            svg.text(number, std::to_string(i), TextStyle{2.4, "middle", "bold", palette::solution, "move-number"});
        }
        svg.end_group();
    }
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c)
            svg.text(centre({r, c}), std::to_string(board.value(Cell{r, c})),
                     TextStyle{palette::number_size, "middle", "normal", palette::ink, "value"});

    std::string legend = fmt::format("S start {}, G goal {}", to_string(board.start), to_string(board.goal));
    if (board.target) legend.append(fmt::format("; expert: visited values sum to {}", *board.target));
    figure.width = board.cols * size;
    figure.caption(board.rows * size + 3.5, legend, TextStyle{palette::note_size, "start", "normal", palette::ink, "legend"});
    figure.height = board.rows * size + 7;
    return figure;
}

}  // namespace puzzlebox
