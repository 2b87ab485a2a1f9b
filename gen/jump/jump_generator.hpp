// Jump mazes with guarantees, found by local search over boards: simulated
// annealing with restarts (as Neller et al. did for Rook Jumping Mazes, 2010)
// on an energy that counts broken guarantees and, when asked, rewards long
// solutions. Every board it returns has been re-checked by the solver.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "analyze/difficulty.hpp"
#include "puzzles/jump/jump_board.hpp"
#include "support/random.hpp"

namespace puzzlebox {

enum class JumpObjective {
    none,         // stop at the first board that meets every guarantee
    shortest,     // the longest shortest solution found within the budget
    expert_path,  // the longest fewest-move sum-target path found within the budget
};

struct JumpGenOptions {
    int rows = 5;
    int cols = 5;
    std::optional<Cell> start;  // default: bottom row, middle (as in Vienna)
    bool free_start = false;    // the search may move the start too (start is then where it begins)
    std::optional<Cell> goal;   // default: the centre
    int max_value = 0;          // largest |v|; 0: the longest jump the board allows

    // Guarantees (a solution always exists).
    bool unique = false;             // exactly one shortest solution
    int min_moves = 1;               // shortest solution at least this long
    int max_moves = 0;               // and at most this long (0: no bound)
    GradeBand grade;                 // the grade (expert grade with a target: analyze/jump/jump_difficulty.hpp) inside this
    std::optional<GradeBand> score;  // normal mode: the deduction's score (a level: jump_level_scores) inside this
    bool allow_dead = false;         // cells reachable from the start that cannot reach the goal are allowed
    bool expert = false;             // a path summing to expert_target exists
    bool unique_expert = false;      // exactly one path sums to expert_target (implies expert)
    std::int64_t expert_target = 0;
    int min_expert_moves = 0;                    // the fewest-move sum-target path has at least this many moves
    std::uint64_t expert_max_nodes = 2'000'000;  // node budget of one expert check; boards it cannot settle are skipped

    // The search.
    JumpObjective objective = JumpObjective::none;
    int restarts = 20;       // none: at most this many; otherwise all of them
    int iterations = 20000;  // annealing steps per restart
    int temperature = 16;    // at the first step, in energy units (one move of solution = 16)
    // Restart 0 draws from the board's stream, restart r > 0 from its own
    // pcg32 stream (r) of a seed taken from it, so restarts run in parallel
    // on `threads` threads and give the same board for any number of them. sequential_restarts: one
    // stream through every restart, on one thread, as boards made before
    // puzzlebox 0.2 were drawn (data/jump/ files name it in their command).
    int threads = 1;
    bool sequential_restarts = false;
};

struct JumpGenEffort {
    int restarts = 0;                 // random boards the search started from
    std::uint64_t iterations = 0;     // annealing steps taken
    std::uint64_t expert_checks = 0;  // exhaustive expert-mode searches run
};

struct JumpGenResult {
    std::optional<JumpBoard> board;  // empty: no board met the guarantees within the budget
    JumpGenEffort effort;
    bool cut_short = false;  // a stop request ended the restarts before the budget did
};

// One board of uniformly random values: every cell but the goal gets a sign
// and a magnitude in [1, jump_largest_magnitude] (so no cell is stuck for
// want of room); the goal gets 0.
// The board the options describe (size, start, goal, and the target in
// expert mode), every value 0.
JumpBoard jump_shape(const JumpGenOptions& options);
JumpBoard random_jump_board(const JumpGenOptions& options, Random& random);

JumpGenResult generate_jump_board(const JumpGenOptions& options, Random& random);

// Re-checks a board against every guarantee of `options` with the solvers
// (exhaustive, no node limit), the path validator and the Boost.Graph
// measures; empty when it meets them all, else what it breaks.
std::optional<std::string> recheck_jump_board(const JumpBoard& board, const JumpGenOptions& options);

}  // namespace puzzlebox
