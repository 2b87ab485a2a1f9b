// The rotate play page's data (see rotate_play_data.hpp).
#include "draw/rotate/rotate_play_data.hpp"

#include "draw/play_data.hpp"

namespace puzzlebox {

std::string rotate_play_data(const RotateBoard& board, const std::vector<RotateMove>* moves, const PlayLevels& levels) {
    PlayJson data = grid_data("rotate", board.rows, board.cols);
    data["block"] = board.block;
    data["blocks"] = board.block_count();
    data["turns"] = to_string(board.turns);
    data["grid"] = board.grid;
    data["target"] = board.target;
    data["turned"] = board.orientable() ? PlayJson(board.turned) : PlayJson(nullptr);
    PlayJson listed = PlayJson::array();
    for (const RotateMove& move : rotate_moves(board))
        listed.push_back({{"name", move_name(move)},
                          {"block", move.block},
                          {"quarters", move.quarters},
                          {"sources", rotate_move_sources(board.rows, board.cols, board.block, move)},
                          {"back", rotate_move_sources(board.rows, board.cols, board.block, inverse(move))},
                          {"cells", rotate_block_cells(board.cols, board.block, move.block)}});
    data["moves"] = std::move(listed);
    PlayJson solution = nullptr;
    if (moves) {
        solution = PlayJson::array();
        for (const RotateMove& move : *moves) solution.push_back({{"block", move.block}, {"quarters", move.quarters}});
    }
    data["solution"] = std::move(solution);
    if (!levels.empty()) data["levels"] = levels_data(levels);
    return data.dump();
}

}  // namespace puzzlebox
