// Magic hexagons by local search (puzzlebox-solve --method local), for
// orders where exhaustive search is hopeless: simulated annealing over
// arrangements of the values on the free cells, one swap of two cells per
// step, minimising the total line error (the sum over all lines of
// |line sum - constant|). Restarts from a fresh random arrangement when a
// run cools down without reaching zero; keeps the best arrangement seen.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/hexagon_board.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct HexagonLocalOptions {
    std::uint64_t seed = 1;
    std::uint64_t steps_per_run = 0;  // swaps tried per annealing run; 0: 20000 per cell
    SearchLimits limits;              // max_nodes counts swaps tried in all runs
};

struct HexagonLocalResult {
    SearchOutcome outcome = SearchOutcome::complete;  // complete: a magic hexagon was found
    std::string impossible;                           // no integer constant: nothing was searched
    std::vector<std::int64_t> best;                   // row by row, the lowest error seen
    std::int64_t error = 0;                           // its total line error (0: magic)
    int wrong_lines = 0;                              // its lines off the constant
    std::uint64_t steps = 0;                          // swaps tried
    std::uint64_t runs = 0;                           // annealing runs started
};

// The total line error of a filled grid.
std::int64_t hexagon_line_error(const HexagonGeometry& geometry, std::int64_t constant,
                                const std::vector<std::int64_t>& filled);

// Without a node or time limit the search would only end at a solution, so
// the caller must give one (puzzlebox-solve defaults to 60 s).
HexagonLocalResult search_magic_hexagon_locally(const HexagonBoard& puzzle, const HexagonLocalOptions& options);

}  // namespace puzzlebox
