// puzzlebox-analyze jump --hardest: the proof of the hardest maze of a shape
// (analyze/jump/jump_hardest.hpp) as a tool run: a summary row, the maze
// that attains it, every unit's row for shards and checkpoints, and --resume.
#pragma once

#include <optional>
#include <string>

#include "analyze/jump/jump_hardest.hpp"
#include "cli/option_table.hpp"

namespace puzzlebox {

// The searches: outwards from the goal (jump_hardest.hpp, in units), inwards
// from the deepest (jump_hardest_backward.hpp) and forwards from the start
// (jump_hardest_forward.hpp), the last two one depth at a time, with no
// units (so no shards or checkpoints) but boards to 512 cells.
enum class JumpHardestMethod { outwards, inwards, forwards };

struct JumpHardestRun {
    JumpHardestQuestion question;
    JumpHardestMethod method = JumpHardestMethod::outwards;
    int at_least = 0;
    std::string shard;           // "" or i/N
    bool shard_given = false;    // --shard was given (then "" is refused)
    std::string csv = "-";       // the summary row, or a shard's partial units report
    std::string board;           // the maze found, as a board file ("" none)
    std::string checkpoint;      // every finished unit, rewritten after each batch ("" none)
    bool resume = false;         // take the units the checkpoint holds
    std::string units;           // every unit's row, at the end ("" none)
    std::uint64_t estimate = 0;  // > 0: instead of the proof, the inwards search's size by this many probes a depth
    int only_moves = 0;          // > 0: the inwards or forwards search at this depth alone (a maze of that many or more, or none)
    std::uint64_t restarts = 0;  // > 0, with only_moves: random restarts look for the maze (none found proves nothing)
    std::uint64_t restart_nodes = 1024;  // restart i's budget: this times the i-th Luby term
    std::uint64_t seed = 1;              // the restarts' draws
    bool refute_above = false;           // with only_moves: the whole search one move past the maze found
};

int run_jump_hardest(const JumpHardestRun& run, const OptionValues& values);

}  // namespace puzzlebox
