// Simon Tatham's Flip game IDs, read and written. An ID is the game's
// parameters and its description: "WxH:MATRIX,GRID" (or "WxHc:" / "WxHr:",
// crosses or random, which the matrix makes redundant). MATRIX is the
// wh x wh press matrix as hex, four cells a digit, most significant bit
// first: bit i*wh+j says a press on cell i flips cell j (cells row-major);
// GRID is the lit cells the same way. The goal is every cell off. Tatham's
// crosses are puzzlebox's `plus`; any other matrix becomes `pattern cells`
// (`merlin` where it is Merlin's Magic Square).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "puzzles/board_id.hpp"
#include "puzzles/flip/flip_board.hpp"

namespace puzzlebox {

// True when `id` (the part after "flip:") has the shape of Tatham's IDs: it
// begins with a digit (puzzlebox's own IDs begin with a key).
bool is_tatham_flip_id(std::string_view id);

// The board of a Tatham Flip ID, or std::nullopt with `problem` naming the
// character or part at fault.
std::optional<FlipBoard> read_tatham_flip_id(std::string_view id, std::string& problem);

// The board text (flip_format.hpp) of a Tatham Flip ID: what the tools read
// for "flip:ID" (a ForeignBoardId reader, puzzles/board_id.hpp).
std::optional<std::string> tatham_flip_text(std::string_view id, std::string& problem);

// "flip:ID" and Tatham's Flip save files, as the flip family offers them
// (Family::foreign_ids) and the board-ID fuzz target reads them.
extern const ForeignBoardId tatham_flip_reader;

// The board's Tatham ID ("WxH:MATRIX,GRID"), or std::nullopt with `why` where
// Tatham's Flip cannot hold it: a target other than all off, or a press set
// beyond the pressed cell's 3x3 neighbourhood (Tatham draws each set inside its cell).
std::optional<std::string> tatham_flip_id(const FlipBoard& board, std::string& why);

}  // namespace puzzlebox
