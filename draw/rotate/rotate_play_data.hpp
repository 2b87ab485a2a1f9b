// The rotate play page's data: the board and every move's permutation (rotate_move_sources, as the solver turns),
// as JSON text, so the page follows the same rules as the validator.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "draw/play_levels.hpp"
#include "puzzles/rotate/rotate_board.hpp"

namespace puzzlebox {

// The script that plays it (rotate_play.js, built in).
extern const char* const rotate_play_script;

// The most reachable states a page searches whole (rotate_play.js's
// MAX_SPACE): up to it, the page's New puzzle draws a board of a level from
// the whole space, so the page is given the levels' bands of optimal moves.
inline constexpr std::uint64_t rotate_page_space = 400'000;

// With `moves`, a solution the page reveals and follows for a hint where its
// own search gives up; with `levels`, the bands of optimal moves its New
// puzzle aims at.
std::string rotate_play_data(const RotateBoard& board, const std::vector<RotateMove>* moves = nullptr,
                             const PlayLevels& levels = {});

}  // namespace puzzlebox
