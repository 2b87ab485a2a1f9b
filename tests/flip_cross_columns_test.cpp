// The odd x odd cross by column classes (flip_cross_columns.hpp) against
// figures an outsider can check: a brute force in this file over every
// multiset of column types (no classes up to complement, no symmetry, no
// bounds: each even row set, each column's cheaper side, one switch when
// they flip an odd number of columns); the general engine (branch and bound
// over the kernel's classes) where it closes; the 3 x W cross's formula
// ceil(3W / 4) (docs/flip.md proves the bound; the witness is re-solved by
// the solver); and every witness re-solved by the solver.
#include "analyze/flip/flip_cross_columns.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <tuple>
#include <vector>

#include <catch2/catch.hpp>

#include "analyze/flip/flip_cross_column_units.hpp"
#include "analyze/flip/flip_god_number.hpp"
#include "tests/flip_boards.hpp"

using namespace puzzlebox;
using test::blank_flip_board;

namespace {

// The distance of a press set, given as its columns' types (bit i: row i
// of `side` pressed), to the kernel of the side x length cross.
int distance_to_kernel(int side, const std::vector<int>& columns) {
    int least = 1 << 30;
    for (int rows = 0; rows < (1 << side); ++rows) {
        if (std::popcount(static_cast<unsigned>(rows)) % 2 != 0) continue;
        int cost = 0, flipped = 0, cheapest_switch = side;
        for (const int column : columns) {
            const int h = std::popcount(static_cast<unsigned>(column ^ rows));
            cost += std::min(h, side - h);
            flipped += 2 * h > side;
            cheapest_switch = std::min(cheapest_switch, std::abs(side - 2 * h));
        }
        least = std::min(least, cost + (flipped % 2 != 0 ? cheapest_switch : 0));
    }
    return least;
}

// The most presses any board of the side x length cross needs: every
// multiset of column types.
int god_number_by_multisets(int side, int length) {
    std::vector<int> columns(static_cast<std::size_t>(length), 0);
    int best = 0;
    while (true) {
        best = std::max(best, distance_to_kernel(side, columns));
        int at = length - 1;  // next non-decreasing sequence
        while (at >= 0 && columns[static_cast<std::size_t>(at)] == (1 << side) - 1) --at;
        if (at < 0) return best;
        const int next = columns[static_cast<std::size_t>(at)] + 1;
        for (int i = at; i < length; ++i) columns[static_cast<std::size_t>(i)] = next;
    }
}

void check_witness(int rows, int cols, const CrossColumnsAnswer& answer) {
    INFO(rows << "x" << cols);
    CHECK(flip_fewest_presses_of(blank_flip_board(rows, cols, FlipPattern::cross), answer.witness) == answer.best);
}

}  // namespace

TEST_CASE("column classes equal the brute force over every multiset of columns", "[flip][god][long]") {
    for (const auto& [side, length] :
         std::vector<std::pair<int, int>>{{1, 5}, {3, 3}, {3, 5}, {3, 7}, {3, 9}, {3, 11}, {5, 5}, {5, 7}}) {
        const int expected = god_number_by_multisets(side, length);
        for (const bool transposed : {false, true}) {
            const int rows = transposed ? length : side, cols = transposed ? side : length;
            for (const std::uint64_t climb : {std::uint64_t{0}, std::uint64_t{4096}}) {
                const CrossColumnsAnswer answer = cross_god_by_columns(rows, cols, std::uint64_t{1} << 30, {}, climb);
                INFO(rows << "x" << cols << ", climb " << climb);
                CHECK(answer.complete);
                CHECK(answer.best == expected);
                check_witness(rows, cols, answer);
            }
        }
    }
}

TEST_CASE("column classes agree with the general engine where its branch and bound closes", "[flip][god]") {
    FlipGodOptions general;
    general.closed_forms = false;
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{3, 7}, {11, 3}, {5, 5}, {7, 7}}) {
        const FlipBoard shape = blank_flip_board(rows, cols, FlipPattern::cross);
        const FlipGodNumber engine = flip_god_number(shape, general), columns = flip_god_number(shape);
        INFO(rows << "x" << cols);
        CHECK(engine.exact());
        CHECK(columns.method == "column classes");
        CHECK(columns.lower == engine.lower);
        CHECK(columns.upper == engine.upper);
    }
}

