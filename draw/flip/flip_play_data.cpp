// The flip play page's data (see flip_play_data.hpp).
#include "draw/flip/flip_play_data.hpp"

#include "draw/flip/flip_drawing.hpp"
#include "draw/play_data.hpp"

namespace puzzlebox {

std::string flip_play_data(const FlipBoard& board, const std::vector<int>* presses, const std::vector<std::vector<int>>* kernel,
                           const PlayLevels& levels) {
    PlayJson data = grid_data("flip", board.rows, board.cols);
    data["bars"] = flip_drawn_as_bars(board);
    std::vector<int> grid(board.grid.begin(), board.grid.end()), target(board.target.begin(), board.target.end());
    data["grid"] = grid;
    data["target"] = target;
    PlayJson patterns = PlayJson::array();
    for (int cell = 0; cell < board.cell_count(); ++cell) patterns.push_back(flip_pattern_cells(board, cell));
    data["presses"] = std::move(patterns);
    // How the press sets are named, for the ID of a board the page makes.
    PlayJson stencil = PlayJson::array();
    for (const auto& [dr, dc] : board.stencil) stencil.push_back({dr, dc});
    data["shape"] = {{"pattern", to_string(board.pattern)}, {"stencil", std::move(stencil)}, {"torus", board.torus}};
    data["solution"] = presses ? PlayJson(*presses) : PlayJson(nullptr);
    data["kernel"] = kernel ? PlayJson(*kernel) : PlayJson(nullptr);
    if (kernel && !levels.empty()) data["levels"] = levels_data(levels);
    return data.dump();
}

}  // namespace puzzlebox
