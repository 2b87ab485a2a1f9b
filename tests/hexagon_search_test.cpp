// Magic hexagons beyond Aristotle's puzzle: which starts can work (line
// bounds, checked by hand), every order-3 start counted and cross-checked by
// an independent plain backtracking, the local search (against brute force
// on order 2), the existence verdicts, the proven fewest clues (against a
// count by hand), and generated puzzles (exactly one completion).
#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <vector>

#include <catch2/catch.hpp>

#include "analyze/hexagon/hexagon_clues.hpp"
#include "analyze/hexagon/hexagon_existence.hpp"
#include "gen/hexagon/hexagon_generator.hpp"
#include "puzzles/hexagon/hexagon_format.hpp"
#include "puzzles/hexagon/hexagon_validate.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/hexagon/hexagon_solver.hpp"
#include "support/random.hpp"
#include "tests/sanitizer.hpp"

using namespace puzzlebox;

namespace {

// Independent of the solver: fill the cells in row order with unused values
// (or the given one); after each placement every line through the cell must
// still be completable, judged crudely: its open cells each take a value
// between the least and the greatest value not yet placed.
std::uint64_t count_by_backtracking(const HexagonBoard& puzzle) {
    const HexagonGeometry g(puzzle.order);
    const auto constant = hexagon_constant(puzzle.order, puzzle.first_value);
    if (!constant) return 0;
    const int cells = g.cell_count();
    std::vector<std::int64_t> value(static_cast<std::size_t>(cells));
    std::vector<char> chosen(static_cast<std::size_t>(cells), 0);   // by value index: used by a free cell
    std::vector<char> pending(static_cast<std::size_t>(cells), 1);  // by value index: not placed yet
    for (const auto& given : puzzle.cells)
        if (given) chosen[static_cast<std::size_t>(*given - puzzle.first_value)] = 1;
    const auto lines_ok = [&](int cell) {
        int lo = 0, hi = cells - 1;
        while (lo < cells && !pending[static_cast<std::size_t>(lo)]) ++lo;
        while (hi >= 0 && !pending[static_cast<std::size_t>(hi)]) --hi;
        for (int line : g.lines_of(cell)) {
            std::int64_t sum = 0, open = 0;
            for (int c : g.lines()[static_cast<std::size_t>(line)]) {
                if (c <= cell) sum += value[static_cast<std::size_t>(c)];
                else ++open;
            }
            const std::int64_t rest = *constant - sum;
            if (open == 0 ? rest != 0 : rest < open * (puzzle.first_value + lo) || rest > open * (puzzle.first_value + hi))
                return false;
        }
        return true;
    };
    std::uint64_t count = 0;
    std::function<void(int)> fill = [&](int cell) {
        if (cell == cells) {
            ++count;
            return;
        }
        const auto place = [&](std::int64_t v) {
            value[static_cast<std::size_t>(cell)] = v;
            pending[static_cast<std::size_t>(v - puzzle.first_value)] = 0;
            if (lines_ok(cell)) fill(cell + 1);
            pending[static_cast<std::size_t>(v - puzzle.first_value)] = 1;
        };
        if (const auto& given = puzzle.cells[static_cast<std::size_t>(cell)]) {
            place(*given);
            return;
        }
        for (int i = 0; i < cells; ++i) {
            if (chosen[static_cast<std::size_t>(i)]) continue;
            chosen[static_cast<std::size_t>(i)] = 1;
            place(puzzle.first_value + i);
            chosen[static_cast<std::size_t>(i)] = 0;
        }
    };
    fill(0);
    return count;
}

}  // namespace

