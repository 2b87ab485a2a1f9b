// Magic hexagons by local search (puzzlebox-solve --method local), for
// orders where exhaustive search is hopeless: simulated annealing over
// arrangements of the values on the free cells, one swap of two cells per
// step, minimising the closeness: the sum over all lines of
// (line sum - constant)^2, the score of the 2025-26 zero-sum hexagon
// contest. Half the swaps are targeted (a cell of a wrong line with the cell
// holding the value that puts the line right), and when only a few lines are
// off by one, a depth-3 search over chains of targeted moves finishes what
// annealing alone rarely does. Restarts from a fresh random arrangement when a
// run cools down without reaching zero; keeps the best arrangement seen.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "solve/hexagon/hexagon_layers.hpp"
#include "solve/hexagon/hexagon_zero_sum.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct HexagonLocalOptions {
    std::uint64_t seed = 1;
    std::uint64_t steps_per_run = 0;  // swaps tried per annealing run; 0: 3000 cells^2, at most the node limit
    SearchLimits limits;              // max_nodes counts swaps tried in all runs (of each process)
    bool antisymmetric = true;        // an empty zero-sum grid: search the antisymmetric ones (hexagon_zero_sum.hpp)
    bool layers = false;              // ... band by band, outer lines first (hexagon_layers.hpp; one process)
    std::int64_t reheat_below = 0;    // ... ZeroSumLayers::reheat_below
    int shell = 0;                    // ... ZeroSumLayers::shell
    int core = 0;                     // ... or the core proper: the shell is the order's core less this (0: not given)
    int near = 0;                     // ... ZeroSumLayers::near
    bool spread = false;              // share the search with the processes of an MPI run (all must call)
    ZeroSumCheckpoints checkpoints;   // snapshots of the antisymmetric or layered search, and one to resume (one process)
};

struct HexagonLocalResult {
    SearchOutcome outcome = SearchOutcome::complete;  // complete: a magic hexagon was found
    std::string impossible;                           // no integer constant: nothing was searched
    std::vector<std::int64_t> best;                   // row by row, the lowest error seen
    std::int64_t error = 0;                           // its closeness: sum of squared line errors (0: magic)
    int wrong_lines = 0;                              // its lines off the constant
    std::uint64_t steps = 0;                          // swaps tried
    std::uint64_t runs = 0;                           // annealing runs started
};

// The swaps of one run of the antisymmetric search on an empty zero-sum grid
// of this order (options.steps_per_run, else 750 x pairs^2, within the node limit).
std::uint64_t zero_sum_run_swaps(int order, const HexagonLocalOptions& options);

// The layered search's layers as these options give them on an order
// (ZeroSumLayers's defaults, the reheat, the nearest magnitude, and the
// shell: given, or the order's core less the core proper, none when that is
// not smaller).
ZeroSumLayers zero_sum_layers_of(const HexagonLocalOptions& options, int order);

// The search's name as reports and solutions print it: "local", "layered",
// or "layered (...)" with its options, e.g. "layered (shell W, reheat R)",
// "layered (core K, near N)".
std::string hexagon_search_name(const HexagonLocalOptions& options);

// Why a shell of `shell` distances does not fit inside the core of an
// order (zero_sum_layers_core), or "" when it does.
std::string hexagon_shell_misfit(int order, int shell);

// The layered search's options that are not the defaults, as puzzlebox-solve
// takes them (" --shell W --reheat R", " --core K --near N"; "" for the local search).
std::string hexagon_layers_flags(const HexagonLocalOptions& options);

// The closeness of a filled grid: the sum over lines of (sum - constant)^2.
std::int64_t hexagon_line_error(const HexagonGeometry& geometry, std::int64_t constant, const std::vector<std::int64_t>& filled);

// Without a node or time limit the search would only end at a solution, so
// the caller must give one (puzzlebox-solve defaults to 60 s).
HexagonLocalResult search_magic_hexagon_locally(const HexagonBoard& puzzle, const HexagonLocalOptions& options);

}  // namespace puzzlebox
