// The covering program's linear relaxation (flip_covering_relaxation.hpp)
// against figures an outsider can check: a brute force over every choice of
// integer counts on random class structures and the brute force over every
// press set of every cross and plus shape up to 16 cells (its bound is never
// below God's number there), the hand-made certificate of one kernel vector
// (its bound is the whole support), 9x9 Lights Out (37, whose relaxation is
// 38.5: 38 at most), 13x17 (107 at most once other classes fix the
// translations, as an independent relaxation in scipy's HiGHS found), its
// bound on a subcode of 13x17's kernel (not below a known press set's 101,
// the generators kernel vectors), and certificates that break the rules
// refused.
#include "analyze/flip/flip_covering_relaxation.hpp"

#include <algorithm>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <vector>

#include <catch2/catch.hpp>

#include "analyze/flip/flip_god_number.hpp"
#include "analyze/flip/flip_kernel_classes.hpp"
#include "solve/flip/flip_solver.hpp"
#include "solve/flip/gf2_system.hpp"
#include "support/random.hpp"
#include "tests/flip_boards.hpp"

using namespace puzzlebox;
using test::blank_flip_board;

namespace {

// The most that the least distance can be, over every choice of whole
// counts (the covering radius over the classes), by trying them all.
int brute_force_radius(const CoveringProgram& program) {
    const std::size_t classes = program.point.size();
    std::vector<int> a(classes, 0);
    int best = 0;
    for (;;) {
        int least = std::numeric_limits<int>::max();
        for (std::uint32_t lambda = 0; lambda < (std::uint32_t{1} << program.nullity); ++lambda) {
            int distance = 0;
            for (std::size_t c = 0; c < classes; ++c)
                distance += odd_parity(lambda & program.point[c]) ? program.size[c] - a[c] : a[c];
            least = std::min(least, distance);
        }
        best = std::max(best, least);
        std::size_t c = 0;
        while (c < classes && a[c] == program.size[c]) a[c++] = 0;
        if (c == classes) return best;
        ++a[c];
    }
}

// The classes of a blank shape, restricted to the odd classes' span.
KernelClasses classes_on_span(const FlipBoard& shape) {
    const Gf2Solution system = solve_gf2(flip_press_matrix(shape), BitVector(shape.cell_count()));
    KernelClasses classes = kernel_classes(shape, system.kernel);
    restrict_to_odd_span(classes);
    return classes;
}

// The engine with no closed form, climb, tabu search or branch and bound
// to speak of: the parity bound, then the relaxation.
FlipGodOptions relaxation_alone() {
    FlipGodOptions options;
    options.closed_forms = false;
    options.climb_work = 0;
    options.tabu_work = 0;
    options.max_nodes = 1;
    options.relaxation_max_dimension = 24;
    return options;
}

}  // namespace

TEST_CASE("the relaxation never bounds below the brute force on 300 random class structures", "[flip][god][relaxation]") {
    Random random(17);
    int below_parity = 0;
    for (int trial = 0; trial < 300; ++trial) {
        CoveringProgram program;
        program.nullity = 2 + static_cast<int>(random.below(4));  // 2..5
        const int classes = 2 + static_cast<int>(random.below(5));
        for (int c = 0; c < classes; ++c) {
            program.point.push_back(1 + random.below((1u << program.nullity) - 1));
            program.size.push_back(1 + static_cast<int>(random.below(3)));
        }
        INFO("trial " << trial);
        const CoveringRelaxation relaxation = bound_covering_relaxation(program, 0, 3);
        REQUIRE(relaxation.bounded);
        CHECK(relaxation.bound >= brute_force_radius(program));
        CHECK(fixes_translations(program, relaxation.certificate.lower));
        CHECK(certificate_bound(program, relaxation.certificate) == Approx(relaxation.value));
        const int support = std::accumulate(program.size.begin(), program.size.end(), 0);
        CHECK(relaxation.bound <= support);
        if (2 * relaxation.bound < support - 1) ++below_parity;
    }
    CHECK(below_parity > 0);  // it proves more than the parity bound somewhere
}

TEST_CASE("the relaxation's upper bound holds on every cross and plus shape up to 16 cells, flat and torus",
          "[flip][god][relaxation]") {
    int lowered = 0;
    for (const FlipPattern pattern : {FlipPattern::cross, FlipPattern::plus})
        for (const bool torus : {false, true})
            for (int rows = 1; rows <= 16; ++rows)
                for (int cols = 1; rows * cols <= 16; ++cols) {
                    FlipBoard shape = blank_flip_board(rows, cols, pattern);
                    shape.torus = torus;
                    INFO(rows << "x" << cols << " " << to_string(pattern) << (torus ? " torus" : ""));
                    FlipGodOptions options = relaxation_alone();
                    options.program_work = 0;
                    const FlipGodNumber god = flip_god_number(shape, options);
                    const std::vector<int> fewest = test::fewest_presses_by_brute_force(shape);
                    CHECK(god.upper >= *std::max_element(fewest.begin(), fewest.end()));
                    if (god.upper_reason.find("linear relaxation") != std::string::npos) ++lowered;
                }
    CHECK(lowered > 0);
}

