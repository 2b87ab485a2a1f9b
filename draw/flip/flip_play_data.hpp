// The flip play page's data: the board and the cells each press flips (flip_pattern_cells, as the solver presses),
// as JSON text, so the page follows the same rules as the validator.
#pragma once

#include <string>
#include <vector>

#include "draw/play_levels.hpp"
#include "puzzles/flip/flip_board.hpp"

namespace puzzlebox {

// The script that plays it (flip_play.js, built in).
extern const char* const flip_play_script;

// With `presses`, a solution, and `kernel`, a basis of the press sets that
// change nothing (each as its cells): from them the page works out the fewest
// presses from wherever the player is (the hint) and reveals a solution.
// (kernel null: not worked out, the hint then not proven the fewest). With
// `levels` (bands of the fewest presses) and the kernel, the page's New
// puzzle makes boards of the same press sets.
std::string flip_play_data(const FlipBoard& board, const std::vector<int>* presses = nullptr,
                           const std::vector<std::vector<int>>* kernel = nullptr, const PlayLevels& levels = {});

}  // namespace puzzlebox
