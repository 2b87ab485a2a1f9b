// The cross's column-class search's checkpoint file (see flip_checkpoint.hpp).
#include "families/flip/flip_checkpoint.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "distributed/partial_report.hpp"
#include "support/csv_rows.hpp"
#include "support/csv_writer.hpp"
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

const std::vector<std::string>& cross_columns_unit_columns() {
    static const std::vector<std::string> columns{"rows", "cols",  "climb_steps",  "units_wanted", "unit",
                                                  "best", "nodes", "complemented", "counts"};
    return columns;
}

namespace {

std::vector<std::string> run_fields(const CrossColumnsUnitsRun& run) {
    return {std::to_string(run.rows), std::to_string(run.cols), std::to_string(run.climb_steps), std::to_string(run.wanted)};
}

std::optional<std::uint64_t> whole_number(const std::string& text) {
    if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    return std::stoull(text);
}

}  // namespace

std::vector<std::string> cross_columns_unit_row(const CrossColumnsUnitsRun& run, const CrossColumnsUnitResult& result) {
    std::vector<std::string> row = run_fields(run);
    std::string counts;
    for (std::size_t p = 0; p < result.best_counts.size(); ++p)
        if (result.best_counts[p] != 0) counts += fmt::format("{}{}:{}", counts.empty() ? "" : " ", p, result.best_counts[p]);
    const bool found = result.best >= 0;
    row.insert(row.end(), {std::to_string(result.unit), found ? std::to_string(result.best) : "", std::to_string(result.nodes),
                           found ? (result.best_complemented ? "yes" : "no") : "", counts});
    return row;
}

std::string cross_columns_units_text(const CrossColumnsUnitsRun& run, std::vector<CrossColumnsUnitResult> results) {
    std::sort(results.begin(), results.end(),
              [](const CrossColumnsUnitResult& a, const CrossColumnsUnitResult& b) { return a.unit < b.unit; });
    std::string text = csv_row(cross_columns_unit_columns()) + '\n';
    for (const CrossColumnsUnitResult& result : results) text += csv_row(cross_columns_unit_row(run, result)) + '\n';
    return sealed(text, cross_columns_units_seal);
}

std::vector<CrossColumnsUnitResult> read_cross_columns_units(const std::string& file, const CrossColumnsUnitsRun& run) {
    const std::string text = unsealed(file, capped_text(file), cross_columns_units_seal);
    const std::vector<std::string> mine = run_fields(run);
    const std::size_t classes = std::size_t{1} << (std::min(run.rows, run.cols) - 1);
    const int length = std::max(run.rows, run.cols);
    std::vector<CrossColumnsUnitResult> results;
    for_each_csv_row(
        file, text, cross_columns_unit_columns(), "no units header: not units of puzzlebox-analyze flip --god-columns-units",
        [&](const std::vector<std::string>& fields, int line_number) {
            if (!std::equal(mine.begin(), mine.end(), fields.begin()))
                throw InputError(file, line_number,
                                 fmt::format("a unit of another run (this one: {}x{}, climb {}, {} units wanted)", run.rows,
                                             run.cols, run.climb_steps, run.wanted));
            CrossColumnsUnitResult result;
            const auto unit = whole_number(fields[4]), nodes = whole_number(fields[6]);
            if (!unit) throw InputError(file, line_number, fmt::format("unit: expected a whole number, found '{}'", fields[4]));
            if (!nodes) throw InputError(file, line_number, fmt::format("nodes: expected a whole number, found '{}'", fields[6]));
            result.unit = *unit;
            result.nodes = *nodes;
            if (fields[5].empty()) {
                if (!fields[7].empty() || !fields[8].empty())
                    throw InputError(file, line_number, "a unit with no best has no press set (complemented and counts empty)");
            } else {
                const auto best = whole_number(fields[5]);
                if (!best || *best > static_cast<std::uint64_t>(run.rows) * static_cast<std::uint64_t>(run.cols))
                    throw InputError(file, line_number,
                                     fmt::format("best: expected 0..{}, found '{}'", run.rows * run.cols, fields[5]));
                result.best = static_cast<int>(*best);
                if (fields[7] != "yes" && fields[7] != "no")
                    throw InputError(file, line_number, fmt::format("complemented: expected yes or no, found '{}'", fields[7]));
                result.best_complemented = fields[7] == "yes";
                result.best_counts.assign(classes, 0);
                std::size_t from = 0;
                const std::string& counts = fields[8];
                while (from < counts.size()) {
                    std::size_t space = counts.find(' ', from);
                    if (space == std::string::npos) space = counts.size();
                    const std::string pair = counts.substr(from, space - from);
                    from = space + 1;
                    const std::size_t colon = pair.find(':');
                    constexpr std::uint64_t none = ~std::uint64_t{0};
                    const std::uint64_t position = whole_number(pair.substr(0, colon)).value_or(none);
                    const std::uint64_t count =
                        colon == std::string::npos ? none : whole_number(pair.substr(colon + 1)).value_or(none);
                    if (position >= classes || count == 0 || count > static_cast<std::uint64_t>(length) ||
                        result.best_counts[position] != 0)
                        throw InputError(file, line_number,
                                         fmt::format("counts: expected 'position:count' pairs, positions 0..{} once each, counts "
                                                     "1..{}; found '{}'",
                                                     classes - 1, length, pair));
                    result.best_counts[position] = static_cast<int>(count);
                }
            }
            results.push_back(std::move(result));
        });
    return results;
}

}  // namespace puzzlebox
