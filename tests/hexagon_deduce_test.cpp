// The hexagon deduction solver against the exhaustive search: on puzzles
// made from Aristotle's magic hexagon (the only one of order 3, values
// 1..19, up to symmetry) by keeping random sets of clues, every puzzle the
// exhaustive search finds unique is solved by the rules up to search, to
// the same completion, and no rule ever strikes the true value; one missing
// value is found by the last-cell rule alone; a four-clue puzzle needs two
// crossing lines filled together; a two-clue puzzle needs
// trial and error (the weaker rules are stuck on it); a wrong clue is a
// contradiction; what trial and error learnt, shared between puzzles,
// changes no outcome and no step count, also when the puzzles widen one
// removed clue at a time, as a generator's do (a trial may then start
// from where it led before only when the state it came from was wider).
#include "solve/hexagon/hexagon_deduce.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include <catch2/catch.hpp>

#include "solve/hexagon/hexagon_solver.hpp"
#include "support/random.hpp"

using namespace puzzlebox;

namespace {

// Aristotle's hexagon, row by row (data/hexagon/found/order3-1-19.txt; the
// exhaustive search's count of 12 orientations is in hexagon_search_test).
const std::vector<std::int64_t> aristotle{3, 17, 18, 19, 7, 1, 11, 16, 2, 5, 6, 9, 12, 4, 8, 14, 10, 13, 15};

HexagonBoard with_clues(const std::vector<int>& cells) {
    HexagonBoard puzzle = empty_hexagon_board(3, 1);
    for (int cell : cells) puzzle.cells[static_cast<std::size_t>(cell)] = aristotle[static_cast<std::size_t>(cell)];
    return puzzle;
}

bool unique(const HexagonBoard& puzzle) {
    return solve_magic_hexagon(puzzle, SearchGoal::count, false, {}, 2).count == PathCount(1);
}

// The puzzle has one completion (the exhaustive search); the rules up to
// `stuck` neither finish it nor find a contradiction; those up to `needed`
// finish it, needing that rule, with Aristotle's values.
void needs_exactly(const HexagonBoard& puzzle, HexagonRule stuck, HexagonRule needed) {
    REQUIRE(unique(puzzle));
    const HexagonDeduction weaker = deduce_hexagon(puzzle, stuck);
    CHECK_FALSE(weaker.solved);
    CHECK_FALSE(weaker.contradiction);
    const HexagonDeduction solved = deduce_hexagon(puzzle, needed);
    CHECK(solved.solved);
    CHECK(solved.hardest == needed);
    CHECK(solved.values == aristotle);
}

// The 19 cells in a random order.
std::vector<int> shuffled_cells(Random& random) {
    std::vector<int> cells(19);
    std::iota(cells.begin(), cells.end(), 0);
    random.shuffle(cells.begin(), cells.end());
    return cells;
}

// The puzzle deduced up to trial alone and with the memo: the same outcome
// and steps. Returns the steps trial made.
int same_with_memo(const HexagonBoard& puzzle, HexagonTrialMemo& shared) {
    const HexagonDeduction alone = deduce_hexagon(puzzle, HexagonRule::trial);
    const HexagonDeduction memoised = deduce_hexagon(puzzle, HexagonRule::trial, &shared);
    CHECK(memoised.solved == alone.solved);
    CHECK(memoised.contradiction == alone.contradiction);
    CHECK(memoised.hardest == alone.hardest);
    CHECK(memoised.uses == alone.uses);
    CHECK(memoised.values == alone.values);
    return alone.uses[static_cast<std::size_t>(HexagonRule::trial)];
}

}  // namespace

TEST_CASE("one missing value: the last-cell rule alone") {
    std::vector<int> all(19);
    std::iota(all.begin(), all.end(), 0);
    for (int missing = 0; missing < 19; ++missing) {
        std::vector<int> clues;
        for (int cell : all)
            if (cell != missing) clues.push_back(cell);
        const HexagonDeduction d = deduce_hexagon(with_clues(clues), HexagonRule::last_cell);
        CHECK(d.solved);
        CHECK(d.hardest == HexagonRule::last_cell);
        CHECK(d.values == aristotle);
    }
}

