// Flip board benchmarks (Google Benchmark).
//  - FlipEliminate64x64/m4ri and /plain: reduced echelon form of the 64x64
//    Lights Out press matrix (4096 unknowns, one random right-hand side),
//    M4RI against our plain word-at-a-time Gauss-Jordan (the baseline);
//    light chasing (FlipChase64x64) does the same board with 64 unknowns.
//  - FlipCross2000: a random 2000x2000 cross board solved by the cross rule
//    (target: under 1 s), presses validated.
//  - FlipLightsOut5x5 / 9x9: the fewest presses of 100 random solvable
//    boards each (pcg32 seed 1), light chasing plus the Gray code over the
//    kernel (dimension 2 and 8); counters: median and largest per board.
//  - FlipLightsOut19x19: the same for 20 boards of nullity 16, with the
//    information sets against the Gray code (/0 gray, /1 information sets).
//  - FlipTatham/0..3: the fewest presses of 20 boards of Tatham's Flip
//    kinds, random press sets 10x10 (gen/flip/flip_press_sets.hpp; /0 ours,
//    /1 the obvious method) and crosses 9x9, our plus (nullity 8; /2 ours,
//    /3 the obvious method). The obvious method is Tatham's: elimination to
//    echelon form, then every assignment of the free variables
//    back-substituted in full and the lightest kept (written here
//    independently, bytes per coefficient as his). Counters: median and
//    largest per board; the two methods' presses must agree.
//  - FlipGod/N: God's number of N x N Lights Out from the kernel
//    (flip_god_number, default budgets): 9 (k = 8, proved by the branch and
//    bound), 11 and 14 (the climb meets the parity bound), 16 (k = 8, classes
//    of 3-6 cells: the branch and bound's budget, then the integer program
//    closes it at 124), 19 (k = 16: bounds, the witness from the tabu
//    search), 29 (k = 10, but the odd classes span 8: the integer program on
//    the span proves 443); counters: the bounds, nodes (the
//    branch and bound's, and CBC's), nullity. Deterministic: the counters
//    change only with the engine.
//  - FlipRelaxation/N: the linear relaxation alone (flip_covering_relaxation.hpp)
//    on N x N Lights Out's classes, restricted to the odd classes' span:
//    19 (k = 16, 294 classes), 23 (span 13), 33 (k = 16, 636 classes);
//    counters: the bound on God's number (offset added), rows and rounds.
//    CBC's first relaxation of the whole 2^16-row program took 4 minutes
//    at 19x19 (docs/flip.md).
//  - FlipWideDistances/N: one check of the search past the climb, every
//    kernel vector's distance by blocks of 2^16 (flip_wide_kernel.hpp), for
//    half of every class of N x N Lights Out pressed: 30 (k = 20) and 39
//    (k = 32); counters: the least distance, the operations counted.
//  - FlipCrossColumns/H/W: God's number of the H x W cross, both sides odd,
//    by column classes (flip_cross_columns.hpp); counters: the answer and
//    the nodes, deterministic.
//  - FlipCrossColumnUnits/H/W/climb/units: the same search in units
//    (flip_cross_column_units.hpp), one process: the units' overhead
//    against FlipCrossColumns; counters: the answer, units, nodes.
//  - FlipCrossClimb/H/W: the climb over column classes alone, as the engine
//    runs it past the column search; counters: the press set's distance.
//  - FlipCrossColumnsEstimate/H/W/probes: the column search's nodes
//    estimated by random probes; counters: the estimate, its standard error.
#include <algorithm>
#include <chrono>

#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include "analyze/flip/flip_covering_relaxation.hpp"
#include "analyze/flip/flip_cross_column_units.hpp"
#include "analyze/flip/flip_cross_columns.hpp"
#include "analyze/flip/flip_god_number.hpp"
#include "analyze/flip/flip_kernel_classes.hpp"
#include "analyze/flip/flip_wide_kernel.hpp"
#include "gen/flip/flip_generator.hpp"
#include "gen/flip/flip_press_sets.hpp"
#include "puzzles/flip/flip_validate.hpp"
#include "solve/flip/flip_solver.hpp"

