// Boards per second at each level (Google Benchmark), for the families whose
// generators aim at a level in the gen layer:
//  - FlipLevel5x5/<level>: 5x5 Lights Out at easy (1-4 presses), medium
//    (5-8), hard (9-12), fiendish (13-15) by the targeted climb (board i =
//    pcg32 stream i), what `puzzlebox-gen flip --size 5x5 --pattern plus
//    --difficulty LEVEL` does per board after its scale.
//  - HexagonLevel3/<level>: order-3 puzzles needing exactly the level's
//    strongest rule (easy .. hard; fiendish, at about 30 s a puzzle, is run
//    once).
#include <benchmark/benchmark.h>

#include "analyze/flip/flip_difficulty.hpp"
#include "gen/flip/flip_generator.hpp"
#include "gen/hexagon/hexagon_generator.hpp"

using namespace puzzlebox;

namespace {

void FlipLevel5x5(benchmark::State& state) {
    FlipGenOptions options;
    options.rows = options.cols = 5;
    options.pattern = FlipPattern::plus;
    const auto level = static_cast<Level>(state.range(0));
    const ScoreRange range = level_range(level, flip_scale(blank_flip_board(options)).most);
    options.min_presses = range.low;
    options.max_presses = range.high;
    std::uint64_t stream = 0, boards = 0;
    for (auto _ : state) {
        Random random(1, stream++);
        const FlipGenResult made = generate_flip_board(options, random);
        if (made.board) ++boards;
        benchmark::DoNotOptimize(made.steps);
    }
    state.counters["boards/s"] = benchmark::Counter(static_cast<double>(boards), benchmark::Counter::kIsRate);
    state.SetLabel(std::string(level_name(level)));
}

void HexagonLevel3(benchmark::State& state) {
    HexagonGenOptions options;  // order 3, values 1..19
    options.level = static_cast<HexagonRule>(state.range(0));
    std::uint64_t stream = 0, puzzles = 0;
    for (auto _ : state) {
        Random random(1, stream++);
        const HexagonGenResult made = generate_hexagon_puzzle(options, random);
        if (made.puzzle) ++puzzles;
        benchmark::DoNotOptimize(made.checks);
    }
    state.counters["boards/s"] = benchmark::Counter(static_cast<double>(puzzles), benchmark::Counter::kIsRate);
    state.SetLabel(std::string(level_name(static_cast<Level>(state.range(0)))));
}

}  // namespace

BENCHMARK(FlipLevel5x5)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(HexagonLevel3)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);
BENCHMARK(HexagonLevel3)->Arg(3)->Iterations(1)->Unit(benchmark::kMillisecond);
