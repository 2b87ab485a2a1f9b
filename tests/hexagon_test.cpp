// Magic hexagons: the geometry, the format's round trip and errors, and the
// solver against the known counts (Aristotle's puzzle: 12 solutions, one up
// to symmetry) and a brute force over all arrangements on order 2.
#include <algorithm>
#include <numeric>
#include <set>

#include <catch2/catch.hpp>

#include "puzzles/hexagon/hexagon_format.hpp"
#include "puzzles/hexagon/hexagon_validate.hpp"
#include "solve/hexagon/hexagon_solver.hpp"

using namespace puzzlebox;

TEST_CASE("hexagon geometry: cells, lines, symmetries", "[hexagon]") {
    for (int order = 1; order <= 8; ++order) {
        const HexagonGeometry g(order);
        REQUIRE(g.cell_count() == 3 * order * (order - 1) + 1);
        REQUIRE(g.lines().size() == static_cast<std::size_t>(3 * (2 * order - 1)));
        for (int d = 0; d < 3; ++d) {  // each direction's lines partition the cells
            std::vector<int> covered;
            for (int i = 0; i < 2 * order - 1; ++i) {
                const auto& line = g.lines()[static_cast<std::size_t>(d * (2 * order - 1) + i)];
                REQUIRE(static_cast<int>(line.size()) == order + std::min(i, 2 * order - 2 - i));
                covered.insert(covered.end(), line.begin(), line.end());
            }
            std::sort(covered.begin(), covered.end());
            std::vector<int> all(static_cast<std::size_t>(g.cell_count()));
            std::iota(all.begin(), all.end(), 0);
            REQUIRE(covered == all);
        }
        // 12 distinct symmetries (for order >= 2), each mapping lines onto lines.
        std::set<std::vector<int>> distinct(g.symmetries().begin(), g.symmetries().end());
        REQUIRE(distinct.size() == (order == 1 ? 1u : 12u));
        std::set<std::vector<int>> lines;
        for (auto line : g.lines()) {
            std::sort(line.begin(), line.end());
            lines.insert(line);
        }
        for (const auto& symmetry : g.symmetries())
            for (const auto& line : g.lines()) {
                std::vector<int> moved;
                for (int cell : line) moved.push_back(symmetry[static_cast<std::size_t>(cell)]);
                std::sort(moved.begin(), moved.end());
                REQUIRE(lines.count(moved) == 1);
            }
    }
}

TEST_CASE("Aristotle's puzzle: 12 solutions, 1 up to symmetry, every line 38", "[hexagon]") {
    const HexagonBoard puzzle = load_hexagon_board(PUZZLEBOX_SOURCE_DIR "/data/hexagon/aristotle.txt");
    REQUIRE(hexagon_constant(3, 1) == std::optional<std::int64_t>(38));
    const HexagonSearchResult all = solve_magic_hexagon(puzzle, SearchGoal::all, false);
    REQUIRE(all.outcome == SearchOutcome::complete);
    REQUIRE(all.count == PathCount(12));
    REQUIRE(all.orbits == PathCount(1));
    REQUIRE(all.solutions.size() == 12);
    const HexagonGeometry g(3);
    std::set<std::vector<std::int64_t>> canonical;
    for (const auto& filled : all.solutions) {
        REQUIRE(check_magic_hexagon(puzzle, filled).valid);
        for (const auto& line : g.lines()) {
            std::int64_t sum = 0;
            for (int cell : line) sum += filled[static_cast<std::size_t>(cell)];
            REQUIRE(sum == 38);
        }
        canonical.insert(canonical_hexagon(g, filled));
    }
    REQUIRE(canonical.size() == 1);
    // The classic published solution (3 17 18 / 19 7 1 11 / 16 2 5 6 9 /
    // 12 4 8 14 / 10 13 15) is its orbit's least orientation. (The grid the
    // seed notebook shows is a snapshot of its live printer, mid-search.)
    REQUIRE(*canonical.begin() == std::vector<std::int64_t>{3, 17, 18, 19, 7, 1, 11, 16, 2, 5, 6, 9, 12, 4, 8, 14, 10, 13, 15});
    // The same counts without symmetry breaking: fill one cell so the grid is
    // not empty, and compare with the solutions that hold that value there.
    HexagonBoard one_given = puzzle;
    one_given.cells[9] = 5;  // the centre of Aristotle's hexagon is always 5
    const HexagonSearchResult centred = solve_magic_hexagon(one_given, SearchGoal::count, false);
    REQUIRE(centred.count == PathCount(12));
    REQUIRE(centred.orbits == PathCount(1));
}

