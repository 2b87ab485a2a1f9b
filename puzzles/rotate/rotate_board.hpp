// Rotation puzzles (the escape room's "Mystery Box"): an H x W board of
// labels; a move turns one k x k block a quarter turn (clockwise in the
// seed), and the goal is the target arrangement (default 1..N row-major).
// Blocks sit at every top-left corner (r, c) with r <= H-k, c <= W-k and are
// numbered Q1, Q2, .. row-major. Labels may repeat (colour puzzles).
// Orientable tiles (Tatham's Twiddle 'o'): a turn also turns every tile of
// the block, the centre one of an odd block too, and the board is solved
// when it reads its target with every tile upright.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace puzzlebox {

// Which turns count as one move: cw (the seed), both (cw and ccw, as in
// Tatham's Twiddle), half (cw, ccw and the half turn).
enum class RotateTurns { cw, both, half };

std::string to_string(RotateTurns turns);
std::optional<RotateTurns> parse_rotate_turns(const std::string& text);

struct RotateBoard {
    static constexpr int max_side = 10;

    int rows = 3, cols = 3, block = 2;
    RotateTurns turns = RotateTurns::cw;
    std::vector<int> grid;    // row-major labels
    std::vector<int> target;  // row-major labels, a rearrangement of grid
    std::vector<std::string> description;
    // Orientable tiles: turned[c] is how many clockwise quarter turns the tile
    // on cell c stands from upright (0..3); empty when the tiles do not turn.
    std::vector<int> turned;

    bool orientable() const { return !turned.empty(); }
    int cell_count() const { return rows * cols; }
    int block_count() const { return (rows - block + 1) * (cols - block + 1); }
    bool operator==(const RotateBoard&) const = default;
};

// One move: block b (0-based; named Q{b+1}) turned by `quarters` clockwise
// quarter turns: 1 (named Q1), 3 (counter-clockwise, Q1'), 2 (half, Q1^2).
struct RotateMove {
    int block = 0;
    int quarters = 1;
    auto operator<=>(const RotateMove&) const = default;
};

// The move that undoes `move`: the same block turned back (Q1 <-> Q1', Q1^2 itself).
inline RotateMove inverse(RotateMove move) { return {move.block, (4 - move.quarters) % 4}; }
// Whether `next` straight after `last` undoes it (a pair no shortest solution holds).
inline bool undoes(RotateMove next, RotateMove last) { return next == inverse(last); }

std::string move_name(const RotateMove& move);
std::optional<RotateMove> parse_move_name(const std::string& name);

// The moves the board's turn set allows, block by block (cw, then ccw, then half).
std::vector<RotateMove> rotate_moves(const RotateBoard& board);

// Where each cell's label comes from after the move: after[i] = before[source[i]].
std::vector<int> rotate_move_sources(int rows, int cols, int block_side, const RotateMove& move);

// Where the move sends the tile on each cell: the inverse of the sources.
std::vector<int> rotate_move_destinations(int rows, int cols, int block_side, const RotateMove& move);

// Applies a move to a row-major arrangement in place.
void apply_rotate_move(const RotateBoard& board, const RotateMove& move, std::vector<int>& arrangement);

// The cells of a block, row-major (all of them: the centre of an odd block
// stays put but, orientable, still turns).
std::vector<int> rotate_block_cells(int cols, int block_side, int block);

// Applies a move to the board itself: its grid, and its tiles' turns when orientable.
void turn_rotate_board(RotateBoard& board, const RotateMove& move);

// Whether the board reads its target (and every tile is upright).
bool rotate_board_solved(const RotateBoard& board);

// The way up of a tile turned `quarters` clockwise: u, r, d or l (the
// direction its top points); parse_turned_letter reads one back.
char turned_letter(int quarters);
std::optional<int> parse_turned_letter(char letter);

// The default target: 1..N row-major.
std::vector<int> default_rotate_target(int rows, int cols);

// Twiddle's rows-only target: each row's tiles share its label, row r's r + 1.
std::vector<int> rows_only_rotate_target(int rows, int cols);

// A board of the shape that is already solved (grid = target = 1..N, or
// each row's label when `rows_only`).
RotateBoard solved_rotate_board(int rows, int cols, int block, RotateTurns turns, bool rows_only = false);

}  // namespace puzzlebox
