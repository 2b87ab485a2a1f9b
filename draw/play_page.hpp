// Playable pages: one self-contained HTML file (no network, no other files)
// with a board or a whole sheet of boards to play in a browser: click to
// jump, turn a block, press a cell, fill a hexagon cell; undo, restart, a
// move counter, and "solved" when the validator's rule holds. The page's
// scripts (play_page.js and the family's, built in) follow moves the C++ side worked out
// (draw/<family>/<family>_play_data.hpp), so the page and the checker share one set of rules.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace puzzlebox {

struct PlayBoard {
    std::string caption;      // "1. grade 7.2", or the file name
    std::string rules;        // "" : none printed
    std::string data;         // a JSON object: the family and its moves (draw/<family>/<family>_play_data.hpp)
    std::string_view script;  // the family's play script (draw/<family>/<family>_play.js); "": not playable
    std::string id;           // the board ID (puzzles/board_id.hpp): shown, copied, and the key of its saved progress
    std::string level;        // "easy" .. "fiendish", or "": the page's level chooser
};

// The page: the title, then each board with its caption, rules and controls.
std::string play_page(const std::string& title, const std::vector<PlayBoard>& boards);

}  // namespace puzzlebox
