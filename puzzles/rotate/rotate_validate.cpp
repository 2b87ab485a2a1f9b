// Replays a rotation puzzle solution (see rotate_validate.hpp).
#include "puzzles/rotate/rotate_validate.hpp"

#include <algorithm>

namespace puzzlebox {

RotateCheck check_rotate_solution(const RotateBoard& board, const std::vector<RotateMove>& moves) {
    RotateCheck check;
    const std::vector<RotateMove> allowed = rotate_moves(board);
    RotateBoard position = board;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (std::find(allowed.begin(), allowed.end(), moves[i]) == allowed.end()) {
            check.problem = "move " + std::to_string(i + 1) + " (" + move_name(moves[i]) + ") is not a move of this board";
            return check;
        }
        turn_rotate_board(position, moves[i]);
    }
    if (!rotate_board_solved(position)) {
        check.problem = position.grid != board.target ? "the moves do not end at the target"
                                                      : "the moves end at the target's labels with a tile not upright";
        return check;
    }
    check.valid = true;
    return check;
}

}  // namespace puzzlebox
