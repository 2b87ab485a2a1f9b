// God's number of the cross with both sides odd, by column classes, where
// the short side is small. The kernel is r + c over even sets of rows r and
// of columns c (docs/flip.md), so a press set's distance to it is the least
// over the 2^(H-1) even row sets r of a sum over its columns (each column's
// cheaper side after r, plus one column's |H - 2h| when the cheaper sides
// flip an odd number of columns). Columns are interchangeable: a press set
// matters only by how many columns it has of each type up to complement
// (2^(H-1) classes, on which the even row sets act as translations) and by
// the parity of its complemented columns. The search runs over those counts,
// the largest count put in class 0 (a translation), a count vector searched
// only if it is at least its image under each translation after at most one
// exchange of two rows (read in the search's order), with branch and bound:
// exact for every H = 3 and 5 to 64 and H = 7 to 15 within the default budget.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "solve/flip/bit_vector.hpp"

namespace puzzlebox {

struct CrossColumnsAnswer {
    int best = 0;             // the largest distance to the kernel found
    bool complete = false;    // every class count was searched: `best` is God's number
    BitVector witness;        // a press set (row-major on the rows x cols shape) that far from the kernel
    std::uint64_t nodes = 0;  // search nodes (class counts tried)
};

// Where a search stood when the subtree under one node (a choice of the
// first classes' counts) had just finished, enough to go on from there in
// another process.
struct CrossColumnsSnapshot {
    int pass = 0;                  // the search's passes (0..2) before this one ran out of nodes
    std::vector<int> path;         // the finished node: each level's child, in the search's order (0: first)
    std::vector<int> entry_best;   // and the best found when each was entered (what its bounds were held against)
    std::uint64_t nodes = 0;       // nodes so far, the earlier passes' included
    int best = -1;                 // the largest distance found so far (-1: none yet)
    std::vector<int> best_counts;  // its count per class, in the search's order
    bool best_complemented = false;
};

// A snapshot every `every_seconds` (at the next node's end after it is
// due; 0: none) handed to `save`; with `resume`, the search goes on after
// its node; a stop signal ends the search with a snapshot. A
// resumed search ends with the same answer, witness
// and node count (the way back down is not counted, and is cut as it was).
struct CrossColumnsCheckpoints {
    double every_seconds = 0;
    std::function<void(const CrossColumnsSnapshot&)> save;
    const CrossColumnsSnapshot* resume = nullptr;
};

// The shape: `rows` x `cols`, both odd, the cross pattern; the short side H
// at most cross_columns_max_side (9: 256 classes; at 11 the images of
// the symmetry tests no longer fit a byte). Stops after `max_work` row-set updates:
// max_work / 2^(H-1) nodes (a node updates each even row set). With
// `climb_steps`, a climb over count vectors first gives the search a press
// set to beat (not counted in the nodes; a resumed search has its
// snapshot's best instead): the same answer in fewer nodes.
constexpr int cross_columns_max_side = 9;
CrossColumnsAnswer cross_god_by_columns(int rows, int cols, std::uint64_t max_work,
                                        const CrossColumnsCheckpoints& checkpoints = {}, std::uint64_t climb_steps = 0);

// From below only, for a short side up to cross_columns_climb_max_side:
// the climb the search starts with (`climb_steps` above), its best press set
// (`complete` false, no nodes). A step looks at the 2^(H-1) even row sets
// once at most (a refused step stops part way) and a taken one updates them
// twice more: 0.3 microseconds a step at H = 9, about 4 ms at H = 21.
constexpr int cross_columns_climb_max_side = 21;
CrossColumnsAnswer cross_columns_climb(int rows, int cols, std::uint64_t steps);
// The steps for `work` even-row-set updates at short side H: a pass a step,
// at least 64.
constexpr std::uint64_t cross_columns_climb_steps(int side, std::uint64_t work) {
    return std::max<std::uint64_t>(work >> (side - 1), 64);
}

// How many nodes the search would take, before running it, or has still to
// take after a snapshot: Knuth's random probes (pcg32 seed 1) of its pass
// with the symmetry tests, each child drawn in proportion to the ways the
// columns left can spread over the classes after it, against the press set
// the search would have in hand (its climb's with `climb_steps`, else its
// first pass's; from a snapshot, the snapshot's) held fixed. When that press
// set is the answer, the mean is the search's nodes in expectation (9x9,
// 10^5 probes: 3.3 million, the search 3.5); a better answer makes the
// search cut more. From a snapshot (of the pass with the symmetry tests
// only) the probes draw only the subtrees not finished by then. A stop
// signal ends the probes early.
struct CrossColumnsEstimate {
    int best_in_hand = 0;
    std::uint64_t nodes_done = 0;          // the first pass's, or the snapshot's
    double nodes = 0, standard_error = 0;  // the nodes still to come: the probes' mean, and its standard error
    std::uint64_t probes = 0;
    bool stopped = false;
};
CrossColumnsEstimate estimate_cross_columns(int rows, int cols, std::uint64_t probes, std::uint64_t climb_steps,
                                            const CrossColumnsSnapshot* from = nullptr);

// The search cut into units, for shards and MPI processes
// (flip_cross_column_units.hpp): the nodes of one level of the pass with
// the symmetry tests, the first with at least `wanted` nodes (the widest
// when none has), each searched on its own from the same press set in hand
// (the climb's with `climb_steps`, else the first pass's) and held against
// it above the level. Every unit's best is at most the answer, and when
// every unit has ended, the largest of them and the press set in hand is
// God's number. Deterministic: the shape, the climb's steps and `wanted`
// decide the units.
struct CrossColumnsSplit {
    int rows = 0, cols = 0;
    std::uint64_t climb_steps = 0, wanted = 0;
    int best_in_hand = 0;  // the press set every unit starts from
    std::vector<int> in_hand_counts;
    bool in_hand_complemented = false;
    std::uint64_t nodes_before = 0;    // the first pass's (no climb)
    std::uint64_t nodes_above = 0;     // the nodes above the units' level
    int depth = 0;                     // the units' level: their paths' length
    std::vector<std::uint16_t> paths;  // `depth` children a unit, in the search's order
    bool stopped = false;              // by a stop signal: no units
    std::uint64_t units() const { return depth > 0 ? paths.size() / static_cast<std::size_t>(depth) : 0; }
};
// std::invalid_argument when the units' paths would pass 8 GiB.
CrossColumnsSplit split_cross_columns(int rows, int cols, std::uint64_t climb_steps, std::uint64_t wanted);

// One unit's search: the farthest press set in its subtree past the one in
// hand (best -1: none), and its nodes.
struct CrossColumnsUnitResult {
    std::uint64_t unit = 0;
    int best = -1;
    std::vector<int> best_counts;  // per class, in the search's order
    bool best_complemented = false;
    std::uint64_t nodes = 0;
    bool stopped = false;  // by a stop signal: unfinished
};

// Searches units of one split, one after the other (the search's tables
// built once).
class CrossColumnsUnitSearch {
public:
    explicit CrossColumnsUnitSearch(const CrossColumnsSplit& split);
    ~CrossColumnsUnitSearch();
    CrossColumnsUnitSearch(const CrossColumnsUnitSearch&) = delete;
    CrossColumnsUnitSearch& operator=(const CrossColumnsUnitSearch&) = delete;
    CrossColumnsUnitResult run(std::uint64_t unit);
    // The distance from the kernel of a press set given by its counts.
    int distance_of(const std::vector<int>& counts, bool complemented) const;
    // Row-major on the split's shape.
    BitVector press_set(const std::vector<int>& counts, bool complemented) const;

private:
    struct Search;
    const CrossColumnsSplit& split_;
    std::unique_ptr<Search> search_;
};

// "" when `snapshot` can be where the search of this shape stood (the
// sizes, a pass, and a best whose counts are that far from the kernel),
// else what is wrong.
std::string cross_columns_snapshot_problem(int rows, int cols, const CrossColumnsSnapshot& snapshot);

}  // namespace puzzlebox
