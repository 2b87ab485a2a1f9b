// The whole state space of an orientable rotation puzzle as a distance
// table: every arrangement of the target's labels with every tile's turn,
// its distance from the target (labels in place, every tile upright) mod 3
// in 2 bits (3: out of reach), by breadth-first search.
//
// A state is numbered label rank * T + turn index. With even blocks and
// distinct labels, every quarter turn moves each tile of the block to a cell
// of the other chessboard colour and turns it once, so a tile's turn is odd
// exactly when it stands on the other colour from its home: only each turn's
// high bit is free, T = 2^N (3x3: 9! * 512 states, 46 MiB). Otherwise the
// turns in base 4, T = 4^N, or 4^(N-1) with even blocks, whose turns add a
// multiple of 4 quarters to the tiles' total: the last tile's turn follows
// from the others'. Either way a move maps the turn index by a table of T
// entries, the same for every arrangement of the labels, then (high bits)
// flips the bits the labels' colours say, so the T states of one label rank
// reach the T states of one other label rank: each step of the search reads
// one run of T/4 bytes, in cache. Layers are pushed while small (each state
// of the frontier marks its unseen predecessors) and pulled once large (each
// unseen state looks for a move into the frontier), shared between threads
// by label rank (TBB).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/large_array.hpp"
#include "solve/rotate/arrangement_rank.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

// Tables up to this many states are built where a tool needs a shape's
// exact scale (the generator's levels; 3x3: 9! x 512, about 10 s, 46 MiB).
inline constexpr std::uint64_t oriented_table_states = std::uint64_t{1} << 28;

class OrientedDistanceTable {
public:
    // 2^36 states: 16 GiB of codes.
    static constexpr std::uint64_t max_states = std::uint64_t{1} << 36;

    // The states a table of `board`'s shape and target numbers (saturating).
    static std::uint64_t state_count(const RotateBoard& board);

    // The space of `board`'s size, block, turn set and target (its grid and
    // turns ignored). `progress` hears of each finished layer; `threads` 0
    // uses every core; `stop` is polled for every label rank (SearchStopped).
    explicit OrientedDistanceTable(const RotateBoard& board, const std::function<void(const std::string&)>& progress = {},
                                   int threads = 0, const StopCheck& stop = StopCheck());

    std::uint64_t states() const { return labels_.count() * turn_patterns_; }
    // Distance mod 3 of the board's grid and turns, 3 when out of reach.
    int code(const RotateBoard& position) const;
    // The optimal number of moves of a position, none when out of reach.
    std::optional<int> distance(const RotateBoard& position) const;
    // One optimal solution of a reachable position (walked down the codes;
    // std::logic_error where the codes cannot tell a nearer neighbour:
    // clockwise turns only with repeated labels and even blocks, see
    // exact_codes()).
    std::vector<RotateMove> first_path(const RotateBoard& position) const;
    bool exact_codes() const { return exact_codes_; }
    const std::vector<std::uint64_t>& layers() const { return layers_; }
    std::uint64_t reachable() const;
    int god_number() const { return static_cast<int>(layers_.size()) - 1; }
    // The antipodes of least index (up to antipode_examples), least first.
    static constexpr std::size_t antipode_examples = 3;
    std::vector<RotateBoard> antipodes() const;

private:
    // A move as the table makes it: the turn index map, and which cells'
    // high bits it flips for the tile's colour (high bits only).
    struct Step {
        RotateMove move;
        std::vector<std::uint32_t> turn_map;
        std::vector<int> from;  // cell -> the cell its tile comes from
    };
    std::uint64_t index(const RotateBoard& position) const;  // states() when out of reach
    void decode(std::uint64_t index, RotateBoard& position) const;
    int code_at(std::uint64_t index) const;
    // The bits `step` flips on the arrangement `labels` (0 unless high bits).
    std::uint32_t flips(const Step& step, const std::vector<int>& labels) const;
    // The index `step` takes `index` to.
    std::uint64_t after(std::uint64_t index, const Step& step, RotateBoard& scratch) const;
    // Whether the tile on cell c stands on the other colour from its home.
    int off_colour(const std::vector<int>& labels, int c) const;

    RotateBoard shape_;  // size, block, turns, target; turned all 0
    std::vector<Step> forward_, backward_;
    ArrangementRanker labels_;
    std::vector<int> home_colour_;  // high bits: per label - the least, its home's colour
    int least_label_ = 0;
    bool high_bits_ = false;           // T = 2^N: each turn's high bit
    std::uint64_t turn_patterns_ = 1;  // T
    bool implied_last_ = false;        // base 4: the last tile's turn follows from the others'
    bool exact_codes_ = true;          // a neighbour coded one less is one move nearer
    std::unique_ptr<LargeArray<std::uint8_t>> codes_;
    std::vector<std::uint64_t> layers_;
    std::vector<std::uint64_t> last_layer_;  // the least indices of the farthest layer
};

}  // namespace puzzlebox
