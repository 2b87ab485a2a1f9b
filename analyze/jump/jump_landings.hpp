// Where each cell's magnitudes land, as bit masks over the cells (row-major),
// for the two layer searches of the hardest maze (jump_hardest.cpp deals
// layers outwards from the goal, jump_hardest_backward.cpp inwards from the
// deepest). A cell's magnitudes run 1..the longest jump that fits (capped by
// the question's max_value); the goal has none. A mask is 64 bits (the
// outwards search, and the others to 64 cells), 128 (to 128 cells), or
// four or eight 64-bit words (cell_words.hpp, to 256 and 512 cells); each
// search is written once over any of them.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "analyze/jump/cell_words.hpp"
#include "analyze/jump/jump_hardest.hpp"
#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

using CellMask = std::uint64_t;
__extension__ using WideCellMask = unsigned __int128;
using FourWordCellMask = CellWords<4>;
using WidestCellMask = CellWords<8>;

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
inline std::uint64_t mask_word(WideCellMask m) { return fold_upper_word(low_half(m), high_half(m), 1); }

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
            const int room = jump_largest_magnitude(q.rows, q.cols, from, q.max_value);
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

// A family of twins (docs/jump.md, "The twin cut"): a diagonal of at least
// two cells on which every magnitude that lands on one of its cells lands
// on two (on a square board every diagonal: a jump along a row onto it
// lands, by the same magnitude along the column, on it again). `down` runs
// with the main diagonal (col - row fixed), else with the other (row + col
// fixed): families of one direction never share a cell, and one of the
// other direction shares at most one with each.
template <class Mask>
struct TwinFamily {
    Mask cells;
    bool down;
};

// The shape's families of twins, both directions, offset by offset.
template <class Mask>
std::vector<TwinFamily<Mask>> twin_families(const JumpLandingsOf<Mask>& shape) {
    const int rows = shape.question.rows, cols = shape.question.cols;
    std::vector<TwinFamily<Mask>> families;
    const auto keep_if_twins = [&](Mask family, bool down) {
        if (cell_count(family) < 2) return;
        for (int u = 0; u < shape.cells; ++u)
            for (const Mask& to : shape.jumps(u))
                if ((to & family) && cell_count(to & family) < 2) return;
        families.push_back({family, down});
    };
    for (int offset = -(rows - 1); offset < cols; ++offset) {
        Mask down = 0, up = 0;  // col - row = offset; row + col = offset + rows - 1
        for (int row = 0; row < rows; ++row) {
            if (const int col = row + offset; col >= 0 && col < cols) down |= cell_bit<Mask>(row * cols + col);
            if (const int col = offset + rows - 1 - row; col >= 0 && col < cols) up |= cell_bit<Mask>(row * cols + col);
        }
        keep_if_twins(down, true);
        keep_if_twins(up, false);
    }
    return families;
}

using JumpLandings = JumpLandingsOf<CellMask>;

}  // namespace puzzlebox
