// The depth loop shared by the two layer searches that ask one depth at a
// time (inwards, jump_hardest_backward.cpp; forwards,
// jump_hardest_forward.cpp): the depths from the most down to the first a
// maze reaches (or one depth alone, searched or looked for by restarts, and
// with refute_above the whole search one move past the maze found), each
// witness re-solved by the jump solver, in the narrowest mask that holds
// the board.
//
// A Search<Mask> is built from (shape, moves, memo slots) and has run() (the
// whole search: is there a maze of `moves` or more?), run_restarts(restarts,
// restart nodes, seed) (a finder: false proves nothing), nodes(),
// found_depth() and witness() (the maze found, its start the one found).
#pragma once

#include <algorithm>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "analyze/jump/jump_hardest.hpp"
#include "analyze/jump/jump_landings.hpp"
#include "solve/jump/jump_solver.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

// The narrowest mask that holds the board (or `bits`, if wider): 64-bit
// masks to 64 cells, 128-bit to 128, four words to 256, eight to 512. The
// same search and the same node counts in each; the wider, the slower.
inline int search_mask_bits(const JumpHardestQuestion& q, int bits) {
    for (const int width : {JumpLandingsOf<CellMask>::most_cells, JumpLandingsOf<WideCellMask>::most_cells,
                            JumpLandingsOf<FourWordCellMask>::most_cells})
        if (q.cells() <= width && bits <= width) return width;
    return JumpLandingsOf<WidestCellMask>::most_cells;
}

// `run` called with std::type_identity<Mask> of the mask of `bits`
// (search_mask_bits): the one place a width becomes a type.
template <class Run>
decltype(auto) with_cell_mask(int bits, Run&& run) {
    switch (bits) {
        case 64:
            return run(std::type_identity<CellMask>{});
        case 128:
            return run(std::type_identity<WideCellMask>{});
        case 256:
            return run(std::type_identity<FourWordCellMask>{});
        default:
            return run(std::type_identity<WidestCellMask>{});
    }
}

template <template <class> class Search, class Mask>
JumpHardestResult prove_depths_in(const JumpHardestQuestion& q, const JumpSearchOptions& options) {
    const JumpLandingsOf<Mask> shape(q);
    const bool one_depth = options.only_moves > 0;
    if (options.only_moves < 0 || options.only_moves >= shape.cells)
        throw std::invalid_argument(
            fmt::format("moves: a {}x{} maze needs 1..{} moves, not {}", q.rows, q.cols, shape.cells - 1, options.only_moves));
    if (options.restarts > 0 && (!one_depth || options.restart_nodes == 0))
        throw std::invalid_argument("restarts: they look for one depth (only_moves) with a budget of at least one node");
    if (options.refute_above && !one_depth) throw std::invalid_argument("refute_above: it follows one depth (only_moves)");
    JumpHardestResult result;
    result.items = 1;
    // One depth by the whole search or by restarts: its unit, and the maze if found.
    const auto ask = [&](int moves, bool whole) {
        Search<Mask> search(shape, moves, options.memo_states);
        JumpHardestUnit unit;
        unit.moves = moves;
        unit.found = whole ? search.run() : search.run_restarts(options.restarts, options.restart_nodes, options.seed);
        unit.nodes = search.nodes();
        if (unit.found) {
            // Searched from the top, the first depth found is the maze's; one
            // depth alone can find a deeper maze, and with the start free and
            // any solution another cell can need more still.
            JumpBoard witness = search.witness();
            int needs = search.found_depth();
            if (one_depth && !q.start && !q.unique) {
                const std::vector<int> distance = jump_distances_to_goal(witness);
                const auto deepest = std::max_element(distance.begin(), distance.end());
                needs = *deepest;
                witness.start = witness.cell(static_cast<int>(deepest - distance.begin()));
            }
            check_hardest_witness(q, witness, needs);
            unit.witness = witness;
            result.moves = needs;
            result.witness = std::move(witness);
        }
        if (options.on_depth) options.on_depth(unit);
        result.units.push_back(std::move(unit));
        return result.units.back().found;
    };
    if (!one_depth) {
        // From the top down: the first depth found is the most.
        for (int moves = shape.cells - 1; moves >= 1 && !result.most_proven; --moves) result.most_proven = ask(moves, true);
        return result;
    }
    if (!ask(options.only_moves, options.restarts == 0) || !options.refute_above) return result;
    // The whole search one move past the maze found: none there proves it
    // the most (a maze needs at most cells - 1); a maze there is the answer.
    // Stopped there (a signal, the time limit), the maze found stands, not
    // proven the most, and the caller sees the stop by stop_requested().
    const int above = result.moves + 1;
    try {
        result.most_proven = above >= shape.cells || !ask(above, true);
    } catch (const SearchStopped&) {
        result.most_proven = false;
    }
    return result;
}

// The question checked (2 to max_cells_wide cells), then the depths in the
// narrowest mask that holds it (or options.mask_bits).
template <template <class> class Search>
JumpHardestResult prove_depths(const JumpHardestQuestion& q, const JumpSearchOptions& options) {
    check_hardest_question(q, JumpHardestQuestion::max_cells_wide);
    return with_cell_mask(search_mask_bits(q, options.mask_bits),
                          [&]<class Mask>(std::type_identity<Mask>) { return prove_depths_in<Search, Mask>(q, options); });
}

}  // namespace puzzlebox