TEST_CASE("the 3 x W cross needs ceil(3W/4) presses at most, and some board that many", "[flip][god]") {
    for (int length = 1; length <= 63; length += 2) {
        const CrossColumnsAnswer answer = cross_god_by_columns(3, length, std::uint64_t{1} << 20);
        INFO("3x" << length);
        CHECK(answer.complete);
        CHECK(answer.best == (3 * length + 3) / 4);
        check_witness(3, length, answer);
    }
}

TEST_CASE("a press set in hand from the climb: the same answers in fewer nodes", "[flip][god]") {
    // The climb only gives the search a press set to beat, so the answer is
    // the plain search's; the nodes fall (9x9: 3.5 million against 256 million).
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{5, 21}, {7, 9}, {11, 7}, {7, 13}}) {
        const CrossColumnsAnswer plain = cross_god_by_columns(rows, cols, std::uint64_t{1} << 30);
        const CrossColumnsAnswer climbed = cross_god_by_columns(rows, cols, std::uint64_t{1} << 30, {}, 65536);
        INFO(rows << "x" << cols << ": " << plain.nodes << " nodes plain, " << climbed.nodes << " climbed");
        CHECK(plain.complete);
        CHECK(climbed.complete);
        CHECK(climbed.best == plain.best);
        CHECK(climbed.nodes < plain.nodes);
        check_witness(rows, cols, climbed);
    }
    // The engine passes its climb on.
    FlipGodOptions options;
    options.cross_columns_climb = 65536;
    const FlipGodNumber god = flip_god_number(blank_flip_board(7, 9, FlipPattern::cross), options);
    CHECK(god.exact());
    CHECK(god.lower == cross_god_by_columns(7, 9, std::uint64_t{1} << 30).best);
    CHECK(god.nodes == cross_god_by_columns(7, 9, options.cross_columns_work, {}, 65536).nodes);
}

TEST_CASE("the climb alone: the brute force's answer on small shapes, never past the search's elsewhere", "[flip][god][long]") {
    // A witness from below: on shapes small enough for the brute force its
    // 4,096 steps reach the answer; elsewhere it stays at or under what the
    // search proves, and its press set needs exactly what it claims.
    for (const auto& [side, length] : std::vector<std::pair<int, int>>{{3, 5}, {3, 9}, {5, 5}, {5, 7}}) {
        const int expected = god_number_by_multisets(side, length);
        for (const bool transposed : {false, true}) {
            const int rows = transposed ? length : side, cols = transposed ? side : length;
            const CrossColumnsAnswer climbed = cross_columns_climb(rows, cols, 4096);
            INFO(rows << "x" << cols);
            CHECK(!climbed.complete);
            CHECK(climbed.best == expected);
            check_witness(rows, cols, climbed);
        }
    }
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{7, 9}, {11, 7}, {7, 13}}) {
        const CrossColumnsAnswer searched = cross_god_by_columns(rows, cols, std::uint64_t{1} << 30, {}, 65536);
        const CrossColumnsAnswer climbed = cross_columns_climb(rows, cols, 65536);
        INFO(rows << "x" << cols);
        CHECK(searched.complete);
        CHECK(climbed.best <= searched.best);
        CHECK(climbed.best >= searched.best - 2);
        check_witness(rows, cols, climbed);
    }
    // Past the search's short side: a press set as far as claimed, within the
    // cross's average bound (docs/flip.md).
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{9, 17}, {15, 13}, {11, 41}}) {
        const CrossColumnsAnswer climbed = cross_columns_climb(rows, cols, 1024);
        INFO(rows << "x" << cols);
        CHECK(climbed.best > 0);
        CHECK(climbed.best <= flip_god_number(blank_flip_board(rows, cols, FlipPattern::cross)).upper);
        check_witness(rows, cols, climbed);
    }
    CHECK_THROWS_AS(cross_columns_climb(23, 25, 64), std::invalid_argument);
    CHECK_THROWS_AS(cross_columns_climb(9, 10, 64), std::invalid_argument);
}

