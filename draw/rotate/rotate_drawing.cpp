// Draws rotation puzzles: the labels in a grid, a round button at the centre
// of every k x k block named Q1, Q2, .. (an outlined ring when k is odd and
// the centre is a cell's), the target beside the board when it is not
// 1..N, and for a solution the move list and at most three frames showing
// the board part way (after moves spread evenly through it, the last turned
// block tinted; class rotate-frame), their digits 3.6 mm so that an answer
// printed at 0.7 keeps them 2.5 mm. Orientable tiles carry a wedge inside
// the edge their top points to.
#include "draw/rotate/rotate_drawing.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "draw/palette.hpp"
#include "support/counted.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

// The moves after which a solution of `count` moves shows the board: at most
// three, spread evenly, never the last (the board is then the target).
std::vector<std::size_t> frame_moves(std::size_t count) {
    const std::size_t frames = std::min<std::size_t>(3, count > 0 ? count - 1 : 0);
    std::vector<std::size_t> moves;
    for (std::size_t k = 1; k <= frames; ++k) {
        const std::size_t after = (k * count + frames) / (frames + 1);  // ceil(k * count / (frames + 1))
        if (moves.empty() || after > moves.back()) moves.push_back(after);
    }
    return moves;
}

// An orientable tile's way up: a small wedge inside the edge its top points to.
void draw_way_up(Svg& svg, Point centre, double size, int quarters) {
    const double dx[] = {0, 1, 0, -1}, dy[] = {-1, 0, 1, 0};
    const double x = dx[quarters & 3], y = dy[quarters & 3];
    const Point tip{centre.x + 0.46 * size * x, centre.y + 0.46 * size * y};
    const Point base{centre.x + 0.32 * size * x, centre.y + 0.32 * size * y};
    const double half = 0.13 * size;
    svg.polygon({tip, {base.x - half * y, base.y + half * x}, {base.x + half * y, base.y - half * x}},
                Paint{palette::ink, "none", 0, ""});
}

// A labels grid at `at` with cells of `size`; `tinted` cells get a tint;
// `turned` (orientable tiles) marks each tile's way up.
void draw_labels(Svg& svg, const RotateBoard& board, const std::vector<int>& labels, const std::vector<int>& turned, Point at,
                 double size, const std::vector<bool>& tinted, double font) {
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c) {
            const auto i = static_cast<std::size_t>(r * board.cols + c);
            svg.rect(at.x + c * size, at.y + r * size, size, size,
                     Paint{!tinted.empty() && tinted[i] ? palette::turned : palette::paper, palette::grid,
                           palette::line * size / palette::cell, ""});
            svg.text({at.x + (c + 0.5) * size, at.y + (r + 0.5) * size}, std::to_string(labels[i]),
                     TextStyle{font, "middle", "normal", palette::ink, ""});
            if (!turned.empty()) draw_way_up(svg, {at.x + (c + 0.5) * size, at.y + (r + 0.5) * size}, size, turned[i]);
        }
    svg.rect(at.x, at.y, board.cols * size, board.rows * size,
             Paint{"none", palette::ink, palette::frame * size / palette::cell, ""});
}

std::vector<bool> block_cells(const RotateBoard& board, int block) {
    const int across = board.cols - board.block + 1;
    const int top = block / across, left = block % across;
    std::vector<bool> cells(static_cast<std::size_t>(board.cell_count()), false);
    for (int r = top; r < top + board.block; ++r)
        for (int c = left; c < left + board.block; ++c) at(cells, r * board.cols + c) = true;
    return cells;
}

std::string turns_legend(RotateTurns turns) {
    switch (turns) {
        case RotateTurns::cw:
            return "a move turns one block a quarter turn clockwise";
        case RotateTurns::both:
            return "a move turns one block a quarter turn either way (Q1' counter-clockwise)";
        case RotateTurns::half:
            return "a move turns one block a quarter or half turn (Q1' back, Q1^2 half)";
    }
    return "";
}

}  // namespace

std::string rotate_rules(const RotateBoard& board) {
    std::string rules = fmt::format("Press a button Q1, Q2, .. to turn the {0}x{0} block around it ", board.block);
    switch (board.turns) {
        case RotateTurns::cw:
            rules.append("a quarter turn clockwise.");
            break;
        case RotateTurns::both:
            rules.append("a quarter turn, clockwise or back (Q1').");
            break;
        case RotateTurns::half:
            rules.append("a quarter turn either way (Q1') or a half turn (Q1^2).");
            break;
    }
    rules.append(board.target == default_rotate_target(board.rows, board.cols) ? " Put the numbers in order, 1 to N row by row."
                                                                               : " Make the board read as the target beside it.");
    if (board.orientable())
        rules.append(
            " The tiles turn with their block; the wedge on each points to its top, and every tile must end "
            "upright (wedge at the top).");
    return rules;
}

