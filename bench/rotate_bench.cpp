// Rotation puzzle benchmarks (Google Benchmark).
//  - RotateSpace3x3: the whole 3x3 space (2x2 blocks, clockwise), 9! states
//    in the 2-bit breadth-first table, on all cores.
//  - RotateSolve3x3: optimal solutions of 100 random 3x3 arrangements
//    (pcg32 seed 1) on one shared table, i.e. the walk down the table.
//  - RotatePattern4x4: building the 4x4 pattern database IDA* uses (8
//    tiles, 16!/8! = 518,918,400 states), on all cores, no cache.
//  - RotateSolve4x4: optimal solutions (cw+ccw) of 20 uniformly random 4x4
//    arrangements (pcg32 seed 1, streams 0..19) by IDA*; counters give the
//    median and largest time per board. The database comes from the cache
//    (~/.cache/puzzlebox) when there, and is not timed.
//  - RotateReversed4x4: the 4x4 board 16..1, cw+ccw, optimally.
//  - RotateReversed5x5Lower: the 5x5 board 25..1 (OEIS A330280's a(5)),
//    cw+ccw, with one-tile databases (Manhattan and the line conflicts, in
//    effect), as reports/rotate_reversed_lower.sh runs it: the time to
//    search through bound 36 (a(5) >= 38), and its nodes.
//  - RotateOrientableSpace3x3: the whole 3x3 space with orientable tiles
//    (Twiddle's "3x3 orientable": both ways), 9! x 512 numbered states, on
//    all cores.
//  - RotateOrientableSolve3x3: optimal solutions of 20 uniformly random
//    orientable 3x3 positions (pcg32 seed 1, streams 0..19) by IDA* on the
//    orientable pattern databases (built once, not timed); counters give the
//    median and largest time per board, checked against the whole table.
//  - RotateRowsOnlySpace/n: the whole space of Twiddle's n x n rows-only
//    board (each row's tiles share a label; both ways) in the distance
//    table over the arrangements of the labels (4x4: 63,063,000), on all
//    cores: the multiset ranking's cost.
//  - RotateRowsOnlySolve/4: optimal solutions (both ways) of 20 uniformly
//    random 4x4 rows-only boards (pcg32 seed 1, streams 0..19) by IDA* on
//    the databases of whole labels at the default budget (built once, not
//    timed); median and largest time per board, and nodes.
//  - RotateFast/n: --method fast on the reversed n x n board (OEIS
//    A330280; cw+ccw), 8 tries, finishing and polishing with the cached
//    4x4 database above; counters: moves, nodes, peak memory.
//  - RotateFastBeam/n: the same with the corners placed by a beam of 5,000
//    (`--beam 5000`, as reports/rotate_reversed.sh runs it wider), 2 tries.
#include <algorithm>
#include <chrono>
#include <string>

#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include "gen/rotate/rotate_generator.hpp"
#include "solve/rotate/oriented_ida.hpp"
#include "solve/rotate/oriented_table.hpp"
#include "solve/rotate/oriented_tiles.hpp"
#include "solve/rotate/rotate_fast.hpp"
#include "solve/rotate/rotate_ida.hpp"
#include "solve/rotate/rotate_solver.hpp"

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
        for (const RotateBoard& board : boards)
            moves += static_cast<std::uint64_t>(*solve_rotate_board(board, table, SearchGoal::first).moves);
    }
    state.counters["mean_moves"] = static_cast<double>(moves) / 100.0;
}
BENCHMARK(RotateSolve3x3)->Unit(benchmark::kMillisecond);

double peak_rss_mib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

const RotateBoard four_by_four = solved_rotate_board(4, 4, 2, RotateTurns::both);

const RotatePatterns& cached_patterns() {
    static const RotatePatterns patterns = [] {
        RotatePatternOptions options;
        options.cache = default_rotate_pattern_cache();
        return RotatePatterns(four_by_four, options);
    }();
    return patterns;
}

void RotatePattern4x4(benchmark::State& state) {
    int farthest = 0;
    for (auto _ : state) {
        const RotatePatternDatabase database(four_by_four, {0, 1, 2, 3, 4, 5, 6, 7});
        farthest = database.max_distance();
    }
    state.counters["states"] = 518918400;
    state.counters["max_distance"] = farthest;
    state.counters["peak_rss_MiB"] = peak_rss_mib();
}
BENCHMARK(RotatePattern4x4)->Unit(benchmark::kSecond)->Iterations(1);

