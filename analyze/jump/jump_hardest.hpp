// The hardest jump maze of a shape, proven: the most moves a shortest
// solution can need over every maze of the shape (each cell's magnitude
// 1..the longest jump that fits), and the most with exactly one shortest
// solution, with the start fixed or free.
//
// The search is over the layers of the reverse breadth-first search from the
// goal, not over the mazes. A cell's magnitude decides only its own jumps, so
// a cell is in layer k exactly when some magnitude of it lands in layer k-1
// and none lands in an earlier layer; which such magnitude it has changes
// nothing else. A maze of depth D therefore exists exactly when the cells can
// be dealt into layers 1..D one layer at a time under that rule, and the
// search deals them (docs/jump.md, "The hardest mazes, proven"):
//   - a cell none of whose magnitudes avoids the next layer must join it;
//   - every cell that joins a layer beyond the first of it, and every cell
//     no magnitude can ever bring in, is waste, and a depth of D leaves room
//     for cells - 1 - D of it (the bound that prunes);
//   - a state (cells placed, last layer, which of its cells can have a unique
//     shortest solution) reached again with no more layers is not searched
//     again.
// The question "is there a maze of depth >= D" is asked for D from the most
// the cells allow downwards. The work is split into items, the first layer's
// choices up to the board's symmetries; each item at each D is a unit whose
// node count does not depend on where or when it runs, so processes (MPI),
// shards (--shard i/N) and checkpoints change the time, never the answer or
// the count. Every witness is re-solved by the jump solver.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "distributed/shard.hpp"
#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

struct JumpHardestQuestion {
    int rows = 5;
    int cols = 5;
    Cell goal{2, 2};
    std::optional<Cell> start;  // none: the start is free (the deepest cell)
    bool unique = false;        // only shortest solutions that are the only one
    int max_value = 0;          // magnitudes 1..min(room, max_value); 0: 1..room

    static constexpr int max_cells = 64;        // the outwards search's
    static constexpr int max_cells_wide = 512;  // the inwards and forwards searches' (JumpSearchOptions)
    int cells() const { return rows * cols; }
    // The question in words, for reports and errors: "5x5, goal 2,2, start free, unique".
    std::string describe() const;
};

// The first layer's choices up to symmetry: an item's subtree is searched as one unit.
struct JumpHardestItem {
    std::uint64_t first_layer = 0;  // cell bits (row-major) of layer 1
};
std::vector<JumpHardestItem> jump_hardest_items(const JumpHardestQuestion& question);

// One item searched at one depth: is there a maze of depth >= moves in it?
struct JumpHardestUnit {
    int moves = 0;
    std::uint64_t item = 0;
    bool found = false;
    std::uint64_t nodes = 0;
    std::optional<JumpBoard> witness;  // when found: its start at depth `moves`

    bool operator==(const JumpHardestUnit&) const = default;
};

struct JumpHardestOptions {
    // 0: search every item at D = cells-1, cells-2, ... and stop at the first
    // D some item reaches (a whole run only). L > 0: each item on its own
    // down to L, so that shards need not agree on when to stop.
    int at_least = 0;
    Shard shard;
    std::vector<JumpHardestUnit> done;  // units a checkpoint holds: taken as they are
    // Called with every unit finished so far (done ones included), after
    // each batch of units: the checkpoint.
    std::function<void(const std::vector<JumpHardestUnit>&)> on_batch;
    std::uint64_t batch_units = 16;                      // units between two calls of on_batch
    std::uint64_t memo_states = std::uint64_t{1} << 24;  // a unit's table is emptied when it holds this many
};

