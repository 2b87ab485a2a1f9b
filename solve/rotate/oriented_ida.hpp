// Optimal solutions of orientable rotation puzzles: IDA* on the search
// core's depth_first, cut by pattern databases that include orientation. A
// database tracks a few tiles of unique label: its state is their cells and
// their turns (n!/(n-k)! * 4^k states, one byte each: the moves that bring
// them home upright with every other tile a blank), filled by breadth-first
// search from home along the moves undone. The tracked tiles are split into
// chunks as large as the budget allows; repeated labels (rows-only games)
// get the plain databases of whole labels (rotate_label_patterns), their
// turns left out; the largest bound is used. Move
// pruning as for plain tiles (rotate_move_order.hpp); when every move is an
// odd permutation and the labels are distinct, the bound steps by two.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/large_array.hpp"
#include "solve/rotate/oriented_tiles.hpp"
#include "solve/rotate/rotate_pattern_db.hpp"
#include "solve/rotate/rotate_solver.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

class OrientedPatternDatabase {
public:
    static constexpr int unreached = 0xFF;

    // Pattern states of k tracked tiles on n cells: n!/(n-k)! * 4^k, saturating.
    static std::uint64_t state_count(int cells, int tracked);

    // `homes`: the tracked tiles (their home cells, distinct). `stop` is
    // polled for every 65,536 states (SearchStopped); the table's bytes come
    // from the memory budget (MemoryRefused).
    OrientedPatternDatabase(const RotateBoard& shape, std::vector<int> homes, const StopCheck& stop = StopCheck());

    const std::vector<int>& homes() const { return homes_; }
    std::uint64_t size() const { return table_.size(); }
    const std::vector<std::uint64_t>& layers() const { return layers_; }
    // where[t]: cell * 4 + quarters of the tile whose home is t (every home).
    int distance(const OrientedTiles::Cells& where) const;

private:
    std::uint64_t rank(const std::uint8_t* cells, const std::uint8_t* quarters) const;
    void unrank(std::uint64_t rank, std::uint8_t* cells, std::uint8_t* quarters) const;

    int cells_ = 0, tracked_ = 0;
    std::vector<int> homes_;
    LargeArray<std::uint8_t> table_;
    std::vector<std::uint64_t> layers_;
};

class OrientedPatterns {
public:
    // Databases over the board's unique-label tiles, in chunks of as many as
    // `max_states` allows, and over its repeated labels, whole labels to a
    // database within the same budget; shared with later calls for the same
    // shape and tiles in this process.
    OrientedPatterns(const RotateBoard& board, std::uint64_t max_states, const StopCheck& stop = StopCheck());

    const std::vector<std::shared_ptr<const OrientedPatternDatabase>>& databases() const { return databases_; }
    const std::vector<std::shared_ptr<const RotatePatternDatabase>>& label_databases() const { return label_databases_; }
    // The largest bound, or the first that reaches `enough`.
    int lower_bound(const OrientedTiles::Cells& where, int enough) const;

private:
    std::vector<std::shared_ptr<const OrientedPatternDatabase>> databases_;
    std::vector<std::shared_ptr<const RotatePatternDatabase>> label_databases_;  // the tiles' turns left out
};

// The default database budget: 2^24 states (3x3: 5 tiles, 15.5 million, a
// few seconds to build).
inline constexpr std::uint64_t oriented_pattern_states = std::uint64_t{1} << 24;

// `patterns` must be for the board's shape and target. Unsolvable boards
// (oriented_tiles.hpp's reasons, or a tracked pattern that never comes home)
// are answered at once in why_not; others searched to the limits.
RotateResult solve_oriented_ida(const RotateBoard& board, const OrientedPatterns& patterns, SearchGoal goal,
                                const SearchLimits& limits = {}, const std::function<void(const std::string&)>& progress = {});

}  // namespace puzzlebox
