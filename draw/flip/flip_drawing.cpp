// Draws flip boards: one square per cell holding a gold bar (the seed's door:
// horizontal where the cell is on, vertical where it is off; all vertical
// opens it) or, for Lights Out patterns, a lamp (lit where on). Where each
// cell has its own press set (merlin, cells) and it lies in the cell's 3x3
// neighbourhood, a small 3x3 diagram in the cell's corner shows it, as
// Tatham's Flip does (class flip-set). Pressed cells of a solution are tinted
// and ringed (class flip-press). A legend says what a press flips and what
// the goal is.
#include "draw/flip/flip_drawing.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "draw/palette.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

bool own_press_sets(const FlipBoard& board) {
    return board.pattern == FlipPattern::merlin || board.pattern == FlipPattern::cells;
}

// The press set of the cell at (r, c) as a 3x3 diagram in its top-left corner:
// the cell itself filled, the others it flips outlined.
void draw_press_set(Svg& svg, const FlipBoard& board, int r, int c, double x, double y, double size) {
    const double pitch = 0.11 * size, dot = 0.085 * size;
    svg.begin_group("class=\"flip-set\"");
    for (int flipped : flip_pattern_cells(board, r * board.cols + c)) {
        const int dr = flipped / board.cols - r, dc = flipped % board.cols - c;
        const double left = x + 0.05 * size + (dc + 1) * pitch, top = y + 0.05 * size + (dr + 1) * pitch;
        const bool self = dr == 0 && dc == 0;
        svg.rect(left, top, dot, dot, Paint{self ? palette::grid : "none", palette::grid, 0.12 * size / palette::cell, ""});
    }
    svg.end_group();
}

void draw_bars(Svg& svg, const FlipBoard& board, const std::vector<std::uint8_t>& grid, Point at, double size,
               const std::vector<bool>& pressed) {
    const double long_side = 0.76 * size, short_side = 0.24 * size;
    const bool bars = flip_drawn_as_bars(board);
    const bool diagrams = own_press_sets(board) && flip_presses_local(board);
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
                // Beside a press-set diagram the lamp moves to the lower right, a little smaller.
                const double centre = diagrams ? 0.6 : 0.5;
                const Point middle{x + centre * size, y + centre * size};
                if (on) svg.circle(middle, (diagrams ? 0.33 : 0.36) * size, Paint{palette::lamp_glow, "none", 0, ""});
                svg.circle(middle, (diagrams ? 0.24 : 0.27) * size,
                           Paint{on ? palette::lamp_on : palette::lamp_off, palette::lamp_edge, 0.25 * size / palette::cell,
                                 on ? "lamp lamp-on" : "lamp"});
            }
            if (diagrams) draw_press_set(svg, board, r, c, x, y, size);
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
        case FlipPattern::merlin:
            text = "Merlin's Magic Square: a corner toggles its 2x2 block, an edge lamp its side, the centre its plus";
            break;
        case FlipPattern::cells:
            text = flip_presses_local(board) ? "a press toggles the lamps its corner diagram shows (filled: itself)"
                                             : "each lamp toggles its own set of lamps (the board's presses)";
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
        case FlipPattern::merlin:
            rules =
                "Press a lamp: a corner switches its 2x2 block, an edge lamp its side of three, the centre itself and "
                "its four neighbours";
            break;
        case FlipPattern::cells:
            rules = flip_presses_local(board) ? "Press a lamp: the lamps its corner diagram shows switch"
                                              : "Press a lamp: its own set of lamps switches";
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
        const std::string press = presses->empty() ? "none, the board reads its goal already"
                                  : presses->size() == 1
                                      ? "press the ringed cell"
                                      : fmt::format("press the {} ringed cells (in any order)", presses->size());
        y = figure.caption(y + 5, "solution: " + press,
                           TextStyle{palette::note_size, "start", "bold", palette::solution, "flip-solution"}, wrap);
    }
    figure.height = y + 3;
    return figure;
}

}  // namespace puzzlebox
