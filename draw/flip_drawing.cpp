// Draws flip boards: one square per cell holding a gold bar, horizontal
// where the cell is on and vertical where it is off (the seed's door: all
// vertical opens it); pressed cells of a solution are tinted and ringed
// (class flip-press). A legend says what a press flips.
#include "draw/flip_drawing.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "draw/palette.hpp"

namespace puzzlebox {

namespace {

void draw_bars(Svg& svg, const FlipBoard& board, const std::vector<std::uint8_t>& grid, Point at, double size,
               const std::vector<bool>& pressed) {
    const double long_side = 0.76 * size, short_side = 0.24 * size;
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c) {
            const auto i = static_cast<std::size_t>(r * board.cols + c);
            const double x = at.x + c * size, y = at.y + r * size;
            const bool is_pressed = !pressed.empty() && pressed[i];
            svg.begin_group(fmt::format("class=\"{}\" data-cell=\"{},{}\"", is_pressed ? "flip-cell flip-press" : "flip-cell", r, c));
            svg.rect(x, y, size, size, Paint{is_pressed ? palette::pressed : palette::paper, palette::grid, palette::line * size / palette::cell, ""});
            const bool on = grid[i] != 0;
            const double w = on ? long_side : short_side, h = on ? short_side : long_side;
            svg.rect(x + (size - w) / 2, y + (size - h) / 2, w, h, Paint{palette::bar, palette::bar_edge, 0.25 * size / palette::cell, ""},
                     0.08 * size);
            if (is_pressed)
                svg.circle({x + size / 2, y + size / 2}, 0.44 * size, Paint{"none", palette::solution, 0.6 * size / palette::cell, ""});
            svg.end_group();
        }
    svg.rect(at.x, at.y, board.cols * size, board.rows * size, Paint{"none", palette::ink, palette::frame * size / palette::cell, ""});
}

std::string press_legend(const FlipBoard& board) {
    std::string text;
    switch (board.pattern) {
        case FlipPattern::cross: text = "a press turns every bar in its row and column"; break;
        case FlipPattern::plus: text = "a press turns its bar and its four neighbours'"; break;
        case FlipPattern::stencil: text = fmt::format("a press turns the bars of a {}-cell stencil", board.stencil.size()); break;
    }
    if (board.torus) text.append(", wrapping round the edges");
    return text;
}

}  // namespace

Figure draw_flip(const FlipBoard& board, const std::vector<int>* presses) {
    const double size = palette::cell;
    Figure figure;
    Svg& svg = figure.svg;
    std::vector<bool> pressed;
    if (presses) {
        pressed.assign(static_cast<std::size_t>(board.cell_count()), false);
        for (int cell : *presses) pressed[static_cast<std::size_t>(cell)] = true;
    }
    draw_bars(svg, board, board.grid, {0, 0}, size, pressed);
    figure.width = board.cols * size;
    const bool all_off = std::none_of(board.target.begin(), board.target.end(), [](std::uint8_t v) { return v != 0; });
    if (!all_off) {
        const double small = 0.6 * size, left = figure.width + 8;
        svg.text({left, -0.1}, "target", TextStyle{palette::note_size, "start", "normal", palette::ink, ""});
        draw_bars(svg, board, board.target, {left, 2.5}, small, {});
        figure.width = left + board.cols * small;
    }
    double y = board.rows * size + 4;
    figure.caption(y, press_legend(board) + (all_off ? "; goal: every bar vertical" : ""),
                   TextStyle{palette::note_size, "start", "normal", palette::ink, "legend"});
    if (presses) {
        y += 5;
        figure.caption(y, fmt::format("solution: press the {} ringed cell{} (in any order)", presses->size(), presses->size() == 1 ? "" : "s"),
                       TextStyle{palette::note_size, "start", "bold", palette::solution, "flip-solution"});
    }
    figure.height = y + 3;
    return figure;
}

}  // namespace puzzlebox
