// Magic hexagon puzzles with unique completions (see hexagon_generator.hpp).
#include "gen/hexagon/hexagon_generator.hpp"

#include <algorithm>
#include <string>

#include <fmt/format.h>

#include "analyze/hexagon/hexagon_difficulty.hpp"
#include "puzzles/hexagon/hexagon_validate.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/hexagon/hexagon_solver.hpp"
#include "support/counted.hpp"
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

namespace {

// Removals in passes over the puzzle's clues in a removal order: a removal
// stays while the completion is unique and (at a level) the rules up to
// `strongest` finish the puzzle. A pass returns the clues left; a stop
// request ends it early (cut_short), as does reaching --clues.
struct Removals {
    const HexagonGenOptions& options;
    const std::vector<std::int64_t>& solution;
    SearchLimits check_limits;
    HexagonTrialMemo memo;  // the removals' deductions share what trial and error learnt
    std::uint64_t checks = 0;
    bool cut_short = false;

    std::size_t pass(HexagonBoard& puzzle, const std::vector<int>& order, std::optional<HexagonRule> strongest,
                     std::size_t clues) {
        for (int cell : order) {
            if (!puzzle.cells[cell]) continue;
            if (options.clues > 0 && clues == static_cast<std::size_t>(options.clues)) break;
            if (stop_requested()) {  // the removals end here: the clues left are proven but not all tried
                cut_short = true;
                break;
            }
            puzzle.cells[cell].reset();
            ++checks;
            // (At a level, the exhaustive search refuses most removals faster than the rules would.)
            if (hexagon_completion_is_unique(puzzle, check_limits) &&
                (!strongest || deduce_hexagon(puzzle, *strongest, &memo).solved))
                --clues;
            else puzzle.cells[cell] = solution[cell];
        }
        return clues;
    }
};

HexagonRule weaker_rule(HexagonRule rule) { return static_cast<HexagonRule>(static_cast<int>(rule) - 1); }

}  // namespace

HexagonGenResult generate_hexagon_puzzle(const HexagonGenOptions& options, Random& random) {
    HexagonGenResult result;
    result.solution = draw_magic_hexagon(options, random, result.problem);
    if (result.solution.empty()) return result;
    const std::size_t cells = result.solution.size();
    Removals removals{options, result.solution, {}, {}, 0, false};
    removals.check_limits.max_nodes = options.check_nodes;

    HexagonBoard best;
    std::size_t best_clues = cells + 1;
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
        random.shuffle(order.begin(), order.end());
        std::size_t clues = cells;
        const bool above_easiest = rules && rules->weakest != HexagonRule::last_cell;
        if (!rules) {
            clues = removals.pass(puzzle, order, std::nullopt, clues);
        } else if (!above_easiest) {
            clues = removals.pass(puzzle, order, rules->strongest, clues);
        } else {
            // Two passes: the rules just below the level's first (cheap, and
            // the puzzle stays too easy), then the level's own. A removal the
            // second pass keeps is one the weaker rules could not follow
            // (the first pass refused it, and fewer clues never help them),
            // so one kept removal puts the puzzle at the level.
            const std::size_t easy_clues = removals.pass(puzzle, order, weaker_rule(rules->weakest), clues);
            clues = removals.pass(puzzle, order, rules->strongest, easy_clues);
            if (clues == easy_clues && !removals.cut_short) continue;  // no removal needed the level: too easy
        }
        if (above_easiest) {  // the check of the level, whatever the passes showed
            const HexagonDeduction weaker = deduce_hexagon(puzzle, weaker_rule(rules->weakest));
            if (weaker.solved || weaker.stopped) continue;  // too easy (the weaker rules finish it), or not known
        }
        if (clues < best_clues) {
            best = puzzle;
            best_clues = clues;
        }
        // At a level the first order that reaches it is the puzzle (each
        // order's puzzle is already minimal: no clue can go and keep it at
        // the level); by clue count, the target reached.
        if (rules || (options.clues > 0 && best_clues == static_cast<std::size_t>(options.clues))) {
            restart = options.restarts;
            break;
        }
    }
    result.checks = removals.checks;
    if (removals.cut_short) result.cut_short = true;
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
        result.problem = fmt::format(
            "no removal order got down to {} with a unique completion (fewest: {}; try more --restarts or more clues)",
            counted(options.clues, "clue"), best_clues);
        return result;
    }
    result.puzzle = best;
    return result;
}

}  // namespace puzzlebox
