// God's number from the kernel's classes against figures an outsider can
// check: a brute force in this file (every press set pressed, the fewest
// presses of every board kept) on every cross and plus shape up to 16 cells,
// flat and on a torus, and on random stencils; the branch and bound alone
// (no climb) against the same; the tabu search alone (its witness never past
// the brute force's answer, most often at it) and on 19x19 Lights Out (a
// witness of 164, re-solved); the integer program alone (CBC) against the
// same and the whole-space search, and against the branch and bound on 9x9;
// the whole-space search on every shape of 17 to 25 cells; the cross's
// closed form against the general engine; the random half measured over the
// whole kernel (past the climb) never past the brute force; and every
// witness re-solved by the solver.
#include "analyze/flip/flip_god_number.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <tuple>
#include <vector>

#include <catch2/catch.hpp>

#include "analyze/flip/flip_space.hpp"
#include "support/random.hpp"
#include "tests/flip_boards.hpp"
#include "tests/sanitizer.hpp"

using namespace puzzlebox;
using test::blank_flip_board;

namespace {

// The most presses any solvable board needs: every press set pressed.
int brute_force_god_number(const FlipBoard& shape) {
    const std::vector<int> fewest = test::fewest_presses_by_brute_force(shape);
    return *std::max_element(fewest.begin(), fewest.end());
}

std::vector<FlipBoard> shapes_up_to(int cells, FlipPattern pattern, bool torus) {
    std::vector<FlipBoard> shapes;
    for (int rows = 1; rows <= cells; ++rows)
        for (int cols = 1; rows * cols <= cells; ++cols) {
            FlipBoard shape = blank_flip_board(rows, cols, pattern);
            shape.torus = torus;
            shapes.push_back(shape);
        }
    return shapes;
}

void check_exact(const FlipBoard& shape, const FlipGodNumber& god, int expected) {
    INFO(shape.rows << "x" << shape.cols << " " << to_string(shape.pattern) << (shape.torus ? " torus" : ""));
    CHECK(god.exact());
    CHECK(god.lower == expected);
    CHECK(flip_fewest_presses_of(shape, god.witness) == expected);
}

// The integer program alone: no closed form, no climb (so its witnesses are
// its own), a branch and bound of one node. Checked where it applies
// (nullity up to its limit) beside the default engine; returns whether the
// program settled it and whether it proved a target out of reach.
std::pair<bool, bool> check_program_alone(const FlipBoard& shape, int expected) {
    FlipGodOptions options;
    options.closed_forms = false;
    options.climb_work = 0;
    options.tabu_work = 0;
    options.max_nodes = 1;
    const FlipGodNumber god = flip_god_number(shape, options);
    if (god.nullity > options.program_max_dimension) return {false, false};
    check_exact(shape, god, expected);
    return {god.method == "integer program", god.upper_reason.find("integer program") != std::string::npos};
}

// The tabu search alone from nothing pressed (no closed form, no climb, a
// branch and bound of one node, no integer program): its witness is never
// past God's number and is re-solved; returns whether it reached it.
bool tabu_reaches(const FlipBoard& shape, int expected) {
    FlipGodOptions options;
    options.closed_forms = false;
    options.climb_work = 0;
    options.max_nodes = 1;
    options.program_work = 0;
    options.tabu_work = std::uint64_t{1} << 22;
    const FlipGodNumber god = flip_god_number(shape, options);
    CHECK(god.lower <= expected);
    CHECK(flip_fewest_presses_of(shape, god.witness) == god.lower);
    return god.lower == expected && god.lower_reason.find("tabu search") != std::string::npos;
}

}  // namespace

TEST_CASE("God's number from the kernel equals the brute force up to 16 cells, cross and plus, flat and torus", "[flip][god]") {
    int by_program = 0, proofs = 0, by_tabu = 0;
    // Under the sanitizers up to 14 cells (the same paths: 2.6 s against 33 s).
    const int cells = test::sanitized ? 14 : 16;
    for (const FlipPattern pattern : {FlipPattern::cross, FlipPattern::plus})
        for (const bool torus : {false, true})
            for (const FlipBoard& shape : shapes_up_to(cells, pattern, torus)) {
                const int expected = brute_force_god_number(shape);
                check_exact(shape, flip_god_number(shape), expected);
                const auto [settled, proved] = check_program_alone(shape, expected);
                by_program += settled;
                proofs += proved;
                by_tabu += tabu_reaches(shape, expected);
            }
    // The integer program alone (CBC) settles most of them, and its proofs
    // that a target is out of reach, not only its finds, are checked; the
    // tabu search alone finds a witness of God's number for most.
    CHECK(by_program >= 40);
    CHECK(proofs >= 15);
    CHECK(by_tabu >= 60);
}

