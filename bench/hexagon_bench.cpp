// Magic hexagon benchmarks (Google Benchmark).
//  - HexagonAll3/0: every solution of Aristotle's puzzle (order 3, 1..19)
//    with puzzlebox's constraint search; /1: the seed notebook's
//    backtracking, ported line by line (fill order 'exterior', values tried
//    1..19, the board re-validated after every placement), changed only to
//    go on after the first solution so that it counts all of them.
#include <array>

#include <benchmark/benchmark.h>

#include "solve/hexagon_solver.hpp"

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
    static constexpr std::array<std::array<int, 5>, 15> check_list{{
        {0, 1, 2, -1, -1}, {3, 4, 5, 6, -1}, {7, 8, 9, 10, 11}, {12, 13, 14, 15, -1}, {16, 17, 18, -1, -1},
        {7, 3, 0, -1, -1}, {12, 8, 4, 1, -1}, {16, 13, 9, 5, 2}, {17, 14, 10, 6, -1}, {18, 15, 11, -1, -1},
        {2, 6, 11, -1, -1}, {1, 5, 10, 15, -1}, {0, 4, 9, 14, 18}, {3, 8, 13, 17, -1}, {7, 12, 16, -1, -1}}};

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
            const HexagonSearchResult result = solve_magic_hexagon(aristotle, HexagonGoal::count, false);
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

}  // namespace