using namespace puzzlebox;

namespace {

double peak_rss_mib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

FlipBoard random_flip_board(int rows, int cols, FlipPattern pattern, std::uint64_t stream) {
    FlipGenOptions options;
    options.rows = rows;
    options.cols = cols;
    options.pattern = pattern;
    Random random(1, stream);
    return *generate_flip_board(options, random).board;
}

void FlipEliminate64x64(benchmark::State& state) {
    const FlipBoard board = random_flip_board(64, 64, FlipPattern::plus, 0);
    const Gf2Matrix a = flip_press_matrix(board);
    const BitVector b = flip_difference(board);
    const Gf2Kernel kernel = state.range(0) == 0 ? Gf2Kernel::m4ri : Gf2Kernel::plain;
    int rank = 0;
    for (auto _ : state) rank = solve_gf2(a, b, kernel).rank;
    if (rank != 4096 - 28) state.SkipWithError("expected rank 4068 (64x64 Lights Out has nullity 28, OEIS A159257)");
    state.counters["rank"] = rank;
    state.SetLabel(kernel == Gf2Kernel::m4ri ? "m4ri" : "plain");
}
BENCHMARK(FlipEliminate64x64)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void FlipChase64x64(benchmark::State& state) {
    const FlipBoard board = random_flip_board(64, 64, FlipPattern::plus, 0);
    FlipSolution solution;
    for (auto _ : state) solution = solve_flip_board(board);
    if (solution.nullity != 28 || !check_flip_solution(board, solution.presses).valid) state.SkipWithError("not solved");
    state.counters["presses"] = static_cast<double>(solution.presses.size());
}
BENCHMARK(FlipChase64x64)->Unit(benchmark::kMillisecond);

void FlipCross2000(benchmark::State& state) {
    FlipBoard board;
    board.rows = board.cols = 2000;
    board.grid.resize(2000 * 2000);
    Random random(1, 0);
    for (auto& cell : board.grid) cell = random.coin() ? 1 : 0;
    board.target.assign(board.grid.size(), 0);
    FlipSolution solution;
    for (auto _ : state) solution = solve_flip_board(board);
    if (!solution.proven || !check_flip_solution(board, solution.presses).valid) state.SkipWithError("not solved");
    state.counters["presses"] = static_cast<double>(solution.presses.size());
    state.counters["peak_rss_MiB"] = peak_rss_mib();
}
BENCHMARK(FlipCross2000)->Unit(benchmark::kMillisecond);

// Every board of `set` solved once an iteration, each timed: the counters
// median_ms, max_ms and mean_presses (`solve` gives a board's presses).
template <class Solve>
void time_each_board(benchmark::State& state, const std::vector<FlipBoard>& set, Solve&& solve) {
    std::vector<double> seconds;
    double presses = 0;
    for (auto _ : state) {
        seconds.clear();
        presses = 0;
        for (const FlipBoard& board : set) {
            const auto started = std::chrono::steady_clock::now();
            presses += solve(board);
            seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
        }
    }
    std::sort(seconds.begin(), seconds.end());
    state.counters["median_ms"] = seconds[seconds.size() / 2] * 1e3;
    state.counters["max_ms"] = seconds.back() * 1e3;
    state.counters["mean_presses"] = presses / static_cast<double>(set.size());
}

void solve_many(benchmark::State& state, int side, int boards, CosetMethod method) {
    std::vector<FlipBoard> set;
    for (int i = 0; i < boards; ++i)
        set.push_back(random_flip_board(side, side, FlipPattern::plus, static_cast<std::uint64_t>(i)));
    FlipSolveOptions options;
    options.coset.method = method;
    time_each_board(state, set, [&](const FlipBoard& board) {
        const FlipSolution solution = solve_flip_board(board, options);
        if (!solution.proven) state.SkipWithError("not proven minimal");
        return static_cast<int>(solution.presses.size());
    });
}

void FlipLightsOut5x5(benchmark::State& state) { solve_many(state, 5, 100, CosetMethod::automatic); }
BENCHMARK(FlipLightsOut5x5)->Unit(benchmark::kMillisecond);
void FlipLightsOut9x9(benchmark::State& state) { solve_many(state, 9, 100, CosetMethod::automatic); }
BENCHMARK(FlipLightsOut9x9)->Unit(benchmark::kMillisecond);
void FlipLightsOut19x19(benchmark::State& state) {
    solve_many(state, 19, 20, state.range(0) == 0 ? CosetMethod::gray : CosetMethod::information_sets);
}
BENCHMARK(FlipLightsOut19x19)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The obvious method (see the top): the fewest presses by trying every
// assignment of the free variables, -1 when the board has no solution.
int fewest_by_every_assignment(const FlipBoard& board) {
    const Gf2Matrix a = flip_press_matrix(board);
    const BitVector b = flip_difference(board);
    const int n = board.cell_count();
    std::vector<std::vector<unsigned char>> rows(static_cast<std::size_t>(n), std::vector<unsigned char>(n + 1U));
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) rows[r][c] = a.row[static_cast<std::size_t>(r)].get(c) ? 1 : 0;
        rows[r][n] = b.get(r) ? 1 : 0;
    }
    std::vector<int> pivot_of_row;  // echelon form: each row's leading column
    std::vector<bool> is_pivot(static_cast<std::size_t>(n), false);
    int done = 0;
    for (int c = 0; c < n && done < n; ++c) {
        int r = done;
        while (r < n && !rows[r][c]) ++r;
        if (r == n) continue;
        std::swap(rows[r], rows[done]);
        for (int other = done + 1; other < n; ++other)
            if (rows[other][c])
                for (int k = c; k <= n; ++k) rows[other][k] ^= rows[done][k];
        pivot_of_row.push_back(c);
        is_pivot[c] = true;
        ++done;
    }
    for (int r = done; r < n; ++r)
        if (rows[r][n]) return -1;
    std::vector<int> free;
    for (int c = 0; c < n; ++c)
        if (!is_pivot[c]) free.push_back(c);
    int best = n + 1;
    std::vector<unsigned char> x(static_cast<std::size_t>(n));
    for (std::uint64_t assignment = 0; assignment < (std::uint64_t{1} << free.size()); ++assignment) {
        for (std::size_t i = 0; i < free.size(); ++i) x[free[i]] = (assignment >> i) & 1;
        for (int r = done; r-- > 0;) {
            const int c = pivot_of_row[r];
            unsigned char v = rows[r][n];
            for (int k = c + 1; k < n; ++k)
                if (rows[r][k]) v ^= x[k];
            x[c] = v;
        }
        best = std::min(best, static_cast<int>(std::count(x.begin(), x.end(), 1)));
    }
    return best;
}

