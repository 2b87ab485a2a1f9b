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

}  // namespace puzzlebox
