// Simulated annealing for magic hexagons (see hexagon_local.hpp).
#include "solve/hexagon/hexagon_local.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "distributed/cluster.hpp"
#include "solve/hexagon/hexagon_zero_sum.hpp"
#include "support/index.hpp"
#include "support/progress.hpp"
#include "support/random.hpp"

namespace puzzlebox {

namespace {

// One annealing state: values on cells, every line's error (sum - constant),
// and the closeness: the sum of the errors squared.
// A line's share of the closeness: its error squared.
inline std::int64_t cost(std::int64_t e) { return e * e; }

class Arrangement {
public:
    Arrangement(const HexagonGeometry& geometry, std::int64_t constant, std::int64_t first_value,
                std::vector<std::int64_t> values)
        : geometry_(geometry),
          first_value_(first_value),
          value_(std::move(values)),
          error_(geometry.lines().size(), -constant),
          cell_of_(value_.size(), 0) {
        for (int cell = 0; cell < geometry.cell_count(); ++cell) {
            for (int line : geometry.lines_of(cell)) error_[line] += value_[cell];
            cell_of_[static_cast<std::size_t>(value_[cell] - first_value_)] = cell;
        }
        for (std::int64_t e : error_) total_ += cost(e);
    }

    std::int64_t total() const { return total_; }
    std::int64_t value(int cell) const { return value_[cell]; }
    // The cell holding `value`, or -1 if no cell can (out of range).
    int cell_holding(std::int64_t value) const {
        const std::int64_t i = value - first_value_;
        return i >= 0 && i < static_cast<std::int64_t>(cell_of_.size()) ? at(cell_of_, i) : -1;
    }
    std::int64_t line_error(int line) const { return error_[line]; }
    const std::vector<std::int64_t>& values() const { return value_; }

    // The change of the closeness if cells a and b swapped values.
    std::int64_t swap_delta(int a, int b) const {
        const std::int64_t d = value_[b] - value_[a];
        std::int64_t delta = 0;
        for (int direction = 0; direction < 3; ++direction) {
            const int la = geometry_.lines_of(a)[direction], lb = geometry_.lines_of(b)[direction];
            if (la == lb) continue;  // the line keeps its sum
            delta += cost(error_[la] + d) - cost(error_[la]) + cost(error_[lb] - d) - cost(error_[lb]);
        }
        return delta;
    }