TEST_CASE("line bounds: order 3 allows only starts -38..20", "[hexagon]") {
    // By hand: M = (19k + 171) / 5; a 3-cell line sums to at most 3k + 51, so
    // 19k + 171 <= 15k + 255, k <= 21; a 5-cell line to at least 5k + 10, so
    // 19k + 171 >= 25k + 50, k <= 20. The map v -> -v sends start k to -18 - k.
    REQUIRE(hexagon_bounded_starts(3) == std::pair<std::int64_t, std::int64_t>{-38, 20});
    REQUIRE(hexagon_bounds_problem(3, 21) != "");
    REQUIRE(hexagon_bounds_problem(3, 20) == "");
    for (int order = 2; order <= 8; ++order) {
        const auto [low, high] = hexagon_bounded_starts(order);
        const std::int64_t zero_sum = -(HexagonBoard::cell_count(order) - 1) / 2;
        REQUIRE(low + high == 2 * zero_sum);  // symmetric about the zero-sum start
    }
    const HexagonSearchResult ruled_out = solve_magic_hexagon(empty_hexagon_board(3, 26), SearchGoal::count, false);
    REQUIRE(ruled_out.count.is_zero());
}

TEST_CASE("order 3: every start that can work, counted and cross-checked", "[hexagon]") {
    // Solutions exist exactly for k = -19, -14, -9, -4, 1; k and -18 - k
    // (the values negated) have equal counts.
    std::map<std::int64_t, std::uint64_t> counts;
    const auto [low, high] = hexagon_bounded_starts(3);
    for (std::int64_t k = low; k <= high; ++k) {
        const HexagonSearchResult all = solve_magic_hexagon(empty_hexagon_board(3, k), SearchGoal::count, true);
        REQUIRE(all.outcome == SearchOutcome::complete);
        if (!all.orbits.is_zero()) counts[k] = std::stoull(all.count.to_string());
    }
    REQUIRE(counts == std::map<std::int64_t, std::uint64_t>{{-19, 12}, {-14, 432}, {-9, 312}, {-4, 432}, {1, 12}});
    // The plain backtracking agrees where there are most solutions (7 s; not
    // under the sanitizers, 20 s there) and where there are none (k = -9
    // would take 10 s more).
    const std::vector<std::int64_t> backtracked =
        test::sanitized ? std::vector<std::int64_t>{6} : std::vector<std::int64_t>{-4, 6};
    for (std::int64_t k : backtracked)
        REQUIRE(count_by_backtracking(empty_hexagon_board(3, k)) == (counts.count(k) ? counts[k] : 0));
}

TEST_CASE("order 4 (3..39): the exhaustive search finds one (order 5: bench/hexagon_bench.cpp)", "[hexagon]") {
    {
        const HexagonBoard empty = empty_hexagon_board(4, 3);
        const HexagonSearchResult first = solve_magic_hexagon(empty, SearchGoal::first, false);
        REQUIRE(first.solutions.size() == 1);
        REQUIRE(check_magic_hexagon(empty, first.solutions[0]).valid);
    }
}

TEST_CASE("order 4: completions of the found hexagon with 22 of 37 cells given agree with plain backtracking", "[hexagon]") {
    // Each board keeps 22 random cells of data/hexagon/found/order4-3-39.txt
    // (pcg32 seed 4, stream i), so it has that completion (and, it turns
    // out, no other: even 15 givens pin this hexagon down); the bitmask
    // search (hexagon_exhaustive.hpp) must count the same as the
    // independent backtracking above.
    const HexagonBoard found = load_hexagon_board(PUZZLEBOX_SOURCE_DIR "/data/hexagon/found/order4-3-39.txt");
    for (std::uint64_t i = 0; i < 12; ++i) {
        Random random(4, i);
        std::vector<int> cells(static_cast<std::size_t>(found.cell_count()));
        std::iota(cells.begin(), cells.end(), 0);
        random.shuffle(cells.begin(), cells.end());
        HexagonBoard puzzle = found;
        for (std::size_t k = 22; k < cells.size(); ++k) puzzle.cells[static_cast<std::size_t>(cells[k])].reset();
        const HexagonSearchResult all = solve_magic_hexagon(puzzle, SearchGoal::all, false);
        REQUIRE(all.outcome == SearchOutcome::complete);
        REQUIRE(std::find(all.solutions.begin(), all.solutions.end(), std::vector<std::int64_t>([&] {
                              std::vector<std::int64_t> v;
                              for (const auto& c : found.cells) v.push_back(*c);
                              return v;
                          }())) != all.solutions.end());
        for (const auto& solution : all.solutions) REQUIRE(check_magic_hexagon(puzzle, solution).valid);
        REQUIRE(std::stoull(all.count.to_string()) == count_by_backtracking(puzzle));
    }
}

