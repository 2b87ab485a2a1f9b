// Magic hexagon puzzles with unique completions (see hexagon_generator.hpp).
#include "gen/hexagon/hexagon_generator.hpp"

#include <algorithm>
#include <string>

#include <fmt/format.h>

#include "analyze/hexagon/hexagon_difficulty.hpp"
#include "puzzles/hexagon/hexagon_validate.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/hexagon/hexagon_solver.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

// A random magic hexagon of the order and values, or empty.
std::vector<std::int64_t> draw_magic_hexagon(const HexagonGenOptions& options, Random& random, std::string& problem) {
    const HexagonBoard empty = empty_hexagon_board(options.order, options.first_value);
    if (options.order <= 3) {
        const HexagonSearchResult all = solve_magic_hexagon(empty, SearchGoal::all, false);
        if (all.solutions.empty()) {
            problem = all.impossible.empty() ? "no magic hexagon has these values (exhaustive search)" : all.impossible;
            return {};
        }
        return all.solutions[random.below(static_cast<std::uint32_t>(all.solutions.size()))];
    }
    HexagonLocalOptions local;
    local.seed = random.next();
    local.limits.max_nodes = options.local_swaps;
    const HexagonLocalResult found = search_magic_hexagon_locally(empty, local);
    if (!found.impossible.empty() || found.error != 0) {
        problem =
            found.impossible.empty() ? "the local search found no magic hexagon within its budget (raise it)" : found.impossible;
        return {};
    }
    const HexagonGeometry geometry(options.order);
    const auto& symmetry = geometry.symmetries()[random.below(static_cast<std::uint32_t>(geometry.symmetries().size()))];
    std::vector<std::int64_t> turned(found.best.size());
    for (std::size_t cell = 0; cell < found.best.size(); ++cell)
        turned[static_cast<std::size_t>(symmetry[cell])] = found.best[cell];
    return turned;
}

}  // namespace

bool hexagon_completion_is_unique(const HexagonBoard& puzzle, const SearchLimits& limits) {
    const HexagonSearchResult result = solve_magic_hexagon(puzzle, SearchGoal::count, false, limits, 2);
    return !is_partial(result.outcome) && result.count == PathCount(1);
}

HexagonGenResult generate_hexagon_puzzle(const HexagonGenOptions& options, Random& random) {
    HexagonGenResult result;
    result.solution = draw_magic_hexagon(options, random, result.problem);
    if (result.solution.empty()) return result;
    const std::size_t cells = result.solution.size();
    SearchLimits check_limits;
    check_limits.max_nodes = options.check_nodes;

    HexagonBoard best;
    std::size_t best_clues = cells + 1;
    HexagonTrialMemo memo;  // the removals' deductions share what trial and error learnt
    std::optional<HexagonLevelRules> rules;
    if (options.level) rules = hexagon_level_rules(*options.level);
    int restart = 0;
    for (; restart < options.restarts && !stop_requested(); ++restart) {
        HexagonBoard puzzle;
        puzzle.order = options.order;
        puzzle.first_value = options.first_value;
        puzzle.cells.assign(result.solution.begin(), result.solution.end());
        std::vector<int> order(cells);
        for (std::size_t i = 0; i < cells; ++i) order[i] = static_cast<int>(i);
        for (std::size_t i = cells; i > 1; --i) std::swap(order[i - 1], order[random.below(static_cast<std::uint32_t>(i))]);
        std::size_t clues = cells;
        for (int cell : order) {
            if (options.clues > 0 && clues == static_cast<std::size_t>(options.clues)) break;
            if (stop_requested()) {  // the removals end here: the clues left are proven but not all tried
                result.cut_short = true;
                break;
            }
            puzzle.cells[cell].reset();
            ++result.checks;
            // (At a level, the exhaustive search refuses most removals faster than the rules would.)
            if (hexagon_completion_is_unique(puzzle, check_limits) &&
                (!rules || deduce_hexagon(puzzle, rules->strongest, &memo).solved))
                --clues;
            else puzzle.cells[cell] = result.solution[cell];
        }
        if (rules && rules->weakest != HexagonRule::last_cell) {
            const HexagonDeduction weaker =
                deduce_hexagon(puzzle, static_cast<HexagonRule>(static_cast<int>(rules->weakest) - 1));
            if (weaker.solved || weaker.stopped) continue;  // too easy (the weaker rules finish it), or not known
        }
        if (clues < best_clues) {
            best = puzzle;
            best_clues = clues;
        }
        if (options.clues > 0 && best_clues == static_cast<std::size_t>(options.clues)) {
            restart = options.restarts;
            break;
        }
    }
    if (restart < options.restarts) result.cut_short = true;
    // A stop request ends the removals; every clue removed so far was proven
    // removable, so the best puzzle stands, and its re-check is not a search.
    if (stop_signal() != 0) finish_after_stop();
    if (best_clues > cells) {
        result.problem = options.level ? fmt::format("no removal order of {} gave a {} puzzle (try more --restarts)",
                                                     options.restarts, level_name(*options.level))
                                       : "stopped before any clue was removed";
        return result;
    }
    if (options.clues > 0 && best_clues != static_cast<std::size_t>(options.clues)) {
        result.problem = "no removal order got down to " + std::to_string(options.clues) +
                         " clues with a unique completion (fewest: " + std::to_string(best_clues) +
                         "; try more --restarts or more clues)";
        return result;
    }
    result.puzzle = best;
    return result;
}

}  // namespace puzzlebox
