// Breadth-first distance tables and optimal solutions of rotation puzzles
// (see rotate_solver.hpp).
#include "solve/rotate/rotate_solver.hpp"

#include <functional>
#include <unordered_map>

#include "solve/rotate/arrangement_rank.hpp"

namespace puzzlebox {

namespace {

// The cell permutations of the board's moves.
std::vector<std::vector<int>> move_sources(const RotateBoard& board, const std::vector<RotateMove>& moves) {
    std::vector<std::vector<int>> sources;
    for (const RotateMove& move : moves) sources.push_back(rotate_move_sources(board.rows, board.cols, board.block, move));
    return sources;
}

void permute(const std::vector<int>& source, const std::vector<int>& before, std::vector<int>& after) {
    after.resize(before.size());
    for (std::size_t i = 0; i < before.size(); ++i) after[i] = before[static_cast<std::size_t>(source[i])];
}

}  // namespace

RotateDescent::RotateDescent(const RotateBoard& board, const RotateDistanceTable& table)
    : table_(table), moves_(rotate_moves(board)), sources_(move_sources(board, moves_)), target_(board.target) {}

void RotateDescent::nearer(const std::vector<int>& arrangement,
                           std::vector<std::pair<std::size_t, std::vector<int>>>& out) const {
    out.clear();
    const int want = (table_.code(arrangement) + 2) % 3;
    std::vector<int> moved;
    for (std::size_t m = 0; m < sources_.size(); ++m) {
        permute(sources_[m], arrangement, moved);
        if (table_.code(moved) == want) out.emplace_back(m, moved);
    }
}

std::vector<std::size_t> RotateDescent::first_path(std::vector<int> arrangement) const {
    std::vector<std::size_t> path;
    std::vector<std::pair<std::size_t, std::vector<int>>> step;
    while (!at_target(arrangement)) {
        nearer(arrangement, step);
        path.push_back(step.front().first);
        arrangement = step.front().second;
    }
    return path;
}

std::optional<int> RotateDescent::distance(const std::vector<int>& arrangement) const {
    if (!reachable(arrangement)) return std::nullopt;
    return static_cast<int>(first_path(arrangement).size());
}

RotateResult solve_rotate_board(const RotateBoard& board, const RotateDistanceTable& table, SearchGoal goal) {
    RotateResult result;
    result.reachable = table.reachable();
    result.arrangements = table.states();
    const RotateDescent descent(board, table);
    const std::vector<RotateMove>& moves = descent.moves();
    const ArrangementRanker ranker(board.target);       // memo keys
    if (!descent.reachable(board.grid)) return result;  // the search from the target covered all it reaches

    std::vector<RotateMove> first_path;
    for (std::size_t m : descent.first_path(board.grid)) first_path.push_back(moves[m]);
    result.moves = static_cast<int>(first_path.size());
    if (goal == SearchGoal::first) {
        result.count = 1;
        result.solutions.push_back(first_path);
        return result;
    }
    // Count: paths along nearer moves, memoised by rank.
    std::unordered_map<std::uint64_t, PathCount> paths{{ranker.rank(board.target), PathCount(1)}};
    std::function<PathCount(const std::vector<int>&)> count_from = [&](const std::vector<int>& arrangement) {
        const std::uint64_t rank = ranker.rank(arrangement);
        if (const auto it = paths.find(rank); it != paths.end()) return it->second;
        std::vector<std::pair<std::size_t, std::vector<int>>> step;
        descent.nearer(arrangement, step);
        PathCount total;
        for (const auto& [m, moved] : step) total += count_from(moved);
        paths.emplace(rank, total);
        return total;
    };
    result.count = count_from(board.grid);
    if (goal == SearchGoal::count) return result;
    // All: every path along nearer moves, in move order.
    std::vector<RotateMove> path;
    std::function<void(const std::vector<int>&)> list_from = [&](const std::vector<int>& arrangement) {
        if (path.size() == first_path.size()) {
            result.solutions.push_back(path);
            return;
        }
        std::vector<std::pair<std::size_t, std::vector<int>>> step;
        descent.nearer(arrangement, step);
        for (const auto& [m, moved] : step) {
            path.push_back(moves[m]);
            list_from(moved);
            path.pop_back();
        }
    };
    list_from(board.grid);
    return result;
}

}  // namespace puzzlebox
