// The search past the climb's nullity (flip_wide_kernel.hpp) against
// figures an outsider can check: its distances by blocks against every
// distance summed class by class (the definition) and the whole transform
// (all_distances), on Lights Out 19x19 (k = 16, one block) and 30x30 (k =
// 20, sixteen blocks); the working-set tabu search, sent there by a climb
// limit of 0, against a brute force on every cross and plus shape up to 16
// cells (never past it, at it on most) and on 9x9 Lights Out (37, as the
// branch and bound proves), each witness re-solved by the solver.
#include "analyze/flip/flip_wide_kernel.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "analyze/flip/flip_god_number.hpp"
#include "solve/flip/flip_solver.hpp"
#include "solve/flip/gf2_system.hpp"
#include "support/random.hpp"
#include "tests/flip_boards.hpp"

using namespace puzzlebox;
using test::blank_flip_board;

namespace {

KernelClasses classes_on_span(const FlipBoard& shape) {
    const Gf2Solution system = solve_gf2(flip_press_matrix(shape), BitVector(shape.cell_count()));
    KernelClasses classes = kernel_classes(shape, system.kernel);
    restrict_to_odd_span(classes);
    return classes;
}

// The distance to kernel vector lambda, class by class.
int distance_by_classes(const KernelClasses& classes, const std::vector<int>& a, KernelPoint lambda) {
    int f = 0;
    for (std::size_t c = 0; c < classes.cells.size(); ++c)
        f += odd_parity(lambda & classes.point[c]) ? classes.size(c) - a[c] : a[c];
    return f;
}

}  // namespace

TEST_CASE("the distances by blocks are every kernel vector's, the lowest kept in order", "[flip][god]") {
    Random random(11);
    for (const int n : {19, 30}) {
        const KernelClasses classes = classes_on_span(blank_flip_board(n, n, FlipPattern::plus));
        INFO(n << "x" << n << ", k = " << classes.nullity);
        for (int trial = 0; trial < 2; ++trial) {
            std::vector<int> a(classes.cells.size());
            for (std::size_t c = 0; c < a.size(); ++c) a[c] = random.between(0, classes.size(c));
            const std::vector<int> every = all_distances(classes, a);
            std::vector<std::pair<int, KernelPoint>> sorted;
            for (std::size_t lambda = 0; lambda < every.size(); ++lambda)
                sorted.emplace_back(every[lambda], static_cast<KernelPoint>(lambda));
            std::sort(sorted.begin(), sorted.end());
            const std::size_t keep = 700;
            const WideDistances wide = wide_distances(classes, a, keep);
            CHECK(wide.least == sorted.front().first);
            REQUIRE(wide.lambda.size() == keep);
            for (std::size_t i = 0; i < keep; ++i) {
                CHECK(wide.lambda[i] == sorted[i].second);
                CHECK(wide.f[i] == distance_by_classes(classes, a, wide.lambda[i]));
            }
        }
    }
}

namespace {

// flip_god_number with the climb, the branch and bound and the tabu search
// of the whole space left out: the random half, then the working set.
FlipGodNumber by_working_set(const FlipBoard& shape) {
    FlipGodOptions options;
    options.closed_forms = false;
    options.climb_max_dimension = 0;
    options.wide_work = std::uint64_t{1} << 24;
    return flip_god_number(shape, options);
}

}  // namespace

TEST_CASE("the working-set tabu search never passes the brute force, and meets it on most shapes", "[flip][god]") {
    int shapes = 0, met = 0;
    for (const FlipPattern pattern : {FlipPattern::cross, FlipPattern::plus})
        for (int rows = 1; rows <= 16; ++rows)
            for (int cols = 1; rows * cols <= 16; ++cols) {
                const FlipBoard shape = blank_flip_board(rows, cols, pattern);
                const std::vector<int> fewest = test::fewest_presses_by_brute_force(shape);
                const int god = *std::max_element(fewest.begin(), fewest.end());
                const FlipGodNumber found = by_working_set(shape);
                if (found.nullity == 0) continue;
                INFO(rows << "x" << cols << " " << to_string(pattern) << ": " << found.lower_reason);
                ++shapes;
                CHECK(found.lower <= god);
                CHECK(flip_fewest_presses_of(shape, found.witness) == found.lower);
                met += found.lower == god;
            }
    CHECK(shapes >= 20);
    CHECK(met >= shapes * 3 / 4);
}

TEST_CASE("the working-set tabu search finds a 9x9 Lights Out board needing 37 presses", "[flip][god]") {
    const FlipBoard nine = blank_flip_board(9, 9, FlipPattern::plus);
    const FlipGodNumber found = by_working_set(nine);
    CHECK(found.lower == 37);  // God's number, as the branch and bound proves
    CHECK(found.lower_reason.find("working set") != std::string::npos);
    CHECK(flip_fewest_presses_of(nine, found.witness) == 37);
}
