// Orientable rotation puzzles (Tatham's Twiddle 'o') as the optimal searches
// hold them: every cell's tile and how far it is turned, one byte a cell
// (tile * 4 + clockwise quarter turns from upright), and the board's moves
// as the cells they turn. Tiles are named by a home cell: a unique label's
// tile by its own, the copies of a repeated label by that label's home cells
// in order. Also the group the moves generate on the tiles' corners (each
// cell has four, a turn carries a tile's corners round with it), which says
// exactly which positions of distinct labels can be solved.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/rotate/permutation_group.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

class OrientedTiles {
public:
    static constexpr int max_cells = 64;
    using Cells = std::array<std::uint8_t, max_cells>;  // per cell: tile * 4 + quarters

    struct Move {
        RotateMove move;
        std::vector<std::uint8_t> cells;  // the block's cells (the centre of an odd block too)
        std::vector<std::uint8_t> from;   // the cell each takes its tile from
        std::vector<int> to;              // cell -> the cell its tile goes to (every cell)
        int quarters = 1;                 // clockwise quarters added to each turned tile
    };

    // The shape's moves (rotate_moves order) and, from `board`, the tiles'
    // names (its target) and the start (its grid and turns).
    explicit OrientedTiles(const RotateBoard& board);

    int cells() const { return cells_; }
    const std::vector<Move>& moves() const { return moves_; }
    // The turn that undoes moves()[m] (the same block turned back).
    const Move& undoing(std::size_t m) const { return undo_[m]; }
    const Cells& start() const { return start_; }
    // The tile homes whose label no other cell of the target has.
    const std::vector<int>& unique_homes() const { return unique_homes_; }
    bool distinct_labels() const { return static_cast<int>(unique_homes_.size()) == cells_; }
    // True when every move is an odd permutation of the cells.
    bool all_moves_odd() const { return all_odd_; }

    void apply(const Move& move, Cells& at) const;
    bool solved(const Cells& at) const;

private:
    int cells_ = 0;
    std::vector<Move> moves_, undo_;
    Cells start_{};
    std::array<std::uint8_t, max_cells> label_{};  // per home cell: its target label as a small number
    std::vector<int> unique_homes_;
    bool all_odd_ = true;
};

// The moves' group on the 4 N tile corners (corner q of cell c is point
// 4c + q; a clockwise turn takes corner q to q + 1 of the tile's new cell).
PermutationGroup oriented_move_group(const RotateBoard& shape, const StopCheck& stop = StopCheck());

// Why an orientable board can never be solved, or "" when it can or it is
// not known: with even blocks every turn adds a multiple of 4 quarters to the
// tiles' total, so a total that is not 0 mod 4 is out of reach; with distinct
// labels (at most 16 cells), the corner group decides exactly.
std::string oriented_unsolvable_reason(const RotateBoard& board, const StopCheck& stop = StopCheck());

}  // namespace puzzlebox
