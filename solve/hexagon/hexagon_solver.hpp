// Magic hexagon solver: a constraint search on the search core's depth-first
// search, along a fill plan (hexagon_plan.hpp): each level places one free
// cell and derives the cells the line equations then fix. Every line keeps
// its partial sum; a value is tried only when each line through the cell can
// still reach the constant with the smallest and largest unused values; on an
// empty grid, symmetry
// breaking (the smallest corner is corner 0, corner 1 < corner 5) searches one
// orientation of every solution and the other 11 follow by symmetry.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "solve/path_count.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct HexagonSearchResult {
    SearchOutcome outcome = SearchOutcome::complete;
    std::string impossible;                            // why no solution can exist, when known before searching
    std::vector<std::vector<std::int64_t>> solutions;  // row by row; with up_to_symmetry one per orbit
    PathCount count;                                   // solutions, the 12 orientations counted apart (first: 0 or 1)
    PathCount orbits;                                  // solutions up to the 12 symmetries (all / count)
    std::uint64_t nodes = 0;
};

// stop_after > 0: all / count stop once that many solutions are known (the
// 12 orientations of an empty grid's orbit arrive together), e.g. 2 to ask
// only whether the completion is unique.
HexagonSearchResult solve_magic_hexagon(const HexagonBoard& puzzle, SearchGoal goal, bool up_to_symmetry,
                                        const SearchLimits& limits = {}, std::uint64_t stop_after = 0);

// The least of the 12 images of a filled hexagon, row by row (lexicographic).
std::vector<std::int64_t> canonical_hexagon(const HexagonGeometry& geometry, const std::vector<std::int64_t>& filled);

}  // namespace puzzlebox
