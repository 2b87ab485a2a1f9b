// The fill plan of the magic hexagon search: which cell to choose at each
// level, and which cells the line equations then fix. Given the cells known
// so far, Gauss-Jordan elimination of the 3(2n-1) line equations
// (sum of a line's cells = M) over the unknown cells finds every cell that is
// an affine function of the known ones and M, not only a line's last cell.
// The search places one free cell per level and derives the rest.
#pragma once

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

// value(cell) = (sum of coefficient * value(term cell) + constant * M) / denominator
struct HexagonFormula {
    int cell = 0;
    std::int64_t denominator = 1;
    std::vector<std::pair<int, std::int64_t>> terms;
    std::int64_t constant = 0;
};

struct HexagonPlanStep {
    int free_cell = -1;                   // -1 only in the plan's first step (the givens)
    std::vector<HexagonFormula> derived;  // cells fixed once free_cell is known
};

// steps[0] derives from the givens alone (free_cell -1); each later step
// places one free cell. Chooses each free cell to fix the most cells (greedy)
// up to 61 cells, else the cell on the line with fewest unknowns.
// Each step is an elimination over every line (seconds in all at order 30):
// `stop` is polled at each, and a stop throws SearchStopped.
std::vector<HexagonPlanStep> plan_hexagon_search(const HexagonGeometry& geometry, const std::vector<char>& given,
                                                 const StopCheck& stop = StopCheck());

// The same plan, computed once per order and set of given cells (thread-safe;
// the cache is emptied past 1024 plans).
std::shared_ptr<const std::vector<HexagonPlanStep>> cached_hexagon_plan(const HexagonGeometry& geometry,
                                                                        const std::vector<char>& given,
                                                                        const StopCheck& stop = StopCheck());

}  // namespace puzzlebox
