// Breadth-first from the start (distances and saturated shortest-path counts),
// then backwards from the goal over the reached part of the jump graph.
#include "gen/jump/jump_evaluator.hpp"

#include <algorithm>

#include "support/index.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

JumpScore JumpEvaluator::evaluate(const JumpBoard& board) {
    const auto cells = static_cast<std::size_t>(board.cell_count());
    const int goal = board.goal_index();
    // A pass over a 5000x5000 board takes seconds: every loop below polls for
    // a stop request every 65,536 cells, and a stopped pass returns a default
    // score (every caller checks for the stop and drops it).
    const auto stopped = [](std::size_t i) { return (i & 0xFFFF) == 0xFFFF && stop_requested(); };
    distance_.assign(cells, -1);
    count_.assign(cells, 0);
    queue_.clear();
    queue_.push_back(board.start_index());
    distance_[board.start_index()] = 0;
    count_[board.start_index()] = 1;
    for (std::size_t head = 0; head < queue_.size(); ++head) {
        if (stopped(head)) return {};
        const int here = queue_[head];
        for_each_jump(board, here, [&](int to) {
            if (distance_[to] < 0) {
                distance_[to] = distance_[here] + 1;
                queue_.push_back(to);
            }
            if (distance_[to] == distance_[here] + 1) count_[to] = std::min(count_[to] + count_[here], JumpScore::count_cap);
        });
    }
    JumpScore score;
    score.reachable = static_cast<int>(queue_.size());
    score.solvable = distance_[goal] >= 0;
    if (score.solvable) {
        score.moves = distance_[goal];
        score.count = count_[goal];
    }

    // Reverse edges among the reached cells, then a flood back from the goal.
    first_.assign(cells + 1, 0);
    for (std::size_t i = 0; i < queue_.size(); ++i) {
        if (stopped(i)) return {};
        for_each_jump(board, queue_[i], [&](int to) { ++first_[static_cast<std::size_t>(to) + 1]; });
    }
    for (std::size_t i = 0; i < cells; ++i) first_[i + 1] += first_[i];
    sources_.resize(static_cast<std::size_t>(first_[cells]));
    fill_.assign(first_.begin(), first_.end() - 1);
    for (std::size_t i = 0; i < queue_.size(); ++i) {
        if (stopped(i)) return {};
        const int from = queue_[i];
        for_each_jump(board, from, [&](int to) { sources_[static_cast<std::size_t>(fill_[to]++)] = from; });
    }
    coreachable_.assign(cells, 0);
    int coreached = 0;
    if (score.solvable) {
        std::vector<int>& stack = queue_;  // the forward queue is no longer needed
        stack.clear();
        stack.push_back(goal);
        coreachable_[goal] = 1;
        while (!stack.empty()) {
            if (stopped(static_cast<std::size_t>(coreached))) return {};
            const int here = stack.back();
            stack.pop_back();
            ++coreached;
            for (int i = first_[here]; i < first_[here + 1]; ++i) {
                const int from = at(sources_, i);
                if (!coreachable_[from]) {
                    coreachable_[from] = 1;
                    stack.push_back(from);
                }
            }
        }
    }
    score.dead = score.reachable - coreached;
    return score;
}

}  // namespace puzzlebox
