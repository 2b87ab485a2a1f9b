// Existence of magic hexagons per order and start (see hexagon_existence.hpp).
#include "analyze/hexagon/hexagon_existence.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include <fmt/format.h>

#include "puzzles/hexagon/hexagon_validate.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/hexagon/hexagon_solver.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void keep_checked(HexagonExistence& e, const HexagonBoard& board, const std::vector<std::int64_t>& filled) {
    const HexagonCheck check = check_magic_hexagon(board, filled);
    if (!check.valid) throw std::logic_error("a search returned an invalid magic hexagon: " + check.problem);
    e.hexagon = filled;
    e.status = "found";
    e.closeness = 0;
}

}  // namespace

HexagonLocalOptions hexagon_existence_local_options(const HexagonExistenceBudget& budget) {
    HexagonLocalOptions local;
    local.seed = budget.seed;
    local.limits.max_nodes = budget.local_swaps;
    local.layers = budget.layers;
    local.reheat_below = budget.reheat_below;
    local.shell = budget.shell;
    local.core = budget.core;
    local.near = budget.near;
    return local;
}

HexagonExistence settle_hexagon_existence(int order, std::int64_t start, const HexagonExistenceBudget& budget,
                                          const ZeroSumCheckpoints& checkpoints) {
    HexagonExistence e;
    e.order = order;
    e.start = start;
    e.constant = hexagon_constant(order, start);
    if (!e.constant) {
        e.status = "impossible";
        e.method = "divisibility";
        e.note = hexagon_constant_problem(order, start);
        return e;
    }
    if (std::string bounds = hexagon_bounds_problem(order, start); !bounds.empty()) {
        e.status = "impossible";
        e.method = "line bounds";
        e.note = std::move(bounds);
        return e;
    }
    // A stop (--time-limit, a signal) came first: the proofs that take time (at
    // order 8 the perimeter's and the weighted lines' about a second) and the
    // searches are not begun.
    if (stop_requested()) {
        e.status = "unknown";
        e.method = "stopped";
        e.note = "not searched: the run was stopped before this start";
        return e;
    }
    // Orders counted completely keep their exhaustive counts (0 where the
    // perimeter rules a start out, as the tests check).
    if (std::string perimeter = hexagon_perimeter_problem(order, start); !perimeter.empty() && order > budget.count_up_to_order) {
        e.status = "impossible";
        e.method = "perimeter";
        e.note = std::move(perimeter);
        return e;
    }
    if (std::string weighted = hexagon_weighted_lines_problem(order, start);
        !weighted.empty() && order > budget.count_up_to_order) {
        e.status = "impossible";
        e.method = "weighted lines";
        e.note = std::move(weighted);
        return e;
    }
    const auto clock = std::chrono::steady_clock::now();
    const HexagonBoard board = empty_hexagon_board(order, start);
    SearchLimits exhaustive;
    exhaustive.max_nodes = budget.exhaustive_nodes;

    if (order <= budget.count_up_to_order) {
        e.method = "exhaustive";
        const HexagonSearchResult all = solve_magic_hexagon(board, SearchGoal::all, true, exhaustive);
        e.seconds = seconds_since(clock);
        if (!all.solutions.empty()) keep_checked(e, board, all.solutions.front());
        if (is_partial(all.outcome)) {
            if (e.status.empty()) e.status = "unknown";
            e.note = fmt::format("counting stopped by the node limit after {} nodes", all.nodes);
            return e;
        }
        e.solutions = all.count;
        e.orbits = all.orbits;
        if (e.status.empty()) {
            e.status = "impossible";
            e.note = fmt::format("exhaustive search, {} nodes", all.nodes);
        }
        return e;
    }

    HexagonLocalOptions local = hexagon_existence_local_options(budget);
    const bool zero_sum = start == -(HexagonBoard::cell_count(order) - 1) / 2;
    if (zero_sum) local.checkpoints = checkpoints;
    // The layered search takes the zero-sum start only (the others are not antisymmetric).
    const bool layered = local.layers && zero_sum;
    local.layers = layered;
    const HexagonLocalResult annealed = search_magic_hexagon_locally(board, local);
    e.closeness = annealed.error;
    const std::string searched = hexagon_search_name(local);
    if (annealed.error == 0) {
        e.method = layered ? "layers" : "local";
        e.seconds = seconds_since(clock);
        keep_checked(e, board, annealed.best);
        e.note = fmt::format("{} search, seed {}: {} swaps", searched, budget.seed, annealed.steps);
        return e;
    }
    // The exhaustive search never finished an empty grid above order 5, and
    // above order 10 planning it alone takes minutes to hours (order 109):
    // there, and with no node budget, the local search's answer stands.
    constexpr int exhaustive_up_to_order = 10;
    if (budget.exhaustive_nodes == 0 || order > exhaustive_up_to_order) {
        e.method = layered ? "layers" : "local";
        e.status = "unknown";
        e.seconds = seconds_since(clock);
        e.note =
            fmt::format("{} search, seed {}: best closeness {} (sum of squared line errors) in {} swaps; no exhaustive search",
                        searched, budget.seed, annealed.error, annealed.steps);
        return e;
    }
    e.method = "exhaustive";
    const HexagonSearchResult first = solve_magic_hexagon(board, SearchGoal::first, false, exhaustive);
    e.seconds = seconds_since(clock);
    if (!first.solutions.empty()) {
        keep_checked(e, board, first.solutions.front());
        e.note = fmt::format("exhaustive search, {} nodes", first.nodes);
    } else if (is_partial(first.outcome)) {
        // Negating every value maps the hexagons of start k onto those of
        // start -(k + N - 1) (constant M to -M); the search orders values
        // from the least, so the mirror's search can be far shorter.
        const std::int64_t mirror = -(start + HexagonBoard::cell_count(order) - 1);
        if (mirror != start) {
            const HexagonSearchResult other =
                solve_magic_hexagon(empty_hexagon_board(order, mirror), SearchGoal::first, false, exhaustive);
            e.seconds = seconds_since(clock);
            if (!other.solutions.empty() || !is_partial(other.outcome)) {
                e.method = "exhaustive (negated)";
                e.note = fmt::format("exhaustive search of start {} (every value negated), {} nodes", mirror, other.nodes);
                if (other.solutions.empty()) {
                    e.status = "impossible";
                } else {
                    std::vector<std::int64_t> negated = other.solutions.front();
                    for (std::int64_t& v : negated) v = -v;
                    keep_checked(e, board, negated);
                }
                return e;
            }
        }
        // Neither settled it: the closeness is the local search's.
        e.method = "local+exhaustive";
        e.status = "unknown";
        e.note =
            fmt::format("local search best closeness {} (sum of squared line errors); exhaustive search stopped after {} nodes",
                        annealed.error, first.nodes);
    } else {
        e.status = "impossible";
        e.note = fmt::format("exhaustive search, {} nodes", first.nodes);
    }
    return e;
}