// The options of the two searches that deal layers one depth at a time,
// inwards from the deepest (jump_hardest_backward.hpp) and forwards from the
// start (jump_hardest_forward.hpp), on boards of up to max_cells_wide cells.
struct JumpSearchOptions {
    // Slots of the table of failed states (analyze/jump/failed_states.hpp; it
    // forgets; 0: none).
    std::uint64_t memo_states = std::uint64_t{1} << 24;
    // Called after each depth is settled, with its unit (progress lines).
    std::function<void(const JumpHardestUnit&)> on_depth;
    // > 0: ask this depth alone, not every depth from the most down: is
    // there a maze that needs this many moves or more (from the start, if
    // fixed)? A maze found (`moves` says what its start needs, its deepest
    // cell's with the start free and any solution) is a lower bound on the
    // hardest; none found proves the hardest needs fewer.
    int only_moves = 0;
    // > 0, with only_moves: look for such a maze by this many random
    // restarts instead of the whole search (a finder for lower bounds past
    // the proofs' reach: none found proves nothing). Restart i may visit
    // restart_nodes times the i-th term of the Luby sequence (1, 1, 2, 1,
    // 1, 2, 4, ...) nodes, the magnitudes tried in a random order (pcg32,
    // `seed`): inwards below a first state drawn at random, forwards from
    // the start (one drawn at random when it is free).
    std::uint64_t restarts = 0;
    std::uint64_t restart_nodes = 1024;
    std::uint64_t seed = 1;
    // With only_moves: once a maze is found (by either way), the whole
    // search at one move more than it needs; none there proves it the most
    // (JumpHardestResult::most_proven), a maze there is the better answer.
    // A stop during it (a signal, the time limit) returns the maze found,
    // not proven, where the first depth's stop throws SearchStopped.
    bool refute_above = false;
    // 128, 256 or 512: states in masks of this many bits on any board (0:
    // the narrowest that holds it, 64 bits to 64 cells, 128 to 128, 256 to
    // 256, 512 past):
    // the same search, so the same nodes and maze (the tests' check).
    int mask_bits = 0;
};

struct JumpHardestResult {
    int moves = -1;                    // the most moves (-1: no maze of the kind, or none at least at_least)
    bool most_proven = false;          // `moves` is proven the most (the inwards and forwards searches)
    std::optional<JumpBoard> witness;  // a maze that needs `moves`, its start where it needs them
    std::uint64_t items = 0;
    std::vector<JumpHardestUnit> units;  // every unit of this shard, by moves (descending) then item
    std::uint64_t nodes() const;
};

// "" when `units` can be what a run on the items `shard` owns wrote down
// (a checkpoint, or shards' units merged), else what is wrong: a unit twice,
// an item found twice or searched below the depth it was found at, or a
// depth begun before every depth above it was searched for each item not
// yet found. (A found unit's witness is re-solved when it is used.)
std::string jump_hardest_units_problem(const JumpHardestQuestion& question, std::size_t items, const Shard& shard,
                                       const std::vector<JumpHardestUnit>& units);

// Throws SearchStopped on a stop signal (units finished so far were passed
// to on_batch), std::invalid_argument on a question out of range, and
// std::logic_error if the solver disagrees with a witness.
JumpHardestResult prove_hardest_jump(const JumpHardestQuestion& question, const JumpHardestOptions& options = {});

// Throws std::invalid_argument unless the question is one a search takes:
// 2 to `most_cells` cells (the outwards search's max_cells unless given),
// the goal and a fixed start two cells of the board.
void check_hardest_question(const JumpHardestQuestion& question, int most_cells = JumpHardestQuestion::max_cells);

// Throws std::logic_error unless the jump solver confirms `board`: its
// shortest solution has `moves` moves (and is the only one, where asked);
// with the start free and any solution, no cell needs more.
void check_hardest_witness(const JumpHardestQuestion& question, const JumpBoard& board, int moves);

// A witness as one line ("start r,c values v v v ...") and back, for
// checkpoints and item rows; nullopt when the text is not one.
std::string jump_witness_text(const JumpBoard& board);
std::optional<JumpBoard> jump_witness_from_text(const JumpHardestQuestion& question, const std::string& text);

}  // namespace puzzlebox