TEST_CASE("past the column search the engine keeps the column climb's press set where it is better", "[flip][god]") {
    // 9 x 17: nullity 24, past the class climb; the climb over single presses
    // gave 50 before, the column climb 53 (docs/flip.md's table).
    const FlipBoard shape = blank_flip_board(9, 17, FlipPattern::cross);
    FlipGodOptions options;
    const FlipGodNumber god = flip_god_number(shape, options);
    const CrossColumnsAnswer climbed = cross_columns_climb(9, 17, cross_columns_climb_steps(9, options.climb_work));
    CHECK(god.lower == climbed.best);
    CHECK(god.lower_reason == "a climb over column classes found this press set");
    CHECK(flip_fewest_presses_of(shape, god.witness) == god.lower);
    options.climb_work = 0;  // no climb of either kind: the cells in no kernel vector only
    CHECK(flip_god_number(shape, options).lower < climbed.best);
    // Where the column search runs out of its budget (7x41 on 2^16 row-set
    // updates: 1,024 nodes) the climb's press set is kept if it is further.
    const FlipBoard wide = blank_flip_board(7, 41, FlipPattern::cross);
    FlipGodOptions short_budget;
    short_budget.cross_columns_work = std::uint64_t{1} << 16;
    const FlipGodNumber cut_short = flip_god_number(wide, short_budget);
    const CrossColumnsAnswer wide_climb = cross_columns_climb(7, 41, cross_columns_climb_steps(7, short_budget.climb_work));
    const CrossColumnsAnswer wide_search = cross_god_by_columns(7, 41, short_budget.cross_columns_work);
    REQUIRE(!wide_search.complete);
    REQUIRE(wide_climb.best > wide_search.best);
    CHECK(cut_short.lower >= wide_climb.best);
    CHECK(!cut_short.exact());
    CHECK(flip_fewest_presses_of(wide, cut_short.witness) == cut_short.lower);
}

TEST_CASE("the estimate of the search's nodes comes near the nodes it takes", "[flip][god]") {
    // With the answer in hand from the climb, the search's nodes are the
    // tree the probes sample: the mean of 20,000 probes within a quarter of
    // the count (9x11 by hand: 1.08 x 10^9 against 1.10 x 10^9).
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{7, 9}, {11, 7}, {5, 21}, {7, 7}}) {
        const CrossColumnsAnswer searched = cross_god_by_columns(rows, cols, std::uint64_t{1} << 34, {}, 65536);
        const CrossColumnsEstimate estimate = estimate_cross_columns(rows, cols, 20000, 65536);
        INFO(rows << "x" << cols << ": " << searched.nodes << " nodes, estimated " << estimate.nodes << " +- "
                  << estimate.standard_error);
        CHECK(searched.complete);
        CHECK(estimate.best_in_hand == searched.best);
        CHECK(std::abs(estimate.nodes / static_cast<double>(searched.nodes) - 1) < 0.25);
        CHECK(estimate.probes == 20000);
    }
    // Without the climb the first pass's nodes are done first, as the plain search counts them.
    const CrossColumnsAnswer plain = cross_god_by_columns(7, 9, std::uint64_t{1} << 34);
    const CrossColumnsEstimate estimate = estimate_cross_columns(7, 9, 20000, 0);
    CHECK(estimate.nodes_done == std::uint64_t{1} << 20);
    CHECK(std::abs((static_cast<double>(estimate.nodes_done) + estimate.nodes) / static_cast<double>(plain.nodes) - 1) < 0.25);
}

