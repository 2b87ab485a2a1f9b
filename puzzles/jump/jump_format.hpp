// Text format of a jump maze (DESIGN.md):
//   puzzle jump / size HxW / start r,c / goal r,c / [target S] / grid + H rows.
// The writer emits exactly what the reader reads back (round trip).
#pragma once

#include <string>
#include <string_view>

#include "puzzles/jump/jump_board.hpp"
#include "puzzles/text_source.hpp"

namespace puzzlebox {

// Reads one board, starting at the "puzzle jump" line; throws InputError.
JumpBoard read_jump_board(TextSource& source);
JumpBoard parse_jump_board(std::string_view text, const std::string& name = "<string>");
JumpBoard load_jump_board(const std::string& path);

std::string write_jump_board(const JumpBoard& board);

}  // namespace puzzlebox
