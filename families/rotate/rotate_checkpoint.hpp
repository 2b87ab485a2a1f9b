// The optimal rotate search's checkpoint file (puzzlebox-solve --checkpoint):
// which search it belongs to and where IDA* stood (RotateIdaSnapshot,
// solve/rotate/rotate_ida.hpp), as text, one field a line and one line per
// finished task, sealed, so that --resume ends with the unbroken search's
// solution and node count.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solve/rotate/rotate_ida.hpp"
#include "support/keyed_lines.hpp"

namespace puzzlebox {

// The search a checkpoint belongs to: a resumed search must be the same one.
struct RotateIdaRun {
    std::string board;                 // a digest of the board as written (shape, turns, grid, target)
    std::uint64_t pattern_states = 0;  // --pattern-states, as the databases were built
    std::vector<std::int64_t> tiles;   // the tiles of each database
    std::string bound;                 // the bound beside the lookups (RotatePatterns::bound_name)
    std::uint64_t first_moves = 0;     // the first moves tried (rotate_ida_first_moves)
};

RotateIdaRun rotate_ida_run(const RotateBoard& board, const RotatePatterns& patterns, std::uint64_t pattern_states);

// `seconds`: the time spent on the search up to the snapshot, over every
// run that worked on it (shown, never part of the result).
std::string rotate_ida_checkpoint_text(const RotateIdaRun& run, const RotateIdaSnapshot& snapshot, double seconds);

using RotateIdaCheckpoint = Checkpoint<RotateIdaSnapshot>;

// The checkpoint in `file`. A file that is not one, belongs to another
// search, or holds a place the search cannot stand at is an InputError
// naming the line (0: the file as a whole).
RotateIdaCheckpoint read_rotate_ida_checkpoint(const std::string& file, const RotateIdaRun& run, const RotateBoard& board,
                                               const RotatePatterns& patterns);

// The same refusals for the part of the run known before the databases are
// built (the board and --pattern-states), so that a checkpoint of another
// search is refused at once and not after a build of an hour.
void check_rotate_ida_checkpoint_board(const std::string& file, const RotateBoard& board, std::uint64_t pattern_states);

}  // namespace puzzlebox
