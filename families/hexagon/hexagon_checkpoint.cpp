// The zero-sum local search's checkpoint file (see hexagon_checkpoint.hpp).
#include "families/hexagon/hexagon_checkpoint.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "distributed/partial_report.hpp"
#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "support/input_error.hpp"

namespace puzzlebox {

namespace {

constexpr const char* heading = "# puzzlebox-analyze hexagon --checkpoint: the zero-sum local search, where it stood";

std::string joined(const std::vector<std::int64_t>& values) { return fmt::format("{}", fmt::join(values, " ")); }

template <class Integer>
std::optional<Integer> number(const std::string& text) {
    Integer value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

// The lines after the heading, each "key value", read in a fixed order.
class Fields {
public:
    Fields(std::string file, const std::string& text) : file_(std::move(file)) {
        std::istringstream in(text);
        std::string line;
        while (std::getline(in, line)) lines_.push_back(line);
        if (lines_.empty() || lines_.front() != heading)
            throw InputError(
                file_, lines_.empty() ? 0 : 1,
                "not a checkpoint of puzzlebox-analyze hexagon (expected its first line, '" + std::string(heading) + "')");
        at_ = 1;
    }
    // The value of the next line, which must be `key`.
    std::string next(const std::string& key) {
        if (at_ >= lines_.size()) throw InputError(file_, 0, fmt::format("cut short: no '{}' line", key));
        const std::string& line = lines_[at_++];
        if (line.rfind(key + " ", 0) != 0) throw InputError(file_, line_number(), fmt::format("expected '{} ...'", key));
        return line.substr(key.size() + 1);
    }
    std::uint64_t whole_of(const std::string& key) {
        const auto value = number<std::uint64_t>(next(key));
        if (!value) throw InputError(file_, line_number(), fmt::format("{}: expected a whole number", key));
        return *value;
    }
    std::int64_t integer_of(const std::string& key) {
        const auto value = number<std::int64_t>(next(key));
        if (!value) throw InputError(file_, line_number(), fmt::format("{}: expected an integer", key));
        return *value;
    }
    std::vector<std::int64_t> integers_of(const std::string& key) {
        std::vector<std::int64_t> values;
        std::istringstream words(next(key));
        std::string word;
        while (words >> word) {
            const auto value = number<std::int64_t>(word);
            if (!value) throw InputError(file_, line_number(), fmt::format("{}: expected integers, found '{}'", key, word));
            values.push_back(*value);
        }
        return values;
    }
    double decimal_of(const std::string& key) {
        const std::string text = next(key);
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(value) || value < 0)
            throw InputError(file_, line_number(), fmt::format("{}: expected a number at least 0", key));
        return value;
    }
    void end() const {
        if (at_ < lines_.size()) throw InputError(file_, static_cast<int>(at_) + 1, "expected the end of the checkpoint");
    }
    int line_number() const { return static_cast<int>(at_); }
    const std::string& file() const { return file_; }

private:
    std::string file_;
    std::vector<std::string> lines_;
    std::size_t at_ = 0;
};

}  // namespace

std::string zero_sum_checkpoint_text(const ZeroSumRun& run, const ZeroSumSnapshot& s, double seconds) {
    return fmt::format(
        "{}\norder {}\nseed {}\nbudget {}\nrun-swaps {}\nseconds {:.2f}\nswaps {}\nruns {}\nstep {}\nlast-finish {}\n"
        "temperature {:a}\nrandom {}\ncloseness {}\nbest {}\nvalue {}\n",
        heading, run.order, run.seed, run.budget, run.run_swaps, seconds, s.swaps, s.runs, s.step, s.last_finish, s.temperature,
        s.random, s.closeness, joined(s.best), joined(s.value));
}

ZeroSumCheckpoint read_zero_sum_checkpoint(const std::string& file, const ZeroSumRun& run) {
    Fields fields(file, capped_text(file));
    const auto same = [&](const std::string& key, std::uint64_t expected) {
        const std::uint64_t found = fields.whole_of(key);
        if (found != expected)
            throw InputError(file, fields.line_number(),
                             fmt::format("a checkpoint of another run: {} {}, where this run's is {}", key, found, expected));
    };
    same("order", static_cast<std::uint64_t>(run.order));
    same("seed", run.seed);
    same("budget", run.budget);
    same("run-swaps", run.run_swaps);
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
    s.random = fields.next("random");
    s.closeness = fields.integer_of("closeness");
    s.best = fields.integers_of("best");
    s.value = fields.integers_of("value");
    fields.end();
    if (const std::string problem = zero_sum_snapshot_problem(HexagonGeometry(run.order), run.run_swaps, s); !problem.empty())
        throw InputError(file, 0, "not a state the search can be in: " + problem);
    return checkpoint;
}

}  // namespace puzzlebox
