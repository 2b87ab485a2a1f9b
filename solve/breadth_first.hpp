// Breadth-first search over a ranked state space: the distance to the nearest
// goal, the number of distinct shortest paths to goals at that distance, and
// one such path. Memory: per state a distance (4 bytes), a path count (16)
// and a parent (4); the search stops after the layer where a goal appears.
#pragma once

#include <algorithm>
#include <optional>
#include <vector>

#include "path_count.hpp"
#include "search_concepts.hpp"
#include "search_limits.hpp"

namespace puzzlebox {

struct ShortestPaths {
    SearchOutcome outcome = SearchOutcome::complete;
    std::optional<int> distance;   // empty: no goal reachable (or a limit hit first)
    PathCount count;               // shortest paths to goals at `distance`
    std::vector<StateRank> path;   // start ... goal, distance + 1 states
    std::uint64_t nodes = 0;       // states expanded
};

template <RankedSpace P>
ShortestPaths breadth_first_shortest(const P& space, const SearchLimits& limits = {}) {
    using Index = std::uint32_t;
    constexpr Index unseen = ~Index{0};
    const StateRank states = space.state_count();
    if (states >= unseen) throw std::length_error("breadth_first_shortest: more than 2^32 - 1 states");

    ShortestPaths result;
    SearchBudget budget(limits);
    std::vector<Index> distance(states, unseen);
    std::vector<Index> parent(states, unseen);
    std::vector<PathCount> count(states);
    std::vector<Index> queue;
    queue.reserve(std::min<StateRank>(states, StateRank{1} << 20));

    const auto start = static_cast<Index>(space.start_state());
    distance[start] = 0;
    count[start] = 1;
    queue.push_back(start);
    Index goal_distance = unseen;
    std::optional<Index> first_goal;
    if (space.is_goal(start)) {
        goal_distance = 0;
        first_goal = start;
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Index here = queue[head];
        if (distance[here] >= goal_distance) break;  // the goal layer is complete
        if (!budget.spend()) break;
        space.for_each_successor(here, [&](StateRank next_rank) {
            const auto next = static_cast<Index>(next_rank);
            if (distance[next] == unseen) {
                distance[next] = distance[here] + 1;
                parent[next] = here;
                queue.push_back(next);
                if (!first_goal && space.is_goal(next)) {
                    first_goal = next;
                    goal_distance = distance[next];
                }
            }
            if (distance[next] == distance[here] + 1) count[next] += count[here];
        });
    }
    result.nodes = budget.nodes();
    result.outcome = budget.outcome();
    if (is_partial(result.outcome) || !first_goal) return result;

    result.distance = static_cast<int>(goal_distance);
    for (std::size_t i = queue.size(); i-- > 0;) {
        const Index s = queue[i];
        if (distance[s] < goal_distance) break;
        if (space.is_goal(s)) result.count += count[s];
    }
    for (Index s = *first_goal; s != unseen; s = parent[s]) result.path.push_back(s);
    std::reverse(result.path.begin(), result.path.end());
    return result;
}

}  // namespace puzzlebox