Figure draw_rotate(const RotateBoard& board, const std::vector<RotateMove>* moves, Legend legend) {
    const double size = palette::cell;
    Figure figure;
    Svg& svg = figure.svg;
    const double board_width = board.cols * size, board_height = board.rows * size;
    draw_labels(svg, board, board.grid, board.turned, {0, 0}, size, {}, palette::number_size);

    // The buttons: each block's centre.
    const int across = board.cols - board.block + 1;
    const bool odd = board.block % 2 == 1;
    for (int b = 0; b < board.block_count(); ++b) {
        const int row = b / across, col = b % across;  // the block's place among the blocks
        const Point centre{(col + board.block / 2.0) * size, (row + board.block / 2.0) * size};
        svg.begin_group(fmt::format("class=\"rotate-button\" data-block=\"Q{}\"", b + 1));
        if (odd) {
            svg.circle(centre, 0.42 * size, Paint{"none", palette::button, 0.5, ""});
            svg.text({centre.x, centre.y + 0.3 * size}, fmt::format("Q{}", b + 1),
                     TextStyle{2.2, "middle", "bold", palette::button, ""});
        } else {
            svg.circle(centre, 2.6, Paint{palette::button, palette::paper, 0.4, ""});
            svg.text(centre, fmt::format("Q{}", b + 1), TextStyle{2.2, "middle", "bold", palette::paper, ""});
        }
        svg.end_group();
    }
    figure.width = board_width;
    const bool plain_target = board.target == default_rotate_target(board.rows, board.cols);
    if (!plain_target) {
        const double small = 0.6 * size, left = board_width + 8;
        svg.text({left, -0.1}, "target", TextStyle{palette::note_size, "start", "normal", palette::ink, ""});
        draw_labels(svg, board, board.target, {}, {left, 2.5}, small, {}, 0.6 * palette::number_size);
        figure.width = left + board.cols * small;
    }
    const double wrap = std::max(figure.width, 60.0);
    double y = board_height;
    if (legend == Legend::shown)
        y = figure.caption(board_height + 4,
                           turns_legend(board.turns) + (plain_target ? "; goal 1..N row by row" : "") +
                               (board.orientable() ? ", every tile upright (wedge up)" : ""),
                           TextStyle{palette::note_size, "start", "normal", palette::ink, "legend"}, wrap);
    y += 3;

    if (moves) {
        // The move list, twelve moves a line, then the frames.
        y += 3.5;
        y = figure.caption(
            y, fmt::format("solution, {}{}", counted(moves->size(), "move"), moves->empty() ? ": already solved" : ":"),
            TextStyle{palette::note_size, "start", "bold", palette::solution, "rotate-moves"}, wrap);
        std::string list;
        for (const RotateMove& move : *moves) list.append(list.empty() ? "" : " ").append(move_name(move));
        if (!list.empty())
            y = figure.caption(y + 4.5, list, TextStyle{palette::note_size, "start", "normal", palette::solution, "rotate-moves"},
                               wrap);
        y += 4;
        const std::vector<std::size_t> shown = frame_moves(moves->size());
        const double small = 7.0;
        const double frame_width = std::max(board.cols * small, 16.0) + 5, frame_height = board.rows * small + 8;
        const int per_row = std::max(1, static_cast<int>((std::max(figure.width, wrap) + 5) / frame_width));
        RotateBoard position = board;
        std::size_t done = 0;
        for (std::size_t f = 0; f < shown.size(); ++f) {
            for (; done < shown[f]; ++done) turn_rotate_board(position, (*moves)[done]);
            const int row = static_cast<int>(f) / per_row, col = static_cast<int>(f) % per_row;
            const Point at{col * frame_width, y + row * frame_height};
            svg.begin_group(fmt::format("class=\"rotate-frame\" data-move=\"{}\"", shown[f]));
            svg.text({at.x, at.y + 1.8}, fmt::format("after {}. {}", shown[f], move_name((*moves)[shown[f] - 1])),
                     TextStyle{3.0, "start", "bold", palette::solution, ""});
            draw_labels(svg, board, position.grid, position.turned, {at.x, at.y + 4.5}, small,
                        block_cells(board, (*moves)[shown[f] - 1].block), 3.6);
            svg.end_group();
        }
        const int frame_rows = (static_cast<int>(shown.size()) + per_row - 1) / per_row;
        y += frame_rows * frame_height;
    }
    figure.height = y;
    return figure;
}

}  // namespace puzzlebox