    void swap(int a, int b, std::int64_t delta) {
        const std::int64_t d = value_[b] - value_[a];
        for (int direction = 0; direction < 3; ++direction) {
            const int la = geometry_.lines_of(a)[direction], lb = geometry_.lines_of(b)[direction];
            if (la == lb) continue;
            error_[la] += d;
            error_[lb] -= d;
        }
        std::swap(value_[a], value_[b]);
        cell_of_[static_cast<std::size_t>(value_[a] - first_value_)] = a;
        cell_of_[static_cast<std::size_t>(value_[b] - first_value_)] = b;
        total_ += delta;
    }

private:
    const HexagonGeometry& geometry_;
    std::int64_t first_value_;
    std::vector<std::int64_t> value_;
    std::vector<std::int64_t> error_;
    std::vector<int> cell_of_;  // value - first value -> its cell
    std::int64_t total_ = 0;
};

// The free cells and, for every line, its free cells.
struct FreeCells {
    std::vector<int> cells;
    std::vector<char> is_free;              // by cell
    std::vector<std::vector<int>> on_line;  // by line
};

// The partner of `a` in a targeted move on `line`: the free cell holding the
// value that would put the line right if swapped with a's, or -1.
int targeted_partner(const Arrangement& arrangement, const FreeCells& free, int line, int a) {
    const int b = arrangement.cell_holding(arrangement.value(a) - arrangement.line_error(line));
    return b >= 0 && b != a && at(free.is_free, b) ? b : -1;
}

// The finish: a chain of up to `depth` targeted moves, each putting right
// a line that is wrong when it is made, that leaves every line right.
// Annealing quickly reaches a few lines off by one and then rarely the last
// steps, which go uphill first: four lines off by one in two directions
// need three swaps (one fixes the two directions and breaks the third, two
// more fix the third and keep the others). Depth 3 tries about
// (wrong lines x cells per line)^3 swaps, ~10^6 at order 10.
// Leaves the arrangement magic and returns true, or unchanged and false.
bool finish_by_targeted_moves(Arrangement& arrangement, const HexagonGeometry& geometry, const FreeCells& free, int depth) {
    if (arrangement.total() == 0) return true;
    if (depth == 0) return false;
    std::vector<int> wrong_lines;
    for (int line = 0; line < static_cast<int>(geometry.lines().size()); ++line)
        if (arrangement.line_error(line) != 0) wrong_lines.push_back(line);
    for (int line : wrong_lines) {
        for (int c : at(free.on_line, line)) {
            const int d = targeted_partner(arrangement, free, line, c);
            if (d < 0) continue;
            const std::int64_t delta = arrangement.swap_delta(c, d);
            arrangement.swap(c, d, delta);
            if (finish_by_targeted_moves(arrangement, geometry, free, depth - 1)) return true;
            arrangement.swap(c, d, -delta);
        }
    }
    return false;
}

// The puzzle opened for the search: its clues in place, the free cells,
// and the values left for them.
struct OpenCells {
    FreeCells free;
    std::vector<std::int64_t> start;  // by cell: the clues, 0 elsewhere
    std::vector<std::int64_t> spare;  // the values no clue holds, ascending
};

OpenCells open_cells(const HexagonBoard& puzzle, const HexagonGeometry& geometry) {
    const int cells = geometry.cell_count();
    OpenCells open;
    open.free.is_free.assign(static_cast<std::size_t>(cells), 0);
    open.free.on_line.resize(geometry.lines().size());
    open.start.assign(static_cast<std::size_t>(cells), 0);
    std::vector<char> used(static_cast<std::size_t>(cells), 0);
    for (int cell = 0; cell < cells; ++cell) {
        if (puzzle.cells[cell]) {
            open.start[cell] = *puzzle.cells[cell];
            used[static_cast<std::size_t>(*puzzle.cells[cell] - puzzle.first_value)] = 1;
        } else {
            open.free.cells.push_back(cell);
            at(open.free.is_free, cell) = 1;
            for (int line : geometry.lines_of(cell)) open.free.on_line[line].push_back(cell);
        }
    }
    for (int i = 0; i < cells; ++i)
        if (!at(used, i)) open.spare.push_back(puzzle.first_value + i);
    return open;
}

// How a run cools. Temperatures in units of the closeness: a run cools
// from where a line off by 1 costs e^-1/3 down to where it costs e^-2
// (tuned on zero-sum orders 9 to 12: hotter runs wander, colder ones freeze
// at 4 lines off by one).
struct Cooling {
    static constexpr double hot = 3.0, cold = 0.5;
    static constexpr std::int64_t finish_below = 8;  // the closeness at which the targeted-move finish is tried
    std::uint64_t steps_per_run = 0;
    double factor = 1;  // per step

