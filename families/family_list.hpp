// The families this build knows. Adding a family: its folder under
// families/ and one FAMILY(name) line below (docs/adding-a-family.md); the
// build (cmake/families.cmake), the fuzz targets, the man pages and the
// tests read this list.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "families/family.hpp"
#include "puzzles/text_source.hpp"

#define PUZZLEBOX_FAMILY_LIST(FAMILY) \
    FAMILY(jump)                      \
    FAMILY(rotate)                    \
    FAMILY(flip)                      \
    FAMILY(hexagon)

namespace puzzlebox {

const std::vector<const Family*>& all_families();
// nullptr when no family has that name.
const Family* find_family(std::string_view name);
// Every family's readers of other collections' game IDs and save files
// (open_board and board_id_text take them).
const std::vector<ForeignBoardId>& foreign_board_ids();
// "jump, rotate, flip, hexagon"
std::string family_names();
// The family of a puzzle file, from its first line "puzzle NAME"; throws
// InputError (file:line) when the line is missing or names no family.
const Family& family_of(const TextSource& source);

}  // namespace puzzlebox