TEST_CASE("the estimate from a snapshot comes near the nodes the search still took", "[flip][god][long]") {
    // 7x15 with its climb (36 in hand, the answer): from snapshots spread
    // over the search, the nodes it then still took, against 20,000 probes
    // of what the snapshot had not finished. Far from the end the bulk is
    // still ahead, within a quarter; near it, within a quarter or 200,000
    // nodes of 7.76 million.
    std::vector<CrossColumnsSnapshot> snapshots;
    CrossColumnsCheckpoints every_unit;
    every_unit.every_seconds = 1e-12;
    every_unit.save = [&](const CrossColumnsSnapshot& snapshot) { snapshots.push_back(snapshot); };
    const CrossColumnsAnswer whole = cross_god_by_columns(7, 15, std::uint64_t{1} << 34, every_unit, 65536);
    REQUIRE(whole.complete);
    REQUIRE(snapshots.size() >= 20);
    for (const std::size_t k :
         {std::size_t{0}, snapshots.size() / 4, snapshots.size() / 2, 3 * snapshots.size() / 4, snapshots.size() - 1}) {
        const CrossColumnsSnapshot& from = snapshots[k];
        const double left = static_cast<double>(whole.nodes - from.nodes);
        const CrossColumnsEstimate estimate = estimate_cross_columns(7, 15, 20000, 0, &from);
        INFO("snapshot " << k << " of " << snapshots.size() << " at " << from.nodes << " nodes: " << left << " left, estimated "
                         << estimate.nodes << " +- " << estimate.standard_error);
        CHECK(estimate.best_in_hand == whole.best);
        CHECK(estimate.nodes_done == from.nodes);
        CHECK(std::abs(estimate.nodes - left) < std::max(0.25 * left, 200000.0));
    }
    // A snapshot of the first pass (no symmetry tests) is refused, as is one that is no state of the search.
    std::vector<CrossColumnsSnapshot> plain_snapshots;
    every_unit.save = [&](const CrossColumnsSnapshot& snapshot) { plain_snapshots.push_back(snapshot); };
    cross_god_by_columns(7, 11, std::uint64_t{1} << 30, every_unit);
    REQUIRE(!plain_snapshots.empty());
    REQUIRE(plain_snapshots.front().pass == 0);
    CHECK_THROWS_AS(estimate_cross_columns(7, 11, 100, 0, &plain_snapshots.front()), std::invalid_argument);
    CrossColumnsSnapshot edited = snapshots.front();
    edited.best += 1;
    CHECK_THROWS_AS(estimate_cross_columns(7, 15, 100, 0, &edited), std::invalid_argument);
}

TEST_CASE("the engine takes the column classes where its own search stops: 5 x 7 against the multisets", "[flip][god]") {
    // The general engine alone leaves 5x7 between 11 and 12.
    const int expected = god_number_by_multisets(5, 7);
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{5, 7}, {7, 5}}) {
        const FlipBoard shape = blank_flip_board(rows, cols, FlipPattern::cross);
        const FlipGodNumber god = flip_god_number(shape);
        INFO(rows << "x" << cols);
        CHECK(god.exact());
        CHECK(god.method == "column classes");
        CHECK(god.lower == expected);
        CHECK(flip_fewest_presses_of(shape, god.witness) == expected);
    }
}

