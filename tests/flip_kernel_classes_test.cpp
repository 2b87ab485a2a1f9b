// The restriction to the odd classes' span (flip_kernel_classes.hpp)
// against a brute force: on random class structures whose odd classes span
// less than the whole kernel, every choice of class counts is tried on the
// full structure and on the restricted one, and the best least distance
// (the covering radius) must agree; the restricted dimension must be the
// odd points' rank, and the best restricted counts, pressed, must be as far
// from every kernel vector of the full structure.
#include "analyze/flip/flip_kernel_classes.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#include <catch2/catch.hpp>

#include "support/random.hpp"

using namespace puzzlebox;

namespace {

// The largest over all class counts of the fewest presses, and the counts.
std::pair<int, std::vector<int>> best_by_brute_force(const KernelClasses& classes) {
    const std::size_t count = classes.cells.size();
    std::vector<int> a(count, 0), best_a;
    int best = -1;
    while (true) {
        if (const int presses = fewest_presses(classes, a); presses > best) {
            best = presses;
            best_a = a;
        }
        std::size_t c = 0;
        while (c < count && a[c] == classes.size(static_cast<int>(c))) a[c++] = 0;
        if (c == count) break;
        ++a[c];
    }
    return {best, best_a};
}

int rank(std::vector<KernelPoint> points) {
    int r = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (points[i] == 0) continue;
        ++r;
        const KernelPoint top = std::bit_floor(points[i]);
        for (std::size_t j = i + 1; j < points.size(); ++j)
            if (points[j] & top) points[j] ^= points[i];
    }
    return r;
}

}  // namespace

TEST_CASE("restricting to the odd classes' span keeps the covering radius", "[flip][god]") {
    Random random(7);
    int restricted = 0;
    for (int trial = 0; trial < 300; ++trial) {
        KernelClasses classes;
        classes.nullity = random.between(2, 5);
        const KernelPoint all = (KernelPoint{1} << classes.nullity) - 1;
        // Odd points from a random subspace (its spanning vectors drawn at random).
        std::vector<KernelPoint> spanning(static_cast<std::size_t>(random.between(1, classes.nullity)));
        for (KernelPoint& v : spanning) v = 1 + random.below(all);
        const int class_count = random.between(2, 7);
        int cell = 0;
        std::vector<KernelPoint> odd_points;
        for (int c = 0; c < class_count; ++c) {
            const bool odd = c == 0 || random.coin();
            KernelPoint p = 0;
            if (odd) {
                while (p == 0)
                    for (const KernelPoint v : spanning)
                        if (random.coin()) p ^= v;
                odd_points.push_back(p);
            } else {
                p = 1 + random.below(all);
            }
            if (std::find(classes.point.begin(), classes.point.end(), p) != classes.point.end()) continue;  // one class a point
            const int size = odd ? (random.coin() ? 1 : 3) : 2;
            classes.point.push_back(p);
            classes.cells.emplace_back();
            for (int k = 0; k < size; ++k) classes.cells.back().push_back(cell++);
            classes.any_odd |= odd;
        }
        // Odd points that ended up in one class with an even size were skipped with it.
        odd_points.clear();
        for (std::size_t c = 0; c < classes.cells.size(); ++c)
            if (classes.size(static_cast<int>(c)) % 2 == 1) odd_points.push_back(classes.point[c]);
        classes.zero = random.between(0, 2);
        classes.support = cell;
        const auto [full_best, full_counts] = best_by_brute_force(classes);
        KernelClasses reduced = classes;
        restrict_to_odd_span(reduced);
        CHECK(reduced.nullity == rank(odd_points));
        // Kept: exactly the classes whose points the odd points span; the
        // rest pressed by half.
        std::size_t in_span = 0;
        int halved = 0;
        for (std::size_t c = 0; c < classes.cells.size(); ++c) {
            std::vector<KernelPoint> with = odd_points;
            with.push_back(classes.point[c]);
            if (rank(with) == rank(odd_points)) {
                ++in_span;
                CHECK(std::find(reduced.cells.begin(), reduced.cells.end(), classes.cells[c]) != reduced.cells.end());
            } else {
                halved += classes.size(c) / 2;
            }
        }
        CHECK(reduced.cells.size() == in_span);
        CHECK(reduced.halved == halved);
        restricted += reduced.nullity < classes.nullity ? 1 : 0;
        const auto [reduced_best, reduced_counts] = best_by_brute_force(reduced);
        INFO("trial " << trial << ": nullity " << classes.nullity << ", odd span " << reduced.nullity);
        CHECK(reduced_best == full_best);
        // The restricted counts with the rest pressed by half, on the full structure.
        std::vector<int> lifted(classes.cells.size(), 0);
        for (std::size_t c = 0; c < classes.cells.size(); ++c) {
            const auto where = std::find(reduced.cells.begin(), reduced.cells.end(), classes.cells[c]);
            lifted[c] = where == reduced.cells.end() ? classes.size(static_cast<int>(c)) / 2
                                                     : reduced_counts[static_cast<std::size_t>(where - reduced.cells.begin())];
        }
        CHECK(fewest_presses(classes, lifted) == full_best);
    }
    CHECK(restricted >= 100);  // most trials exercise the restriction
}
