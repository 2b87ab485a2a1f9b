// Simon Tatham's Twiddle game IDs, read and written. An ID is the game's
// parameters, "WxHnN" (N the block side; 'r' rows only and 'mK' a shuffle of
// K moves change only how Twiddle makes a game), then ':' and the W x H
// labels row-major, comma-separated: "3x3n2:3,8,6,4,7,1,5,9,2". A move turns
// a block a quarter turn either way (puzzlebox's `turns both`), and the goal
// is the labels in order (row-major, each no smaller than the one before):
// the target is the grid's labels sorted. Orientable tiles ('o'): each label
// is followed by its tile's way up instead of a comma, the direction its top
// points (u, l, d, r: Twiddle's anticlockwise count 0..3, the same letters
// as puzzlebox's `orientation` rows): "3x3n2o:4l5l3u7r1u9l8r2d6l".
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "puzzles/board_id.hpp"
#include "puzzles/rotate/rotate_board.hpp"

namespace puzzlebox {

// True when `id` (the part after "twiddle:") begins as Tatham's IDs do: a digit.
bool is_tatham_twiddle_id(std::string_view id);

// The board of a Twiddle ID, or std::nullopt with `problem` naming the part at fault.
std::optional<RotateBoard> read_tatham_twiddle_id(std::string_view id, std::string& problem);

// The board text (rotate_format.hpp) of a Twiddle ID: what the tools read
// for "twiddle:ID" (a ForeignBoardId reader, puzzles/board_id.hpp).
std::optional<std::string> tatham_twiddle_text(std::string_view id, std::string& problem);

// "twiddle:ID" and Twiddle's save files, as the rotate family offers them
// (Family::foreign_ids) and the board-ID fuzz target reads them.
extern const ForeignBoardId tatham_twiddle_reader;

// The board's Twiddle ID, or std::nullopt with `why` where Twiddle cannot hold
// it: half turns, a target other than the labels in order, a label below 0.
// A board of clockwise turns only is written too (Twiddle lets both ways);
// a rows-only target (rows_only_rotate_target) gets Twiddle's 'r'.
std::optional<std::string> tatham_twiddle_id(const RotateBoard& board, std::string& why);

}  // namespace puzzlebox