TEST_CASE("the column search resumed from any of its snapshots ends as the unbroken one, nodes too", "[flip][god][long]") {
    // 7x11 and 5x29 (the first pass ends neither; 7x13 with too small a
    // budget ends in the third, unfinished), with a snapshot at every
    // chance (every 2^16 nodes); a spread of them is resumed.
    // 7x13 once more with a climb first: a resumed search has the climb's
    // press set from its snapshot, and needs no climb of its own.
    for (const auto& [rows, cols, work, climb] : {std::tuple{7, 11, std::uint64_t{1} << 30, std::uint64_t{0}},
                                                  std::tuple{5, 29, std::uint64_t{1} << 30, std::uint64_t{0}},
                                                  std::tuple{7, 13, std::uint64_t{1} << 26, std::uint64_t{0}},
                                                  std::tuple{7, 13, std::uint64_t{1} << 30, std::uint64_t{4096}}}) {
        INFO(rows << "x" << cols << ", work " << work << ", climb " << climb);
        std::vector<CrossColumnsSnapshot> snapshots;
        CrossColumnsCheckpoints every_unit;
        every_unit.every_seconds = 1e-12;
        every_unit.save = [&](const CrossColumnsSnapshot& snapshot) { snapshots.push_back(snapshot); };
        const CrossColumnsAnswer whole = cross_god_by_columns(rows, cols, work, every_unit, climb);
        const CrossColumnsAnswer plain = cross_god_by_columns(rows, cols, work, {}, climb);
        REQUIRE((whole.best == plain.best && whole.complete == plain.complete && whole.nodes == plain.nodes &&
                 whole.witness == plain.witness));
        REQUIRE(snapshots.size() >= 5);
        for (const CrossColumnsSnapshot& snapshot : snapshots)
            REQUIRE(cross_columns_snapshot_problem(rows, cols, snapshot).empty());
        const std::size_t tries = std::min<std::size_t>(snapshots.size(), 10);
        for (std::size_t k = 0; k < tries; ++k) {
            const CrossColumnsSnapshot& from = snapshots[k * (snapshots.size() - 1) / (tries - 1)];
            INFO("snapshot in pass " << from.pass << " at " << from.nodes << " nodes");
            CrossColumnsCheckpoints resume;
            resume.resume = &from;
            const CrossColumnsAnswer resumed = cross_god_by_columns(rows, cols, work, resume, k % 2 == 0 ? climb : 0);
            REQUIRE(resumed.best == whole.best);
            REQUIRE(resumed.complete == whole.complete);
            REQUIRE(resumed.nodes == whole.nodes);
            REQUIRE(resumed.witness == whole.witness);
        }
    }
    // Snapshots that are no state of the search.
    std::vector<CrossColumnsSnapshot> snapshots;
    CrossColumnsCheckpoints every_unit;
    every_unit.every_seconds = 1e-12;
    every_unit.save = [&](const CrossColumnsSnapshot& snapshot) { snapshots.push_back(snapshot); };
    cross_god_by_columns(7, 11, std::uint64_t{1} << 30, every_unit);
    const CrossColumnsSnapshot good = snapshots.back();
    REQUIRE(good.best == 26);
    CrossColumnsSnapshot far = good;
    far.best = 27;  // its counts are 26 from the kernel
    CHECK(cross_columns_snapshot_problem(7, 11, far).find("26 from the kernel, not 27") != std::string::npos);
    CrossColumnsSnapshot short_path = good;
    short_path.path.pop_back();
    CHECK(!cross_columns_snapshot_problem(7, 11, short_path).empty());
    CrossColumnsSnapshot columns = good;
    ++columns.best_counts.back();
    CHECK(cross_columns_snapshot_problem(7, 11, columns).find("12 columns, not 11") != std::string::npos);
    CHECK(!cross_columns_snapshot_problem(7, 13, good).empty());  // another shape's
}

TEST_CASE("the search in units: the brute force's answer, however many units and shards", "[flip][god][long]") {
    // Every unit starts from the press set in hand, so the answer is the
    // largest unit's; the nodes of a unit do not depend on the others, so
    // the shards' add up to the whole run's.
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{3, 5}, {5, 3}, {3, 9}, {5, 5}, {5, 7}, {7, 5}}) {
        const int expected = god_number_by_multisets(std::min(rows, cols), std::max(rows, cols));
        for (const std::uint64_t climb : {std::uint64_t{0}, std::uint64_t{64}})
            for (const std::uint64_t wanted : {std::uint64_t{1}, std::uint64_t{7}, std::uint64_t{50}, std::uint64_t{1} << 40}) {
                const CrossColumnsSplit split = split_cross_columns(rows, cols, climb, wanted);
                INFO(rows << "x" << cols << ", climb " << climb << ", " << wanted << " units wanted: " << split.units()
                          << " at depth " << split.depth);
                REQUIRE(split.units() > 0);
                const CrossColumnsUnitsAnswer whole = cross_god_by_column_units(split, {});
                CHECK(whole.answer.complete);
                CHECK(whole.answer.best == expected);
                CHECK(whole.results.size() == split.units());
                check_witness(rows, cols, whole.answer);
                std::vector<CrossColumnsUnitResult> merged;
                for (int index = 0; index < 3; ++index) {
                    CrossColumnsUnitsOptions shard;
                    shard.shard = Shard{index, 3};
                    const CrossColumnsUnitsAnswer part = cross_god_by_column_units(split, shard);
                    CHECK(!part.answer.complete);
                    CHECK(part.answer.best <= expected);
                    merged.insert(merged.end(), part.results.begin(), part.results.end());
                }
                CrossColumnsUnitsOptions from_shards;
                from_shards.done = merged;
                const CrossColumnsUnitsAnswer resumed = cross_god_by_column_units(split, from_shards);
                CHECK(resumed.answer.complete);
                CHECK(resumed.answer.best == expected);
                CHECK(resumed.answer.nodes == whole.answer.nodes);
            }
    }
}

