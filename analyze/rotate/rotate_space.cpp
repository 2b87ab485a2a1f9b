// Whole state spaces of rotation puzzles (see rotate_space.hpp).
#include "analyze/rotate/rotate_space.hpp"

#include <chrono>
#include <stdexcept>

#include <fmt/format.h>

#include "distributed/cluster.hpp"
#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/orbit_space.hpp"
#include "solve/rotate/oriented_table.hpp"
#include "solve/rotate/oriented_tiles.hpp"
#include "solve/rotate/permutation_group.hpp"
#include "solve/rotate/rotate_table.hpp"

namespace puzzlebox {

namespace {

// Every quarter turn of a k x k block is a product of cycles of length 4
// (and a fixed centre when k is odd): k^2 div 4 four-cycles, each odd, so
// the turn is odd exactly when k^2 / 4 (rounded down) is odd. A half turn is
// the square of a quarter turn: even. When every move is even, only the
// even half of the arrangements can be reached.
bool all_moves_even(int block, RotateTurns turns) {
    (void)turns;  // cw and ccw quarter turns have the same parity; half turns are even
    return (block * block / 4) % 2 == 0;
}

// Why the orbit search's space is not every arrangement.
std::string orbit_reason(const RotateBoard& solved, std::uint64_t reachable, std::uint64_t states) {
    std::vector<PermutationGroup::Permutation> generators;
    for (const RotateMove& move : rotate_moves(solved))
        generators.push_back(rotate_move_destinations(solved.rows, solved.cols, solved.block, move));
    const PermutationGroup group(static_cast<int>(solved.target.size()), generators);
    return fmt::format(
        "the moves keep the cells in orbits and generate a group of order {} (Schreier-Sims), "
        "which the search reached: {} of the {} arrangements",
        group.order(), reachable, states);
}

// A space's shape, nothing measured yet.
RotateSpace space_of(int rows, int cols, int block, RotateTurns turns, bool rows_only) {
    RotateSpace space;
    space.rows = rows;
    space.cols = cols;
    space.block = block;
    space.turns = turns;
    space.rows_only = rows_only;
    return space;
}

}  // namespace

RotateSpace explore_rotate_space(int rows, int cols, int block, RotateTurns turns,
                                 const std::function<void(const std::string&)>& progress, int threads, bool rows_only) {
    const auto started = std::chrono::steady_clock::now();
    RotateSpace space = space_of(rows, cols, block, turns, rows_only);
    const RotateBoard solved = solved_rotate_board(rows, cols, block, turns, rows_only);
    if (rows_only && arrangement_count(solved.target) > RotateDistanceTable::max_states)
        throw std::invalid_argument(fmt::format("{}x{} rows only: {} arrangements; the table holds at most {}", rows, cols,
                                                arrangement_count(solved.target), RotateDistanceTable::max_states));
    // Above 12 cells, or shared by the processes of an MPI run: the orbit
    // search (orbit_space.hpp), when the shape's orbits are small enough.
    if (!rows_only && (rows * cols > 12 || Cluster::world().distributed())) {
        if (const auto problem = orbit_space_problem(solved); !problem) {
            const OrbitSpaceResult found = explore_orbit_space(solved, progress, threads);
            space.states = arrangement_count(solved.target);
            space.distribution = found.distribution;
            for (std::uint64_t layer : found.distribution) space.reachable += layer;
            space.god_number = static_cast<int>(found.distribution.size()) - 1;
            space.antipode_examples = found.antipodes;
            if (space.reachable != space.states) space.unreachable_reason = orbit_reason(solved, space.reachable, space.states);
            space.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            return space;
        } else if (rows * cols > 12) {
            throw std::invalid_argument(
                fmt::format("{}x{} with {}x{} blocks: {}; whole spaces of other shapes are explored up to 12 cells", rows, cols,
                            block, block, *problem));
        }
    }
    const RotateDistanceTable table(solved, progress, threads);
    space.states = table.states();
    space.reachable = table.reachable();
    space.god_number = table.god_number();
    space.distribution = table.layers();
    space.antipode_examples = table.antipodes(3);
    if (space.reachable != space.states && rows_only) {
        space.unreachable_reason = fmt::format(
            "the moves reach {} of the {} arrangements of the rows' labels (exhaustive search)", space.reachable, space.states);
    } else if (space.reachable != space.states) {
        if (all_moves_even(block, turns) && space.reachable * 2 == space.states)
            space.unreachable_reason = fmt::format(
                "parity: every move is an even permutation ({} four-cycles), so only the "
                "even half of the arrangements is reached",
                block * block / 4);
        else
            space.unreachable_reason =
                fmt::format("the moves generate a group of order {} of the {} permutations (exhaustive search)", space.reachable,
                            space.states);
    }
    space.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return space;
}

std::vector<std::string> rotate_space_columns() {
    return {"size",       "block",     "turns",        "tiles",         "states",  "reachable",
            "god_number", "antipodes", "distribution", "all_reachable", "why_not", "antipode_examples",
            "seconds"};
}

RotateSpace explore_oriented_space(int rows, int cols, int block, RotateTurns turns,
                                   const std::function<void(const std::string&)>& progress, int threads, bool rows_only) {
    const auto started = std::chrono::steady_clock::now();
    RotateSpace space = space_of(rows, cols, block, turns, rows_only);
    space.orientable = true;
    RotateBoard solved = solved_rotate_board(rows, cols, block, turns, rows_only);
    solved.turned.assign(solved.grid.size(), 0);
    const OrientedDistanceTable table(solved, progress, threads);
    const int n = rows * cols;
    space.states = arrangement_count(solved.target) << (2 * n);
    space.reachable = table.reachable();
    space.god_number = table.god_number();
    space.distribution = table.layers();
    for (const RotateBoard& antipode : table.antipodes()) {
        space.antipode_examples.push_back(antipode.grid);
        space.antipode_turns.push_back(antipode.turned);
    }
    const std::string quarters =
        block % 2 == 0
            ? fmt::format("; every turn of a {}x{} block turns its tiles a multiple of 4 quarters in all", block, block)
            : "";
    if (rows_only) {
        space.unreachable_reason = "the states the breadth-first search reached from the solved board" + quarters;
        space.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return space;
    }
    const PermutationGroup corners = oriented_move_group(solved);
    const std::string order = corners.order();
    if (order != std::to_string(space.reachable))
        throw std::logic_error(fmt::format("{}x{} orientable: the search reached {} states, the corner group has order {}", rows,
                                           cols, space.reachable, order));
    space.unreachable_reason = fmt::format(
        "the moves' group on the tiles' corners has order {} (Schreier-Sims), the states the search reached{}", order, quarters);
    space.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return space;
}

std::vector<std::string> rotate_space_row(const RotateSpace& space) {
    std::string distribution, examples;
    for (std::uint64_t layer : space.distribution)
        distribution.append(distribution.empty() ? "" : " ").append(std::to_string(layer));
    for (std::size_t e = 0; e < space.antipode_examples.size(); ++e) {
        const auto& example = space.antipode_examples[e];
        if (!examples.empty()) examples += " | ";
        for (std::size_t i = 0; i < example.size(); ++i) {
            examples.append(i == 0                                          ? ""
                            : i % static_cast<std::size_t>(space.cols) == 0 ? " / "
                                                                            : " ")
                .append(std::to_string(example[i]));
            if (e < space.antipode_turns.size()) examples += turned_letter(space.antipode_turns[e][i]);
        }
    }
    return {fmt::format("{}x{}", space.rows, space.cols),
            std::to_string(space.block),
            to_string(space.turns),
            std::string(space.rows_only ? "rows-only " : "") + (space.orientable ? "orientable" : "plain"),
            std::to_string(space.states),
            std::to_string(space.reachable),
            std::to_string(space.god_number),
            std::to_string(space.distribution.back()),
            distribution,
            space.reachable == space.states ? "yes" : "no",
            space.unreachable_reason,
            examples,
            fmt::format("{:.3f}", space.seconds)};
}

}  // namespace puzzlebox
