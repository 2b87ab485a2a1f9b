// The cross's column-class search's checkpoint files (puzzlebox-analyze flip
// --checkpoint): which run it belongs to and where the search stood
// (CrossColumnsSnapshot, analyze/flip/flip_cross_columns.hpp), as text, one
// field a line, so that --resume ends with what an unbroken run gives; and,
// for the search in units (--god-columns-units), the units ended, a CSV row
// each (also a shard's partial report, and their merge).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "analyze/flip/flip_cross_column_units.hpp"
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

// The search in units: the run its units belong to (split_cross_columns's arguments).
struct CrossColumnsUnitsRun {
    int rows = 0, cols = 0;
    std::uint64_t climb_steps = 0, wanted = 0;
};

// The seal of a file of units (a checkpoint, the merge of shards).
constexpr const char* cross_columns_units_seal = "flip-cross-units";

// The units' CSV: the run's columns, then unit, best (empty: not past the
// press set in hand), nodes, complemented and the press set's counts
// ("position:count" where not 0, in the search's order of classes).
const std::vector<std::string>& cross_columns_unit_columns();
std::vector<std::string> cross_columns_unit_row(const CrossColumnsUnitsRun& run, const CrossColumnsUnitResult& result);
// Header and rows in unit order, sealed.
std::string cross_columns_units_text(const CrossColumnsUnitsRun& run, std::vector<CrossColumnsUnitResult> results);

// The units in `file` (sealed; a merge's '#' lines are passed over), each
// row of this run; InputError naming the line otherwise. Whether they are
// units the run can have is cross_columns_units_problem's to say.
std::vector<CrossColumnsUnitResult> read_cross_columns_units(const std::string& file, const CrossColumnsUnitsRun& run);

}  // namespace puzzlebox