    // A run of 3000 cells^2 swaps (140 million at order 9, 470 million at
    // order 12): shorter runs freeze before the last lines come right. A
    // node budget smaller than that makes one run of the whole budget.
    Cooling(const HexagonLocalOptions& options, int cells) : steps_per_run(options.steps_per_run) {
        if (steps_per_run == 0) {
            steps_per_run = 3000ull * static_cast<std::uint64_t>(cells) * static_cast<std::uint64_t>(cells);
            if (options.limits.max_nodes > 0) steps_per_run = std::min<std::uint64_t>(steps_per_run, options.limits.max_nodes);
        }
        factor = std::pow(cold / hot, 1.0 / static_cast<double>(steps_per_run));
    }
};

// One annealing run from `arrangement`; `keep_if_best` hears of every
// accepted swap, `stop_run()` says when the run may end early.
template <class KeepIfBest, class StopRun>
void anneal(Arrangement& arrangement, const HexagonGeometry& geometry, const FreeCells& free, const Cooling& cooling,
            Random& random, const KeepIfBest& keep_if_best, const StopRun& stop_run) {
    const auto count = static_cast<std::uint32_t>(free.cells.size());
    double temperature = Cooling::hot;
    std::uint64_t last_finish = 0;
    for (std::uint64_t step = 0; step < cooling.steps_per_run && count >= 2; ++step) {
        if (stop_run(step)) break;
        temperature *= cooling.factor;
        // Half the swaps take a cell of a wrong line (drawn by a few
        // tries); of those, half swap it with the cell holding the value
        // that would put that line right (a targeted move).
        int a = free.cells[random.below(count)];
        int b = -1;
        if (random.coin()) {
            for (int attempt = 0; attempt < wrong_line_draws; ++attempt) {
                const auto line = static_cast<int>(random.below(static_cast<std::uint32_t>(free.on_line.size())));
                const auto& on_line = at(free.on_line, line);
                if (arrangement.line_error(line) == 0 || on_line.empty()) continue;
                a = on_line[random.below(static_cast<std::uint32_t>(on_line.size()))];
                if (random.coin()) b = targeted_partner(arrangement, free, line, a);
                break;
            }
        }
        if (b < 0) b = free.cells[random.below(count)];
        if (a == b) continue;
        const std::int64_t delta = arrangement.swap_delta(a, b);
        if (delta > 0 && !metropolis_accepts(random.next(), static_cast<double>(delta) / temperature)) continue;
        arrangement.swap(a, b, delta);
        keep_if_best();
        // A few lines off by one: look for the targeted moves that finish,
        // at most once per million steps (it costs about as much).
        if (arrangement.total() <= Cooling::finish_below && step >= last_finish + 1'000'000) {
            last_finish = step;
            if (finish_by_targeted_moves(arrangement, geometry, free, 3)) keep_if_best();
        }
    }
}

// Every process's best into `result`: the lowest closeness wins, the lower
// rank on a tie; steps and runs summed.
void gather_best(HexagonLocalResult& result, const Cluster& cluster) {
    std::string mine = fmt::format("{} {} {}", result.error, result.steps, result.runs);
    for (std::int64_t v : result.best) mine += fmt::format(" {}", v);
    std::int64_t best_error = -1;
    std::uint64_t steps = 0, runs = 0;
    for (const std::string& theirs : cluster.all_gather(mine)) {
        std::istringstream in(theirs);
        std::int64_t error = 0;
        std::uint64_t their_steps = 0, their_runs = 0;
        in >> error >> their_steps >> their_runs;
        steps += their_steps;
        runs += their_runs;
        if (best_error >= 0 && error >= best_error) continue;
        best_error = error;
        for (std::int64_t& v : result.best) in >> v;
    }
    result.error = best_error;
    result.steps = steps;
    result.runs = runs;
}

}  // namespace

std::uint64_t zero_sum_run_swaps(int order, const HexagonLocalOptions& options) {
    if (options.steps_per_run > 0) return options.steps_per_run;
    const auto pairs = static_cast<std::uint64_t>(HexagonBoard::cell_count(order) - 1) / 2;
    return std::min<std::uint64_t>(750 * pairs * pairs, options.limits.max_nodes);
}

ZeroSumLayers zero_sum_layers_of(const HexagonLocalOptions& options, int order) {
    ZeroSumLayers layers;
    layers.reheat_below = options.reheat_below;
    layers.near = options.near;
    layers.shell = options.core > 0 ? std::max(0, zero_sum_layers_core(order) - options.core) : options.shell;
    return layers;
}

std::string hexagon_search_name(const HexagonLocalOptions& options) {
    if (!options.layers) return "local";
    std::vector<std::string> given;
    if (options.core > 0) given.push_back(fmt::format("core {}", options.core));
    if (options.shell > 0) given.push_back(fmt::format("shell {}", options.shell));
    if (options.reheat_below > 0) given.push_back(fmt::format("reheat {}", options.reheat_below));
    if (options.near > 0) given.push_back(fmt::format("near {}", options.near));
    return given.empty() ? "layered" : fmt::format("layered ({})", fmt::join(given, ", "));
}

std::string hexagon_shell_misfit(int order, int shell) {
    const int core = zero_sum_layers_core(order);
    if (shell < core) return "";
    return fmt::format(
        "--shell {}: the core of order {} spans {} distances (3/10 of the order, at least 12); the shell must be narrower", shell,
        order, core);
}

std::string hexagon_layers_flags(const HexagonLocalOptions& options) {
    if (!options.layers) return "";
    std::string flags;
    if (options.core > 0) flags += fmt::format(" --core {}", options.core);
    if (options.shell > 0) flags += fmt::format(" --shell {}", options.shell);
    if (options.reheat_below > 0) flags += fmt::format(" --reheat {}", options.reheat_below);
    if (options.near > 0) flags += fmt::format(" --near {}", options.near);
    return flags;
}

std::int64_t hexagon_line_error(const HexagonGeometry& geometry, std::int64_t constant, const std::vector<std::int64_t>& filled) {
    std::int64_t total = 0;
    for (const auto& line : geometry.lines()) {
        std::int64_t sum = -constant;
        for (int cell : line) sum += filled[cell];
        total += sum * sum;
    }
    return total;
}

HexagonLocalResult search_magic_hexagon_locally(const HexagonBoard& puzzle, const HexagonLocalOptions& options) {
    HexagonLocalResult result;
    if (std::string reason = hexagon_impossibility(puzzle.order, puzzle.first_value); !reason.empty()) {
        result.impossible = std::move(reason);
        return result;
    }
    const auto constant = hexagon_constant(puzzle.order, puzzle.first_value);
    const HexagonGeometry geometry(puzzle.order);
    const int cells = geometry.cell_count();
    OpenCells open = open_cells(puzzle, geometry);
    const FreeCells& free = open.free;
    const auto count = static_cast<std::uint32_t>(free.cells.size());
    const Cooling cooling(options, cells);

    SearchBudget budget(options.limits);
    // Spread over the processes of an MPI run: process p anneals from
    // stream p of the seed (process 0 from the seed's own, as one process
    // does), and the first to reach closeness 0 stops the others.
    const Cluster& cluster = Cluster::world();
    const bool spread = options.spread && cluster.distributed();
    std::optional<StopFlag> found_elsewhere;
    if (spread) found_elsewhere.emplace(cluster);
    Random random =
        spread && cluster.rank() > 0 ? Random(options.seed, static_cast<std::uint64_t>(cluster.rank())) : Random(options.seed);
    const auto another_found = [&] { return found_elsewhere && found_elsewhere->raised(); };
    result.error = -1;
    Progress progress(fmt::format("local search, order {}", geometry.order()), 0, "runs");
    // An empty zero-sum grid: the antisymmetric search (hexagon_zero_sum.hpp).
    const bool zero_sum_empty =
        *constant == 0 && puzzle.first_value == -(cells - 1) / 2 && free.cells.size() == static_cast<std::size_t>(cells);
    if (zero_sum_empty && options.antisymmetric && options.layers) {
        if (spread) throw std::invalid_argument("search_magic_hexagon_locally: the layered search is for one process");
        const ZeroSumResult found = search_zero_sum_layers(
            geometry, budget, random, another_found,
            [&](std::uint64_t runs, std::int64_t band) { progress.update(runs, fmt::format("band closeness {}", band)); },
            zero_sum_layers_of(options, geometry.order()), options.checkpoints);
        result.best = found.best;
        result.error = found.closeness;
        result.runs = found.runs;
    } else if (zero_sum_empty && options.antisymmetric) {
        if (spread && (options.checkpoints.every > 0 || options.checkpoints.resume))
            throw std::invalid_argument("search_magic_hexagon_locally: checkpoints are for one process");
        const ZeroSumResult found = search_zero_sum_hexagon(
            geometry, budget, random, zero_sum_run_swaps(geometry.order(), options), another_found,
            [&](std::uint64_t runs, std::int64_t best) { progress.update(runs, fmt::format("best closeness {}", best)); },
            options.checkpoints);
        result.best = found.best;
        result.error = found.closeness;
        result.runs = found.runs;
    }
    // The general search (or no parity-balanced start: never seen): runs
    // from random fillings until a magic one or a limit.
    const bool general = result.best.empty();
    while (general && budget.outcome() == SearchOutcome::complete) {
        progress.update(result.runs, fmt::format("best closeness {}", result.error));
        ++result.runs;
        random.shuffle(open.spare.begin(), open.spare.end());
        for (std::size_t i = 0; i < free.cells.size(); ++i) open.start[free.cells[i]] = open.spare[i];
        Arrangement arrangement(geometry, *constant, puzzle.first_value, open.start);
        const auto keep_if_best = [&] {
            if (result.error >= 0 && arrangement.total() >= result.error) return;
            result.best = arrangement.values();
            result.error = arrangement.total();
        };
        keep_if_best();
        anneal(arrangement, geometry, free, cooling, random, keep_if_best, [&](std::uint64_t step) {
            return result.error == 0 || !budget.spend() || ((step & anneal_poll_mask) == 0 && another_found());
        });
        if (result.error == 0 || count < 2 || another_found()) break;
    }
    result.steps = budget.nodes();
    if (spread) {
        if (result.error == 0) found_elsewhere->raise();
        gather_best(result, cluster);
        found_elsewhere.reset();  // collective: every process frees the flag here
    }
    // Ends at a solution or a limit; with fewer than two free cells there is
    // one arrangement only, so its error is final.
    result.outcome = result.error == 0 || count < 2 ? SearchOutcome::complete : budget.outcome();
    for (const auto& line : geometry.lines()) {
        std::int64_t sum = 0;
        for (int cell : line) sum += result.best[cell];
        result.wrong_lines += sum != *constant;
    }
    return result;
}

}  // namespace puzzlebox
