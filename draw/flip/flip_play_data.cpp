// The flip play page's data (see flip_play_data.hpp).
#include "draw/flip/flip_play_data.hpp"

#include "draw/flip/flip_drawing.hpp"
#include "draw/play_data.hpp"

namespace puzzlebox {

std::string flip_play_data(const FlipBoard& board, const std::vector<int>* presses, const std::vector<std::vector<int>>* kernel) {
    PlayJson data = grid_data("flip", board.rows, board.cols);
    data["bars"] = flip_drawn_as_bars(board);
    std::vector<int> grid(board.grid.begin(), board.grid.end()), target(board.target.begin(), board.target.end());
    data["grid"] = grid;
    data["target"] = target;
    PlayJson patterns = PlayJson::array();
    for (int cell = 0; cell < board.cell_count(); ++cell) patterns.push_back(flip_pattern_cells(board, cell));
    data["presses"] = std::move(patterns);
    data["solution"] = presses ? PlayJson(*presses) : PlayJson(nullptr);
    data["kernel"] = kernel ? PlayJson(*kernel) : PlayJson(nullptr);
    return data.dump();
}

}  // namespace puzzlebox
