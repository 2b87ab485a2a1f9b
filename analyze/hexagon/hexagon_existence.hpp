// Does a magic hexagon of order n on the values k..k+N-1 exist? For each
// (order, start): impossible when the line constant is not an integer (the
// rule 8k = 3 mod 2n-1, docs/hexagon.md) or the line bounds rule k out;
// else orders up to 3 are counted
// exhaustively, and larger orders are tried by the local search first and
// then by the exhaustive search, each within its budget: found, proven
// impossible (the exhaustive search finished), or unknown.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/path_count.hpp"

namespace puzzlebox {

struct HexagonExistenceBudget {
    // Counted in swaps and nodes, not seconds, so that a report is the same on every run.
    std::uint64_t local_swaps = 1'000'000'000;       // --method local, orders above count_up_to_order (about 40 s)
    std::uint64_t exhaustive_nodes = 1'000'000'000;  // the exhaustive search (about 2 min); 0: none after the local search
    std::uint64_t seed = 1;                          // of the local search
    bool layers = false;                             // the zero-sum start by the layered search (hexagon_layers.hpp)
    std::int64_t reheat_below = 0;                   // ... ZeroSumLayers::reheat_below
    int shell = 0;                                   // ... ZeroSumLayers::shell
    int core = 0;                                    // ... or the core proper (HexagonLocalOptions::core)
    int near = 0;                                    // ... ZeroSumLayers::near
    int count_up_to_order = 3;                       // orders counted completely (solutions, orbits)
};

struct HexagonExistence {
    int order = 0;
    std::int64_t start = 0;
    std::optional<std::int64_t> constant;
    std::string status;                     // found / impossible / unknown
    std::string method;                     // divisibility / exhaustive / local / layers
    std::optional<PathCount> solutions;     // all of them, when counted completely
    std::optional<PathCount> orbits;        // up to the 12 symmetries
    std::vector<std::int64_t> hexagon;      // one found, row by row (checked by the validator)
    std::optional<std::int64_t> closeness;  // the best sum of squared line errors seen (0: found)
    double seconds = 0;                     // shown on standard error, not in the report (shards merge byte for byte)
    std::string note;                       // why impossible, or the best error of an unfinished local search
};

// `checkpoints` go to the local search of the zero-sum start (its
// antisymmetric search: solve/hexagon/hexagon_zero_sum.hpp), unused elsewhere.
HexagonExistence settle_hexagon_existence(int order, std::int64_t start, const HexagonExistenceBudget& budget,
                                          const ZeroSumCheckpoints& checkpoints = {});

// The local search's options for an order's starts within `budget`.
HexagonLocalOptions hexagon_existence_local_options(const HexagonExistenceBudget& budget);

// The starts the report covers for an order, ascending: every k within 2n-1
// of 1, the zero-sum start -(N-1)/2, and for orders counted completely every
// start with an integer constant that the line bounds allow (all that can work).
std::vector<std::int64_t> hexagon_report_starts(int order, int count_up_to_order);
// Every start of an order whose magic constant is an integer and that the
// line bounds allow: the existence map (each settled by finding a hexagon or
// by an exhaustive search), ascending.
std::vector<std::int64_t> hexagon_possible_starts(int order);

// CSV columns (order,start,constant,status,solutions,orbits,seconds,file
// first) and one row; `file` is where the hexagon was written, if it was.
std::vector<std::string> hexagon_existence_columns();
std::vector<std::string> hexagon_existence_row(const HexagonExistence& e, const std::string& file);

// A found hexagon as a puzzle file (every cell given), with its provenance.
HexagonBoard found_hexagon_board(const HexagonExistence& e, const HexagonExistenceBudget& budget);

}  // namespace puzzlebox
