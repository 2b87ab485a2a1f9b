// Simon Tatham's save files: a game saved by one of his puzzles (desktop,
// Android, or `sgt-NAME --generate N --save PREFIX`), read for the game it
// holds. A save file is a list of records "KEY:LENGTH:VALUE", KEY padded to
// eight characters, beginning "SAVEFILE:41:Simon Tatham's Portable Puzzle
// Collection"; the game is its GAME, PARAMS and DESC (the position as set,
// before any move the player made).
#pragma once

#include <string>

#include "puzzles/text_source.hpp"

namespace puzzlebox {

struct TathamSave {
    std::string game;    // the game's name, as the collection spells it
    std::string params;  // "5x5c"
    std::string desc;    // the game's description (its ID after "PARAMS:")
    std::string solve;   // a SOLVE record ("": none), as --with-solutions writes it
    int game_line = 0, desc_line = 0;
};

// True when the source's first line is a save file's first record.
bool is_tatham_save(const TextSource& source);

// Reads the whole save file; throws InputError (file:line) on a record that
// is not "KEY:LENGTH:VALUE" with LENGTH the value's, or a missing GAME, PARAMS or DESC.
TathamSave read_tatham_save(TextSource& source);

}  // namespace puzzlebox
