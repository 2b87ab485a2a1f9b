// Which family a puzzle file holds: the tools read its "puzzle NAME" line and
// pick the family's reader from it, never special-casing further; and what
// every family's reader and writer share (that line, the leading comments).
#pragma once

#include <string>
#include <vector>

#include "text_source.hpp"

namespace puzzlebox {

// The families this build reads.
inline constexpr const char* known_families = "jump, rotate, flip, hexagon";

// The NAME of the first line "puzzle NAME"; throws InputError when the file is
// empty, the first line is not of that form, or NAME is not a known family.
std::string puzzle_family(const TextSource& source);

// Each family's reader starts here: consumes the line "puzzle FAMILY", or
// throws InputError (the file is empty, or its first line is another one).
void read_puzzle_line(TextSource& source, const std::string& family);

// A board's description as the file's leading comment lines ("# ...").
std::string comment_lines(const std::vector<std::string>& description);

}  // namespace puzzlebox
