// Text format of flip boards (DESIGN.md):
//   puzzle flip
//   size 4x4          # H x W, 1..4096 each
//   pattern cross     # cross | plus | stencil | merlin (3x3) | cells
//   stencil 0,0 0,1   # (dr,dc) offsets; with 'pattern stencil' only
//   presses           # with 'pattern cells' only: H*W rows, a pressing cell each
//   110 110 000       #   (row-major), the cells it flips as 0/1 (a word a board row)
//   ...
//   wrap torus        # optional: torus | none (default none); not with merlin or cells
//   grid              # H rows of W cells 0/1, spaced ("1 0 1") or packed ("101")
//   1 0 1 0
//   ...
//   target            # optional, default all 0
#pragma once

#include <string>
#include <string_view>

#include "puzzles/flip/flip_board.hpp"
#include "puzzles/text_source.hpp"

namespace puzzlebox {

FlipBoard read_flip_board(TextSource& source);
FlipBoard parse_flip_board(std::string_view text, const std::string& name = "<string>");
FlipBoard load_flip_board(const std::string& path);
std::string write_flip_board(const FlipBoard& board);

}  // namespace puzzlebox