TEST_CASE("order 4: hexc3's benchmark board (3..39, first eight cells given) has 45 completions", "[hexagon]") {
    // ../shared/baselines/README.md: `hexc3 4 3 0 0 14 33 30 34 39 6 24 20` lists all 45.
    HexagonBoard puzzle = empty_hexagon_board(4, 3);
    const std::int64_t given[] = {14, 33, 30, 34, 39, 6, 24, 20};
    for (std::size_t i = 0; i < 8; ++i) puzzle.cells[i] = given[i];
    const HexagonSearchResult all = solve_magic_hexagon(puzzle, SearchGoal::all, false);
    REQUIRE(all.outcome == SearchOutcome::complete);
    REQUIRE(all.solutions.size() == 45);
    REQUIRE(all.count.to_string() == "45");
    for (const auto& solution : all.solutions) REQUIRE(check_magic_hexagon(puzzle, solution).valid);
    REQUIRE(std::set<std::vector<std::int64_t>>(all.solutions.begin(), all.solutions.end()).size() == 45);
}

TEST_CASE("local search: finds order 3, reaches the brute-force least error on order 2", "[hexagon]") {
    HexagonLocalOptions options;
    options.limits.max_nodes = 5'000'000;
    const HexagonBoard aristotle = empty_hexagon_board(3, 1);
    const HexagonLocalResult found = search_magic_hexagon_locally(aristotle, options);
    REQUIRE(found.error == 0);
    REQUIRE(found.outcome == SearchOutcome::complete);
    REQUIRE(check_magic_hexagon(aristotle, found.best).valid);

    // Order 2 has no magic hexagon; the least total line error over all 7!
    // arrangements is what the annealer must report.
    const HexagonGeometry g(2);
    for (std::int64_t k : {-3, 0, 3}) {
        const HexagonBoard empty = empty_hexagon_board(2, k);
        std::vector<std::int64_t> values(7);
        std::iota(values.begin(), values.end(), k);
        std::int64_t least = -1;
        do {
            const std::int64_t e = hexagon_line_error(g, *hexagon_constant(2, k), values);
            if (least < 0 || e < least) least = e;
        } while (std::next_permutation(values.begin(), values.end()));
        options.limits.max_nodes = 200'000;
        const HexagonLocalResult best = search_magic_hexagon_locally(empty, options);
        INFO("start " << k);
        REQUIRE(best.outcome == SearchOutcome::node_limit);
        REQUIRE(best.error == least);
        REQUIRE(hexagon_line_error(g, *hexagon_constant(2, k), best.best) == best.error);
        REQUIRE(best.wrong_lines > 0);
    }

    // Given cells stay; a partly filled order-3 grid is completed.
    HexagonBoard given = aristotle;
    given.cells[9] = 5;
    given.cells[0] = 3;
    const HexagonLocalResult completed = search_magic_hexagon_locally(given, options);
    REQUIRE(completed.error == 0);
    REQUIRE(check_magic_hexagon(given, completed.best).valid);
}

