// Rotation puzzle benchmarks (Google Benchmark).
//  - RotateSpace3x3: the whole 3x3 space (2x2 blocks, clockwise), 9! states
//    in the 2-bit breadth-first table, on all cores.
//  - RotateSolve3x3: optimal solutions of 100 random 3x3 arrangements
//    (pcg32 seed 1) on one shared table, i.e. the walk down the table.
#include <benchmark/benchmark.h>

#include "gen/rotate_generator.hpp"
#include "solve/rotate_solver.hpp"

using namespace puzzlebox;

namespace {

void RotateSpace3x3(benchmark::State& state) {
    const RotateBoard shape = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    int god = 0;
    for (auto _ : state) {
        const RotateDistanceTable table(shape);
        god = table.god_number();
    }
    if (god != 15) state.SkipWithError("expected God's number 15");
    state.counters["states"] = 362880;
}
BENCHMARK(RotateSpace3x3)->Unit(benchmark::kMillisecond);

void RotateSolve3x3(benchmark::State& state) {
    const RotateBoard shape = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    const RotateDistanceTable table(shape);
    std::vector<RotateBoard> boards;
    RotateGenOptions options;
    for (std::uint64_t i = 0; i < 100; ++i) {
        Random random(1, i);
        boards.push_back(*generate_rotate_board(options, table, random).board);
    }
    std::uint64_t moves = 0;
    for (auto _ : state) {
        moves = 0;
        for (const RotateBoard& board : boards) moves += static_cast<std::uint64_t>(*solve_rotate_board(board, table, RotateGoal::first).moves);
    }
    state.counters["mean_moves"] = static_cast<double>(moves) / 100.0;
}
BENCHMARK(RotateSolve3x3)->Unit(benchmark::kMillisecond);

}  // namespace
