// Which family a puzzle file holds: the tools read its "puzzle NAME" line and
// pick the family's reader from it, never special-casing further.
#pragma once

#include <string>

#include "text_source.hpp"

namespace puzzlebox {

// The families this build reads.
inline constexpr const char* known_families = "jump, rotate, hexagon";

// The NAME of the first line "puzzle NAME"; throws InputError when the file is
// empty, the first line is not of that form, or NAME is not a known family.
std::string puzzle_family(const TextSource& source);

}  // namespace puzzlebox
