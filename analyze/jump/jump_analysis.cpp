// Jump maze measures assembled from the jump graph (Boost.Graph), the
// solvers, the random walk (Eigen) and the grade.
#include "analyze/jump/jump_analysis.hpp"

#include <fmt/format.h>

#include "analyze/jump/jump_grade.hpp"
#include "analyze/jump/jump_graph.hpp"
#include "analyze/jump/jump_random_walk.hpp"
#include "solve/jump/jump_count.hpp"
#include "solve/jump/jump_solver.hpp"

namespace puzzlebox {

namespace {

// Can the goal be reached from `from` without stepping on a blocked cell?
// `stamp` marks this search's cells with `generation` (no copy of the board
// per question: a path of k cells on an n-cell board asks up to 4k of them).
bool goal_reachable_avoiding(const JumpBoard& board, int from, const std::vector<char>& blocked,
                             std::vector<std::uint32_t>& stamp, std::uint32_t generation, std::vector<int>& stack) {
    stack.assign(1, from);
    stamp[from] = generation;
    while (!stack.empty()) {
        const int here = stack.back();
        stack.pop_back();
        if (here == board.goal_index()) return true;
        for_each_jump(board, here, [&](int to) {
            if (!blocked[to] && stamp[to] != generation) {
                stamp[to] = generation;
                stack.push_back(to);
            }
        });
    }
    return false;
}

std::string optional_text(const std::optional<int>& value) { return value ? std::to_string(*value) : std::string(); }
// Walk lengths span 1 to 1e30: six significant digits ("6450.62", "7.26739e+26").
std::string significant_text(const std::optional<double>& value) { return value ? fmt::format("{:.6g}", *value) : std::string(); }
std::string grade_text(const std::optional<double>& value) { return value ? fmt::format("{:.1f}", *value) : std::string(); }

}  // namespace

std::optional<int> count_forced_moves(const JumpBoard& board, std::span<const Cell> path, const StopCheck& stop) {
    std::vector<char> visited(static_cast<std::size_t>(board.cell_count()), 0);
    std::vector<std::uint32_t> stamp(static_cast<std::size_t>(board.cell_count()), 0);
    std::vector<int> stack;
    std::uint32_t generation = 0;
    int forced = 0;
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        if (stop.stop()) return std::nullopt;
        const int here = board.index(path[i]);
        visited[here] = 1;
        int not_losing = 0;
        for_each_jump(board, here, [&](int to) {
            if (!visited[to] && goal_reachable_avoiding(board, to, visited, stamp, ++generation, stack)) ++not_losing;
        });
        if (not_losing == 1) ++forced;
    }
    return forced;
}

JumpMeasures measure_jump_board(const JumpBoard& board, const SearchLimits& limits) {
    JumpMeasures m;
    m.target = board.target.value_or(0);
    const JumpGraphMeasures graph = measure_jump_graph(board);
    m.reachable = graph.reachable_count;
    m.coreachable = graph.coreachable_count;
    m.dead_cells = graph.dead_cells;
    m.components = graph.components;
    m.branching = graph.branching;

    const JumpSearchResult shortest = solve_jump_shortest(board);
    if (!shortest.paths.empty()) {
        m.shortest_moves = shortest.paths.front().moves();
        m.shortest_count = shortest.count;
        m.forced_moves = count_forced_moves(board, shortest.paths.front().cells, StopCheck(limits));
        if (!m.forced_moves) m.partial.push_back("forced_moves");
    }
    const JumpSearchResult simple = find_all_jump_paths(board, std::nullopt, false, {}, limits);
    m.simple_paths = simple.count;
    for (char used : simple.used_cells) m.unused_cells += !used;
    if (is_partial(simple.outcome)) {
        m.partial.push_back("simple_paths");
        m.partial.push_back("unused_cells");
    }
    if (board.cell_count() <= jump_count_max_cells) {
        const JumpCount expert = count_jump_paths(board, m.target, limits);
        m.expert_paths = expert.count;
        if (is_partial(expert.outcome)) m.partial.push_back("expert_paths");
    } else {
        const JumpSearchResult expert = find_all_jump_paths(board, m.target, false, {}, limits);
        m.expert_paths = expert.count;
        if (is_partial(expert.outcome)) m.partial.push_back("expert_paths");
    }
    const JumpSearchResult fewest = solve_jump_fewest_with_sum(board, m.target, {}, limits);
    if (!fewest.paths.empty() && !is_partial(fewest.outcome)) m.expert_fewest_moves = fewest.paths.front().moves();
    if (is_partial(fewest.outcome)) m.partial.push_back("expert_fewest_moves");

    const StopCheck walk_clock(limits);
    bool walk_stopped = false, restart_stopped = false;
    m.random_walk_steps = random_walk_steps(board, graph, WalkRule::plain, WalkMethod::automatic, walk_clock, &walk_stopped);
    m.restart_walk_steps =
        random_walk_steps(board, graph, WalkRule::restarting, WalkMethod::automatic, walk_clock, &restart_stopped);
    if (walk_stopped) m.partial.push_back("random_walk_steps");
    if (restart_stopped) m.partial.push_back("restart_walk_steps");
    m.grade = jump_grade(m);
    if (!shortest.paths.empty()) {
        m.deduction = deduce_jump(board, JumpRule::search, StopCheck(limits));
        if (m.deduction->stopped) {
            m.deduction.reset();
            m.partial.push_back("rule");
        }
    }
    return m;
}

std::vector<std::string> jump_measure_columns() {
    return {"file",
            "rows",
            "cols",
            "start",
            "goal",
            "reachable",
            "coreachable",
            "dead_cells",
            "unused_cells",
            "components",
            "branching",
            "shortest_moves",
            "shortest_count",
            "forced_moves",
            "simple_paths",
            "expert_target",
            "expert_paths",
            "expert_fewest_moves",
            "random_walk_steps",
            "restart_walk_steps",
            "grade",
            "rule",
            "cells_read",
            "partial"};
}

std::vector<std::string> jump_measure_row(const std::string& file, const JumpBoard& board, const JumpMeasures& m) {
    std::string partial;
    for (const auto& name : m.partial) partial.append(partial.empty() ? "" : " ").append(name);
    return {file,
            std::to_string(board.rows),
            std::to_string(board.cols),
            to_string(board.start),
            to_string(board.goal),
            std::to_string(m.reachable),
            std::to_string(m.coreachable),
            std::to_string(m.dead_cells),
            std::to_string(m.unused_cells),
            std::to_string(m.components),
            fmt::format("{:.3f}", m.branching),
            optional_text(m.shortest_moves),
            m.shortest_moves ? m.shortest_count.to_string() : "0",
            optional_text(m.forced_moves),
            m.simple_paths.to_string(),
            std::to_string(m.target),
            m.expert_paths.to_string(),
            optional_text(m.expert_fewest_moves),
            significant_text(m.random_walk_steps),
            significant_text(m.restart_walk_steps),
            grade_text(m.grade),
            m.deduction ? std::string(rule_name(m.deduction->hardest)) : std::string(),
            m.deduction ? std::to_string(m.deduction->looks) : std::string(),
            partial};
}

}  // namespace puzzlebox