// Every board solved once an iteration, each timed: the counters median_ms,
// max_ms, mean_moves and nodes; the last iteration's results returned.
template <class Solve>
std::vector<RotateResult> time_each_board(benchmark::State& state, const std::vector<RotateBoard>& boards, Solve&& solve) {
    std::vector<double> seconds;
    std::vector<RotateResult> results;
    for (auto _ : state) {
        seconds.clear();
        results.clear();
        for (const RotateBoard& board : boards) {
            const auto started = std::chrono::steady_clock::now();
            results.push_back(solve(board));
            seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
        }
    }
    std::sort(seconds.begin(), seconds.end());
    const std::size_t n = seconds.size();
    double moves = 0, nodes = 0;
    for (const RotateResult& result : results) {
        moves += result.moves.value_or(0);
        nodes += static_cast<double>(result.nodes);
    }
    state.counters["median_ms"] = 1000 * (seconds[(n - 1) / 2] + seconds[n / 2]) / 2;
    state.counters["max_ms"] = 1000 * seconds.back();
    state.counters["mean_moves"] = moves / static_cast<double>(n);
    state.counters["nodes"] = nodes;
    return results;
}

void RotateSolve4x4(benchmark::State& state) {
    const RotatePatterns& patterns = cached_patterns();
    const PermutationGroup group = rotate_move_group(four_by_four);
    std::vector<RotateBoard> boards;
    for (std::uint64_t i = 0; i < 20; ++i) {
        Random random(1, i);
        RotateBoard board = four_by_four;
        const auto g = group.random_element(random);
        for (std::size_t h = 0; h < g.size(); ++h) board.grid[static_cast<std::size_t>(g[h])] = board.target[h];
        boards.push_back(board);
    }
    time_each_board(state, boards,
                    [&](const RotateBoard& board) { return solve_rotate_ida(board, patterns, SearchGoal::first); });
    state.counters["peak_rss_MiB"] = peak_rss_mib();
}
BENCHMARK(RotateSolve4x4)->Unit(benchmark::kMillisecond)->Iterations(1);

void RotateReversed4x4(benchmark::State& state) {
    const RotatePatterns& patterns = cached_patterns();
    RotateBoard board = four_by_four;
    std::reverse(board.grid.begin(), board.grid.end());
    RotateResult result;
    for (auto _ : state) result = solve_rotate_ida(board, patterns, SearchGoal::first);
    if (result.moves != 24) state.SkipWithError("expected 24 moves");
    state.counters["moves"] = *result.moves;
    state.counters["nodes"] = static_cast<double>(result.nodes);
    state.counters["peak_rss_MiB"] = peak_rss_mib();
}
BENCHMARK(RotateReversed4x4)->Unit(benchmark::kSecond)->Iterations(1);

void RotateReversed5x5Lower(benchmark::State& state) {
    RotateBoard board = solved_rotate_board(5, 5, 2, RotateTurns::both);
    std::reverse(board.grid.begin(), board.grid.end());
    RotatePatternOptions options;
    options.tiles = 1;
    const RotatePatterns patterns(board, options);
    SearchLimits limits;
    limits.max_nodes = 700'000'000;  // a little into bound 38, then stop
    double through_36 = 0;
    std::uint64_t nodes_36 = 0;
    for (auto _ : state) {
        const auto started = std::chrono::steady_clock::now();
        solve_rotate_ida(board, patterns, SearchGoal::first, limits, [&](const std::string& line) {
            if (line.rfind("bound 36:", 0) != 0) return;
            through_36 = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            nodes_36 = std::stoull(line.substr(10));
        });
    }
    state.counters["seconds_to_36"] = through_36;
    state.counters["nodes_to_36"] = static_cast<double>(nodes_36);
    state.counters["peak_rss_MiB"] = peak_rss_mib();
}
BENCHMARK(RotateReversed5x5Lower)->Unit(benchmark::kSecond)->Iterations(1);

RotateBoard orientable_3x3() {
    RotateBoard shape = solved_rotate_board(3, 3, 2, RotateTurns::both);
    shape.turned.assign(9, 0);
    return shape;
}

