// One-line board IDs (Tatham's game IDs): a short printable string that names
// a board completely, for a chat message or a command line. An ID is the
// board's text format, compacted the same way for every family:
//
//   puzzle jump        jump
//   size 5x5           :size=5x5
//   start 4,2          :start=4,2
//   target 0           :target=0
//   grid               :grid/2,-2,4,-1,3/-3,3,-1,3,-2/...
//    2 -2  4 -1  3
//
// A key line becomes ":key=w1+w2" (its words joined by '+'); a key alone on
// its line with rows below it becomes ":key" and "/row" per row, the values
// of a row joined by ',' or, when every value of the block is one character
// (flip's 0/1, hexagon's '.', rotate's orientation letters), packed
// ("/0110", "/urr"): a key has two letters or more, so a line of one-letter
// values is a row. Comments are dropped.
// Decoding gives the text back, which the family's reader then checks as it
// checks a file: the ID is no second format to keep in step.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "puzzles/text_source.hpp"

namespace puzzlebox {

// The ID of a board in its canonical text format (as a family's writer
// writes it). Throws std::logic_error when the text does not compact (a
// word with one of : / = + , in it), which no family's writer produces.
std::string board_id(std::string_view board_text);

// True when `argument` has the shape of an ID: "NAME:" and no '\n'.
bool looks_like_board_id(std::string_view argument);

// Another collection's game IDs, taken where a tool takes a board: "NAME:"
// and that collection's own ID (Tatham's "flip:5x5:c600...,756b9f0"), and
// its save files (whose GAME record is `game`). A family offers its readers
// (Family::foreign_ids); what they give is the family's board text, which
// its reader then checks as it checks a file.
struct ForeignBoardId {
    std::string_view name;                // before the first ':'
    std::string_view game;                // the save file's GAME, as the collection names the game
    bool (*claims)(std::string_view id);  // the part after "NAME:" is this collection's, not a puzzlebox ID
    std::optional<std::string> (*text)(std::string_view id, std::string& problem);  // the board text, or nullopt
};

// The text an ID stands for: always one board. std::nullopt with `problem`
// set when it is not an ID's shape (an empty key, a row outside a block, a
// stray character such as '#', a second 'puzzle'), or a foreign ID's reader
// refused it.
std::optional<std::string> board_id_text(std::string_view id, std::string& problem, std::span<const ForeignBoardId> foreign = {});

// Where a tool is given a board: "-" is standard input, an existing file is
// read (a Tatham save file is read by the foreign reader of its game), and an
// argument of an ID's shape that names no file is decoded (error messages
// then call it "board ID"). Throws InputError.
TextSource open_board(const std::string& argument, std::span<const ForeignBoardId> foreign = {});
// A file ("-": standard input) as open_board reads one: a Tatham save file by its game's reader.
TextSource open_board_file(const std::string& path, std::span<const ForeignBoardId> foreign = {});

// What results call the current board of `source`, opened from `argument`:
// the file, "<stdin>", or "board ID"; from the second board of a stream on,
// with " board N".
std::string board_label(const std::string& argument, const TextSource& source);

}  // namespace puzzlebox
