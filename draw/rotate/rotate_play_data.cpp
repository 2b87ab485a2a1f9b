// The rotate play page's data (see rotate_play_data.hpp).
#include "draw/rotate/rotate_play_data.hpp"

#include "draw/play_data.hpp"

namespace puzzlebox {

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

}  // namespace puzzlebox
