// The hexagon play page's data (see hexagon_play_data.hpp).
#include "draw/hexagon/hexagon_play_data.hpp"

#include <cmath>

#include "draw/play_data.hpp"
#include "puzzles/hexagon/hexagon_geometry.hpp"

namespace puzzlebox {

std::string hexagon_play_data(const HexagonBoard& board, const std::vector<std::int64_t>* filled) {
    const HexagonGeometry geometry(board.order);
    PlayJson data;
    data["family"] = "hexagon";
    data["order"] = board.order;
    data["first"] = board.first_value;
    data["last"] = board.last_value();
    const auto constant = hexagon_constant(board.order, board.first_value);
    data["constant"] = constant ? PlayJson(*constant) : PlayJson(nullptr);
    PlayJson cells = PlayJson::array();
    for (const auto& cell : board.cells) cells.push_back(cell ? PlayJson(*cell) : PlayJson(nullptr));
    data["cells"] = std::move(cells);
    data["lines"] = geometry.lines();
    // Centres: x in units of the row pitch (sqrt 3 radii), y in radii, as drawn.
    PlayJson centres = PlayJson::array();
    const int widest = 2 * board.order - 1;
    for (int row = 0; row < geometry.row_count(); ++row) {
        const int length = geometry.row_length(row);
        for (int j = 0; j < length; ++j) centres.push_back({(widest - length) / 2.0 + j + 0.5, 1 + 1.5 * row});
    }
    data["centres"] = std::move(centres);
    data["solution"] = filled ? PlayJson(*filled) : PlayJson(nullptr);
    // The answer a player writes in: the filled hexagon, which many clue sets
    // share (a book gives no two puzzles one answer).
    if (filled) data["answer"] = PlayJson(*filled);
    return data.dump();
}

}  // namespace puzzlebox
