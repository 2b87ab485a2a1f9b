// Magic hexagon benchmarks (Google Benchmark).
//  - HexagonAll3/0: every solution of Aristotle's puzzle (order 3, 1..19)
//    with puzzlebox's constraint search; /1: the seed notebook's
//    backtracking, ported line by line (fill order 'exterior', values tried
//    1..19, the board re-validated after every placement), changed only to
//    go on after the first solution so that it counts all of them.
//  - HexagonFirst/4, /5: the exhaustive search's first solution on the empty
//    grid of order 4 (values 3..39) and order 5 (values 6..66).
//  - HexagonCompletions4: every completion of data/hexagon/order4-corners.txt
//    (order 4, the corners and the centre given).
//  - HexagonLocal/5..8: the local search (seed 1) to its first magic hexagon,
//    orders 5 to 8 on the starts of Zahray's hexagons (6, 21, 2, and the
//    zero-sum -84 for order 8).
//  - HexagonZeroSum/20, /22: the antisymmetric search (seed 1) to its first
//    zero-sum magic hexagon of order 20 and 22 (reports/hexagon_zero_sum.sh).
//  - HexagonLayers/30, /41: the layered search (seed 1, --method layers) to
//    its first zero-sum magic hexagon of order 30 (the antisymmetric search:
//    13.9 billion swaps) and 41 (none in 67 seeds of 8 billion).
#include <array>

#include <benchmark/benchmark.h>

#include "puzzles/hexagon/hexagon_format.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/hexagon/hexagon_solver.hpp"

using namespace puzzlebox;

namespace {

// The notebook's Board class, for 'exterior' fill order and 'linear' test order.
class SeedBoard {
public:
    int count_solutions() {
        board_.fill(0);
        solutions_ = 0;
        solve();
        return solutions_;
    }

private:
    static constexpr int size = 19, target = 38, empty = 0;
    static constexpr std::array<int, 19> fill_order{0, 1, 2, 6, 11, 15, 18, 17, 16, 12, 7, 3, 4, 5, 10, 14, 13, 8, 9};
    static constexpr std::array<std::array<int, 5>, 15> check_list{{{0, 1, 2, -1, -1},
                                                                    {3, 4, 5, 6, -1},
                                                                    {7, 8, 9, 10, 11},
                                                                    {12, 13, 14, 15, -1},
                                                                    {16, 17, 18, -1, -1},
                                                                    {7, 3, 0, -1, -1},
                                                                    {12, 8, 4, 1, -1},
                                                                    {16, 13, 9, 5, 2},
                                                                    {17, 14, 10, 6, -1},
                                                                    {18, 15, 11, -1, -1},
                                                                    {2, 6, 11, -1, -1},
                                                                    {1, 5, 10, 15, -1},
                                                                    {0, 4, 9, 14, 18},
                                                                    {3, 8, 13, 17, -1},
                                                                    {7, 12, 16, -1, -1}}};

    int next_empty() const {
        for (int i : fill_order)
            if (board_[i] == empty) return i;
        return -1;
    }

    bool is_valid() const {
        std::array<int, size + 1> count{};
        for (int n : board_) {
            count[n] += 1;
            if (n > 0 && count[n] > 1) return false;
        }
        for (const auto& line : check_list) {
            int sum = 0, empties = 0;
            for (int i : line) {
                if (i < 0) continue;
                sum += board_[i];
                empties += board_[i] == empty;
            }
            if (sum > target) return false;
            if (empties == 0 && sum != target) return false;
        }
        return true;
    }

    void solve() {
        const int idx = next_empty();
        if (idx == -1) {
            ++solutions_;
            return;
        }
        for (int n = 1; n <= size; ++n) {
            board_[idx] = n;
            if (is_valid()) solve();
            board_[idx] = empty;
        }
    }

    std::array<int, size> board_{};
    int solutions_ = 0;
};

void HexagonAll3(benchmark::State& state) {
    const bool seed_port = state.range(0) == 1;
    HexagonBoard aristotle;
    aristotle.cells.assign(19, std::nullopt);
    std::uint64_t solutions = 0, nodes = 0;
    SeedBoard seed;
    for (auto _ : state) {
        if (seed_port) {
            solutions = static_cast<std::uint64_t>(seed.count_solutions());
        } else {
            const HexagonSearchResult result = solve_magic_hexagon(aristotle, SearchGoal::count, false);
            solutions = static_cast<std::uint64_t>(result.count.value());
            nodes = result.nodes;
        }
    }
    if (solutions != 12) state.SkipWithError("expected 12 solutions");
    state.SetLabel(seed_port ? "seed backtracking (ported)" : "puzzlebox");
    state.counters["solutions"] = static_cast<double>(solutions);
    if (!seed_port) state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(HexagonAll3)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void HexagonFirst(benchmark::State& state) {
    const int order = static_cast<int>(state.range(0));
    const HexagonBoard empty = empty_hexagon_board(order, order == 4 ? 3 : 6);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        const HexagonSearchResult result = solve_magic_hexagon(empty, SearchGoal::first, false);
        if (result.solutions.size() != 1) state.SkipWithError("no solution found");
        nodes = result.nodes;
    }
    state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(HexagonFirst)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

void HexagonCompletions4(benchmark::State& state) {
    const HexagonBoard corners = load_hexagon_board(PUZZLEBOX_SOURCE_DIR "/data/hexagon/order4-corners.txt");
    std::uint64_t nodes = 0, completions = 0;
    for (auto _ : state) {
        const HexagonSearchResult result = solve_magic_hexagon(corners, SearchGoal::count, false);
        nodes = result.nodes;
        completions = static_cast<std::uint64_t>(result.count.value());
    }
    state.counters["nodes"] = static_cast<double>(nodes);
    state.counters["completions"] = static_cast<double>(completions);
}
BENCHMARK(HexagonCompletions4)->Unit(benchmark::kMillisecond);

// The local search on an empty grid, to its first magic hexagon.
void run_local_search(benchmark::State& state, const HexagonBoard& empty, std::uint64_t budget, bool layers = false) {
    HexagonLocalOptions options;
    options.limits.max_nodes = budget;
    options.layers = layers;
    std::uint64_t swaps = 0;
    for (auto _ : state) {
        const HexagonLocalResult result = search_magic_hexagon_locally(empty, options);
        if (result.error != 0) state.SkipWithError("no magic hexagon within the budget");
        swaps = result.steps;
    }
    state.counters["swaps"] = static_cast<double>(swaps);
}

void HexagonLocal(benchmark::State& state) {
    const int order = static_cast<int>(state.range(0));
    const std::int64_t start = order == 5 ? 6 : order == 6 ? 21 : order == 7 ? 2 : -84;
    run_local_search(state, empty_hexagon_board(order, start), 20'000'000'000);
}
BENCHMARK(HexagonLocal)->DenseRange(5, 8)->Iterations(1)->Unit(benchmark::kMillisecond);

void HexagonZeroSum(benchmark::State& state) {
    const int order = static_cast<int>(state.range(0));
    run_local_search(state, empty_hexagon_board(order, -(HexagonBoard::cell_count(order) - 1) / 2), 40'000'000'000);
}
BENCHMARK(HexagonZeroSum)->Arg(20)->Arg(22)->Iterations(1)->Unit(benchmark::kMillisecond);

void HexagonLayers(benchmark::State& state) {
    const int order = static_cast<int>(state.range(0));
    run_local_search(state, empty_hexagon_board(order, -(HexagonBoard::cell_count(order) - 1) / 2), 40'000'000'000, true);
}
BENCHMARK(HexagonLayers)->Arg(30)->Arg(41)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
