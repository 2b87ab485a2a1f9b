// Checks a filled magic hexagon directly from the definition.
#include "puzzles/hexagon/hexagon_validate.hpp"

#include <set>

#include <fmt/format.h>

#include "support/index.hpp"

namespace puzzlebox {

HexagonCheck check_magic_hexagon(const HexagonBoard& puzzle, const std::vector<std::int64_t>& filled) {
    HexagonCheck check;
    if (static_cast<int>(filled.size()) != puzzle.cell_count()) {
        check.problem = fmt::format("{} values for {} cells", filled.size(), puzzle.cell_count());
        return check;
    }
    std::set<std::int64_t> seen;
    for (std::size_t cell = 0; cell < filled.size(); ++cell) {
        const std::int64_t v = filled[cell];
        if (v < puzzle.first_value || v > puzzle.last_value()) {
            check.problem = fmt::format("cell {} holds {}, outside {}..{}", cell, v, puzzle.first_value, puzzle.last_value());
            return check;
        }
        if (!seen.insert(v).second) {
            check.problem = fmt::format("the value {} is used twice", v);
            return check;
        }
        if (puzzle.cells[cell] && *puzzle.cells[cell] != v) {
            check.problem = fmt::format("cell {} was given as {} but holds {}", cell, *puzzle.cells[cell], v);
            return check;
        }
    }
    const HexagonGeometry geometry(puzzle.order);
    std::optional<std::int64_t> constant;
    for (std::size_t line = 0; line < geometry.lines().size(); ++line) {
        std::int64_t sum = 0;
        for (int cell : geometry.lines()[line]) sum += at(filled, cell);
        if (!constant) constant = sum;
        if (sum != *constant) {
            check.problem = fmt::format("line {} sums to {}, line 0 to {}", line, sum, *constant);
            return check;
        }
    }
    check.valid = true;
    return check;
}

}  // namespace puzzlebox
