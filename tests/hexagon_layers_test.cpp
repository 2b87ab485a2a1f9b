// The layered zero-sum search (solve/hexagon/hexagon_layers.hpp): the
// hexagons it finds, re-checked by the validator and by line sums recounted
// here from the cube coordinates; bands settled from the rim inwards; and
// the pairs' rings and lines' distances it relies on, against coordinates.
#include "solve/hexagon/hexagon_layers.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "puzzles/hexagon/hexagon_validate.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/hexagon/hexagon_pairs.hpp"

using namespace puzzlebox;

namespace {

// Cube coordinates of the cells row by row (rows of equal z, x rising), as
// the text format lays them out, computed here without the geometry.
std::vector<std::array<int, 3>> cube_cells(int order) {
    std::vector<std::array<int, 3>> cells;
    const int m = order - 1;
    for (int z = -m; z <= m; ++z)
        for (int x = std::max(-m, -m - z); x <= std::min(m, m - z); ++x) cells.push_back({x, -x - z, z});
    return cells;
}

// Every line's sum, keyed by (direction, coordinate).
std::map<std::pair<int, int>, std::int64_t> line_sums(int order, const std::vector<std::int64_t>& values) {
    const auto cells = cube_cells(order);
    std::map<std::pair<int, int>, std::int64_t> sums;
    for (std::size_t c = 0; c < cells.size(); ++c)
        for (int d = 0; d < 3; ++d) sums[{d, cells[c][static_cast<std::size_t>(d)]}] += values[c];
    return sums;
}

SearchLimits swaps(std::uint64_t most) {
    SearchLimits limits;
    limits.max_nodes = most;
    return limits;
}

void require_zero_sum_hexagon(int order, const std::vector<std::int64_t>& values) {
    const int cells = HexagonBoard::cell_count(order);
    const HexagonBoard empty = empty_hexagon_board(order, -(cells - 1) / 2);
    REQUIRE(check_magic_hexagon(empty, values).valid);
    std::vector<std::int64_t> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    for (int i = 0; i < cells; ++i) REQUIRE(sorted[static_cast<std::size_t>(i)] == i - (cells - 1) / 2);
    for (const auto& [line, sum] : line_sums(order, values)) REQUIRE(sum == 0);
    for (int c = 0; c < cells; ++c)
        REQUIRE(values[static_cast<std::size_t>(c)] == -values[static_cast<std::size_t>(cells - 1 - c)]);
}

// The layered search on order n from seed `seed` with these settings, to a
// magic hexagon re-checked above: its swaps and its values.
std::pair<std::uint64_t, std::vector<std::int64_t>> layered_magic(int order, std::uint64_t seed, const ZeroSumLayers& layers) {
    SearchBudget budget(swaps(2'000'000'000));
    Random random(seed);
    const ZeroSumResult found = search_zero_sum_layers(
        HexagonGeometry(order), budget, random, [] { return false; }, {}, layers);
    REQUIRE(found.closeness == 0);
    require_zero_sum_hexagon(order, found.best);
    return {budget.nodes(), found.best};
}

}  // namespace

TEST_CASE("hexagon pairs: each pair's ring and each tracked line's distance, against cube coordinates", "[hexagon]") {
    for (const int order : {2, 5, 14}) {
        const HexagonGeometry geometry(order);
        const ZeroSumPairs pairs(geometry);
        const auto cells = cube_cells(order);
        REQUIRE(pairs.tracked == 3 * (order - 1));
        for (int p = 0; p < pairs.m; ++p) {
            const auto& c = cells[static_cast<std::size_t>(pairs.cell[static_cast<std::size_t>(p)])];
            REQUIRE(pairs.ring[static_cast<std::size_t>(p)] == std::max({std::abs(c[0]), std::abs(c[1]), std::abs(c[2])}));
            // Its tracked lines' distances are its nonzero coordinates' sizes
            // (a centre line through it is nobody's: it sums to 0 by itself).
            std::vector<int> distances, sizes;
            for (int d = 0; d < 3; ++d) {
                const int l = pairs.line[static_cast<std::size_t>(p)][static_cast<std::size_t>(d)];
                if (l >= 0) distances.push_back(pairs.distance[static_cast<std::size_t>(l)]);
                if (c[static_cast<std::size_t>(d)] != 0) sizes.push_back(std::abs(c[static_cast<std::size_t>(d)]));
            }
            std::sort(distances.begin(), distances.end());
            std::sort(sizes.begin(), sizes.end());
            REQUIRE(distances == sizes);
        }
    }
}

TEST_CASE("the layered search: zero-sum hexagons of orders 3 to 22, re-checked", "[hexagon][long]") {
    // Order 22 has the band of distances 13..21 and the core; bands of 4
    // around a core of 6, stretched within 4, run three bands at order 16
    // (12..15, 7..11, 1..6).
    for (const int order : {3, 4, 5, 8, 13, 14, 22}) {
        const int cells = HexagonBoard::cell_count(order);
        SearchBudget budget(swaps(2'000'000'000));
        Random random(1);
        const ZeroSumResult found = search_zero_sum_layers(HexagonGeometry(order), budget, random, [] { return false; }, {});
        INFO("order " << order);
        REQUIRE(found.closeness == 0);
        REQUIRE(found.best.size() == static_cast<std::size_t>(cells));
        require_zero_sum_hexagon(order, found.best);
    }
    for (const int order : {12, 16}) {
        SearchBudget budget(swaps(2'000'000'000));
        Random random(2);
        ZeroSumLayers narrow;
        narrow.band = 4;
        narrow.core = 6;
        narrow.stretch = 4;
        const ZeroSumResult found = search_zero_sum_layers(
            HexagonGeometry(order), budget, random, [] { return false; }, {}, narrow);
        INFO("order " << order << ", bands of 4 around a core of 6");
        REQUIRE(found.closeness == 0);
        require_zero_sum_hexagon(order, found.best);
    }
}

TEST_CASE("the layered search settles the rim first, and the local search takes it on request", "[hexagon][long]") {
    // Stopped early at order 40, the outer band (distances 35..39) is
    // right and lines further in are not yet.
    const int order = 40;
    SearchBudget budget(swaps(1'000'000));
    Random random(1);
    const ZeroSumResult part = search_zero_sum_layers(HexagonGeometry(order), budget, random, [] { return false; }, {});
    REQUIRE(part.closeness > 0);
    int wrong_outside = 0, wrong_inside = 0;
    std::int64_t closeness = 0;
    for (const auto& [line, sum] : line_sums(order, part.best)) {
        (std::abs(line.second) >= 35 ? wrong_outside : wrong_inside) += sum != 0;
        closeness += sum * sum;
    }
    REQUIRE(wrong_outside == 0);
    REQUIRE(wrong_inside > 0);
    REQUIRE(closeness == part.closeness);

    // Through search_magic_hexagon_locally, as puzzlebox-solve --method layers runs it.
    const int cells = HexagonBoard::cell_count(24);
    HexagonLocalOptions options;
    options.layers = true;
    options.limits.max_nodes = 2'000'000'000;
    const HexagonLocalResult found = search_magic_hexagon_locally(empty_hexagon_board(24, -(cells - 1) / 2), options);
    REQUIRE(found.error == 0);
    require_zero_sum_hexagon(24, found.best);
}

TEST_CASE("the layered search with reheat: runs that end near go on from where they stand, to magic hexagons",
          "[hexagon][long]") {
    // reheat_below 0 is the search without it; with 400, a band's run that
    // ends at 400 or less is followed by one from its own values. At order
    // 16, seed 4, that happens, and the search takes another path (122.6
    // million swaps instead of 44.2 million) to another magic hexagon.
    ZeroSumLayers reheated;
    reheated.reheat_below = 400;
    const auto plain = layered_magic(16, 4, {});
    const auto reheat = layered_magic(16, 4, reheated);
    REQUIRE(plain.first != reheat.first);
    REQUIRE(plain.second != reheat.second);
}

TEST_CASE("the layered search with a shell: the core's outer distances settle first, to magic hexagons", "[hexagon]") {
    // shell 0 is the search without it (a core of 12 at these orders); with
    // 5, distances 8..12 are a band of their own and the core proper is
    // 1..7. It takes another path to another magic hexagon: 7,404 swaps
    // instead of 945,636 at order 16, 2.06 million instead of 5.70 million
    // at order 20 (seed 1; puzzlebox-solve --method layers --shell 5).
    ZeroSumLayers shelled;
    shelled.shell = 5;
    for (const int order : {16, 20}) {
        INFO("order " << order);
        const auto plain = layered_magic(order, 1, {});
        const auto shell = layered_magic(order, 1, shelled);
        REQUIRE(plain.first != shell.first);
        REQUIRE(plain.second != shell.second);
    }
    // A shell as wide as the core leaves a core proper of distance 1.
    ZeroSumLayers widest;
    widest.shell = 40;
    layered_magic(14, 1, widest);
}

TEST_CASE("the layered search with the nearest magnitude: trades that keep every value once, to magic hexagons", "[hexagon]") {
    // near 0 is the search without it; with 32, a targeted move whose
    // magnitude the band cannot trade for takes the nearest one it can. The
    // moves it adds still trade magnitudes (the hexagon holds every value
    // once, checked) and take another path to another magic hexagon: at
    // order 20, seed 1, 13.67 million swaps instead of 5.70 million, and
    // with a shell of 5 0.27 million instead of 2.06 (puzzlebox-solve
    // --method layers [--shell 5] --near 32).
    ZeroSumLayers nearest;
    nearest.near = 32;
    ZeroSumLayers shelled;
    shelled.shell = 5;
    ZeroSumLayers both = shelled;
    both.near = 32;
    for (const auto& [without, with] : {std::pair{ZeroSumLayers{}, nearest}, std::pair{shelled, both}}) {
        const auto plain = layered_magic(20, 1, without);
        const auto near = layered_magic(20, 1, with);
        REQUIRE(plain.first != near.first);
        REQUIRE(plain.second != near.second);
    }
    HexagonLocalOptions options;
    options.layers = true;
    options.shell = 5;
    options.near = 32;
    CHECK(zero_sum_layers_of(options, 20).near == 32);
    CHECK(hexagon_search_name(options) == "layered (shell 5, near 32)");
    CHECK(hexagon_layers_flags(options) == " --shell 5 --near 32");
}

TEST_CASE("a core proper of K (--core K): the shell is the order's core less K, the search the same", "[hexagon]") {
    HexagonLocalOptions options;
    options.layers = true;
    options.core = 21;
    // The order's core is max(12, (3n + 5) / 10) distances: 26 at 85, 30
    // at 100, 12 at 41 (narrower than 21: no shell).
    CHECK(zero_sum_layers_of(options, 85).shell == 5);
    CHECK(zero_sum_layers_of(options, 100).shell == 9);
    CHECK(zero_sum_layers_of(options, 41).shell == 0);
    CHECK(hexagon_search_name(options) == "layered (core 21)");
    CHECK(hexagon_layers_flags(options) == " --core 21");
    // Order 20 (core 12): --core 7 is --shell 5, swap for swap.
    const HexagonBoard empty = empty_hexagon_board(20, -(HexagonBoard::cell_count(20) - 1) / 2);
    options.limits = swaps(2'000'000'000);
    options.core = 7;
    const HexagonLocalResult by_core = search_magic_hexagon_locally(empty, options);
    options.core = 0;
    options.shell = 5;
    const HexagonLocalResult by_shell = search_magic_hexagon_locally(empty, options);
    REQUIRE(by_core.error == 0);
    require_zero_sum_hexagon(20, by_core.best);
    REQUIRE(by_core.best == by_shell.best);
    REQUIRE(by_core.steps == by_shell.steps);
}
