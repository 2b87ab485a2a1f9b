// Measures of a magic hexagon puzzle file (see hexagon_analysis.hpp).
#include "analyze/hexagon/hexagon_analysis.hpp"

#include <chrono>

#include <fmt/format.h>

#include "solve/hexagon/hexagon_plan.hpp"
#include "solve/hexagon/hexagon_solver.hpp"

namespace puzzlebox {

HexagonMeasures measure_hexagon_board(const HexagonBoard& board, const SearchLimits& limits) {
    HexagonMeasures m;
    std::vector<char> given(board.cells.size(), 0);
    for (std::size_t cell = 0; cell < given.size(); ++cell) {
        given[cell] = board.cells[cell].has_value();
        m.given += given[cell];
    }
    const HexagonGeometry geometry(board.order);
    try {
        m.free_cells = static_cast<int>(cached_hexagon_plan(geometry, given, StopCheck(limits))->size()) - 1;
    } catch (const SearchStopped&) {
        m.free_cells = -1;  // not known: the plan was cut short, and the count needs it
        m.partial = {"free_cells", "solutions"};
        return m;
    }
    const auto start = std::chrono::steady_clock::now();
    const HexagonSearchResult result = solve_magic_hexagon(board, SearchGoal::count, true, limits);
    m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    m.solutions = result.count;
    m.orbits = result.orbits;
    m.nodes = result.nodes;
    m.impossible = result.impossible;
    if (is_partial(result.outcome)) m.partial.push_back("solutions");
    return m;
}

std::vector<std::string> hexagon_measure_columns() {
    return {"file",       "order",     "start",  "last",  "constant", "given",
            "free_cells", "solutions", "orbits", "nodes", "partial",  "impossible"};
}

std::vector<std::string> hexagon_measure_row(const std::string& file, const HexagonBoard& board, const HexagonMeasures& m) {
    const auto constant = hexagon_constant(board.order, board.first_value);
    std::string partial;
    for (const auto& name : m.partial) partial.append(partial.empty() ? "" : " ").append(name);
    return {file,
            std::to_string(board.order),
            std::to_string(board.first_value),
            std::to_string(board.last_value()),
            constant ? std::to_string(*constant) : "",
            std::to_string(m.given),
            m.free_cells >= 0 ? std::to_string(m.free_cells) : "",
            m.solutions.to_string(),
            m.orbits.to_string(),
            std::to_string(m.nodes),
            partial,
            m.impossible};
}

}  // namespace puzzlebox
