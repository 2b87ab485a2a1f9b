// Optimal solving of rotation puzzles over the whole state space's distance
// table (rotate_table.hpp, distances mod 3): where every move can be undone
// by a move, a state's neighbours are one move nearer, equal or one
// further, which mod 3 tells apart, so optimal solutions are walked down
// from the start: one, all, or counted. With clockwise turns only a
// neighbour can be up to three moves further; distinct labels and odd moves
// (2x2 blocks) keep it at d-1, d+1 or d+3, still told apart, but otherwise
// (repeated labels, 3x3 blocks) a neighbour coded d-1 may be d+2 away, and
// the walk checks each step (RotateDescent). Boards up to 12 cells.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/path_count.hpp"
#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/rotate_table.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

// What a search of one rotation board found, whichever engine searched:
// the table walk below, IDA* (rotate_ida.hpp), or the family's choice
// between them. One struct from the engine to puzzlebox-solve's output.
struct RotateResult {
    std::optional<int> moves;                        // the optimal length; empty: none (see why_not) or the search stopped
    std::vector<std::vector<RotateMove>> solutions;  // one (first) or all optimal ones, in move order
    PathCount count;                                 // optimal solutions (count / all)
    std::string why_not;                             // set when no solution is proven
    std::string search;                              // how it was searched, in words
    SearchOutcome outcome = SearchOutcome::complete;
    std::uint64_t nodes = 0;         // IDA*: positions visited, as a sequential search would
    std::vector<int> bounds;         // IDA*: the depth bounds tried, in order
    std::uint64_t reachable = 0;     // the table: arrangements from which the target can be reached
    std::uint64_t arrangements = 0;  // the table: all arrangements of the labels
    // A limit stopped IDA* at the last bound: no solution is shorter (0: none proven).
    int proven_at_least() const { return bounds.empty() ? 0 : bounds.back(); }
};

RotateResult solve_rotate_board(const RotateBoard& board, const RotateDistanceTable& table, SearchGoal goal);

// Walks down the table: from an arrangement, the moves that land one move
// nearer the target (their code is one less, mod 3). Build it once per
// shape and table; the move permutations are computed here. Where the codes
// alone cannot tell a nearer neighbour (exact_codes() false), an
// arrangement's distance is the first level of the moves that step down
// the codes at which the target appears (a path along them is never shorter
// than the distance, and every optimal path is one); the arrangements on
// its optimal paths then have their distances, remembered (thread-safe),
// and a neighbour is nearer exactly when it is one of them, one less.
class RotateDescent {
public:
    RotateDescent(const RotateBoard& shape, const RotateDistanceTable& table);

    const std::vector<RotateMove>& moves() const { return moves_; }
    bool at_target(const std::vector<int>& arrangement) const { return arrangement == target_; }
    bool reachable(const std::vector<int>& arrangement) const { return table_.code(arrangement) != 3; }
    // Whether a neighbour coded one less (mod 3) is always one move nearer.
    bool exact_codes() const { return exact_codes_; }
    // (move index, arrangement after it) for every nearer move.
    void nearer(const std::vector<int>& arrangement, std::vector<std::pair<std::size_t, std::vector<int>>>& out) const;
    // The first optimal path (move indices) from a reachable arrangement
    // (std::logic_error when the table's codes do not lead it down).
    std::vector<std::size_t> first_path(std::vector<int> arrangement) const;
    // The optimal number of moves to the target, empty when it is out of
    // reach (or the codes do not lead it down: a damaged table).
    std::optional<int> distance(const std::vector<int>& arrangement) const;

private:
    // The first optimal path into `path`; false when the codes do not lead down.
    bool walk(std::vector<int> arrangement, std::vector<std::size_t>& path) const;
    // Every neighbour coded one less, mod 3.
    void coded_nearer(const std::vector<int>& arrangement, std::vector<std::pair<std::size_t, std::vector<int>>>& out) const;
    // Without exact codes: the distance of a reachable arrangement, its
    // optimal paths' arrangements remembered with theirs; -1 when the codes
    // do not lead down to the target within God's number (a damaged table).
    int levelled_distance(const std::vector<int>& arrangement) const;

    const RotateDistanceTable& table_;
    std::vector<RotateMove> moves_;
    std::vector<std::vector<int>> sources_;
    std::vector<int> target_;
    bool exact_codes_ = true;
    ArrangementRanker ranker_;
    mutable std::mutex known_lock_;
    mutable std::unordered_map<std::uint64_t, int> known_;  // rank -> distance, without exact codes
};

}  // namespace puzzlebox
