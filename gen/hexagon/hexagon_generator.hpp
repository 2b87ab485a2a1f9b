// Magic hexagon puzzles for people: a partly filled hexagon whose completion
// is unique, the 12 orientations counting as different solutions. A random
// magic hexagon is drawn (orders up to 3: uniformly among all solutions;
// larger orders: the local search's, in a random orientation), then its
// cells are removed one by one in random order, each removal kept only while
// the completion stays unique; restarts with fresh removal orders keep the
// fewest clues (or stop at --clues K). At a level (Tatham's way): a removal
// is kept only while the deduction solver's rules up to the level's finish
// the puzzle, in two passes over the order (first the rules just below the
// level's, then the level's own: a removal only the second keeps puts the
// puzzle at the level); an order whose puzzle the next weaker rules also
// finish is too easy and the next is tried, and the first order that
// reaches the level is the puzzle.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "analyze/difficulty.hpp"
#include "puzzles/hexagon/hexagon_board.hpp"
#include "solve/hexagon/hexagon_deduce.hpp"
#include "solve/search_limits.hpp"
#include "support/random.hpp"

namespace puzzlebox {

struct HexagonGenOptions {
    int order = 3;
    std::int64_t first_value = 1;
    int clues = 0;                            // 0: as few as found; else exactly this many
    std::optional<Level> level;               // the level of the rules the puzzle needs (analyze/hexagon/hexagon_difficulty.hpp)
    int restarts = 20;                        // removal orders tried per puzzle (at a level: until one reaches it)
    std::uint64_t check_nodes = 2'000'000;    // node limit of one uniqueness check (a partial one keeps the clue)
    std::uint64_t local_swaps = 400'000'000;  // budget of the local search drawing a hexagon (order 4 and up)
};

struct HexagonGenResult {
    std::optional<HexagonBoard> puzzle;  // empty when no puzzle met the options
    std::vector<std::int64_t> solution;  // its unique completion
    std::uint64_t checks = 0;            // uniqueness checks run
    std::string problem;                 // why there is no puzzle
    bool cut_short = false;              // a stop request ended the removals before the restarts did
};

HexagonGenResult generate_hexagon_puzzle(const HexagonGenOptions& options, Random& random);

// True when the puzzle has exactly one completion (searched to the end
// within `limits`; a search cut short is not a proof and gives false).
bool hexagon_completion_is_unique(const HexagonBoard& puzzle, const SearchLimits& limits = {});

}  // namespace puzzlebox
