// Jump maze benchmarks (Google Benchmark) and the deterministic node-count
// signature.
//  - ExpertCount: the number of sum-zero paths on fixed random 7x7 and 8x8
//    boards, with each pruning switched on alone and together, against the
//    seeds' plain depth-first enumeration (pruning "none"). Counters: nodes
//    visited and paths found (equal across prunings, or the bench aborts).
//  - Shortest2000: normal-mode shortest path on a random 2000x2000 board.
//  - JumpCount8x8/<board>/<threads>/<tables>: sum-zero paths of three of the
//    random 8x8 boards in bench/boards by the memoised counter
//    (jump_count.hpp), with 1 and 2 threads, counting one need at a time all
//    the way (tables 0) or with sum tables (1); bench/against_baselines.sh runs all seven
//    against ../shared/baselines/jump_paths.
//  - `puzzlebox-bench jump-count-nodes BOARD` prints the counter's nodes on
//    a board (for bench/against_baselines.sh).
//  - `puzzlebox-bench signature` prints the node count of every small case,
//    one per line, and their total: a number that changes only when the
//    search changes (tests/bench_signature compares it with bench/signature.txt).
#include <cstdio>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>
#include <fmt/format.h>
#include <sys/resource.h>

#include "analyze/jump/jump_hardest.hpp"
#include "analyze/jump/jump_hardest_backward.hpp"
#include "analyze/jump/jump_hardest_forward.hpp"
#include "gen/jump/jump_generator.hpp"
#include "puzzles/hexagon/hexagon_format.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "puzzles/rotate/rotate_format.hpp"
#include "solve/flip/flip_solver.hpp"
#include "solve/hexagon/hexagon_solver.hpp"
#include "solve/jump/jump_count.hpp"
#include "solve/jump/jump_solver.hpp"
#include "solve/rotate/rotate_ida.hpp"

using namespace puzzlebox;