void RotateOrientableSpace3x3(benchmark::State& state) {
    const RotateBoard shape = orientable_3x3();
    int god = 0;
    for (auto _ : state) {
        const OrientedDistanceTable table(shape);
        god = table.god_number();
    }
    if (god != 14) state.SkipWithError("expected God's number 14");
    state.counters["peak_rss_MiB"] = peak_rss_mib();
}
BENCHMARK(RotateOrientableSpace3x3)->Unit(benchmark::kSecond)->Iterations(1);

void RotateOrientableSolve3x3(benchmark::State& state) {
    const RotateBoard shape = orientable_3x3();
    const OrientedPatterns patterns(shape, oriented_pattern_states);
    const PermutationGroup corners = oriented_move_group(shape);
    std::vector<RotateBoard> boards;
    RotateGenOptions options;
    options.turns = RotateTurns::both;
    options.orientable = true;
    for (std::uint64_t i = 0; i < 20; ++i) {
        Random random(1, i);
        boards.push_back(*generate_oriented_board(options, patterns, nullptr, corners, random).board);
    }
    const std::vector<RotateResult> solved = time_each_board(
        state, boards, [&](const RotateBoard& board) { return solve_oriented_ida(board, patterns, SearchGoal::first); });
    const OrientedDistanceTable table(shape);
    for (std::size_t i = 0; i < boards.size(); ++i)
        if (table.distance(boards[i]) != solved[i].moves) state.SkipWithError("IDA* and the table disagree");
}
BENCHMARK(RotateOrientableSolve3x3)->Unit(benchmark::kMillisecond)->Iterations(1);

void RotateRowsOnlySpace(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    const RotateBoard shape = solved_rotate_board(n, n, 2, RotateTurns::both, true);
    int god = 0;
    for (auto _ : state) {
        const RotateDistanceTable table(shape);
        god = table.god_number();
    }
    state.counters["god_number"] = god;
    state.counters["peak_rss_MiB"] = peak_rss_mib();
}
BENCHMARK(RotateRowsOnlySpace)->Arg(3)->Arg(4)->Unit(benchmark::kSecond)->Iterations(1);

void RotateRowsOnlySolve(benchmark::State& state) {
    RotateGenOptions options;
    options.rows = options.cols = static_cast<int>(state.range(0));
    options.turns = RotateTurns::both;
    options.rows_only = true;
    const RotateBoard shape = rotate_gen_solved(options);
    RotatePatternOptions budget;
    budget.max_states = rotate_pattern_budget(shape);
    const RotatePatterns patterns(shape, budget);
    const PermutationGroup group = rotate_move_group(shape);
    std::vector<RotateBoard> boards;
    for (std::uint64_t i = 0; i < 20; ++i) {
        RotateBoard board = shape;
        Random random(1, i);
        const PermutationGroup::Permutation g = group.random_element(random);
        for (std::size_t h = 0; h < g.size(); ++h) board.grid[static_cast<std::size_t>(g[h])] = board.target[h];
        boards.push_back(board);
    }
    time_each_board(state, boards,
                    [&](const RotateBoard& board) { return solve_rotate_ida(board, patterns, SearchGoal::first); });
}
BENCHMARK(RotateRowsOnlySolve)->Arg(4)->Unit(benchmark::kMillisecond)->Iterations(1);

// The reversed n x n board (cw+ccw) by --method fast with these options.
void run_fast(benchmark::State& state, int beam, int tries) {
    const int n = static_cast<int>(state.range(0));
    RotateBoard board = solved_rotate_board(n, n, 2, RotateTurns::both);
    std::reverse(board.grid.begin(), board.grid.end());
    RotateFastOptions options;
    options.patterns4 = &cached_patterns();
    options.beam = beam;
    options.tries = tries;
    RotateFastResult result;
    for (auto _ : state) result = solve_rotate_fast(board, options);
    state.counters["moves"] = static_cast<double>(result.moves.size());
    state.counters["nodes"] = static_cast<double>(result.nodes);
    state.counters["peak_rss_MiB"] = peak_rss_mib();
}

void RotateFast(benchmark::State& state) { run_fast(state, 0, 8); }
BENCHMARK(RotateFast)->Arg(5)->Arg(7)->Arg(10)->Unit(benchmark::kSecond)->Iterations(1);

void RotateFastBeam(benchmark::State& state) { run_fast(state, 5000, 2); }
BENCHMARK(RotateFastBeam)->Arg(7)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace
