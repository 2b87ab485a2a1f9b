// A person's way through a jump maze, in Tatham's manner: rules from the
// weakest to the strongest, each used only when the weaker ones are stuck;
// the strongest rule the maze needed is its level (analyze/jump/
// jump_difficulty.hpp). The person walks from the start, and at each cell
// looks for a reason to pick one jump:
//   in sight     a jump lands on the goal, or on one of the goal's ways in
//                (the cells that jump onto it, read off the goal's row and
//                column)
//   only jump    one jump is left once those landing on the route so far
//                or on a cell that cannot jump (a 0, every jump off the
//                board) are set aside
//   dead ends    a jump onto a cell whose every jump lands on the route, a
//                cell that cannot jump or a cell crossed out is crossed out
//                (and stays crossed out while the route is the same); then
//                the only jump left
//   work back    the cells 2 and 3 jumps from the goal (each layer read off
//                the rows and columns of the one before): a jump onto one
//   meet         looking 2 or 3 jumps ahead, over cells not set aside, to a
//                cell at most 3 jumps from the goal (meeting in the middle)
//   trial        a jump is tried and followed by the rules above (trials
//                inside it too) until the goal or a cell with no jump left:
//                that jump is then crossed out; beyond a budget of cells
//                looked at (64 a cell of the board), a search
// Reaching a cell with a known way to the goal ends the walk. What it costs
// is counted in cells looked at: a cell read for its value or to see where
// a jump lands. In normal mode the walk it finds may cross itself where a
// way back from the goal meets the route, and is then cut short at the
// crossing: the path returned is a valid one. Expert mode (the board's
// target) carries the running sum: ways to the goal are taken only where
// the sum comes out and they miss the route, and jumps after which the sum
// cannot come back, or that a trial found leading nowhere, are set aside
// from the walk's present end only (jump_deduce.cpp says why).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/jump/jump_board.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

enum class JumpRule { in_sight, only_jump, dead_ends, work_back, meet, trial, search };

inline constexpr int jump_rule_count = 7;

std::string_view rule_name(JumpRule rule);

// How far back from the goal and ahead from the route the rules look.
inline constexpr int jump_work_back_depth = 3;
inline constexpr int jump_meet_depth = 3;
// Trial stops, and a search takes over, past this many cells looked at a cell of the board.
inline constexpr int jump_trial_looks_per_cell = 64;

struct JumpDeduction {
    bool solved = false;                      // false only when no path reaches the goal
    std::vector<Cell> path;                   // start ... goal, valid (jump_validate)
    JumpRule hardest = JumpRule::in_sight;    // the strongest rule the walk needed
    std::array<int, jump_rule_count> uses{};  // the jumps each rule chose, by JumpRule
    int looks = 0;                            // cells read, counted each time
    int cells_looked_at = 0;                  // distinct cells read
    int trials_failed = 0;                    // jumps tried and crossed out
    // One sentence on the step that needed the hardest rule: "3,1 jumps to
    // 1,1, which is 2 jumps from the goal (1,1 to 2,4 to the goal)".
    std::string key_step;
    bool stopped = false;  // the stop check ended it first (solved is then false)
};

// Deduces with the rules up to `strongest` (search: all, so every
// solvable maze is solved), until `stop` says stop; expert mode when the
// board has a target (the path found sums to it).
JumpDeduction deduce_jump(const JumpBoard& board, JumpRule strongest = JumpRule::search, const StopCheck& stop = StopCheck());

}  // namespace puzzlebox
