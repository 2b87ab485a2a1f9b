// Draws magic hexagons: pointy-top hexagonal cells in rows of n .. 2n-1 .. n
// (class hexagon-cell, data-cell = the cell's number row by row), given
// values in bold, filled values in the solution colour, and under a
// completion the top row outlined with its sum: "3 + 17 + 18 = 38".
#include "draw/hexagon/hexagon_drawing.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "draw/palette.hpp"
#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "support/index.hpp"

namespace puzzlebox {

std::string hexagon_rules(const HexagonBoard& board) {
    const auto constant = hexagon_constant(board.order, board.first_value);
    std::string rules =
        fmt::format("Write each number from {} to {} once into the empty cells", board.first_value, board.last_value());
    if (constant)
        rules.append(fmt::format(" so that every straight line of cells, in all three directions, sums to {}.", *constant));
    else rules.append(" so that every straight line of cells sums alike (no integer sum exists for these values).");
    return rules;
}

Figure draw_hexagon(const HexagonBoard& board, const std::vector<std::int64_t>* filled, Legend legend) {
    const HexagonGeometry geometry(board.order);
    const double radius = 0.62 * palette::cell;    // centre to corner
    const double pitch = std::sqrt(3.0) * radius;  // centre to centre along a row
    const int widest = 2 * board.order - 1;
    Figure figure;
    Svg& svg = figure.svg;
    std::vector<Point> centres;
    for (int row = 0; row < geometry.row_count(); ++row) {
        const int length = geometry.row_length(row);
        for (int j = 0; j < length; ++j)
            centres.push_back({(widest - length) * pitch / 2 + (j + 0.5) * pitch, radius + row * 1.5 * radius});
    }
    const auto corners = [&](Point c, double r) {
        std::vector<Point> points;
        for (int k = 0; k < 6; ++k) {
            const double angle = (60.0 * k - 90.0) * 3.14159265358979323846 / 180.0;
            points.push_back({c.x + r * std::cos(angle), c.y + r * std::sin(angle)});
        }
        return points;
    };
    const std::vector<int>& top_row = geometry.lines().front();
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        const auto i = static_cast<std::size_t>(cell);
        const bool given = board.cells[i].has_value();
        svg.begin_group(fmt::format("class=\"hexagon-cell\" data-cell=\"{}\"", cell));
        svg.polygon(corners(centres[i], radius), Paint{given ? "#eeeeee" : palette::paper, palette::grid, palette::line, ""});
        if (given)
            svg.text(centres[i], std::to_string(*board.cells[i]),
                     TextStyle{palette::number_size, "middle", "bold", palette::ink, "given"});
        else if (filled)
            svg.text(centres[i], std::to_string((*filled)[i]),
                     TextStyle{palette::number_size, "middle", "normal", palette::solution, "filled"});
        svg.end_group();
    }
    const auto constant = hexagon_constant(board.order, board.first_value);
    double y = (1.5 * geometry.row_count() + 0.5) * radius + 4;
    const std::string goal =
        constant ? fmt::format("values {}..{}; every straight line sums to {}", board.first_value, board.last_value(), *constant)
                 : fmt::format("values {}..{}; no integer line sum exists", board.first_value, board.last_value());
    figure.width = widest * pitch;
    const double wrap = std::max(figure.width, 60.0);
    if (legend == Legend::shown)
        y = figure.caption(y, goal, TextStyle{palette::note_size, "start", "normal", palette::ink, "legend"}, wrap);
    else y -= 4;
    if (filled) {
        std::string sum;
        std::int64_t total = 0;
        svg.begin_group("class=\"hexagon-sum-line\"");
        for (int cell : top_row) {
            svg.polygon(corners(at(centres, cell), radius - 0.6), Paint{"none", palette::sum_line, 0.8, ""});
            const std::int64_t value = (*filled)[static_cast<std::size_t>(cell)];
            sum.append(sum.empty() ? "" : " + ").append(std::to_string(value));
            total += value;
        }
        svg.end_group();
        y = figure.caption(y + 5, fmt::format("top row: {} = {}", sum, total),
                           TextStyle{palette::note_size, "start", "bold", palette::sum_line, "hexagon-sum"}, wrap);
    }
    figure.height = y + 3;
    return figure;
}

}  // namespace puzzlebox