namespace {

// A fixed random board: n x n, values up to 4 in size, goal in the centre,
// start on the bottom row in the middle or just left of it, whichever is an
// even Manhattan distance from the goal (otherwise no path sums to 0: see
// docs/jump.md), drawn from pcg32 (seed 100 + n, stream).
JumpBoard bench_board(int n, std::uint64_t stream) {
    JumpGenOptions options;
    options.rows = options.cols = n;
    options.max_value = 4;
    const int to_goal = (n - 1) - n / 2;
    options.start = Cell{n - 1, to_goal % 2 == 0 ? n / 2 : n / 2 - 1};
    Random random(100 + static_cast<std::uint64_t>(n), stream);
    return random_jump_board(options, random);
}

struct PruningVariant {
    const char* name;
    JumpPruning pruning;
};
const PruningVariant variants[] = {
    {"none", JumpPruning::none()},  // the seeds' plain DFS: enumerate, test the sum at the goal
    {"sum", {false, true, false}},  // parity + bounds over all unvisited cells, O(1) a node
    {"reach", {true, false, false}},
    {"reach+sum", {true, true, false}},
};

// Boards whose plain enumeration takes from 0.03 s (7x7) to about 10 s (8x8/0).
const std::vector<std::pair<int, std::uint64_t>> expert_cases{{7, 1}, {7, 3}, {7, 5}, {8, 0}, {8, 2}};

void ExpertCount(benchmark::State& state) {
    const auto& [n, stream] = expert_cases[static_cast<std::size_t>(state.range(0))];
    const PruningVariant& variant = variants[state.range(1)];
    const JumpBoard board = bench_board(n, stream);
    JumpSearchResult result;
    for (auto _ : state) {
        result = find_all_jump_paths(board, 0, false, variant.pruning);
        benchmark::DoNotOptimize(result.count);
    }
    state.SetLabel(std::to_string(n) + "x" + std::to_string(n) + " stream " + std::to_string(stream) + " prune " + variant.name);
    state.counters["nodes"] = static_cast<double>(result.nodes);
    state.counters["paths"] = static_cast<double>(result.count.value());
}
BENCHMARK(ExpertCount)
    ->ArgsProduct({benchmark::CreateDenseRange(0, 4, 1), benchmark::CreateDenseRange(0, 3, 1)})
    ->Unit(benchmark::kMillisecond);

double peak_rss_mib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

// The hardest-maze proofs (analyze/jump/jump_hardest): 4x4 and 5x5, goal in
// the corner, start free; the answer (11, 22, 20 moves) and the nodes of
// every unit, the same on every machine.
// HardestMazeInwards: the same by the inwards search
// (analyze/jump/jump_hardest_backward), and 6x6 to 8x8 (33, 46 and 45, 61
// moves; 7x7 took 57 and 204 million nodes before the twin cut, 8x8 was
// out of reach) and 10x10 in 128-bit states (97 moves).
// HardestMazeInwardsWide: 7x7 and 8x8 forced into 128-bit and 256-bit
// states (the third argument), the same nodes: the time against
// HardestMazeInwards is what the width costs.
// HardestMazeForwards: the same by the forwards search
// (analyze/jump/jump_hardest_forward), 5x5 to 8x8 and 9x9's corner, which
// the inwards search cannot prove (78 moves).
// Runs `prove` on the question once per iteration; the answer, nodes and
// peak memory as counters.
template <class Prove>
void hardest_maze(benchmark::State& state, const JumpHardestQuestion& question, const Prove& prove) {
    JumpHardestResult result;
    for (auto _ : state) {
        result = prove(question);
        benchmark::DoNotOptimize(result.moves);
    }
    state.SetLabel(question.describe());
    state.counters["moves"] = result.moves;
    state.counters["nodes"] = static_cast<double>(result.nodes());
    state.counters["peak_MiB"] = peak_rss_mib();
}
// n x n, goal in the corner, start free; one shortest solution when the second argument is 1.
JumpHardestQuestion corner_question(const benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    return {n, n, {n - 1, n - 1}, std::nullopt, state.range(1) != 0, 0};
}
void HardestMaze(benchmark::State& state) {
    hardest_maze(state, corner_question(state), [](const JumpHardestQuestion& q) { return prove_hardest_jump(q); });
}
void HardestMazeInwards(benchmark::State& state) {
    hardest_maze(state, corner_question(state), [](const JumpHardestQuestion& q) { return prove_hardest_jump_backward(q); });
}
void HardestMazeInwardsWide(benchmark::State& state) {
    JumpSearchOptions options;
    options.mask_bits = static_cast<int>(state.range(2));
    hardest_maze(state, corner_question(state),
                 [&](const JumpHardestQuestion& q) { return prove_hardest_jump_backward(q, options); });
}
void HardestMazeForwards(benchmark::State& state) {
    hardest_maze(state, corner_question(state), [](const JumpHardestQuestion& q) { return prove_hardest_jump_forward(q); });
}
BENCHMARK(HardestMaze)->Args({4, 1})->Args({5, 0})->Args({5, 1})->Unit(benchmark::kMillisecond)->Iterations(1);
// Both questions (any solution, one shortest) of the corners of 5x5 to 8x8.
void corners_5_to_8(benchmark::internal::Benchmark* bench) {
    for (int n = 5; n <= 8; ++n) bench->Args({n, 0})->Args({n, 1});
}
BENCHMARK(HardestMazeInwards)
    ->Args({4, 1})
    ->Apply(corners_5_to_8)
    ->Args({10, 0})
    ->Args({10, 1})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK(HardestMazeInwardsWide)
    ->Args({7, 1, 128})
    ->Args({7, 1, 256})
    ->Args({7, 1, 512})
    ->Args({8, 1, 128})
    ->Args({8, 1, 256})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK(HardestMazeForwards)->Apply(corners_5_to_8)->Args({9, 0})->Unit(benchmark::kMillisecond)->Iterations(1);

// HardestMazeRestarts: one depth of 8x8 (goal 4,4, start free, any or one
// shortest solution) by random restarts (--restarts, seed 1), until a maze
// that needs that many moves is found; the nodes are the same on every
// machine. Before a layer's choices were cut as they are made, 57 moves
// with one shortest solution took 9.5 s for its 20,170 nodes.
void HardestMazeRestarts(benchmark::State& state) {
    JumpSearchOptions options;
    options.only_moves = static_cast<int>(state.range(0));
    options.restarts = 1'000'000;
    hardest_maze(state, {8, 8, {4, 4}, std::nullopt, state.range(1) != 0, 0},
                 [&](const JumpHardestQuestion& q) { return prove_hardest_jump_backward(q, options); });
}
BENCHMARK(HardestMazeRestarts)->Args({61, 0})->Args({57, 1})->Args({61, 1})->Unit(benchmark::kMillisecond)->Iterations(1);

// HardestMazeForwardsRestarts: an odd side's corner goal from the bottom
// middle, n^2 - 4 moves (13x13: 165, 15x15: 221), by the forwards search's
// restarts (4,096 nodes a restart, seed 1), then the whole search refutes
// one move more (--refute-above): the proof of reports/jump_proven.sh.
// The inwards search's restarts took 125 million nodes for 13x13 (57 s)
// and found only 220 for 15x15.
void HardestMazeForwardsRestarts(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    JumpSearchOptions options;
    options.only_moves = n * n - 4;
    options.restarts = 1'000'000;
    options.restart_nodes = 4096;
    options.refute_above = true;
    hardest_maze(state, {n, n, {n - 1, n - 1}, default_jump_start(n, n), false, 0},
                 [&](const JumpHardestQuestion& q) { return prove_hardest_jump_forward(q, options); });
}
BENCHMARK(HardestMazeForwardsRestarts)->Arg(13)->Arg(15)->Unit(benchmark::kMillisecond)->Iterations(1);

void Shortest2000(benchmark::State& state) {
    JumpGenOptions options;
    options.rows = options.cols = 2000;
    Random random(2000);
    const JumpBoard board = random_jump_board(options, random);
    JumpSearchResult result;
    for (auto _ : state) {
        result = solve_jump_shortest(board);
        benchmark::DoNotOptimize(result.count);
    }
    state.counters["moves"] = result.paths.empty() ? -1.0 : result.paths[0].moves();
    state.counters["nodes"] = static_cast<double>(result.nodes);
    state.counters["peak_rss_MiB"] = peak_rss_mib();
}
BENCHMARK(Shortest2000)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void JumpCount8x8(benchmark::State& state) {
    static const char* const boards[] = {"14", "31", "32"};
    const JumpBoard board =
        load_jump_board(std::string(PUZZLEBOX_SOURCE_DIR "/bench/boards/jump-8x8-") + boards[state.range(0)] + ".txt");
    JumpCount counted;
    const int table_cells = state.range(2) ? jump_count_table_cells : 0;
    for (auto _ : state) counted = count_jump_paths(board, 0, {}, static_cast<int>(state.range(1)), {}, table_cells);
    state.counters["nodes"] = static_cast<double>(counted.nodes);
    state.counters["paths"] = std::stod(counted.count.to_string());
}
BENCHMARK(JumpCount8x8)->ArgsProduct({{0, 1, 2}, {1, 2}, {0, 1}})->Unit(benchmark::kMillisecond)->UseRealTime();

// Small cases for the signature: quick, and covering every search.
int print_signature() {
    std::uint64_t total = 0;
    auto line = [&](const std::string& name, std::uint64_t nodes) {
        std::printf("%-34s %llu\n", name.c_str(), static_cast<unsigned long long>(nodes));
        total += nodes;
    };
    for (int stream = 0; stream < 4; ++stream) {
        const JumpBoard board = bench_board(7, static_cast<std::uint64_t>(stream));
        const std::string id = "7x7/" + std::to_string(stream);
        line(id + " shortest", solve_jump_shortest(board).nodes);
        line(id + " simple-paths", find_all_jump_paths(board, std::nullopt, false).nodes);
        for (const auto& variant : variants)
            line(id + " expert-count " + variant.name, find_all_jump_paths(board, 0, false, variant.pruning).nodes);
        line(id + " expert-fewest", solve_jump_fewest_with_sum(board, 0).nodes);
        line(id + " simple-count memo", count_jump_paths(board, std::nullopt).nodes);
        line(id + " expert-count memo", count_jump_paths(board, 0).nodes);
    }
    // The generator's local search: steps to each of four 7x7 boards with a
    // unique shortest solution of 12+ moves (puzzlebox-gen --seed 1).
    JumpGenOptions unique;
    unique.rows = unique.cols = 7;
    unique.unique = true;
    unique.min_moves = 12;
    unique.restarts = 1000;
    for (std::uint64_t stream = 0; stream < 4; ++stream) {
        Random random(1, stream);
        line("7x7/" + std::to_string(stream) + " gen-unique-12 steps", generate_jump_board(unique, random).effort.iterations);
    }
    // Every solution of Aristotle's hexagon (order 3, values 1..19).
    HexagonBoard aristotle;
    aristotle.cells.assign(19, std::nullopt);
    line("hexagon 3/1..19 all", solve_magic_hexagon(aristotle, SearchGoal::count, false).nodes);
    // The first order-4 hexagon (values 3..39), and every completion of the
    // order-4 grid with its corners and centre given.
    HexagonBoard order4;
    order4.order = 4;
    order4.first_value = 3;
    order4.cells.assign(37, std::nullopt);
    line("hexagon 4/3..39 first", solve_magic_hexagon(order4, SearchGoal::first, false).nodes);
    const HexagonBoard corners = load_hexagon_board(PUZZLEBOX_SOURCE_DIR "/data/hexagon/order4-corners.txt");
    line("hexagon 4/corners all", solve_magic_hexagon(corners, SearchGoal::count, false).nodes);
    // IDA* with 4-tile pattern databases: the Mystery Box (first, and its
    // five optimal solutions counted), and its start under Twiddle's rules
    // (cw+ccw: all 12 optimal solutions).
    RotatePatternOptions four_tiles;
    four_tiles.tiles = 4;
    const RotateBoard box = load_rotate_board(PUZZLEBOX_SOURCE_DIR "/data/rotate/mystery-box.txt");
    const RotatePatterns box_patterns(box, four_tiles);
    line("rotate mystery-box ida first", solve_rotate_ida(box, box_patterns, SearchGoal::first).nodes);
    line("rotate mystery-box ida count", solve_rotate_ida(box, box_patterns, SearchGoal::count).nodes);
    RotateBoard twiddle = solved_rotate_board(3, 3, 2, RotateTurns::both);
    twiddle.grid = box.grid;
    line("rotate twiddle-3x3 ida all", solve_rotate_ida(twiddle, RotatePatterns(twiddle, four_tiles), SearchGoal::all).nodes);
    // Flip boards, all lights on: the coset vectors minimisation evaluates
    // (9x9: Gray code over the 8-dimensional kernel; 19x19: information
    // sets over 16 dimensions).
    for (int side : {9, 19}) {
        FlipBoard lit;
        lit.rows = lit.cols = side;
        lit.pattern = FlipPattern::plus;
        lit.grid.assign(static_cast<std::size_t>(side * side), 1);
        lit.target.assign(lit.grid.size(), 0);
        FlipSolveOptions options;
        if (side == 19) options.coset.method = CosetMethod::information_sets;
        line(fmt::format("flip lights-out {}x{} all-lit", side, side), solve_flip_board(lit, options).vectors);
    }
    std::printf("%-34s %llu\n", "total", static_cast<unsigned long long>(total));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1 && std::strcmp(argv[1], "signature") == 0) return print_signature();
    if (argc > 2 && std::strcmp(argv[1], "jump-count-nodes") == 0) {
        const JumpBoard board = load_jump_board(argv[2]);
        std::printf("%llu\n", static_cast<unsigned long long>(count_jump_paths(board, board.target.value_or(0)).nodes));
        return 0;
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
