// The jump play page's data (see jump_play_data.hpp).
#include "draw/jump/jump_play_data.hpp"

#include <cstdlib>
#include <vector>

#include "draw/play_data.hpp"

namespace puzzlebox {

std::string jump_play_data(const JumpBoard& board, const std::vector<Cell>* path, const PlayLevels& levels, int min_moves,
                           const std::optional<JumpEveryMazeLevels>& every_maze) {
    PlayJson data = grid_data("jump", board.rows, board.cols);
    data["values"] = board.values;
    data["start"] = board.start_index();
    data["goal"] = board.goal_index();
    data["target"] = board.target ? PlayJson(*board.target) : PlayJson(nullptr);
    if (!board.target) {
        // The maze as a player sees it: without a target the signs change
        // nothing, so boards that differ only in them are one puzzle (a
        // book never prints both).
        std::vector<int> magnitudes;
        for (const int value : board.values) magnitudes.push_back(std::abs(value));
        data["puzzle"] = {{"values", magnitudes}, {"start", board.start_index()}, {"goal", board.goal_index()}};
    }
    PlayJson landings = PlayJson::array();
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        PlayJson to = PlayJson::array();
        for_each_jump(board, cell, [&](int landing) { to.push_back(landing); });
        landings.push_back(std::move(to));
    }
    data["landings"] = std::move(landings);
    PlayJson solution = nullptr;
    if (path) {
        solution = PlayJson::array();
        for (const Cell& cell : *path) solution.push_back(cell.row * board.cols + cell.col);
    }
    data["solution"] = std::move(solution);
    if (!levels.empty()) {
        data["levels"] = levels_data(levels);
        data["min_moves"] = min_moves;
        if (every_maze) data["every_maze"] = {{"levels", every_maze->levels}, {"tried", every_maze->tried}};
    }
    return data.dump();
}

}  // namespace puzzlebox