void FlipTatham(benchmark::State& state) {
    const bool crosses = state.range(0) >= 2, obvious = state.range(0) % 2 == 1;
    std::vector<FlipBoard> set;
    for (std::uint64_t i = 0; i < 20; ++i) {
        if (crosses) {
            set.push_back(random_flip_board(9, 9, FlipPattern::plus, i));
            continue;
        }
        FlipGenOptions options;
        options.rows = options.cols = 10;
        options.pattern = FlipPattern::cells;
        Random random(1, i);
        options.presses = *random_press_sets(10, 10, random);
        set.push_back(*generate_flip_board(options, random).board);
    }
    time_each_board(state, set, [&](const FlipBoard& board) {
        return obvious ? fewest_by_every_assignment(board) : static_cast<int>(solve_flip_board(board).presses.size());
    });
    for (const FlipBoard& board : set)  // the two methods agree
        if (fewest_by_every_assignment(board) != static_cast<int>(solve_flip_board(board).presses.size()))
            state.SkipWithError("the methods disagree");
    state.SetLabel(std::string(crosses ? "crosses 9x9" : "random 10x10") + (obvious ? ", every assignment" : ", puzzlebox"));
}
BENCHMARK(FlipTatham)->Arg(0)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond);

// The blank n x n Lights Out shape.
FlipBoard lights_out(int n) {
    FlipBoard shape;
    shape.rows = shape.cols = n;
    shape.pattern = FlipPattern::plus;
    shape.grid.assign(static_cast<std::size_t>(shape.cell_count()), 0);
    shape.target = shape.grid;
    return shape;
}