TEST_CASE(
    "13x17 Lights Out: the relaxation on a subcode of dimension 9 bounds it below 110 (the bound without it), not below 101",
    "[flip][god][relaxation]") {
    const FlipBoard shape = blank_flip_board(13, 17, FlipPattern::plus);
    FlipGodOptions options = relaxation_alone();
    options.relaxation_max_dimension = 0;  // the subcode's alone
    options.program_work = 0;
    options.subcode_dimension = 9;
    const FlipGodNumber god = flip_god_number(shape, options);
    // A press set 101 from every kernel vector is known (reports/flip-plus-witnesses.csv,
    // re-solved there), and every press set is as far from the subcode or farther.
    CHECK(god.upper >= 101);
    CHECK(god.upper < 110);
    CHECK(god.upper_reason.find("subcode of dimension 9") != std::string::npos);
    REQUIRE(god.certificate);
    CHECK(god.certificate->generators.size() == 9);
    // Its generators are kernel vectors: pressed, they leave the board as it was.
    for (const BitVector& generator : god.certificate->generators) CHECK(flip_fewest_presses_of(shape, generator) == 0);
}

TEST_CASE("9x9 Lights Out: the relaxation gives 38, one above God's number 37", "[flip][god][relaxation]") {
    const FlipBoard nine = blank_flip_board(9, 9, FlipPattern::plus);
    const KernelClasses classes = classes_on_span(nine);
    const CoveringRelaxation relaxation = bound_covering_relaxation(covering_program(classes), 0);
    REQUIRE(relaxation.bounded);
    CHECK(classes.offset() + relaxation.value == Approx(38.5));
    CHECK(classes.offset() + relaxation.bound == 38);
}

TEST_CASE("13x17 Lights Out: other fixings of the translations bound it by 107 or less, where class order gives 108",
          "[flip][god][relaxation]") {
    const FlipBoard shape = blank_flip_board(13, 17, FlipPattern::plus);
    const KernelClasses classes = classes_on_span(shape);
    const CoveringProgram program = covering_program(classes);
    const CoveringRelaxation first = bound_covering_relaxation(program, 0, 1);
    REQUIRE(first.bounded);
    CHECK(classes.offset() + first.bound == 108);
    const CoveringRelaxation tried = bound_covering_relaxation(program, 0, 4);
    REQUIRE(tried.bounded);
    // At most 107, as the independent relaxation found with random fixings;
    // at least 101, the witness of the tabu search (reports/flip-plus.csv).
    CHECK(classes.offset() + tried.bound <= 107);
    CHECK(classes.offset() + tried.bound >= 101);
    CHECK(tried.best_try > 0);
    CHECK(certificate_bound(program, tried.certificate) == Approx(tried.value));
}

TEST_CASE("the integer program on the relaxation's best fixing still proves 9x9 Lights Out 37", "[flip][god][relaxation][long]") {
    const FlipBoard nine = blank_flip_board(9, 9, FlipPattern::plus);
    FlipGodOptions options = relaxation_alone();  // then the integer program
    options.relaxation_tries = 3;
    const FlipGodNumber god = flip_god_number(nine, options);
    CHECK(god.exact());
    CHECK(god.lower == 37);
    CHECK(god.method == "integer program");
    CHECK(flip_fewest_presses_of(nine, god.witness) == 37);
}

TEST_CASE("a certificate of one kernel vector bounds by the whole support, and broken certificates are refused",
          "[flip][god][relaxation]") {
    const CoveringProgram program{2, {1, 2, 3}, {1, 2, 3}, {}};
    const std::vector<int> lower = translation_lower_bounds(program);
    CHECK(lower == std::vector<int>{1, 0, 2});  // the odd classes 1 and 3, independent
    // Far from the zero vector at most by pressing everything: 6 cells.
    CHECK(certificate_bound(program, {lower, {0}, {1.0}}) == Approx(6.0));
    CHECK_THROWS_AS(certificate_bound(program, {lower, {0, 1}, {1.5, -0.5}}), std::invalid_argument);
    CHECK_THROWS_AS(certificate_bound(program, {lower, {0, 1}, {0.5, 0.4}}), std::invalid_argument);
    CHECK_THROWS_AS(certificate_bound(program, {lower, {0, 1}, {1.0}}), std::invalid_argument);
    // Least counts that fix no translation soundly: an even class, a count
    // other than the larger half, dependent patterns.
    CHECK_THROWS_AS(certificate_bound(program, {{1, 1, 2}, {0}, {1.0}}), std::invalid_argument);
    CHECK_THROWS_AS(certificate_bound(program, {{1, 0, 3}, {0}, {1.0}}), std::invalid_argument);
    const CoveringProgram twice{2, {1, 1}, {1, 3}, {}};
    CHECK_THROWS_AS(certificate_bound(twice, {{1, 2}, {0}, {1.0}}), std::invalid_argument);
}
