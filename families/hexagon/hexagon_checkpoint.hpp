// The zero-sum searches' checkpoint file (puzzlebox-analyze hexagon
// --checkpoint, the annealer's and the layered search's): which run it
// belongs to and where the search stood (ZeroSumSnapshot,
// solve/hexagon/hexagon_zero_sum.hpp), as text, one field a line, so that
// --resume goes on to the result an unbroken run gives.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "solve/hexagon/hexagon_layers.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/hexagon/hexagon_zero_sum.hpp"
#include "support/keyed_lines.hpp"

namespace puzzlebox {

// The run a checkpoint belongs to: a resumed run must be the same one.
struct ZeroSumRun {
    int order = 0;
    std::uint64_t seed = 0;
    std::uint64_t budget = 0;             // swaps in all (--local-swaps)
    std::uint64_t run_swaps = 0;          // swaps of one annealing run (zero_sum_run_swaps); 0 for the layered search
    std::string search = "local";         // its name (hexagon_search_name): "local", "layered (shell 8)", ...
    std::optional<ZeroSumLayers> layers;  // the layered search's layers (zero_sum_layers_of)
};

// The run of these options' search on the empty zero-sum grid of `order`.
ZeroSumRun zero_sum_run_of(int order, const HexagonLocalOptions& options);

// `seconds`: the time spent on the run up to the snapshot, over every
// process that worked on it (shown, never part of the result).
std::string zero_sum_checkpoint_text(const ZeroSumRun& run, const ZeroSumSnapshot& snapshot, double seconds);

using ZeroSumCheckpoint = Checkpoint<ZeroSumSnapshot>;

// The checkpoint in `file`. A file that is not one, belongs to another run,
// or holds a state the search could not have reached is an InputError
// naming the line (0: the file as a whole).
ZeroSumCheckpoint read_zero_sum_checkpoint(const std::string& file, const ZeroSumRun& run);

}  // namespace puzzlebox
