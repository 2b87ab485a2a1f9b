// Breadth-first search over a ranked state space: the distance to the nearest
// goal, the number of distinct shortest paths to goals at that distance, and
// one such path. Memory: 32 bytes per state (distance, parent, 128-bit path
// count in one record); the search stops after the layer where a goal appears.
#pragma once

#include <algorithm>
#include <optional>
#include <vector>

#include "solve/large_array.hpp"
#include "solve/path_count.hpp"
#include "solve/search_concepts.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct ShortestPaths {
    SearchOutcome outcome = SearchOutcome::complete;
    std::optional<int> distance;  // empty: no goal reachable (or a limit hit first)
    PathCount count;              // shortest paths to goals at `distance`
    std::vector<StateRank> path;  // start ... goal, distance + 1 states
    std::uint64_t nodes = 0;      // states expanded
};

namespace detail {
// One record per state, so a visit touches one cache line, not three.
struct BreadthFirstVisit {
    static constexpr std::uint32_t unseen = ~std::uint32_t{0};
    std::uint32_t distance = unseen;
    std::uint32_t parent = unseen;
    PathCount count;
};
}  // namespace detail

template <RankedSpace P>
ShortestPaths breadth_first_shortest(const P& space, const SearchLimits& limits = {}) {
    using Index = std::uint32_t;
    constexpr Index unseen = detail::BreadthFirstVisit::unseen;
    const StateRank states = space.state_count();
    if (states >= unseen) throw std::length_error("breadth_first_shortest: more than 2^32 - 1 states");

    using Visit = detail::BreadthFirstVisit;
    ShortestPaths result;
    SearchBudget budget(limits);
    LargeArray<Visit> visit(states, Visit{});
    std::vector<Index> queue;
    queue.reserve(std::min<StateRank>(states, StateRank{1} << 20));

    const auto start = static_cast<Index>(space.start_state());
    visit[start].distance = 0;
    visit[start].count = 1;
    queue.push_back(start);
    Index goal_distance = unseen;
    std::optional<Index> first_goal;
    if (space.is_goal(start)) {
        goal_distance = 0;
        first_goal = start;
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Index here = queue[head];
        const Visit& from = visit[here];
        if (from.distance >= goal_distance) break;  // the goal layer is complete
        if (!budget.spend()) break;
        space.for_each_successor(here, [&](StateRank next_rank) {
            const auto next = static_cast<Index>(next_rank);
            Visit& to = visit[next];
            if (to.distance == unseen) {
                to.distance = from.distance + 1;
                to.parent = here;
                queue.push_back(next);
                if (!first_goal && space.is_goal(next)) {
                    first_goal = next;
                    goal_distance = to.distance;
                }
            }
            if (to.distance == from.distance + 1) to.count += from.count;
        });
    }
    result.nodes = budget.nodes();
    result.outcome = budget.outcome();
    if (is_partial(result.outcome) || !first_goal) return result;

    result.distance = static_cast<int>(goal_distance);
    for (std::size_t i = queue.size(); i-- > 0;) {
        const Index s = queue[i];
        if (visit[s].distance < goal_distance) break;
        if (space.is_goal(s)) result.count += visit[s].count;
    }
    for (Index s = *first_goal; s != unseen; s = visit[s].parent) result.path.push_back(s);
    std::reverse(result.path.begin(), result.path.end());
    return result;
}

}  // namespace puzzlebox
