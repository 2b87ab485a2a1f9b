// Move pruning for the optimal searches of rotation puzzles (plain tiles and
// orientable ones alike): which move may follow a path when a shorter
// sequence, or an earlier one of the same length, has the same effect. A
// block is never turned straight back, nor more often in a row than can be
// optimal (four clockwise turns are none, three are one back, two half
// turns are one); two blocks that share no cell commute, so with
// `canonical` they are turned in ascending order only (not when every
// optimal sequence is counted).
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"

namespace puzzlebox {

class RotateMoveOrder {
public:
    RotateMoveOrder(const RotateBoard& shape, bool canonical);

    const std::vector<RotateMove>& moves() const { return moves_; }
    // Whether moves()[m] may follow `path` (indices into moves()).
    bool allowed(std::size_t m, const std::vector<std::uint8_t>& path) const;
    // Whether moves()[m] may follow a first move fixed by a symmetry: any
    // but one that undoes it (turning either way, two back stay two back).
    bool may_follow_first(std::size_t m, std::size_t first) const;

private:
    RotateTurns turns_;
    bool canonical_;
    std::vector<RotateMove> moves_;
    std::vector<std::vector<bool>> disjoint_;  // blocks that share no cell
};

}  // namespace puzzlebox