TEST_CASE("the search in units agrees with the whole search on 7x9 and 11x7, and resumes from half its units", "[flip][god]") {
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{7, 9}, {11, 7}}) {
        const CrossColumnsAnswer search = cross_god_by_columns(rows, cols, std::uint64_t{1} << 34, {}, 65536);
        REQUIRE(search.complete);
        const CrossColumnsSplit split = split_cross_columns(rows, cols, 65536, 1000);
        INFO(rows << "x" << cols << ": " << split.units() << " units at depth " << split.depth);
        CHECK(split.units() >= 1000);
        std::vector<CrossColumnsUnitResult> half;
        CrossColumnsUnitsOptions options;
        options.batch_units = 100;
        int batches = 0;
        options.on_batch = [&](const std::vector<CrossColumnsUnitResult>& so_far) {
            if (++batches == 5) half = so_far;
        };
        const CrossColumnsUnitsAnswer whole = cross_god_by_column_units(split, options);
        CHECK(whole.answer.complete);
        CHECK(whole.answer.best == search.best);
        check_witness(rows, cols, whole.answer);
        REQUIRE(half.size() == 500);
        CrossColumnsUnitsOptions resume;
        resume.done = half;
        const CrossColumnsUnitsAnswer resumed = cross_god_by_column_units(split, resume);
        CHECK(resumed.answer.best == whole.answer.best);
        CHECK(resumed.answer.nodes == whole.answer.nodes);
        CHECK(resumed.answer.witness == whole.answer.witness);
    }
}

TEST_CASE("units a run cannot have are refused", "[flip][god]") {
    const CrossColumnsSplit split = split_cross_columns(5, 7, 0, 20);
    CrossColumnsUnitsOptions options;
    const CrossColumnsUnitsAnswer whole = cross_god_by_column_units(split, options);
    REQUIRE(whole.results.size() >= 4);
    const auto problem = [&](std::vector<CrossColumnsUnitResult> results, const Shard& shard = Shard{}) {
        return cross_columns_units_problem(split, shard, results);
    };
    CHECK(problem(whole.results).empty());
    std::vector<CrossColumnsUnitResult> twice = whole.results;
    twice.push_back(whole.results[3]);
    CHECK(problem(twice) == "unit 3 twice");
    std::vector<CrossColumnsUnitResult> beyond{whole.results[0]};
    beyond[0].unit = split.units();
    CHECK_THAT(problem(beyond), Catch::Contains("the run has units 0.."));
    CHECK_THAT(problem({whole.results[1]}, Shard{0, 2}), Catch::Contains("k mod 2 = 0"));
    // A best that is not past the press set in hand, or not as far as it says.
    CrossColumnsUnitResult claimed;
    claimed.unit = 0;
    claimed.best = split.best_in_hand;
    claimed.best_counts = split.in_hand_counts;
    CHECK_THAT(problem({claimed}), Catch::Contains("not past the"));
    claimed.best = split.best_in_hand + 1;
    CHECK_THAT(problem({claimed}), Catch::Contains("from the kernel, not"));
    claimed.best_counts.pop_back();
    CHECK_THAT(problem({claimed}), Catch::Contains("counts of 7 columns"));
    CrossColumnsUnitResult none;
    none.unit = 0;
    none.best_counts = split.in_hand_counts;
    CHECK_THAT(problem({none}), Catch::Contains("yet counts"));
    options.done = {claimed};
    CHECK_THROWS_AS(cross_god_by_column_units(split, options), std::invalid_argument);
}
