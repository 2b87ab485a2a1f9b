// Zero-sum magic hexagons by layers, outer lines first. A line at distance
// c from the centre holds only cells at distance c or more, so the cells
// of one band of distances (a..b) touch the band's lines and the lines
// further in, never the lines further out. The search balances the lines a
// band at a time from the rim inwards, moving only that band's pairs
// (and trading values with the pairs further in, the core excepted),
// while the lines further in are kept small, to be finished by the bands
// after it; the core (the pairs within distance `core`) holds the smallest
// magnitudes, so its last band has the fine steps a finish needs. Each band
// is a small annealing problem of a few dozen lines, where the whole hexagon
// is one of 3(n-1) (120 at order 41) whose walk seldom comes all the way
// down; the same moves, parity classes and finish as hexagon_zero_sum.hpp's,
// on the pairs of hexagon_pairs.hpp (docs/hexagon.md has the measurements).
#pragma once

#include <cstdint>
#include <functional>

#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "solve/hexagon/hexagon_zero_sum.hpp"
#include "solve/search_limits.hpp"
#include "support/random.hpp"

namespace puzzlebox {

struct ZeroSumLayers {
    int band = 5;  // distances per band
    // The last band: every pair within this distance, holding the smallest
    // magnitudes; 0: zero_sum_layers_core(order).
    int core = 0;
    // The band that would come within `stretch` of the core reaches down to
    // it (15 to 19 distances wide): a wide one settles far sooner.
    int stretch = 15;
    // A line's squared error counts `weight` times in the band's energy: the
    // band's own lines and the lines further in `full`, the core's lines
    // `light` while the band just outside the core is settled (they need
    // only stay within the core's reach, and weighing them fully there
    // stalls that band). Temperatures are in the same units.
    std::int64_t full = 20, light = 1;
    double hot = 44, cold = 20;  // each run cools from hot to cold
    double run_swaps_per_pair_squared = 750;
    int runs_per_band = 6;  // then the attempt starts again from fresh values
    // A band's run that ends with its lines' squared errors totalling at
    // most `reheat_below` (and not 0) is followed by one that goes on from
    // where it stands, from `reheat` down to `cold`, instead of one from the
    // band's values shuffled anew. 0: never (the search that found orders
    // 41 to 84 and 88 to 91). Past 84 the core's runs end at 8 to 16 and a fresh
    // shuffle throws that away (docs/hexagon.md, "Past 84").
    std::int64_t reheat_below = 0;
    double reheat = 30;
    // The core's outer `shell` distances settle as a band of their own, the
    // band next to the core (trading values with it, its lines weighing
    // `light`), and the core proper is `shell` distances smaller; the band
    // outside stretches down to the shell. 0: no shell (the search that
    // found orders 41 to 84 and 88 to 91). Past 84 a core of 26 and more
    // ends its runs two to four lines off by 2, where one of 21 comes out
    // magic far sooner (docs/hexagon.md, "The core's shell").
    int shell = 0;
    // A targeted move needs the magnitude that puts its line right; when the
    // band cannot trade for it, it takes the nearest one the band can, up
    // to `near` steps of 2 away (the line then off by at most 2 near), where
    // 0 tries no other. Past 90 a third to a half of the core's runs never
    // come down from thousands without it: the core holds large magnitudes
    // traded in, too few to hold each one's neighbours (docs/hexagon.md,
    // "The nearest magnitude").
    int near = 0;
};

// The core by the order (with no shell): 12 up to order 41, then 3/10 of the order. The
// band outside trades the core values of its own, larger as the order
// grows, and a core of 12 that finished orders 41 to 58 in seconds stalls
// from 59 on, where one of 18 finishes at the first attempt (docs/hexagon.md).
int zero_sum_layers_core(int order);

// Anneals band by band until closeness 0 or the budget (swaps) or stop();
// a band's next run starts hot from its values shuffled anew, and after
// runs_per_band runs the search starts again from the rim. The result's
// best is the hexagon reached (at the budget: the bands so far balanced,
// the one in progress as it stands), its closeness of all 3(2n-1) lines.
// Snapshots as hexagon_zero_sum.hpp's search takes them; a resumed search
// (the snapshot must pass zero_sum_layers_snapshot_problem) ends as the
// search it was taken from would have, with the same budget and layers.
ZeroSumResult search_zero_sum_layers(const HexagonGeometry& geometry, SearchBudget& budget, Random& random,
                                     const std::function<bool()>& stop,
                                     const std::function<void(std::uint64_t runs, std::int64_t closeness)>& progress,
                                     const ZeroSumLayers& layers = {}, const ZeroSumCheckpoints& checkpoints = {});

// "" when `snapshot` can be where the layered search of this geometry and
// these layers stood (zero_sum_state_problem's checks, a band and run that
// exist, the step within the band's run, the bands before it balanced, its
// best the hexagon its values make), else what is wrong.
std::string zero_sum_layers_snapshot_problem(const HexagonGeometry& geometry, const ZeroSumLayers& layers,
                                             const ZeroSumSnapshot& snapshot);

}  // namespace puzzlebox
