// Draws flip boards: one square per cell holding a gold bar (the seed's door:
// horizontal where the cell is on, vertical where it is off; all vertical
// opens it) or, for Lights Out patterns, a lamp (lit where on). Pressed
// cells of a solution are tinted and ringed (class flip-press). A legend
// says what a press flips and what the goal is.
#include "draw/flip/flip_drawing.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "draw/palette.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

void draw_bars(Svg& svg, const FlipBoard& board, const std::vector<std::uint8_t>& grid, Point at, double size,
               const std::vector<bool>& pressed) {
    const double long_side = 0.76 * size, short_side = 0.24 * size;
    const bool bars = flip_drawn_as_bars(board);
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c) {
            const auto i = static_cast<std::size_t>(r * board.cols + c);
            const double x = at.x + c * size, y = at.y + r * size;
            const bool is_pressed = !pressed.empty() && pressed[i];
            const bool on = grid[i] != 0;
            svg.begin_group(fmt::format("class=\"{}\" data-cell=\"{},{}\" data-on=\"{}\"",
                                        is_pressed ? "flip-cell flip-press" : "flip-cell", r, c, on ? 1 : 0));
            svg.rect(
                x, y, size, size,
                Paint{is_pressed ? palette::pressed : palette::paper, palette::grid, palette::line * size / palette::cell, ""});
            if (bars) {
                const double w = on ? long_side : short_side, h = on ? short_side : long_side;
                svg.rect(x + (size - w) / 2, y + (size - h) / 2, w, h,
                         Paint{palette::bar, palette::bar_edge, 0.25 * size / palette::cell, on ? "bar bar-on" : "bar"},
                         0.08 * size);
            } else {
                const Point middle{x + size / 2, y + size / 2};
                if (on) svg.circle(middle, 0.36 * size, Paint{palette::lamp_glow, "none", 0, ""});
                svg.circle(middle, 0.27 * size,
                           Paint{on ? palette::lamp_on : palette::lamp_off, palette::lamp_edge, 0.25 * size / palette::cell,
                                 on ? "lamp lamp-on" : "lamp"});
            }
            if (is_pressed)
                svg.circle({x + size / 2, y + size / 2}, 0.44 * size,
                           Paint{"none", palette::solution, 0.6 * size / palette::cell, ""});
            svg.end_group();
        }
    svg.rect(at.x, at.y, board.cols * size, board.rows * size,
             Paint{"none", palette::ink, palette::frame * size / palette::cell, ""});
}

std::string press_legend(const FlipBoard& board) {
    const bool bars = flip_drawn_as_bars(board);
    std::string text;
    switch (board.pattern) {
        case FlipPattern::cross:
            text = bars ? "a press turns every bar in its row and column" : "a press toggles every lamp in its row and column";
            break;
        case FlipPattern::plus:
            text = "a press toggles its lamp and its four neighbours'";
            break;
        case FlipPattern::stencil:
            text = fmt::format("a press toggles the lamps of a {}-cell stencil", board.stencil.size());
            break;
    }
    if (board.torus) text.append(", wrapping round the edges");
    return text;
}

bool all_off(const FlipBoard& board) {
    return std::none_of(board.target.begin(), board.target.end(), [](std::uint8_t v) { return v != 0; });
}

}  // namespace

bool flip_drawn_as_bars(const FlipBoard& board) { return board.pattern == FlipPattern::cross; }

std::string flip_rules(const FlipBoard& board) {
    const bool bars = flip_drawn_as_bars(board);
    std::string rules;
    switch (board.pattern) {
        case FlipPattern::cross:
            rules = bars ? "Press a bar: it and every bar in its row and column turn a quarter turn"
                         : "Press a lamp: it and every lamp in its row and column switch";
            break;
        case FlipPattern::plus:
            rules = "Press a lamp: it and its four neighbours switch, on to off and off to on";
            break;
        case FlipPattern::stencil:
            rules = fmt::format("Press a cell: the {} lamps of its stencil switch", board.stencil.size());
            break;
    }
    if (board.torus) rules.append(", wrapping round the edges");
    rules.append(". ");
    if (all_off(board)) rules.append(bars ? "Stand every bar upright to open the door." : "Turn every lamp off.");
    else
        rules.append(bars ? "Make the bars match the target beside the board."
                          : "Make the lamps match the target beside the board.");
    return rules;
}

Figure draw_flip(const FlipBoard& board, const std::vector<int>* presses, Legend legend) {
    const double size = palette::cell;
    Figure figure;
    Svg& svg = figure.svg;
    std::vector<bool> pressed;
    if (presses) {
        pressed.assign(static_cast<std::size_t>(board.cell_count()), false);
        for (int cell : *presses) at(pressed, cell) = true;
    }
    draw_bars(svg, board, board.grid, {0, 0}, size, pressed);
    figure.width = board.cols * size;
    const bool plain_goal = all_off(board);
    if (!plain_goal) {
        const double small = 0.6 * size, left = figure.width + 8;
        svg.text({left, -0.1}, "target", TextStyle{palette::note_size, "start", "normal", palette::ink, ""});
        draw_bars(svg, board, board.target, {left, 2.5}, small, {});
        figure.width = left + board.cols * small;
    }
    const double wrap = std::max(board.cols * size, 60.0);
    const std::string goal = !plain_goal                 ? ""
                             : flip_drawn_as_bars(board) ? "; goal: every bar upright"
                                                         : "; goal: every lamp off";
    double y = board.rows * size;
    if (legend == Legend::shown)
        y = figure.caption(board.rows * size + 4, press_legend(board) + goal,
                           TextStyle{palette::note_size, "start", "normal", palette::ink, "legend"}, wrap);
    if (presses) {
        y = figure.caption(
            y + 5,
            fmt::format("solution: press the {} ringed cell{} (in any order)", presses->size(), presses->size() == 1 ? "" : "s"),
            TextStyle{palette::note_size, "start", "bold", palette::solution, "flip-solution"}, wrap);
    }
    figure.height = y + 3;
    return figure;
}

}  // namespace puzzlebox
