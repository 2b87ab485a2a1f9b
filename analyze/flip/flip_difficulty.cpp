// The flip scale and difficulty (see flip_difficulty.hpp).
#include "analyze/flip/flip_difficulty.hpp"

#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>

#include <fmt/format.h>

#include "analyze/flip/flip_god_number.hpp"
#include "analyze/flip/flip_space.hpp"
#include "support/counted.hpp"
#include "support/random.hpp"

namespace puzzlebox {

namespace {

constexpr int whole_space_cells = 25;   // 32 MiB at 25 cells
constexpr int kernel_cells = 1600;      // God's number from the kernel (40x40)
constexpr int most_found_cells = 4096;  // 800 solves of a 64x64 board: about a second

// God's number unknown: the most presses found among random boards, then
// by a climb from the hardest of them (a press kept when the board needs no
// fewer presses). Deterministic: seed 1.
int most_found(const FlipBoard& shape) {
    constexpr int samples = 400, climb_steps = 400;
    Random random(1);
    const int cells = shape.cell_count();
    const auto fewest = [&](const FlipBoard& board) {
        const FlipSolution solution = solve_flip_board(board);
        return solution.proven ? static_cast<int>(solution.presses.size()) : solution.lower_bound;
    };
    FlipBoard board = shape, hardest = shape;
    int most = 0;
    for (int sample = 0; sample < samples; ++sample) {
        std::vector<int> presses;
        for (int cell = 0; cell < cells; ++cell)
            if (random.coin()) presses.push_back(cell);
        board.grid = shape.target;
        apply_flip_presses(board, presses, board.grid);
        if (const int found = fewest(board); found > most) {
            most = found;
            hardest = board;
        }
    }
    for (int step = 0; step < climb_steps; ++step) {
        board = hardest;
        apply_flip_presses(board, {static_cast<int>(random.below(static_cast<std::uint32_t>(cells)))}, board.grid);
        if (const int found = fewest(board); found >= most) {
            most = found;
            hardest = board;
        }
    }
    return most;
}

FlipScale scale_of(const FlipBoard& shape, int rank, int nullity) {
    FlipScale scale;
    const int cells = shape.cell_count();
    if (nullity == 0) {
        scale.most = cells;
        scale.exact = true;
        scale.binomial = true;
        scale.why = "God's number: every board has one solution, and the board every press makes needs them all";
    } else if (cells <= whole_space_cells) {
        const FlipSpace space = analyze_flip_space(shape, whole_space_cells);
        scale.most = space.god_number.value_or(rank);
        scale.exact = space.god_number.has_value();
        scale.distribution = space.distribution;
        scale.why = "God's number, from every board of the shape";
    } else if (cells <= kernel_cells) {
        // The kernel's engine on a budget of about a second (flip_god_number.hpp).
        FlipGodOptions options;
        options.max_work = std::uint64_t{1} << 30;
        options.program_work = 0;  // no integer program: it can take minutes
        const FlipGodNumber god = flip_god_number(shape, options);
        scale.most = god.lower;
        scale.exact = god.exact();
        scale.why = god.exact() ? fmt::format("God's number, from the kernel ({})", god.method)
                                : fmt::format("the most found; God's number is between {} and {}", god.lower, god.upper);
    } else if (cells > most_found_cells) {
        scale.most = rank;
        scale.why = fmt::format("the rank, a bound on God's number: a solution can be made zero on {} cells", nullity);
    } else {
        scale.most = most_found(shape);
        scale.why = fmt::format("the most found; God's number, unknown, is at most {}", rank);
    }
    return scale;
}

// ln C(n, k)
double log_choose(int n, int k) { return std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0); }

}  // namespace

const FlipScale& flip_scale(const FlipBoard& shape) {
    FlipBoard blank = shape;
    blank.target.assign(static_cast<std::size_t>(shape.cell_count()), 0);
    blank.grid = blank.target;
    const FlipSolution structure = solve_flip_board(blank);
    return flip_scale(shape, structure.rank, structure.nullity);
}

const FlipScale& flip_scale(const FlipBoard& shape, int rank, int nullity) {
    static std::mutex mutex;
    static std::map<std::tuple<int, int, int, bool, std::vector<std::pair<int, int>>, std::vector<std::vector<int>>>,
                    std::unique_ptr<FlipScale>>
        scales;
    const std::tuple key{shape.rows, shape.cols, static_cast<int>(shape.pattern), shape.torus, shape.stencil, shape.presses};
    {
        const std::lock_guard lock(mutex);
        if (const auto found = scales.find(key); found != scales.end()) return *found->second;
    }
    auto made = std::make_unique<FlipScale>(scale_of(shape, rank, nullity));
    const std::lock_guard lock(mutex);
    return *scales.emplace(key, std::move(made)).first->second;
}

std::optional<double> flip_share_easier(const FlipScale& scale, int presses) {
    if (scale.binomial) {
        const int n = scale.most;
        double below = 0;
        for (int k = 0; k < presses && k <= n; ++k) below += std::exp(log_choose(n, k) - n * std::log(2.0));
        return std::min(1.0, below);
    }
    if (scale.distribution.empty()) return std::nullopt;
    double below = 0, total = 0;
    for (std::size_t k = 0; k < scale.distribution.size(); ++k) {
        total += static_cast<double>(scale.distribution[k]);
        if (static_cast<int>(k) < presses) below += static_cast<double>(scale.distribution[k]);
    }
    return below / total;
}

Difficulty flip_difficulty(const FlipBoard& board, const FlipSolution& solution) {
    const FlipScale& scale = flip_scale(board, solution.rank, solution.nullity);
    const int presses = static_cast<int>(solution.presses.size());
    Difficulty difficulty;
    difficulty.score = presses;
    difficulty.level = level_of(presses, scale.most);
    difficulty.reason = fmt::format(
        "{}{} of {} ({}), {} minimal solution{}", counted(presses, "press", "presses"), solution.proven ? "" : " or fewer",
        scale.exact ? fmt::format("a possible {}", scale.most) : std::to_string(scale.most),
        scale.exact ? "God's number" : scale.why, (solution.count_capped ? "at least " : "") + solution.count.to_string(),
        solution.count == PathCount(1) && !solution.count_capped ? "" : "s");
    if (const auto easier = flip_share_easier(scale, presses)) {
        difficulty.percentile = 100 * *easier;
        difficulty.reason += fmt::format("; harder than {:.0f}% of random boards of its shape",
                                         *easier < 1 ? std::min(99.0, std::floor(100 * *easier)) : 100.0);
    }
    return difficulty;
}

}  // namespace puzzlebox
