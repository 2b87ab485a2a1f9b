// The jump play page's data: the board and for_each_jump's landings (the solver's moves),
// as JSON text, so the page follows the same rules as the validator.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "draw/play_levels.hpp"
#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

// The script that plays it (jump_play.js, built in).
extern const char* const jump_play_script;

// A shape small enough to try whole: the levels (by name, in level order)
// that its mazes of New puzzle's rules have, and how many mazes were tried.
struct JumpEveryMazeLevels {
    std::vector<std::string> levels;
    std::uint64_t tried = 0;
};

// With `path`, a solution the page reveals (its hints search for themselves);
// with `levels` (the deduction's score bands) and `min_moves` (the fewest
// moves a made maze has), the page's New puzzle makes mazes like it; with
// `every_maze`, it refuses at once a level no maze of the shape has.
std::string jump_play_data(const JumpBoard& board, const std::vector<Cell>* path = nullptr, const PlayLevels& levels = {},
                           int min_moves = 0, const std::optional<JumpEveryMazeLevels>& every_maze = std::nullopt);

}  // namespace puzzlebox
