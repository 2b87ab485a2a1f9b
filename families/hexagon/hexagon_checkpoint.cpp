// The zero-sum local search's checkpoint file (see hexagon_checkpoint.hpp).
#include "families/hexagon/hexagon_checkpoint.hpp"

#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "distributed/partial_report.hpp"
#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "support/input_error.hpp"
#include "support/keyed_lines.hpp"
#include "support/sealed_text.hpp"

namespace puzzlebox {

namespace {

constexpr const char* heading = "# puzzlebox-analyze hexagon --checkpoint: the zero-sum local search, where it stood";
constexpr const char* seal_kind = "hexagon-zero-sum";

std::string joined(const std::vector<std::int64_t>& values) { return fmt::format("{}", fmt::join(values, " ")); }

}  // namespace

ZeroSumRun zero_sum_run_of(int order, const HexagonLocalOptions& options) {
    ZeroSumRun run{order, options.seed, options.limits.max_nodes, 0, hexagon_search_name(options), std::nullopt};
    if (options.layers) run.layers = zero_sum_layers_of(options, order);
    else run.run_swaps = zero_sum_run_swaps(order, options);
    return run;
}

std::string zero_sum_checkpoint_text(const ZeroSumRun& run, const ZeroSumSnapshot& s, double seconds) {
    const std::string band =
        run.layers ? fmt::format("band {}\nband-run {}\nreheating {}\n", s.band, s.band_run, s.reheating ? 1 : 0) : "";
    return sealed(fmt::format("{}\norder {}\nseed {}\nbudget {}\nrun-swaps {}\nsearch {}\nseconds {:.2f}\nswaps {}\nruns {}\n{}"
                              "step {}\nlast-finish {}\ntemperature {:a}\nrandom {}\ncloseness {}\nbest {}\nvalue {}\n",
                              heading, run.order, run.seed, run.budget, run.run_swaps, run.search, seconds, s.swaps, s.runs, band,
                              s.step, s.last_finish, s.temperature, s.random, s.closeness, joined(s.best), joined(s.value)),
                  seal_kind);
}

ZeroSumCheckpoint read_zero_sum_checkpoint(const std::string& file, const ZeroSumRun& run) {
    KeyedLines fields(file, unsealed(file, capped_text(file), seal_kind), heading, "a checkpoint of puzzlebox-analyze hexagon");
    fields.same_run("order", static_cast<std::uint64_t>(run.order));
    fields.same_run("seed", run.seed);
    fields.same_run("budget", run.budget);
    fields.same_run("run-swaps", run.run_swaps);
    fields.same_run("search", run.search);
    ZeroSumCheckpoint checkpoint;
    checkpoint.seconds = fields.decimal_of("seconds");
    ZeroSumSnapshot& s = checkpoint.snapshot;
    s.swaps = fields.whole_of("swaps");
    if (s.swaps > run.budget)
        throw InputError(file, fields.line_number(), fmt::format("swaps: {} is past the budget of {}", s.swaps, run.budget));
    s.runs = fields.whole_of("runs");
    if (run.layers) {
        const auto small = [&](const char* key, std::uint64_t below) {
            const std::uint64_t value = fields.whole_of(key);
            if (value >= below) throw InputError(file, fields.line_number(), fmt::format("{}: expected below {}", key, below));
            return static_cast<int>(value);
        };
        s.band = small("band", static_cast<std::uint64_t>(run.order) + 1);
        s.band_run = small("band-run", static_cast<std::uint64_t>(run.layers->runs_per_band));
        s.reheating = small("reheating", 2) == 1;
    }
    s.step = fields.whole_of("step");
    s.last_finish = fields.whole_of("last-finish");
    s.temperature = fields.decimal_of("temperature");
    s.random = fields.text_of("random");
    s.closeness = fields.integer_of("closeness");
    s.best = fields.integers_of("best");
    s.value = fields.integers_of("value");
    fields.end();
    const HexagonGeometry geometry(run.order);
    if (const std::string problem = run.layers ? zero_sum_layers_snapshot_problem(geometry, *run.layers, s)
                                               : zero_sum_snapshot_problem(geometry, run.run_swaps, s);
        !problem.empty())
        throw InputError(file, 0, "not a state the search can be in: " + problem);
    return checkpoint;
}

}  // namespace puzzlebox