TEST_CASE("existence verdicts: divisibility, bounds, exhaustive, local", "[hexagon]") {
    HexagonExistenceBudget budget;
    budget.local_swaps = 50'000'000;
    budget.exhaustive_nodes = 10'000'000;
    const HexagonExistence none = settle_hexagon_existence(5, 0, budget);  // 8 * 0 is not 3 mod 9
    REQUIRE((none.status == "impossible" && none.method == "divisibility"));
    const HexagonExistence far = settle_hexagon_existence(3, 26, budget);  // 8 * 26 = 3 mod 5, but past the bounds
    REQUIRE((far.status == "impossible" && far.method == "line bounds"));
    const HexagonExistence order2 = settle_hexagon_existence(2, 0, budget);
    REQUIRE((order2.status == "impossible" && order2.method == "exhaustive"));
    const HexagonExistence aristotle = settle_hexagon_existence(3, 1, budget);
    REQUIRE(aristotle.status == "found");
    REQUIRE((aristotle.solutions == PathCount(12) && aristotle.orbits == PathCount(1)));
    const HexagonExistence order4 = settle_hexagon_existence(4, 3, budget);
    REQUIRE((order4.status == "found" && order4.method == "local"));
    REQUIRE(check_magic_hexagon(empty_hexagon_board(4, 3), order4.hexagon).valid);
    // The found hexagon's file reads back as a full, valid grid.
    const HexagonBoard written = found_hexagon_board(order4, budget);
    REQUIRE(parse_hexagon_board(write_hexagon_board(written)) == written);
    const std::vector<std::int64_t> starts = hexagon_report_starts(3, 3);
    REQUIRE(std::is_sorted(starts.begin(), starts.end()));
    REQUIRE(std::count(starts.begin(), starts.end(), -9) == 1);  // the zero-sum start, once
}

TEST_CASE("the existence map: every possible start, the perimeter and weighted lines, and negation", "[hexagon][long]") {
    // Order 4: the constant (37k + 666) / 7 is whole for k = 3 mod 7, and the
    // 4-cell lines allow -69 <= k <= 33 (by hand as for order 3): 15 starts.
    const std::vector<std::int64_t> order4 = hexagon_possible_starts(4);
    REQUIRE(order4.size() == 15);
    REQUIRE((order4.front() == -67 && order4.back() == 31));
    for (const std::int64_t k : order4) REQUIRE(((k % 7) + 7) % 7 == 3);
    // Order 3: the five starts the counts above find, among the possible ones.
    const std::vector<std::int64_t> order3 = hexagon_possible_starts(3);
    for (const std::int64_t k : {-19, -14, -9, -4, 1}) REQUIRE(std::count(order3.begin(), order3.end(), k) == 1);
    // The perimeter (six edge lines: the perimeter cells, corners twice) rules
    // out exactly the order-3 starts the counts above find empty among the
    // outer ones, by hand for 16: values 16..34, M = 95, 6M = 570, at most
    // (29 + ... + 34) + (23 + ... + 34) = 189 + 342 = 531.
    for (const std::int64_t k : order3) {
        const bool ruled_out = !hexagon_perimeter_problem(3, k).empty();
        REQUIRE(ruled_out == (k == -34 || k == -29 || k == 11 || k == 16));
    }
    for (const std::int64_t k : order4) {
        const bool ruled_out = !hexagon_perimeter_problem(4, k).empty();
        REQUIRE(ruled_out == (k <= -53 || k >= 17));
        REQUIRE(ruled_out == !hexagon_perimeter_problem(4, -(k + 36)).empty());  // negation: the same verdict
    }
    // Order 3 as if it were not counted, with next to no local search: start
    // 1 (Aristotle's) gives its first hexagon after 238 nodes; start -19, its
    // negation, not within 500 of its own, so its hexagon is start 1's
    // negated (and re-checked by the validator).
    HexagonExistenceBudget budget;
    budget.local_swaps = 10;
    budget.exhaustive_nodes = 500;
    budget.count_up_to_order = 2;
    const HexagonExistence direct = settle_hexagon_existence(3, 1, budget);
    REQUIRE((direct.status == "found" && direct.method == "exhaustive"));
    const HexagonExistence negated = settle_hexagon_existence(3, -19, budget);
    REQUIRE((negated.status == "found" && negated.method == "exhaustive (negated)"));
    REQUIRE(check_magic_hexagon(empty_hexagon_board(3, -19), negated.hexagon).valid);
    for (std::size_t c = 0; c < negated.hexagon.size(); ++c) REQUIRE(negated.hexagon[c] == -direct.hexagon[c]);
    const HexagonExistence outer = settle_hexagon_existence(4, 24, budget);
    REQUIRE((outer.status == "impossible" && outer.method == "perimeter"));
    // The centre band (the lines through and beside the centre, weight 1):
    // order 4 start 10, values 10..46, M = 148, the 9 band lines sum to 1332,
    // but at least 1335 by the rearrangement inequality; likewise -46 and
    // order 5's 24 and -84. Nothing else of orders 3..5 passes the perimeter
    // and falls to it, and it never rules out a start with a hexagon: the
    // counted ones of order 3, and every hexagon in data/hexagon/found.
    const HexagonExistence band = settle_hexagon_existence(4, 10, budget);
    REQUIRE((band.status == "impossible" && band.method == "weighted lines"));
    REQUIRE(band.note.find("(1, 1, 0, 0)") != std::string::npos);
    REQUIRE(band.note.find("1332") != std::string::npos);
    REQUIRE(band.note.find("1335") != std::string::npos);
    for (int order = 3; order <= 5; ++order)
        for (const std::int64_t k : hexagon_possible_starts(order)) {
            if (!hexagon_perimeter_problem(order, k).empty()) continue;
            const bool band_rules_out = !hexagon_weighted_lines_problem(order, k).empty();
            const bool expected = (order == 4 && (k == 10 || k == -46)) || (order == 5 && (k == 24 || k == -84)) ||
                                  (order == 3 && (k == -24 || k == 6));
            INFO("order " << order << " start " << k);
            REQUIRE(band_rules_out == expected);
        }
    for (const auto& entry : std::filesystem::directory_iterator(PUZZLEBOX_SOURCE_DIR "/data/hexagon/found")) {
        const HexagonBoard found = load_hexagon_board(entry.path().string());
        INFO(entry.path());
        REQUIRE(hexagon_perimeter_problem(found.order, found.first_value).empty());
        REQUIRE(hexagon_weighted_lines_problem(found.order, found.first_value).empty());
    }
}

