// Jump maze measures from the solvers and two floods of the jump graph.
#include "jump_analysis.hpp"

#include "solve/jump_solver.hpp"

namespace puzzlebox {

namespace {

std::vector<char> reachable_from_start(const JumpBoard& board) {
    std::vector<char> seen(static_cast<std::size_t>(board.cell_count()), 0);
    std::vector<int> stack{board.start_index()};
    seen[board.start_index()] = 1;
    while (!stack.empty()) {
        const int here = stack.back();
        stack.pop_back();
        for_each_jump(board, here, [&](int to) {
            if (!seen[to]) {
                seen[to] = 1;
                stack.push_back(to);
            }
        });
    }
    return seen;
}

std::string optional_text(const std::optional<int>& value) { return value ? std::to_string(*value) : std::string(); }

}  // namespace

JumpMeasures measure_jump_board(const JumpBoard& board, const SearchLimits& limits) {
    JumpMeasures m;
    m.target = board.target.value_or(0);
    const auto reached = reachable_from_start(board);
    const auto distance = jump_distances_to_goal(board);
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        const bool forward = reached[cell] != 0;
        const bool backward = distance[cell] >= 0;
        m.reachable += forward;
        m.coreachable += backward;
        m.dead_cells += forward && !backward;
    }
    const JumpSearchResult shortest = solve_jump_shortest(board);
    if (!shortest.paths.empty()) {
        m.shortest_moves = shortest.paths.front().moves();
        m.shortest_count = shortest.count;
    }
    const JumpSearchResult simple = find_all_jump_paths(board, std::nullopt, false, {}, limits);
    m.simple_paths = simple.count;
    if (is_partial(simple.outcome)) m.partial.push_back("simple_paths");
    const JumpSearchResult expert = find_all_jump_paths(board, m.target, false, {}, limits);
    m.expert_paths = expert.count;
    if (is_partial(expert.outcome)) m.partial.push_back("expert_paths");
    const JumpSearchResult fewest = solve_jump_fewest_with_sum(board, m.target, {}, limits);
    if (!fewest.paths.empty() && !is_partial(fewest.outcome)) m.expert_fewest_moves = fewest.paths.front().moves();
    if (is_partial(fewest.outcome)) m.partial.push_back("expert_fewest_moves");
    return m;
}

std::vector<std::string> jump_measure_columns() {
    return {"file", "rows", "cols", "start", "goal", "reachable", "coreachable", "dead_cells", "shortest_moves",
            "shortest_count", "simple_paths", "expert_target", "expert_paths", "expert_fewest_moves", "partial"};
}

std::vector<std::string> jump_measure_row(const std::string& file, const JumpBoard& board, const JumpMeasures& m) {
    std::string partial;
    for (const auto& name : m.partial) partial += (partial.empty() ? "" : " ") + name;
    return {file,
            std::to_string(board.rows),
            std::to_string(board.cols),
            to_string(board.start),
            to_string(board.goal),
            std::to_string(m.reachable),
            std::to_string(m.coreachable),
            std::to_string(m.dead_cells),
            optional_text(m.shortest_moves),
            m.shortest_moves ? m.shortest_count.to_string() : "0",
            m.simple_paths.to_string(),
            std::to_string(m.target),
            m.expert_paths.to_string(),
            optional_text(m.expert_fewest_moves),
            partial};
}

}  // namespace puzzlebox
