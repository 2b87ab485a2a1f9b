// Where each cell's magnitudes land, as bit masks over the cells (row-major),
// for the two layer searches of the hardest maze (jump_hardest.cpp deals
// layers outwards from the goal, jump_hardest_backward.cpp inwards from the
// deepest). A cell's magnitudes run 1..the longest jump that fits (capped by
// the question's max_value); the goal has none. A mask is 64 bits (the
// outwards search, and the inwards one to 64 cells), 128 (the inwards
// search to 128 cells) or 256 in four words (cell_words.hpp, to 256 cells);
// each search is written once over any of them.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "analyze/jump/cell_words.hpp"
#include "analyze/jump/jump_hardest.hpp"
#include "puzzles/jump/jump_board.hpp"
#include "support/hash_mix.hpp"

namespace puzzlebox {

using CellMask = std::uint64_t;
__extension__ using WideCellMask = unsigned __int128;
using WidestCellMask = CellWords<4>;

template <class Mask = CellMask>
Mask cell_bit(int cell) {
    return Mask{1} << cell;
}
inline int cell_count(CellMask m) { return std::popcount(m); }
inline int lowest_cell(CellMask m) { return std::countr_zero(m); }
// A mask in one word, for a hash table's slot (the 64-bit mask itself).
inline std::uint64_t mask_word(CellMask m) { return m; }

inline std::uint64_t low_half(WideCellMask m) { return static_cast<std::uint64_t>(m); }
inline std::uint64_t high_half(WideCellMask m) { return static_cast<std::uint64_t>(m >> 64); }
inline int cell_count(WideCellMask m) { return std::popcount(low_half(m)) + std::popcount(high_half(m)); }
inline int lowest_cell(WideCellMask m) {
    return low_half(m) ? std::countr_zero(low_half(m)) : 64 + std::countr_zero(high_half(m));
}
// The low half itself when the high one is empty: the same slots, so the
// same node counts, as in 64 bits (the table forgets by its slots).
inline std::uint64_t mask_word(WideCellMask m) { return low_half(m) ^ (high_half(m) * golden_gamma); }

template <class Mask>
struct JumpLandingsOf {
    static constexpr int most_cells = 8 * static_cast<int>(sizeof(Mask));

    const JumpHardestQuestion& question;
    int cells;
    int goal;
    int start = -1;  // -1: free
    Mask all;
    std::vector<std::vector<Mask>> lands;  // lands[u][m-1]: where magnitude m from u can land

    explicit JumpLandingsOf(const JumpHardestQuestion& q)
        : question(q),
          cells(q.cells()),
          goal(q.goal.row * q.cols + q.goal.col),
          all(cells == most_cells ? ~Mask{0} : cell_bit<Mask>(cells) - 1) {
        if (q.start) start = q.start->row * q.cols + q.start->col;
        lands.resize(static_cast<std::size_t>(cells));
        for (int u = 0; u < cells; ++u) {
            if (u == goal) continue;
            const Cell from{u / q.cols, u % q.cols};
            int room = jump_room(q.rows, q.cols, from);
            if (q.max_value > 0) room = std::min(room, q.max_value);
            for (int m = 1; m <= room; ++m) {
                Mask to = 0;
                for (const auto& [dr, dc] : {std::pair{-m, 0}, {m, 0}, {0, -m}, {0, m}}) {
                    const Cell landing{from.row + dr, from.col + dc};
                    if (landing.row >= 0 && landing.row < q.rows && landing.col >= 0 && landing.col < q.cols)
                        to |= cell_bit<Mask>(landing.row * q.cols + landing.col);
                }
                lands[static_cast<std::size_t>(u)].push_back(to);
            }
        }
    }
    const std::vector<Mask>& jumps(int u) const { return lands[static_cast<std::size_t>(u)]; }

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

using JumpLandings = JumpLandingsOf<CellMask>;

}  // namespace puzzlebox