TEST_CASE("fewest clues of Aristotle's puzzle: 2, in 12 x (C(19,2) - 39) = 1584 ways", "[hexagon]") {
    // All 12 solutions are orientations of one, so two clues pin the
    // orientation unless a reflection fixes both cells: a pair on one mirror
    // axis (3 axes of 5 cells, 3 of 3: 3*10 + 3*3 = 39 pairs). One clue never
    // suffices: every cell lies on a mirror axis.
    const HexagonGeometry g(3);
    const HexagonSearchResult all = solve_magic_hexagon(empty_hexagon_board(3, 1), SearchGoal::all, false);
    const HexagonFewestClues fewest = fewest_hexagon_clues(g, all.solutions, 4);
    REQUIRE(fewest.clues == std::optional<int>(2));
    REQUIRE(fewest.puzzles == 12 * (19 * 18 / 2 - 39));
    HexagonBoard example = empty_hexagon_board(3, 1);
    example.cells = fewest.example;
    REQUIRE(count_by_backtracking(example) == 1);
}

TEST_CASE("generated hexagon puzzles have exactly one completion", "[hexagon]") {
    for (std::int64_t start : {1, -9}) {
        HexagonGenOptions options;
        options.first_value = start;
        for (std::uint64_t i = 0; i < 3; ++i) {
            Random random(7, i);
            const HexagonGenResult generated = generate_hexagon_puzzle(options, random);
            REQUIRE(generated.puzzle);
            REQUIRE(count_by_backtracking(*generated.puzzle) == 1);
            REQUIRE(check_magic_hexagon(*generated.puzzle, generated.solution).valid);
            REQUIRE(parse_hexagon_board(write_hexagon_board(*generated.puzzle)) == *generated.puzzle);
            const auto clues = std::count_if(generated.puzzle->cells.begin(), generated.puzzle->cells.end(),
                                             [](const auto& c) { return c.has_value(); });
            REQUIRE(clues == 2);  // the proven fewest (see above)
        }
    }
    HexagonGenOptions five;
    five.clues = 5;
    Random random(7);
    const HexagonGenResult generated = generate_hexagon_puzzle(five, random);
    REQUIRE(generated.puzzle);
    REQUIRE(std::count_if(generated.puzzle->cells.begin(), generated.puzzle->cells.end(),
                          [](const auto& c) { return c.has_value(); }) == 5);
    REQUIRE(count_by_backtracking(*generated.puzzle) == 1);
}

