// Which move may follow a path in an optimal rotation search (see rotate_move_order.hpp).
#include "solve/rotate/rotate_move_order.hpp"

#include <cstdlib>

#include "support/index.hpp"

namespace puzzlebox {

RotateMoveOrder::RotateMoveOrder(const RotateBoard& shape, bool canonical)
    : turns_(shape.turns), canonical_(canonical), moves_(rotate_moves(shape)) {
    const int blocks = shape.block_count();
    disjoint_.assign(static_cast<std::size_t>(blocks), std::vector<bool>(static_cast<std::size_t>(blocks), true));
    const int per_row = shape.cols - shape.block + 1;
    for (int a = 0; a < blocks; ++a)
        for (int b = 0; b < blocks; ++b)
            at(disjoint_, a)[static_cast<std::size_t>(b)] =
                std::abs(a / per_row - b / per_row) >= shape.block || std::abs(a % per_row - b % per_row) >= shape.block;
}

bool RotateMoveOrder::allowed(std::size_t m, const std::vector<std::uint8_t>& path) const {
    if (path.empty()) return true;
    const RotateMove& move = moves_[m];
    const RotateMove& last = moves_[path.back()];
    if (move.block == last.block) {
        int run = 0;  // turns of this block just made
        for (auto it = path.rbegin(); it != path.rend() && moves_[*it].block == move.block; ++it) ++run;
        switch (turns_) {
            case RotateTurns::half:
                return false;  // two turns of a block are one
            case RotateTurns::cw:
                return run < 3;  // four turns are none
            case RotateTurns::both:
                if (move.quarters != last.quarters || run >= 2) return false;  // undone, or three = one back
                return move.quarters == 1 || !canonical_;                      // two back = two forward
        }
    }
    return !(canonical_ && at(disjoint_, move.block)[static_cast<std::size_t>(last.block)] && move.block < last.block);
}

bool RotateMoveOrder::may_follow_first(std::size_t m, std::size_t first) const {
    const RotateMove& move = moves_[m];
    const RotateMove& last = moves_[first];
    if (move.block != last.block) return true;
    switch (turns_) {
        case RotateTurns::half:
            return false;  // two turns of a block are none
        case RotateTurns::cw:
            return true;
        case RotateTurns::both:
            return move.quarters == last.quarters;
    }
    return true;
}

}  // namespace puzzlebox
