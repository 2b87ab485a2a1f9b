// Zero-sum magic hexagons (values -m..m, m = 3n(n-1)/2, every line sums to
// 0) by point antisymmetry: the centre holds 0 and the cell opposite a
// value v holds -v. The mirror of a line is a line of the same direction
// with the opposite sum, and each direction's centre line sums to 0 by
// itself, so only the 3(n-1) lines on one side of the centre are left to
// balance, with half the cells: m pairs, each a magnitude 1..m (all
// different) and a sign. Sign flips are moves the full search does not
// have, and half the constraints go; annealing on this reduced problem
// (squared errors of the tracked lines, targeted moves that put a line
// right by re-signing or re-valuing one pair, a depth-3 finish) reaches
// orders the full search cannot (docs/hexagon.md).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "solve/search_limits.hpp"
#include "support/random.hpp"

namespace puzzlebox {

// Both annealers (this one and hexagon_local.hpp's): they ask whether to stop
// (a signal, another process's find) once every 2^20 swaps, about 40 ms at
// 25 million swaps a second (a mask on the step); and a targeted move draws
// up to 8 lines looking for a wrong one (near the end most lines are right:
// past 8 draws, a plain random move).
inline constexpr std::uint64_t anneal_poll_mask = (std::uint64_t{1} << 20) - 1;
inline constexpr int wrong_line_draws = 8;

// Where a search stands, exactly: what it needs to go on making the same
// decisions in another process, to the same result.
struct ZeroSumSnapshot {
    std::uint64_t swaps = 0;      // the budget spent so far
    std::uint64_t runs = 0;       // runs started, the one in progress included
    std::int64_t closeness = -1;  // the best so far, and its hexagon (row by row)
    std::vector<std::int64_t> best;
    std::uint64_t step = 0;           // the run in progress: its next swap,
    std::uint64_t last_finish = 0;    // the swap of its last finish,
    double temperature = 0;           // its temperature,
    std::vector<std::int64_t> value;  // each pair's signed value (the pair's cell before the centre)
    std::string random;               // and the generator's state (Random::state)
    // The layered search (hexagon_layers.hpp) only: the band in progress
    // (0: the rim's), its run (0: the first), and whether that run goes on
    // from where the one before stood (a reheat). Its `last_finish` is the
    // swap from which the run's next finish may be tried, and its best is
    // the hexagon as it stands.
    int band = 0, band_run = 0;
    bool reheating = false;
};

// Snapshots every `every` swaps (0: none), each handed to `save`; a search
// given `resume` goes on from that snapshot instead of starting afresh.
struct ZeroSumCheckpoints {
    std::uint64_t every = 0;
    std::function<void(const ZeroSumSnapshot&)> save;
    const ZeroSumSnapshot* resume = nullptr;
};

// "" when `snapshot` can be where a search of this geometry and run length
// stood (sizes, values, step, the generator's text, the best's closeness),
// else what is wrong. A resumed search assumes it.
std::string zero_sum_snapshot_problem(const HexagonGeometry& geometry, std::uint64_t steps_per_run,
                                      const ZeroSumSnapshot& snapshot);
// The part of that both searches share: the pair values a signed
// permutation of 1..m, a run started, the step within the swaps spent, a
// positive temperature, the generator's text, the best hexagon's values
// and closeness.
std::string zero_sum_state_problem(const HexagonGeometry& geometry, const ZeroSumSnapshot& snapshot);

struct ZeroSumResult {
    std::vector<std::int64_t> best;  // row by row, the lowest closeness seen
    std::int64_t closeness = -1;     // of all 3(2n-1) lines (twice the tracked lines')
    std::uint64_t runs = 0;
};

// Anneals until closeness 0, the budget, or stop() (polled now and then),
// restarting every `steps_per_run` swaps. A resumed search (the snapshot
// must pass zero_sum_snapshot_problem) ends as the search it was taken
// from would have, with the same budget.
ZeroSumResult search_zero_sum_hexagon(const HexagonGeometry& geometry, SearchBudget& budget, Random& random,
                                      std::uint64_t steps_per_run, const std::function<bool()>& stop,
                                      const std::function<void(std::uint64_t runs, std::int64_t best)>& progress,
                                      const ZeroSumCheckpoints& checkpoints = {});

}  // namespace puzzlebox
