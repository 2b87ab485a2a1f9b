// Text format of rotation puzzles (DESIGN.md):
//   puzzle rotate
//   size 3x3          # H x W, 2..8 each
//   block 2           # k, 2..min(H, W)
//   turns cw          # cw | both | half; optional, default cw
//   grid              # H rows of W integer labels
//   7 6 5
//   8 4 9
//   3 2 1
//   target            # optional, default 1..N row-major; a rearrangement of grid
//   1 2 3
//   ...
//   orientation       # optional: orientable tiles (Twiddle's 'o'), H rows of W
//   u r u             # letters, the way each tile's top points: u (upright),
//   ...               # r, d, l (turned 1, 2, 3 quarters clockwise); solved is
//                     # the target with every tile upright
#pragma once

#include <string>
#include <string_view>

#include "puzzles/rotate/rotate_board.hpp"
#include "puzzles/text_source.hpp"

namespace puzzlebox {

RotateBoard read_rotate_board(TextSource& source);
RotateBoard parse_rotate_board(std::string_view text, const std::string& name = "<string>");
RotateBoard load_rotate_board(const std::string& path);
std::string write_rotate_board(const RotateBoard& board);

// A row-major arrangement as rows of labels, one line each, right-aligned.
std::string rotate_grid_text(int rows, int cols, const std::vector<int>& labels);
// Orientable tiles' ways up as rows of letters (u r d l), one line each.
std::string rotate_orientation_text(int rows, int cols, const std::vector<int>& turned);

}  // namespace puzzlebox
