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

std::string zero_sum_checkpoint_text(const ZeroSumRun& run, const ZeroSumSnapshot& s, double seconds) {
    return sealed(
        fmt::format("{}\norder {}\nseed {}\nbudget {}\nrun-swaps {}\nseconds {:.2f}\nswaps {}\nruns {}\nstep {}\nlast-finish {}\n"
                    "temperature {:a}\nrandom {}\ncloseness {}\nbest {}\nvalue {}\n",
                    heading, run.order, run.seed, run.budget, run.run_swaps, seconds, s.swaps, s.runs, s.step, s.last_finish,
                    s.temperature, s.random, s.closeness, joined(s.best), joined(s.value)),
        seal_kind);
}

ZeroSumCheckpoint read_zero_sum_checkpoint(const std::string& file, const ZeroSumRun& run) {
    KeyedLines fields(file, unsealed(file, capped_text(file), seal_kind), heading, "a checkpoint of puzzlebox-analyze hexagon");
    fields.same_run("order", static_cast<std::uint64_t>(run.order));
    fields.same_run("seed", run.seed);
    fields.same_run("budget", run.budget);
    fields.same_run("run-swaps", run.run_swaps);
    ZeroSumCheckpoint checkpoint;
    checkpoint.seconds = fields.decimal_of("seconds");
    ZeroSumSnapshot& s = checkpoint.snapshot;
    s.swaps = fields.whole_of("swaps");
    if (s.swaps > run.budget)
        throw InputError(file, fields.line_number(), fmt::format("swaps: {} is past the budget of {}", s.swaps, run.budget));
    s.runs = fields.whole_of("runs");
    s.step = fields.whole_of("step");
    s.last_finish = fields.whole_of("last-finish");
    s.temperature = fields.decimal_of("temperature");
    s.random = fields.text_of("random");
    s.closeness = fields.integer_of("closeness");
    s.best = fields.integers_of("best");
    s.value = fields.integers_of("value");
    fields.end();
    if (const std::string problem = zero_sum_snapshot_problem(HexagonGeometry(run.order), run.run_swaps, s); !problem.empty())
        throw InputError(file, 0, "not a state the search can be in: " + problem);
    return checkpoint;
}

}  // namespace puzzlebox