std::vector<std::int64_t> hexagon_report_starts(int order, int count_up_to_order) {
    const std::int64_t span = 2 * order - 1;
    std::vector<std::int64_t> starts;
    for (std::int64_t k = 1 - span; k <= 1 + span; ++k) starts.push_back(k);
    starts.push_back(-(HexagonBoard::cell_count(order) - 1) / 2);  // zero sum
    if (order >= 2 && order <= count_up_to_order) {
        const std::vector<std::int64_t> possible = hexagon_possible_starts(order);
        starts.insert(starts.end(), possible.begin(), possible.end());
    }
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    return starts;
}

std::vector<std::int64_t> hexagon_possible_starts(int order) {
    std::vector<std::int64_t> starts;
    if (order < 2) return {0};  // order 1: one cell, every start; 0 stands for them
    const auto [low, high] = hexagon_bounded_starts(order);
    for (std::int64_t k = low; k <= high; ++k)
        if (hexagon_constant(order, k)) starts.push_back(k);
    return starts;
}

std::vector<std::string> hexagon_existence_columns() {
    return {"order", "start", "constant", "status", "solutions", "orbits", "closeness", "file", "last", "method", "note"};
}

std::vector<std::string> hexagon_existence_row(const HexagonExistence& e, const std::string& file) {
    return {std::to_string(e.order),
            std::to_string(e.start),
            e.constant ? std::to_string(*e.constant) : "",
            e.status,
            e.solutions ? e.solutions->to_string() : "",
            e.orbits ? e.orbits->to_string() : "",
            e.closeness ? std::to_string(*e.closeness) : "",
            file,
            std::to_string(e.start + HexagonBoard::cell_count(e.order) - 1),
            e.method,
            e.note};
}

HexagonBoard found_hexagon_board(const HexagonExistence& e, const HexagonExistenceBudget& budget) {
    HexagonBoard board = empty_hexagon_board(e.order, e.start);
    for (std::size_t cell = 0; cell < board.cells.size(); ++cell) board.cells[cell] = e.hexagon.at(cell);
    board.description.push_back(fmt::format("A magic hexagon of order {} with the values {}..{} (every line sums to {}),",
                                            e.order, e.start, board.last_value(), *e.constant));
    if (e.method == "local" || e.method == "layers") {
        board.description.push_back(fmt::format("found by the {} search on the empty grid ({}; the same as",
                                                e.method == "layers" ? "layered" : "local", e.note));
        board.description.push_back(
            fmt::format("puzzlebox-solve --method {}{} --seed {} --max-nodes {}).", e.method,
                        e.method == "layers" ? hexagon_layers_flags(hexagon_existence_local_options(budget)) : "", budget.seed,
                        budget.local_swaps));
    } else {
        board.description.push_back(fmt::format("found by: puzzlebox-solve (exhaustive) on the empty grid ({}).", e.note));
    }
    board.description.push_back("Written by puzzlebox-analyze hexagon (reports/hexagon_existence.sh, hexagon_zero_sum.sh).");
    return board;
}

}  // namespace puzzlebox
