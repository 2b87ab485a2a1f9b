// Optimal solving of rotation puzzles over the whole ranked state space:
// breadth-first search from the target (along inverse moves) stores every
// reachable arrangement's distance mod 3 in 2 bits (3 = unreachable), with
// the current and next layer as bitsets. A state's neighbours are one move
// nearer, equal or one further, which mod 3 tells apart, so optimal
// solutions are walked down from the start: one, all, or counted. Boards up
// to 12 cells (12! = 479,001,600 arrangements: 120 MB of table plus two
// 60 MB layer bitsets).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/rotate_board.hpp"
#include "solve/arrangement_rank.hpp"
#include "solve/path_count.hpp"

namespace puzzlebox {

class RotateDistanceTable {
public:
    static constexpr std::uint64_t max_states = 479'001'600;  // 12!

    // The space of `board`'s size, block, turn set and target (grid ignored).
    // Layers are expanded by all cores (TBB); `progress`, if given, hears of
    // each finished layer.
    explicit RotateDistanceTable(const RotateBoard& board,
                                 const std::function<void(const std::string&)>& progress = {});

    const ArrangementRanker& ranker() const { return ranker_; }
    // Distance mod 3 of an arrangement's rank, 3 when the target is out of reach.
    int code(std::uint64_t rank) const { return (cells_[rank >> 2] >> ((rank & 3) * 2)) & 3; }
    // States at each distance from the target: [0] = 1, ..., back() = the antipodes.
    const std::vector<std::uint64_t>& layers() const { return layers_; }
    std::uint64_t reachable() const;
    int god_number() const { return static_cast<int>(layers_.size()) - 1; }
    // Up to `limit` arrangements at the largest distance.
    std::vector<std::vector<int>> antipodes(std::size_t limit) const;

private:
    void set_code(std::uint64_t rank, int code) {
        auto& byte = cells_[rank >> 2];
        const int shift = static_cast<int>(rank & 3) * 2;
        byte = static_cast<std::uint8_t>((byte & ~(3 << shift)) | (code << shift));
    }

    ArrangementRanker ranker_;
    std::vector<std::uint8_t> cells_;  // 4 states per byte
    std::vector<std::uint64_t> layers_;
    std::vector<std::uint64_t> last_layer_;  // bitset of the antipodes
};

struct RotateSolveResult {
    std::optional<int> moves;  // empty: the target is not reachable from the grid
    std::vector<std::vector<RotateMove>> solutions;  // one (first) or all optimal ones, in move order
    PathCount count;           // optimal solutions (count / all)
    std::uint64_t reachable = 0;  // arrangements from which the target can be reached
    std::uint64_t arrangements = 0;  // all arrangements of the labels
};

enum class RotateGoal { first, all, count };

RotateSolveResult solve_rotate_board(const RotateBoard& board, const RotateDistanceTable& table, RotateGoal goal);

// Walks down the table: from an arrangement, the moves that land one move
// nearer the target (their code is one less, mod 3). Build it once per
// shape and table; the move permutations are computed here.
class RotateDescent {
public:
    RotateDescent(const RotateBoard& shape, const RotateDistanceTable& table);

    const std::vector<RotateMove>& moves() const { return moves_; }
    bool at_target(const std::vector<int>& arrangement) const { return table_.ranker().rank(arrangement) == target_; }
    bool reachable(const std::vector<int>& arrangement) const { return table_.code(table_.ranker().rank(arrangement)) != 3; }
    // (move index, arrangement after it) for every nearer move.
    void nearer(const std::vector<int>& arrangement, std::vector<std::pair<std::size_t, std::vector<int>>>& out) const;
    // The first optimal path (move indices) from a reachable arrangement.
    std::vector<std::size_t> first_path(std::vector<int> arrangement) const;
    // The optimal number of moves to the target, empty when it is out of reach.
    std::optional<int> distance(const std::vector<int>& arrangement) const;

private:
    const RotateDistanceTable& table_;
    std::vector<RotateMove> moves_;
    std::vector<std::vector<int>> sources_;
    std::uint64_t target_;
};

}  // namespace puzzlebox
