// The cross's column-class search in units (split_cross_columns,
// flip_cross_columns.hpp), spread over the processes of an MPI run and
// over --shard i/N, with the units already searched (a checkpoint, or the
// merge of shards) taken as they are: the whole run's answer once every
// unit has ended.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "analyze/flip/flip_cross_columns.hpp"
#include "distributed/shard.hpp"

namespace puzzlebox {

struct CrossColumnsUnitsOptions {
    Shard shard;                               // unit k belongs to shard k mod N
    std::vector<CrossColumnsUnitResult> done;  // searched before (cross_columns_units_problem must pass them)
    std::size_t batch_units = 256;             // units between two on_batch calls
    // After each batch: every unit of the shard ended so far, `done` first
    // and then in the order they ended; the same vector each time, only
    // appended to.
    std::function<void(const std::vector<CrossColumnsUnitResult>&)> on_batch;
};

struct CrossColumnsUnitsAnswer {
    // best: the press set in hand's or a unit's, whichever is farther;
    // complete: every unit of the whole run has ended (one shard of
    // several never is); nodes: the first pass's, those above the units and
    // the units' own.
    CrossColumnsAnswer answer;
    std::vector<CrossColumnsUnitResult> results;  // the shard's units, in unit order
};

// Searches the shard's units not in `options.done`; a stop signal throws
// SearchStopped (the batches handed to on_batch stay good).
CrossColumnsUnitsAnswer cross_god_by_column_units(const CrossColumnsSplit& split, const CrossColumnsUnitsOptions& options);

// "" when `results` can be units this split's shard `shard` has searched:
// units of the split and of the shard, each once, whose best is past the
// press set in hand and as far from the kernel as it says (or -1 with no
// press set); else what is wrong.
std::string cross_columns_units_problem(const CrossColumnsSplit& split, const Shard& shard,
                                        const std::vector<CrossColumnsUnitResult>& results);

}  // namespace puzzlebox