TEST_CASE("order 2 has no magic hexagon for any start (brute force over all 7! arrangements)", "[hexagon]") {
    const HexagonGeometry g(2);
    for (std::int64_t k = -12; k <= 12; ++k) {
        HexagonBoard puzzle;
        puzzle.order = 2;
        puzzle.first_value = k;
        puzzle.cells.assign(7, std::nullopt);
        const HexagonSearchResult result = solve_magic_hexagon(puzzle, SearchGoal::count, false);
        REQUIRE(result.count.is_zero());
        std::vector<std::int64_t> values(7);
        std::iota(values.begin(), values.end(), k);
        int magic = 0;
        do {
            magic += check_magic_hexagon(puzzle, values).valid;
        } while (std::next_permutation(values.begin(), values.end()));
        REQUIRE(magic == 0);
    }
}

TEST_CASE("order 1 is one cell, magic for every start", "[hexagon]") {
    HexagonBoard puzzle;
    puzzle.order = 1;
    puzzle.first_value = -4;
    puzzle.cells.assign(1, std::nullopt);
    const HexagonSearchResult result = solve_magic_hexagon(puzzle, SearchGoal::all, true);
    REQUIRE(result.count == PathCount(1));
    REQUIRE(result.solutions == std::vector<std::vector<std::int64_t>>{{-4}});
}

TEST_CASE("order 3 starts: counts agree with and without symmetry breaking", "[hexagon]") {
    // With a non-integer constant the solver says why; otherwise the count on
    // the empty grid (symmetry broken, x12) equals the sum over the centre's
    // values of the counts with the centre given (no breaking).
    for (std::int64_t k : {-9, -8, 1}) {  // the zero-sum start, a start without integer constant, the normal one
        HexagonBoard puzzle;
        puzzle.order = 3;
        puzzle.first_value = k;
        puzzle.cells.assign(19, std::nullopt);
        const HexagonSearchResult empty = solve_magic_hexagon(puzzle, SearchGoal::count, false);
        if (!hexagon_constant(3, k)) {
            REQUIRE_FALSE(empty.impossible.empty());
            continue;
        }
        PathCount by_centre;
        for (std::int64_t centre = k; centre < k + 19; ++centre) {
            HexagonBoard given = puzzle;
            given.cells[9] = centre;
            by_centre += solve_magic_hexagon(given, SearchGoal::count, false).count;
        }
        INFO("start " << k);
        REQUIRE(empty.count == by_centre);
    }
}

TEST_CASE("hexagon format: round trip and errors", "[hexagon]") {
    const char* text =
        "# a puzzle\npuzzle hexagon\norder 3\nvalues 1..19\ngrid\n"
        "  3 17 18\n 19  7  1 11\n16  2  5  6  9\n 12  4  8 14\n  .  . .\n";
    const HexagonBoard board = parse_hexagon_board(text, "t");
    REQUIRE(board.cells[0] == std::optional<std::int64_t>(3));
    REQUIRE_FALSE(board.cells[18].has_value());
    REQUIRE(parse_hexagon_board(write_hexagon_board(board), "again") == board);
    auto error_of = [](const std::string& bad) {
        try {
            parse_hexagon_board(bad, "bad");
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    CHECK_THAT(error_of("puzzle hexagon\norder 3\nvalues 1..20\n"), Catch::Contains("bad:3:") && Catch::Contains("20 values"));
    CHECK_THAT(error_of("puzzle hexagon\norder 2\ngrid\n1 2\n3 4 5\n6 7 8\n"),
               Catch::Contains("bad:6:") && Catch::Contains("expected 2"));
    CHECK_THAT(error_of("puzzle hexagon\norder 2\ngrid\n1 2\n3 4 5\n6 6\n"), Catch::Contains("used twice"));
    CHECK_THAT(error_of("puzzle hexagon\norder 2\ngrid\n1 2\n3 4 5\n6 9\n"), Catch::Contains("1..7"));
    CHECK_THAT(error_of("puzzle hexagon\norder 110\n"), Catch::Contains("order"));
    CHECK_THAT(error_of("puzzle hexagon\nvalues 1..7\n"), Catch::Contains("missing key 'order'"));
}

TEST_CASE("the line constant is an integer exactly when 8k = 3 (mod 2n-1) (docs/hexagon.md)", "[hexagon]") {
    for (int order = 1; order <= HexagonBoard::max_order; ++order) {
        const std::int64_t lines = 2 * order - 1;
        for (std::int64_t k = -200; k <= 200; ++k) {
            const bool formula = ((8 * k - 3) % lines + lines) % lines == 0;
            REQUIRE(hexagon_constant(order, k).has_value() == formula);
        }
        const std::int64_t zero_sum = -(HexagonBoard::cell_count(order) - 1) / 2;
        REQUIRE(hexagon_constant(order, zero_sum) == std::optional<std::int64_t>(0));
    }
    REQUIRE(hexagon_constant(4, 3) == std::optional<std::int64_t>(111));
    REQUIRE(hexagon_constant(5, 6) == std::optional<std::int64_t>(244));
}
