// Breadth-first distance tables and optimal solutions of rotation puzzles
// (see rotate_solver.hpp).
#include "solve/rotate/rotate_solver.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/permutation.hpp"

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
    : table_(table),
      moves_(rotate_moves(board)),
      sources_(move_sources(board, moves_)),
      target_(board.target),
      ranker_(board.target) {
    // Turns both ways or half turns: every move undone by a move, so
    // neighbours are within one. Clockwise only: the parity of a distinct
    // arrangement changes with every odd move, ruling out d and d+2.
    if (board.turns != RotateTurns::cw) return;
    std::vector<int> sorted = target_;
    std::sort(sorted.begin(), sorted.end());
    const bool distinct = std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
    const bool all_odd = std::all_of(sources_.begin(), sources_.end(), [](const std::vector<int>& source) {
        return permutation_parity(source, static_cast<int>(source.size())) == 1;
    });
    exact_codes_ = distinct && all_odd;
}

void RotateDescent::coded_nearer(const std::vector<int>& arrangement,
                                 std::vector<std::pair<std::size_t, std::vector<int>>>& out) const {
    out.clear();
    const int want = (table_.code(arrangement) + 2) % 3;
    std::vector<int> moved;
    for (std::size_t m = 0; m < sources_.size(); ++m) {
        permute(sources_[m], arrangement, moved);
        if (table_.code(moved) == want) out.emplace_back(m, moved);
    }
}

int RotateDescent::levelled_distance(const std::vector<int>& arrangement) const {
    const std::uint64_t start = ranker_.rank(arrangement);
    {
        const std::lock_guard<std::mutex> lock(known_lock_);
        if (const auto found = known_.find(start); found != known_.end()) return found->second;
    }
    // Level i: the arrangements i coded steps down from the start. A coded
    // step is at most one nearer, so the target first appears at level d.
    const std::uint64_t goal = ranker_.rank(target_);
    std::vector<std::vector<std::uint64_t>> levels{{start}};
    std::vector<int> here, there;
    std::vector<std::pair<std::size_t, std::vector<int>>> steps;
    while (std::find(levels.back().begin(), levels.back().end(), goal) == levels.back().end()) {
        // Codes that never lead down to the target within God's number: not this puzzle's table.
        if (levels.back().empty() || levels.size() >= table_.layers().size()) return -1;
        std::unordered_set<std::uint64_t> next;
        for (const std::uint64_t rank : levels.back()) {
            ranker_.unrank(rank, here);
            coded_nearer(here, steps);
            for (const auto& step : steps) next.insert(ranker_.rank(step.second));
        }
        levels.emplace_back(next.begin(), next.end());
        std::sort(levels.back().begin(), levels.back().end());
    }
    // Back from the target: the arrangements on optimal paths, each
    // d - i moves from the target at level i.
    const int distance = static_cast<int>(levels.size()) - 1;
    std::vector<std::uint64_t> on_path{goal};
    std::unordered_map<std::uint64_t, int> found{{goal, 0}};
    for (int i = distance - 1; i >= 0; --i) {
        std::vector<std::uint64_t> before;
        for (const std::uint64_t rank : levels[static_cast<std::size_t>(i)]) {
            ranker_.unrank(rank, here);
            coded_nearer(here, steps);
            if (std::any_of(steps.begin(), steps.end(), [&](const auto& step) {
                    return std::binary_search(on_path.begin(), on_path.end(), ranker_.rank(step.second));
                })) {
                before.push_back(rank);
                found.emplace(rank, distance - i);
            }
        }
        on_path = std::move(before);  // ascending, as the level
    }
    const std::lock_guard<std::mutex> lock(known_lock_);
    known_.insert(found.begin(), found.end());
    return distance;
}

void RotateDescent::nearer(const std::vector<int>& arrangement,
                           std::vector<std::pair<std::size_t, std::vector<int>>>& out) const {
    coded_nearer(arrangement, out);
    if (exact_codes_ || out.empty()) return;
    // Of the neighbours coded one less, those one move nearer: every one of
    // them lies on an optimal path from here, so its distance is known now.
    const int want = levelled_distance(arrangement) - 1;
    if (want < 0) {
        out.clear();
        return;
    }
    const std::lock_guard<std::mutex> lock(known_lock_);
    std::erase_if(out, [&](const auto& step) {
        const auto found = known_.find(ranker_.rank(step.second));
        return found == known_.end() || found->second != want;
    });
}

bool RotateDescent::walk(std::vector<int> arrangement, std::vector<std::size_t>& path) const {
    path.clear();
    std::vector<std::pair<std::size_t, std::vector<int>>> step;
    while (!at_target(arrangement)) {
        nearer(arrangement, step);
        // No step down, or more steps than God's number: codes of another puzzle.
        if (step.empty() || path.size() + 1 >= table_.layers().size()) return false;
        path.push_back(step.front().first);
        arrangement = step.front().second;
    }
    return true;
}

std::vector<std::size_t> RotateDescent::first_path(std::vector<int> arrangement) const {
    std::vector<std::size_t> path;
    if (!walk(std::move(arrangement), path))
        throw std::logic_error("RotateDescent: the distance table does not lead this arrangement down to the target");
    return path;
}

std::optional<int> RotateDescent::distance(const std::vector<int>& arrangement) const {
    if (!reachable(arrangement)) return std::nullopt;
    if (!exact_codes_) {
        const int levelled = levelled_distance(arrangement);
        if (levelled < 0) return std::nullopt;
        return levelled;
    }
    std::vector<std::size_t> path;
    if (!walk(arrangement, path)) return std::nullopt;
    return static_cast<int>(path.size());
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
