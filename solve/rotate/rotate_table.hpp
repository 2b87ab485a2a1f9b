// The whole state space of a rotation puzzle as a distance table: a
// breadth-first search from the target (along inverse moves) stores every
// arrangement's distance mod 3 in 2 bits (3 = the target is out of reach),
// 4 states to a byte and nothing else: 114 MiB for 12! arrangements.
//
// Layer d + 1 comes from layer d in one of two ways (direction-optimising
// BFS, Beamer et al.): while the frontier is small, push: every state coded
// d mod 3 claims its unseen predecessors (this also re-expands layers d - 3,
// d - 6, .., which are small while the frontier grows, and adds nothing);
// once the frontier outgrows the unseen states, pull: every unseen state
// looks for one move into layer d (an unseen state is at least d + 1 away,
// so a neighbour coded d mod 3 is exactly d away). States are numbered by
// rotate_index.hpp so that moves stay in cache-sized runs, and runs are
// shared between threads (TBB).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

class RotateDistanceTable {
public:
    static constexpr std::uint64_t max_states = 479'001'600;  // 12!

    // The space of `board`'s size, block, turn set and target (grid
    // ignored). `progress`, if given, hears of each finished layer;
    // `threads` 0 uses every core. Its memory is reserved from the budget
    // first (MemoryRefused); `stop` is polled for every run of states
    // (SearchStopped: a time limit or a stop signal).
    explicit RotateDistanceTable(const RotateBoard& board, const std::function<void(const std::string&)>& progress = {},
                                 int threads = 0, const StopCheck& stop = StopCheck());
    ~RotateDistanceTable();
    RotateDistanceTable(const RotateDistanceTable&) = delete;
    RotateDistanceTable& operator=(const RotateDistanceTable&) = delete;

    // All arrangements of the target's labels.
    std::uint64_t states() const;
    // Distance mod 3 of an arrangement (row-major labels of the target's
    // multiset), 3 when the target is out of reach from it.
    int code(const std::vector<int>& arrangement) const;
    // States at each distance from the target: [0] = 1, ..., back() = the antipodes.
    const std::vector<std::uint64_t>& layers() const { return layers_; }
    std::uint64_t reachable() const;
    int god_number() const { return static_cast<int>(layers_.size()) - 1; }
    // Up to `limit` arrangements at the largest distance, least first in the
    // lexicographic order of their labels (among the 65,536 of least index
    // when there are more).
    std::vector<std::vector<int>> antipodes(std::size_t limit) const;

    struct Space;  // the numbering and the codes

private:
    std::vector<int> target_;
    std::vector<std::uint64_t> layers_;
    std::vector<std::uint64_t> last_layer_;  // indices of antipodes (see antipodes())
    std::unique_ptr<Space> space_;
};

}  // namespace puzzlebox
