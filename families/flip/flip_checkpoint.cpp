// The cross's column-class search's checkpoint file (see flip_checkpoint.hpp).
#include "families/flip/flip_checkpoint.hpp"

#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "distributed/partial_report.hpp"
#include "support/input_error.hpp"
#include "support/keyed_lines.hpp"
#include "support/sealed_text.hpp"

namespace puzzlebox {

namespace {

constexpr const char* heading = "# puzzlebox-analyze flip --checkpoint: the cross's column-class search, where it stood";
constexpr const char* seal_kind = "flip-cross-columns";

// A list of small counts and children, as read back.
std::vector<int> small_integers(KeyedLines& fields, const std::string& key) {
    std::vector<int> values;
    for (const std::int64_t value : fields.integers_of(key)) {
        if (value < -1 || value > (1 << 20))
            throw InputError(fields.file(), fields.line_number(), fmt::format("{}: {} is out of range", key, value));
        values.push_back(static_cast<int>(value));
    }
    return values;
}

}  // namespace

std::string cross_columns_checkpoint_text(const CrossColumnsRun& run, const CrossColumnsSnapshot& s, double seconds) {
    return sealed(
        fmt::format("{}\nrows {}\ncols {}\nwork {}\nseconds {:.2f}\npass {}\npath {}\nentry-best {}\nnodes {}\nbest {}\n"
                    "counts {}\ncomplemented {}\n",
                    heading, run.rows, run.cols, run.work, seconds, s.pass, fmt::join(s.path, " "), fmt::join(s.entry_best, " "),
                    s.nodes, s.best, fmt::join(s.best_counts, " "), s.best_complemented ? 1 : 0),
        seal_kind);
}

CrossColumnsCheckpoint read_cross_columns_checkpoint(const std::string& file, const CrossColumnsRun& run) {
    KeyedLines fields(file, unsealed(file, capped_text(file), seal_kind), heading, "a checkpoint of puzzlebox-analyze flip");
    fields.same_run("rows", static_cast<std::uint64_t>(run.rows));
    fields.same_run("cols", static_cast<std::uint64_t>(run.cols));
    fields.same_run("work", run.work);
    CrossColumnsCheckpoint checkpoint;
    checkpoint.seconds = fields.decimal_of("seconds");
    CrossColumnsSnapshot& s = checkpoint.snapshot;
    const std::uint64_t pass = fields.whole_of("pass");
    if (pass > 2) throw InputError(file, fields.line_number(), "pass: expected 0, 1 or 2");
    s.pass = static_cast<int>(pass);
    s.path = small_integers(fields, "path");
    s.entry_best = small_integers(fields, "entry-best");
    s.nodes = fields.whole_of("nodes");
    const std::int64_t best = fields.integer_of("best");
    if (best < -1 || best > run.rows * run.cols) throw InputError(file, fields.line_number(), "best: out of range");
    s.best = static_cast<int>(best);
    s.best_counts = small_integers(fields, "counts");
    const std::uint64_t complemented = fields.whole_of("complemented");
    if (complemented > 1) throw InputError(file, fields.line_number(), "complemented: expected 0 or 1");
    s.best_complemented = complemented == 1;
    fields.end();
    if (const std::string problem = cross_columns_snapshot_problem(run.rows, run.cols, s); !problem.empty())
        throw InputError(file, 0, "not a state the search can be in: " + problem);
    return checkpoint;
}

}  // namespace puzzlebox
