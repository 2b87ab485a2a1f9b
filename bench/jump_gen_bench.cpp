// Jump generator and analysis benchmarks (Google Benchmark).
//  - GenerateUnique7x7/anneal: boards per second of `puzzlebox-gen jump
//    --size 7x7 --unique --min-moves 12` (board i = pcg32 stream i), against
//    /rejection: drawing whole random boards until one meets the same
//    guarantees (solvable, one shortest solution of 12+ moves, no dead cells).
//  - Analyze1000: all measures of 1000 random 7x7 boards (what
//    `puzzlebox-analyze` does per file, without the file reading).
#include <benchmark/benchmark.h>

#include "analyze/jump/jump_analysis.hpp"
#include "analyze/jump/jump_graph.hpp"
#include "gen/jump/jump_generator.hpp"
#include "solve/jump/jump_solver.hpp"

using namespace puzzlebox;

namespace {

JumpGenOptions unique_7x7() {
    JumpGenOptions options;
    options.rows = options.cols = 7;
    options.unique = true;
    options.min_moves = 12;
    options.restarts = 1000;
    return options;
}

bool meets_guarantees(const JumpBoard& board, const JumpGenOptions& options) {
    const JumpSearchResult shortest = solve_jump_shortest(board);
    return !shortest.paths.empty() && shortest.paths.front().moves() >= options.min_moves && shortest.count == PathCount(1) &&
           measure_jump_graph(board).dead_cells == 0;
}

void GenerateUnique7x7(benchmark::State& state) {
    const bool anneal = state.range(0) == 0;
    const JumpGenOptions options = unique_7x7();
    std::uint64_t stream = 0, boards = 0, draws = 0;
    for (auto _ : state) {
        Random random(1, stream++);
        if (anneal) {
            const JumpGenResult result = generate_jump_board(options, random);
            if (!result.board) state.SkipWithError("no board");
            draws += result.effort.iterations;
        } else {
            for (;;) {
                ++draws;
                if (meets_guarantees(random_jump_board(options, random), options)) break;
            }
        }
        ++boards;
    }
    state.SetLabel(anneal ? "anneal" : "rejection");
    state.counters["boards_per_s"] = benchmark::Counter(static_cast<double>(boards), benchmark::Counter::kIsRate);
    state.counters[anneal ? "steps_per_board" : "draws_per_board"] = static_cast<double>(draws) / static_cast<double>(boards);
}
BENCHMARK(GenerateUnique7x7)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->MinTime(3.0);

void Analyze1000(benchmark::State& state) {
    std::vector<JumpBoard> boards;
    JumpGenOptions options;
    options.rows = options.cols = 7;
    for (std::uint64_t i = 0; i < 1000; ++i) {
        Random random(7, i);
        boards.push_back(random_jump_board(options, random));
    }
    const SearchLimits limits{50'000'000, 0, {}};  // puzzlebox-analyze's default
    std::uint64_t solvable = 0;
    for (auto _ : state) {
        solvable = 0;
        for (const JumpBoard& board : boards) {
            const JumpMeasures m = measure_jump_board(board, limits);
            solvable += m.shortest_moves.has_value();
        }
    }
    state.counters["solvable"] = static_cast<double>(solvable);
}
BENCHMARK(Analyze1000)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