void FlipGod(benchmark::State& state) {
    const FlipBoard shape = lights_out(static_cast<int>(state.range(0)));
    puzzlebox::FlipGodNumber god;
    for (auto _ : state) god = flip_god_number(shape);
    state.counters["lower"] = god.lower;
    state.counters["upper"] = god.upper;
    state.counters["nodes"] = static_cast<double>(god.nodes);
    state.counters["program_nodes"] = static_cast<double>(god.program_nodes);
    state.counters["nullity"] = god.nullity;
    state.counters["peak_MiB"] = peak_rss_mib();
}
BENCHMARK(FlipGod)->Arg(9)->Arg(11)->Arg(14)->Arg(16)->Arg(19)->Arg(29)->Iterations(1)->Unit(benchmark::kMillisecond);

void FlipRelaxation(benchmark::State& state) {
    const FlipBoard shape = lights_out(static_cast<int>(state.range(0)));
    const Gf2Solution system = solve_gf2(flip_press_matrix(shape), BitVector(shape.cell_count()));
    KernelClasses classes = kernel_classes(shape, system.kernel);
    restrict_to_odd_span(classes);
    const CoveringProgram program = covering_program(classes);
    CoveringRelaxation relaxation;
    for (auto _ : state) relaxation = bound_covering_relaxation(program, 0);
    state.counters["bound"] = classes.offset() + relaxation.bound;
    state.counters["rows"] = static_cast<double>(relaxation.rows);
    state.counters["rounds"] = static_cast<double>(relaxation.rounds);
    state.counters["nullity"] = classes.nullity;
    state.counters["peak_MiB"] = peak_rss_mib();
}
BENCHMARK(FlipRelaxation)->Arg(19)->Arg(23)->Arg(33)->Iterations(1)->Unit(benchmark::kMillisecond);

// One check of the search past the climb: every kernel vector's distance
// by blocks (flip_wide_kernel.hpp), half of every class pressed.
void FlipWideDistances(benchmark::State& state) {
    const FlipBoard shape = lights_out(static_cast<int>(state.range(0)));
    const Gf2Solution system = solve_gf2(flip_press_matrix(shape), BitVector(shape.cell_count()));
    KernelClasses classes = kernel_classes(shape, system.kernel);
    restrict_to_odd_span(classes);
    std::vector<int> a(classes.cells.size());
    for (std::size_t c = 0; c < a.size(); ++c) a[c] = classes.size(c) / 2;
    WideDistances distances;
    for (auto _ : state) distances = wide_distances(classes, a, 4096);
    state.counters["least"] = classes.offset() + distances.least;
    state.counters["nullity"] = classes.nullity;
    state.counters["work"] = static_cast<double>(distances.work);
    state.counters["peak_MiB"] = peak_rss_mib();
}
BENCHMARK(FlipWideDistances)->Arg(30)->Arg(39)->Iterations(1)->Unit(benchmark::kMillisecond);

