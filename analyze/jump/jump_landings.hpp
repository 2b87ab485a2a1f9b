// Where each cell's magnitudes land, as bit masks over the cells (row-major),
// for the two layer searches of the hardest maze (jump_hardest.cpp deals
// layers outwards from the goal, jump_hardest_backward.cpp inwards from the
// deepest). A cell's magnitudes run 1..the longest jump that fits (capped by
// the question's max_value); the goal has none.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "analyze/jump/jump_hardest.hpp"
#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

using CellMask = std::uint64_t;

inline CellMask cell_bit(int cell) { return CellMask{1} << cell; }
inline int cell_count(CellMask m) { return std::popcount(m); }
inline int lowest_cell(CellMask m) { return std::countr_zero(m); }

struct JumpLandings {
    const JumpHardestQuestion& question;
    int cells;
    int goal;
    int start = -1;  // -1: free
    CellMask all;
    std::vector<std::vector<CellMask>> lands;  // lands[u][m-1]: where magnitude m from u can land

    explicit JumpLandings(const JumpHardestQuestion& q)
        : question(q),
          cells(q.cells()),
          goal(q.goal.row * q.cols + q.goal.col),
          all(cells == 64 ? ~CellMask{0} : cell_bit(cells) - 1) {
        if (q.start) start = q.start->row * q.cols + q.start->col;
        lands.resize(static_cast<std::size_t>(cells));
        for (int u = 0; u < cells; ++u) {
            if (u == goal) continue;
            const Cell from{u / q.cols, u % q.cols};
            int room = jump_room(q.rows, q.cols, from);
            if (q.max_value > 0) room = std::min(room, q.max_value);
            for (int m = 1; m <= room; ++m) {
                CellMask to = 0;
                for (const auto& [dr, dc] : {std::pair{-m, 0}, {m, 0}, {0, -m}, {0, m}}) {
                    const Cell landing{from.row + dr, from.col + dc};
                    if (landing.row >= 0 && landing.row < q.rows && landing.col >= 0 && landing.col < q.cols)
                        to |= cell_bit(landing.row * q.cols + landing.col);
                }
                lands[static_cast<std::size_t>(u)].push_back(to);
            }
        }
    }
    const std::vector<CellMask>& jumps(int u) const { return lands[static_cast<std::size_t>(u)]; }

    // The shape as a maze with every magnitude 0, for a witness to fill in.
    JumpBoard blank_board() const {
        JumpBoard board;
        board.rows = question.rows;
        board.cols = question.cols;
        board.goal = question.goal;
        board.values.assign(static_cast<std::size_t>(cells), 0);
        return board;
    }
};

}  // namespace puzzlebox
