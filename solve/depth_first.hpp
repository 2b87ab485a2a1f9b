// Depth-first search over a DepthFirstProblem, iterative (no recursion, so no
// stack overflow on long paths), with the problem's pruning hooks, a depth
// limit the caller may tighten while searching (branch and bound, IDDFS), and
// node/time limits. Goals are leaves: the search never extends past a goal.
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "solve/search_concepts.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

enum class GoalAction { keep_going, stop };

struct DepthFirstStats {
    SearchOutcome outcome = SearchOutcome::complete;
    std::uint64_t nodes = 0;  // positions visited, root included
    bool stopped_by_caller = false;
};

// on_goal(const P&, std::span<const Move> moves) -> GoalAction is called at
// every goal within depth_limit; it may lower depth_limit (a reference) to
// search only for shorter or equal solutions from then on. The problem is back
// in its starting position when this returns.
template <DepthFirstProblem P, class OnGoal>
DepthFirstStats depth_first(P& problem, const SearchLimits& limits, std::int64_t& depth_limit, OnGoal&& on_goal) {
    using Move = typename P::Move;
    struct Frame {
        std::size_t begin;  // this position's moves are pending[begin, end)
        std::size_t next;   // the next one to try
        std::size_t end;
    };
    SearchBudget budget(limits);
    DepthFirstStats stats;
    std::vector<Move> pending;  // the move lists of all open frames, stacked
    std::vector<Move> path;
    std::vector<Frame> frames;

    // Visits the current position; true when it should be expanded.
    auto visit = [&]() -> bool {
        const auto depth = static_cast<std::int64_t>(path.size());
        if (depth > depth_limit) return false;  // the caller lowered the limit meanwhile
        if (problem.is_goal()) {
            if (on_goal(std::as_const(problem), std::span<const Move>(path)) == GoalAction::stop) stats.stopped_by_caller = true;
            return false;
        }
        if (depth >= depth_limit) return false;
        if constexpr (HasPrune<P>) {
            if (problem.prune()) return false;
        }
        if constexpr (HasLowerBound<P>) {
            if (depth_limit != std::numeric_limits<std::int64_t>::max() && depth + problem.lower_bound() > depth_limit)
                return false;
        }
        return true;
    };
    auto expand = [&] {
        const std::size_t begin = pending.size();
        problem.generate_moves(pending);
        frames.push_back({begin, begin, pending.size()});
    };

    if (budget.spend() && visit()) expand();
    while (!frames.empty() && !stats.stopped_by_caller && budget.outcome() == SearchOutcome::complete) {
        Frame& frame = frames.back();
        if (frame.next == frame.end) {
            pending.resize(frame.begin);
            frames.pop_back();
            if (!path.empty()) {
                problem.undo(path.back());
                path.pop_back();
            }
            continue;
        }
        const Move move = pending[frame.next++];
        if (static_cast<std::int64_t>(path.size()) >= depth_limit) {
            frame.next = frame.end;  // the limit was lowered below this frame's children
            continue;
        }
        if (!budget.spend()) break;
        problem.apply(move);
        path.push_back(move);
        if (visit()) {
            expand();
        } else {
            problem.undo(move);
            path.pop_back();
        }
    }
    while (!path.empty()) {  // a limit or the caller stopped us: restore the start position
        problem.undo(path.back());
        path.pop_back();
    }
    stats.nodes = budget.nodes();
    stats.outcome = budget.outcome();
    return stats;
}

}  // namespace puzzlebox