// Args: short side, long side, and the climb's steps before the search (0: none).
void FlipCrossColumns(benchmark::State& state) {
    const int side = static_cast<int>(state.range(0)), length = static_cast<int>(state.range(1));
    const auto climb = static_cast<std::uint64_t>(state.range(2));
    puzzlebox::CrossColumnsAnswer answer;
    for (auto _ : state) answer = cross_god_by_columns(side, length, std::uint64_t{1} << 40, {}, climb);
    state.counters["god"] = answer.best;
    state.counters["complete"] = answer.complete;
    state.counters["nodes"] = static_cast<double>(answer.nodes);
    state.counters["peak_MiB"] = peak_rss_mib();
}
BENCHMARK(FlipCrossColumns)
    ->Args({5, 25, 0})
    ->Args({5, 41, 0})
    ->Args({5, 61, 0})
    ->Args({7, 9, 0})
    ->Args({7, 11, 0})
    ->Args({7, 13, 0})
    ->Args({7, 15, 0})
    ->Args({7, 11, 65536})
    ->Args({7, 15, 65536})
    ->Args({9, 9, 0})
    ->Args({9, 9, 131072})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

void FlipCrossColumnUnits(benchmark::State& state) {
    const int side = static_cast<int>(state.range(0)), length = static_cast<int>(state.range(1));
    const auto climb = static_cast<std::uint64_t>(state.range(2)), wanted = static_cast<std::uint64_t>(state.range(3));
    CrossColumnsUnitsAnswer units;
    std::uint64_t count = 0;
    for (auto _ : state) {
        const CrossColumnsSplit split = split_cross_columns(side, length, climb, wanted);
        count = split.units();
        units = cross_god_by_column_units(split, {});
    }
    state.counters["god"] = units.answer.best;
    state.counters["complete"] = units.answer.complete;
    state.counters["units"] = static_cast<double>(count);
    state.counters["nodes"] = static_cast<double>(units.answer.nodes);
    state.counters["peak_MiB"] = peak_rss_mib();
}
BENCHMARK(FlipCrossColumnUnits)
    ->Args({7, 15, 65536, 1000})
    ->Args({9, 9, 131072, 1000})
    ->Args({9, 9, 131072, 100000})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

// The climb alone past the column search, on the engine's steps (its
// default climb work): the witness the tables take.
void FlipCrossClimb(benchmark::State& state) {
    const int side = static_cast<int>(state.range(0)), length = static_cast<int>(state.range(1));
    const std::uint64_t steps = cross_columns_climb_steps(side, FlipGodOptions{}.climb_work);
    puzzlebox::CrossColumnsAnswer answer;
    for (auto _ : state) answer = cross_columns_climb(side, length, steps);
    state.counters["best"] = answer.best;
    state.counters["steps"] = static_cast<double>(steps);
    state.counters["peak_MiB"] = peak_rss_mib();
}
BENCHMARK(FlipCrossClimb)->Args({9, 17})->Args({13, 17})->Args({21, 21})->Iterations(1)->Unit(benchmark::kMillisecond);

// The estimate of the column search's nodes (2^17 climb steps, then the
// probes): 9x11's search took 1,103,047,967 nodes with the climb's 34 in
// hand. At 7x13 the climb has 30 and the answer is 31: the estimate is of
// the tree held against 30, where the search, finding 31, cuts more
// (2,521,589 nodes).
void FlipCrossColumnsEstimate(benchmark::State& state) {
    const int side = static_cast<int>(state.range(0)), length = static_cast<int>(state.range(1));
    const auto probes = static_cast<std::uint64_t>(state.range(2));
    puzzlebox::CrossColumnsEstimate estimate;
    for (auto _ : state) estimate = estimate_cross_columns(side, length, probes, 131072);
    state.counters["best_in_hand"] = estimate.best_in_hand;
    state.counters["nodes_estimate"] = estimate.nodes;
    state.counters["standard_error"] = estimate.standard_error;
    state.counters["peak_MiB"] = peak_rss_mib();
}
BENCHMARK(FlipCrossColumnsEstimate)->Args({7, 13, 100000})->Args({9, 11, 100000})->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
