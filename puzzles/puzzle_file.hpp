// Which family a puzzle file holds: the tools read its "puzzle NAME" line and
// pick the family from the family list by it; and what
// every family's reader and writer share (that line, the leading comments).
#pragma once

#include <string>
#include <vector>

#include "puzzles/text_source.hpp"

namespace puzzlebox {

// The NAME of the first line "puzzle NAME" (not consumed); throws InputError
// when the file is empty or the first line is not of that form. `expected`
// lists the names the caller knows, for the message (families/family_list.hpp
// checks NAME against them).
std::string puzzle_family(const TextSource& source, const std::string& expected);

// Each family's reader starts here: consumes the line "puzzle FAMILY", or
// throws InputError (the file is empty, or its first line is another one).
void read_puzzle_line(TextSource& source, const std::string& family);

// A board's description as the file's leading comment lines ("# ...").
std::string comment_lines(const std::vector<std::string>& description);

}  // namespace puzzlebox
