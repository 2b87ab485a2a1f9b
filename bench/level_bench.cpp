// Boards per second at each level (Google Benchmark), for every family:
//  - FlipLevel5x5/<level>: 5x5 Lights Out at easy (1-4 presses), medium
//    (5-8), hard (9-12), fiendish (13-15) by the targeted climb (board i =
//    pcg32 stream i), what `puzzlebox-gen flip --size 5x5 --pattern plus
//    --difficulty LEVEL` does per board after its scale.
//  - HexagonLevel3/<level>, HexagonLevel4/<level>: order-3 and order-4
//    puzzles needing exactly the level's strongest rule; HexagonLevel5/<level>
//    the same at order 5, three puzzles a level.
//  - JumpLevel5x5/<level>, JumpLevel7x7/<level>, JumpLevel9x9/<level>:
//    mazes annealed into the level's scores (a person's strongest rule,
//    solve/jump/jump_deduce.hpp), as `puzzlebox-gen jump --difficulty LEVEL`
//    does.
//  - RotateLevel3x3/<level>: 3x3 Mystery Box scrambles (2x2 blocks,
//    clockwise) at a depth drawn uniformly from the level's, certified by
//    the distance table (built once, outside the timing, as are the first
//    scans of rare depths).
#include <benchmark/benchmark.h>

#include "analyze/flip/flip_difficulty.hpp"
#include "analyze/jump/jump_difficulty.hpp"
#include "analyze/rotate/rotate_difficulty.hpp"
#include "gen/flip/flip_generator.hpp"
#include "gen/hexagon/hexagon_generator.hpp"
#include "gen/jump/jump_generator.hpp"
#include "gen/rotate/rotate_generator.hpp"

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

void HexagonLevel(benchmark::State& state, int order, std::int64_t first_value) {
    HexagonGenOptions options;
    options.order = order;
    options.first_value = first_value;
    options.level = static_cast<Level>(state.range(0));
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
void HexagonLevel3(benchmark::State& state) { HexagonLevel(state, 3, 1); }  // values 1..19
void HexagonLevel4(benchmark::State& state) { HexagonLevel(state, 4, 3); }  // values 3..39
void HexagonLevel5(benchmark::State& state) { HexagonLevel(state, 5, 6); }  // values 6..66

void JumpLevel(benchmark::State& state, int side) {
    JumpGenOptions options;
    options.rows = options.cols = side;
    const auto level = static_cast<Level>(state.range(0));
    options.score = jump_level_scores(level);
    options.min_moves = jump_min_made_moves;
    std::uint64_t stream = 0, boards = 0;
    for (auto _ : state) {
        Random random(1, stream++);
        const JumpGenResult made = generate_jump_board(options, random);
        if (made.board) ++boards;
        benchmark::DoNotOptimize(made.effort.iterations);
    }
    state.counters["boards/s"] = benchmark::Counter(static_cast<double>(boards), benchmark::Counter::kIsRate);
    state.SetLabel(std::string(level_name(level)));
}
void JumpLevel5x5(benchmark::State& state) { JumpLevel(state, 5); }
void JumpLevel7x7(benchmark::State& state) { JumpLevel(state, 7); }
void JumpLevel9x9(benchmark::State& state) { JumpLevel(state, 9); }

void RotateLevel3x3(benchmark::State& state) {
    const RotateBoard solved = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    const RotateDistanceTable table(solved);
    const auto level = static_cast<Level>(state.range(0));
    const ScoreRange depths = level_range(level, rotate_scale(table.layers()).most);
    RotateGenOptions options;
    // Outside the timing: the first board of a rare depth scans the table
    // once for the process (3x3: about 0.6 s a depth).
    for (int depth = depths.low; depth <= depths.high; ++depth) {
        Random warm(2, static_cast<std::uint64_t>(depth));
        options.depth = depth;
        benchmark::DoNotOptimize(generate_rotate_board(options, table, warm).moves);
    }
    std::uint64_t stream = 0, boards = 0;
    for (auto _ : state) {
        Random random(1, stream++);
        options.depth = depths.low + static_cast<int>(random.below(static_cast<std::uint32_t>(depths.high - depths.low + 1)));
        const RotateGenResult made = generate_rotate_board(options, table, random);
        if (made.board) ++boards;
        benchmark::DoNotOptimize(made.moves);
    }
    state.counters["boards/s"] = benchmark::Counter(static_cast<double>(boards), benchmark::Counter::kIsRate);
    state.SetLabel(std::string(level_name(level)));
}

}  // namespace

BENCHMARK(JumpLevel5x5)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(JumpLevel7x7)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(JumpLevel9x9)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(RotateLevel3x3)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(FlipLevel5x5)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(HexagonLevel3)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(HexagonLevel4)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(HexagonLevel5)->DenseRange(0, 3)->Iterations(3)->Unit(benchmark::kMillisecond);