TEST_CASE("the branch and bound alone (no climb, no closed form) equals the brute force", "[flip][god]") {
    FlipGodOptions options;
    options.climb_work = 0;
    options.tabu_work = 0;
    options.closed_forms = false;
    for (const FlipPattern pattern : {FlipPattern::cross, FlipPattern::plus})
        for (const FlipBoard& shape : shapes_up_to(16, pattern, false)) {
            if (shape.rows == 1 || shape.cols == 1) continue;  // nullity up to 15 with one class a cell: slow alone
            check_exact(shape, flip_god_number(shape, options), brute_force_god_number(shape));
        }
}

TEST_CASE("God's number on 200 random stencils equals the brute force, proofs below the parity bound among them", "[flip][god]") {
    Random random(7);
    int with_kernel = 0, proved_below_parity = 0;
    for (int trial = 0; trial < 200; ++trial) {
        FlipBoard shape = blank_flip_board(random.between(2, 4), random.between(2, 5), FlipPattern::stencil);
        shape.torus = random.coin();
        shape.stencil = {{0, 0}};
        const int extra = random.between(1, 4);
        for (int k = 0; k < extra; ++k) shape.stencil.emplace_back(random.between(-2, 2), random.between(-2, 2));
        FlipGodOptions options;
        options.climb_work = trial % 2 == 0 ? 0 : std::uint64_t{1} << 16;
        const FlipGodNumber god = flip_god_number(shape, options);
        with_kernel += god.nullity > 0;
        proved_below_parity += god.upper_reason.find("branch and bound") != std::string::npos;
        check_exact(shape, god, brute_force_god_number(shape));
    }
    CHECK(with_kernel >= 60);
    CHECK(proved_below_parity >= 5);  // the branch and bound's proofs, not only its finds, are checked
}

TEST_CASE("the integer program alone proves 9x9 Lights Out 37, as the branch and bound does", "[flip][god][long]") {
    const FlipBoard nine = blank_flip_board(9, 9, FlipPattern::plus);
    const auto [settled, proved] = check_program_alone(nine, 37);
    CHECK(settled);
    CHECK(proved);
    FlipGodOptions search_alone;
    search_alone.climb_work = 0;
    search_alone.tabu_work = 0;
    search_alone.program_work = 0;
    const FlipGodNumber searched = flip_god_number(nine, search_alone);
    CHECK(searched.method == "branch and bound");
    check_exact(nine, searched, 37);
}

TEST_CASE("God's number from the kernel equals the whole-space search from 17 to 25 cells", "[flip][god][long]") {
    int by_program = 0, proofs = 0;
    for (const FlipPattern pattern : {FlipPattern::cross, FlipPattern::plus})
        for (const FlipBoard& shape : shapes_up_to(25, pattern, false)) {
            if (shape.cell_count() <= 16) continue;
            const FlipSpace space = analyze_flip_space(shape, 25);
            REQUIRE(space.god_number);
            check_exact(shape, flip_god_number(shape), *space.god_number);
            const auto [settled, proved] = check_program_alone(shape, *space.god_number);
            by_program += settled;
            proofs += proved;
        }
    CHECK(by_program >= 8);  // the integer program alone, as above
    CHECK(proofs >= 5);
}

TEST_CASE("the cross's closed form for one odd side agrees with the general engine", "[flip][god]") {
    FlipGodOptions general;
    general.closed_forms = false;
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{3, 6}, {5, 4}, {4, 7}, {7, 2}, {3, 8}, {6, 5}}) {
        const FlipBoard shape = blank_flip_board(rows, cols, FlipPattern::cross);
        const FlipGodNumber closed = flip_god_number(shape), engine = flip_god_number(shape, general);
        const int odd = rows % 2 == 1 ? rows : cols, even = rows % 2 == 1 ? cols : rows;
        INFO(rows << "x" << cols);
        CHECK(closed.lower == even * (odd - 1) / 2 + 1);
        check_exact(shape, engine, closed.lower);
    }
}

