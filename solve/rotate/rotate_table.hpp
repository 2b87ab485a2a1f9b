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
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

template <class T>
class LargeArray;

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

    // The table save() wrote for `board`'s space, or null. A missing file
    // leaves `problem` empty; one that does not check out says why: not a
    // regular file (never opened through a link, nor waited on), another
    // version or space, a wrong length, a checksum that does not match (it
    // covers the header too), codes that do not add up to the layers, or
    // codes the moves contradict (a spot check: from sampled states, the
    // codes must lead down to the target).
    static std::unique_ptr<RotateDistanceTable> load(const std::filesystem::path& file, const RotateBoard& board,
                                                     std::string& problem);
    // Through OutputFile (an exclusive temporary renamed into place); throws WriteError.
    void save(const std::filesystem::path& file) const;
    // A file name that tells spaces apart (size, block, turns, target).
    static std::string file_name(const RotateBoard& board);

    struct Space;  // the numbering and the codes

private:
    struct Unbuilt {};
    RotateDistanceTable(const RotateBoard& board, Unbuilt);  // the space, every code 3 (unreached)
    std::string header() const;  // what save() writes first: the space, the layers, the antipodes, the length
    // The codes, 4 states a byte (save and load).
    LargeArray<std::uint8_t>& code_bytes();
    const LargeArray<std::uint8_t>& code_bytes() const;

    RotateBoard shape_;  // size, block, turns and target (for header())
    std::vector<int> target_cells_;
    std::vector<int> target_;
    std::vector<std::uint64_t> layers_;
    std::vector<std::uint64_t> last_layer_;  // indices of antipodes (see antipodes())
    std::unique_ptr<Space> space_;
};

// Spaces smaller than this (11!) are built in well under a second and not cached.
inline constexpr std::uint64_t rotate_table_cache_min_states = 39'916'800;

// The table for `board`'s space from the directory `cache` when a copy
// there checks out, else built (`progress` hears each layer) and saved there;
// "" (or a space under rotate_table_cache_min_states) caches nothing. `say` hears where it came from and any warning (a copy
// that fails its checks is built again; one that cannot be written only
// costs time).
std::unique_ptr<RotateDistanceTable> cached_rotate_table(const RotateBoard& board, const std::string& cache,
                                                         const std::function<void(const std::string&)>& progress = {},
                                                         const std::function<void(const std::string&)>& say = {},
                                                         const StopCheck& stop = StopCheck());

}  // namespace puzzlebox