TEST_CASE("zero-sum hexagons by antisymmetry: orders 9 and 12, re-checked by the validator", "[hexagon]") {
    for (const int order : {9, 12}) {
        const int cells = HexagonBoard::cell_count(order);
        const HexagonBoard empty = empty_hexagon_board(order, -(cells - 1) / 2);
        HexagonLocalOptions options;
        options.seed = 1;
        options.limits.max_nodes = 2'000'000'000;
        const HexagonLocalResult found = search_magic_hexagon_locally(empty, options);
        INFO("order " << order);
        REQUIRE(found.error == 0);
        REQUIRE(check_magic_hexagon(empty, found.best).valid);  // every line sums to 0, every value once
        // Antisymmetric: 0 in the centre, -v opposite v (row-major order reversed).
        for (int cell = 0; cell < cells; ++cell) REQUIRE(found.best[cell] == -found.best[cells - 1 - cell]);
    }
}

TEST_CASE("zero-sum orders past 10 are local search only and order 109 (the contest's largest) is searched", "[hexagon]") {
    // Above order 10 an unfinished local search is the answer: "unknown",
    // with its closeness, and no exhaustive search (whose plan alone would
    // take hours at order 109).
    HexagonExistenceBudget budget;
    budget.local_swaps = 1'000;
    budget.exhaustive_nodes = 10'000'000;
    const int order = 11, cells = HexagonBoard::cell_count(order);
    const HexagonExistence short_run = settle_hexagon_existence(order, -(cells - 1) / 2, budget);
    REQUIRE((short_run.status == "unknown" && short_run.method == "local"));
    REQUIRE(short_run.closeness > 0);
    REQUIRE(short_run.note.find("no exhaustive search") != std::string::npos);
    // Order 109 (35,317 cells): the best arrangement is a permutation of
    // the values, antisymmetric, and its closeness is the sum of squared
    // line sums recounted here from the grid.
    const int big = HexagonBoard::max_order, big_cells = HexagonBoard::cell_count(big);
    REQUIRE((big == 109 && big_cells == 35'317));
    const HexagonBoard empty = empty_hexagon_board(big, -(big_cells - 1) / 2);
    HexagonLocalOptions options;
    options.seed = 1;
    options.limits.max_nodes = 3'000'000;
    const HexagonLocalResult annealed = search_magic_hexagon_locally(empty, options);
    REQUIRE(annealed.best.size() == static_cast<std::size_t>(big_cells));
    std::vector<std::int64_t> sorted = annealed.best;
    std::sort(sorted.begin(), sorted.end());
    for (int i = 0; i < big_cells; ++i) REQUIRE(sorted[static_cast<std::size_t>(i)] == i - (big_cells - 1) / 2);
    for (int cell = 0; cell < big_cells; ++cell) REQUIRE(annealed.best[cell] == -annealed.best[big_cells - 1 - cell]);
    const HexagonGeometry geometry(big);
    std::int64_t closeness = 0;
    for (const auto& line : geometry.lines()) {
        std::int64_t sum = 0;
        for (int cell : line) sum += annealed.best[static_cast<std::size_t>(cell)];
        closeness += sum * sum;
    }
    REQUIRE(annealed.error == closeness);
    REQUIRE(closeness > 0);
}