TEST_CASE("the rules agree with the exhaustive search on 30 unique puzzles") {
    Random random(11);
    std::map<HexagonRule, int> levels;
    int puzzles = 0;
    while (puzzles < 30) {
        std::vector<int> cells = shuffled_cells(random);
        cells.resize(2 + random.below(6));  // 2 to 7 clues
        const HexagonBoard puzzle = with_clues(cells);
        if (!unique(puzzle)) continue;
        ++puzzles;
        const HexagonDeduction full = deduce_hexagon(puzzle);
        REQUIRE(full.solved);
        CHECK(full.values == aristotle);
        ++levels[full.hardest];
        // Each weaker set of rules is sound: solved means the true completion,
        // and it never claims a contradiction.
        for (const HexagonRule rule : {HexagonRule::last_cell, HexagonRule::line_bounds, HexagonRule::line_fill,
                                       HexagonRule::line_pair, HexagonRule::trial}) {
            const HexagonDeduction weaker = deduce_hexagon(puzzle, rule);
            CHECK_FALSE(weaker.contradiction);
            if (weaker.solved) CHECK(weaker.values == aristotle);
            CHECK(weaker.solved == (full.hardest <= rule));
        }
    }
    // The puzzles spread over the levels.
    CHECK(levels[HexagonRule::line_bounds] > 0);
    CHECK(levels[HexagonRule::line_fill] > 0);
    CHECK(levels[HexagonRule::line_pair] > 0);
    CHECK(levels[HexagonRule::trial] > 0);
}

TEST_CASE("a four-clue puzzle that needs two crossing lines filled together") {
    // 17 and 18 in the top row, 4 in the fourth, 15 ending the last: one completion
    // (the exhaustive search); whole lines alone are stuck, and two crossing
    // lines filled together finish it without trial and error.
    needs_exactly(with_clues({1, 2, 13, 18}), HexagonRule::line_fill, HexagonRule::line_pair);
}

TEST_CASE("a two-clue puzzle that needs trial and error") {
    // 9 at the end of the middle row and 10 at the start of the bottom row:
    // the exhaustive search finds one completion; the rules up to line fill
    // are stuck, and so are line pairs; trial finishes it.
    const HexagonBoard puzzle = with_clues({11, 16});
    REQUIRE(*puzzle.cells[11] == 9);
    REQUIRE(*puzzle.cells[16] == 10);
    needs_exactly(puzzle, HexagonRule::line_fill, HexagonRule::trial);
    needs_exactly(puzzle, HexagonRule::line_pair, HexagonRule::trial);
}

TEST_CASE("a wrong clue is a contradiction") {
    HexagonBoard puzzle = with_clues({0, 1, 2, 3, 4, 5, 6});
    puzzle.cells[0] = 4;  // 3 belongs there; 4 sits in row 4
    puzzle.cells[13] = 4;
    CHECK(deduce_hexagon(puzzle).contradiction);
}

TEST_CASE("what trial and error learnt, shared between puzzles, changes no outcome and no step") {
    // Two- to four-clue puzzles, unique or not, deduced alone and with one
    // memo shared by all.
    Random random(23);
    HexagonTrialMemo shared;
    int trials = 0;
    for (int i = 0; i < 12; ++i) {
        std::vector<int> cells = shuffled_cells(random);
        cells.resize(2 + random.below(3));
        trials += same_with_memo(with_clues(cells), shared);
    }
    CHECK(trials > 0);  // trial and error struck values in some of them
}

TEST_CASE("a memo shared along removals, each puzzle wider than the last, changes no outcome and no step") {
    // As a generator's removals share it: 9 clues down to 1, one at a time.
    Random random(41);
    int trials = 0;
    for (int sequence = 0; sequence < 6; ++sequence) {
        HexagonTrialMemo shared;
        std::vector<int> cells = shuffled_cells(random);
        for (cells.resize(9); !cells.empty(); cells.pop_back()) trials += same_with_memo(with_clues(cells), shared);
    }
    CHECK(trials > 0);
}
