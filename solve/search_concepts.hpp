// What a puzzle family gives the search core. Two shapes, one per algorithm
// family:
//  - RankedSpace: states numbered 0..state_count()-1 with successors and a
//    goal test; breadth-first search keeps per-state arrays indexed by rank.
//  - DepthFirstProblem: one mutable position with apply/undo of moves, so a
//    depth-first search walks it in place (the family keeps whatever history
//    it needs, e.g. the visited cells of a jump path).
#pragma once

#include <concepts>
#include <cstdint>
#include <vector>

namespace puzzlebox {

using StateRank = std::uint64_t;

template <class P>
concept RankedSpace = requires(const P& p, StateRank s, void (*visit)(StateRank)) {
    { p.state_count() } -> std::convertible_to<StateRank>;
    { p.start_state() } -> std::convertible_to<StateRank>;
    { p.is_goal(s) } -> std::convertible_to<bool>;
    p.for_each_successor(s, visit);
};

template <class P>
concept DepthFirstProblem = requires(P& p, const P& cp, typename P::Move m, std::vector<typename P::Move>& moves) {
    { cp.is_goal() } -> std::convertible_to<bool>;
    cp.generate_moves(moves);  // appends the legal moves from here
    p.apply(m);
    p.undo(m);  // undoes the last applied move, which is m
};

// Optional pruning hooks a DepthFirstProblem may add:
//   prune() -> true when no goal can be reached from here (cut this node);
//   lower_bound() -> moves still needed at least (cut when depth + bound > limit).
template <class P>
concept HasPrune = requires(const P& p) {
    { p.prune() } -> std::convertible_to<bool>;
};

template <class P>
concept HasLowerBound = requires(const P& p) {
    { p.lower_bound() } -> std::convertible_to<std::int64_t>;
};

}  // namespace puzzlebox
