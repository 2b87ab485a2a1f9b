// The cross's column-class search's checkpoint file (puzzlebox-analyze flip
// --checkpoint): which run it belongs to and where the search stood
// (CrossColumnsSnapshot, analyze/flip/flip_cross_columns.hpp), as text, one
// field a line, so that --resume ends with what an unbroken run gives.
#pragma once

#include <cstdint>
#include <string>

#include "analyze/flip/flip_cross_columns.hpp"
#include "support/keyed_lines.hpp"

namespace puzzlebox {

// The run a checkpoint belongs to: a resumed run must be the same one.
struct CrossColumnsRun {
    int rows = 0, cols = 0;
    std::uint64_t work = 0;  // --god-columns-work
};

// `seconds`: the time the search has taken up to the snapshot, over every
// process that worked on it (shown, never part of the answer).
std::string cross_columns_checkpoint_text(const CrossColumnsRun& run, const CrossColumnsSnapshot& snapshot, double seconds);

using CrossColumnsCheckpoint = Checkpoint<CrossColumnsSnapshot>;

// The checkpoint in `file`. A file that is not one, belongs to another run,
// or holds a state the search cannot be in is an InputError naming the line
// (0: the file as a whole).
CrossColumnsCheckpoint read_cross_columns_checkpoint(const std::string& file, const CrossColumnsRun& run);

}  // namespace puzzlebox