TEST_CASE("past the climb: a random half of every class, measured over the whole kernel, never past the brute force",
          "[flip][god]") {
    FlipGodOptions options;
    options.climb_max_dimension = 1;  // every shape with a kernel of 2 or more takes this path
    int measured = 0;
    for (const bool torus : {false, true})
        for (const FlipBoard& shape : shapes_up_to(16, FlipPattern::plus, torus)) {
            const FlipGodNumber god = flip_god_number(shape, options);
            if (god.lower_reason.find("measured over all") == std::string::npos) continue;
            ++measured;
            INFO(shape.rows << "x" << shape.cols << (torus ? " torus" : ""));
            CHECK(god.lower <= brute_force_god_number(shape));
            CHECK(flip_fewest_presses_of(shape, god.witness) == god.lower);
        }
    CHECK(measured >= 8);
}

TEST_CASE("published and derived figures: 5x5 Lights Out 15, 4x4 7, 9x9 bounds hold", "[flip][god]") {
    CHECK(flip_god_number(blank_flip_board(5, 5, FlipPattern::plus)).lower == 15);  // Lights Out: 15 presses at most
    const FlipGodNumber four = flip_god_number(blank_flip_board(4, 4, FlipPattern::plus));
    CHECK(four.exact());
    CHECK(four.lower == 7);
    // 9x9: the parity bound is 39; whatever the search proves lies within it,
    // and the witness needs what the engine says. (Without the integer
    // program, which proves 37 in the [long] tests above, and with a tabu
    // search of 2^26 steps, not 2^33.)
    const FlipBoard nine = blank_flip_board(9, 9, FlipPattern::plus);
    FlipGodOptions quick;
    quick.max_nodes = 1000;
    quick.program_work = 0;
    quick.tabu_work = std::uint64_t{1} << 26;
    const FlipGodNumber bounds = flip_god_number(nine, quick);
    CHECK(bounds.upper <= 39);
    CHECK(bounds.lower <= bounds.upper);
    CHECK(flip_fewest_presses_of(nine, bounds.witness) == bounds.lower);
}

TEST_CASE("the tabu search on its default budget finds a 19x19 Lights Out board needing 164 presses", "[flip][god][long]") {
    // The climb, one branch-and-bound node, then the tabu search's 2^33
    // operations: its steps priced by sums over the lambdas at the target
    // (a few) rather than two whole transforms (2 x 16 x 2^16) take it from
    // 162 (the price of the transforms) to 164. The witness's board is
    // re-solved by the solver, over all 2^16 kernel vectors.
    const FlipBoard shape = blank_flip_board(19, 19, FlipPattern::plus);
    FlipGodOptions options;
    options.max_nodes = 1;
    options.program_work = 0;
    const FlipGodNumber god = flip_god_number(shape, options);
    CHECK(god.lower >= 164);
    CHECK(god.lower_reason.find("tabu search") != std::string::npos);
    CHECK(flip_fewest_presses_of(shape, god.witness) == god.lower);
}

TEST_CASE("the estimate of the class-count search comes near the nodes it takes", "[flip][god][long]") {
    // Knuth's probes against the branch and bound itself, where it proves
    // the target out of reach: 9x9 Lights Out is 37 (docs/flip.md), 9x29 is 131.
    for (const auto& [rows, cols, target] : std::vector<std::tuple<int, int, int>>{{9, 9, 38}, {9, 9, 39}, {9, 29, 133}}) {
        const FlipBoard shape = blank_flip_board(rows, cols, FlipPattern::plus);
        const FlipClassSearchCount count = count_class_search(shape, target, std::uint64_t{1} << 26);
        const FlipClassSearchEstimate estimate = estimate_class_search(shape, target, 100000);
        const double nodes = std::pow(10.0, estimate.log10_nodes), work = std::pow(10.0, estimate.log10_work);
        INFO(rows << "x" << cols << " target " << target << ": " << count.nodes << " nodes, " << count.work
                  << " updates; estimated " << nodes << " +- " << estimate.relative_error * nodes << ", " << work << " updates");
        REQUIRE(count.complete);
        CHECK(!count.reached);
        CHECK(!estimate.reached);
        CHECK(estimate.probes == 100000);
        CHECK(nodes == Approx(static_cast<double>(count.nodes)).epsilon(0.25));
        CHECK(work > static_cast<double>(count.work) / 4);  // the updates: within a factor of a few
        CHECK(work < static_cast<double>(count.work) * 4);
    }
    // A target some press set reaches: the probes meet one, as the search does.
    const FlipBoard nine = blank_flip_board(9, 9, FlipPattern::plus);
    CHECK(count_class_search(nine, 30, std::uint64_t{1} << 26).reached);
    CHECK(estimate_class_search(nine, 30, 1000).reached);
    CHECK_THROWS_AS(estimate_class_search(blank_flip_board(4, 4, FlipPattern::cross), 5, 10), std::invalid_argument);
}
