// The data a play page follows, made by the same code the solver and the
// validator use: for_each_jump's landings, rotate_move_sources'
// permutations, flip_pattern_cells' presses, HexagonGeometry's lines.
#include "draw/play_page.hpp"

#include <cmath>

#include <nlohmann/json.hpp>

#include "draw/flip_drawing.hpp"
#include "puzzles/hexagon_geometry.hpp"

namespace puzzlebox {

using PlayJson = nlohmann::ordered_json;

namespace {

// The head every square-grid family's data starts with.
PlayJson grid_data(const char* family, int rows, int cols) {
    PlayJson data;
    data["family"] = family;
    data["rows"] = rows;
    data["cols"] = cols;
    return data;
}

}  // namespace

std::string jump_play_data(const JumpBoard& board) {
    PlayJson data = grid_data("jump", board.rows, board.cols);
    data["values"] = board.values;
    data["start"] = board.start_index();
    data["goal"] = board.goal_index();
    data["target"] = board.target ? PlayJson(*board.target) : PlayJson(nullptr);
    PlayJson landings = PlayJson::array();
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        PlayJson to = PlayJson::array();
        for_each_jump(board, cell, [&](int landing) { to.push_back(landing); });
        landings.push_back(std::move(to));
    }
    data["landings"] = std::move(landings);
    return data.dump();
}

std::string rotate_play_data(const RotateBoard& board) {
    PlayJson data = grid_data("rotate", board.rows, board.cols);
    data["block"] = board.block;
    data["blocks"] = board.block_count();
    data["turns"] = to_string(board.turns);
    data["grid"] = board.grid;
    data["target"] = board.target;
    PlayJson moves = PlayJson::array();
    for (const RotateMove& move : rotate_moves(board))
        moves.push_back({{"name", move_name(move)},
                         {"block", move.block},
                         {"quarters", move.quarters},
                         {"sources", rotate_move_sources(board.rows, board.cols, board.block, move)}});
    data["moves"] = std::move(moves);
    return data.dump();
}

std::string flip_play_data(const FlipBoard& board) {
    PlayJson data = grid_data("flip", board.rows, board.cols);
    data["bars"] = flip_drawn_as_bars(board);
    std::vector<int> grid(board.grid.begin(), board.grid.end()), target(board.target.begin(), board.target.end());
    data["grid"] = grid;
    data["target"] = target;
    PlayJson presses = PlayJson::array();
    for (int cell = 0; cell < board.cell_count(); ++cell) presses.push_back(flip_pattern_cells(board, cell));
    data["presses"] = std::move(presses);
    return data.dump();
}

std::string hexagon_play_data(const HexagonBoard& board) {
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
    return data.dump();
}

}  // namespace puzzlebox
