// The cross's column-class search in units (flip_cross_column_units.hpp).
#include "analyze/flip/flip_cross_column_units.hpp"

#include <algorithm>
#include <numeric>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "distributed/split_run.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

namespace {

// A unit's result as one line of text, for run_split to carry between processes.
std::string result_text(const CrossColumnsUnitResult& result) {
    std::string text = fmt::format("{} {} {}", result.best, result.nodes, result.best_complemented ? 1 : 0);
    for (const int count : result.best_counts) text += fmt::format(" {}", count);
    return text;
}

CrossColumnsUnitResult result_from_text(std::uint64_t unit, const std::string& text) {
    std::istringstream in(text);
    CrossColumnsUnitResult result;
    result.unit = unit;
    int complemented = 0;
    in >> result.best >> result.nodes >> complemented;
    result.best_complemented = complemented != 0;
    for (int count = 0; in >> count;) result.best_counts.push_back(count);
    return result;
}

}  // namespace

std::string cross_columns_units_problem(const CrossColumnsSplit& split, const Shard& shard,
                                        const std::vector<CrossColumnsUnitResult>& results) {
    const CrossColumnsUnitSearch check(split);
    const std::size_t classes = std::size_t{1} << (std::min(split.rows, split.cols) - 1);
    const int length = std::max(split.rows, split.cols);
    std::vector<bool> seen(split.units(), false);
    for (const CrossColumnsUnitResult& result : results) {
        if (result.unit >= split.units() || !shard.owns(result.unit))
            return fmt::format("unit {}: the run has units 0..{}{}", result.unit, split.units() - 1,
                               shard.whole() ? ""
                                             : fmt::format(", and shard {} those k with k mod {} = {}", shard.to_string(),
                                                           shard.count, shard.index));
        if (seen[result.unit]) return fmt::format("unit {} twice", result.unit);
        seen[result.unit] = true;
        if (result.best == -1) {
            if (!result.best_counts.empty() || result.best_complemented)
                return fmt::format("unit {}: no press set past the one in hand, yet counts", result.unit);
            continue;
        }
        if (result.best <= split.best_in_hand)
            return fmt::format("unit {}: a best of {}, not past the {} in hand", result.unit, result.best, split.best_in_hand);
        if (result.best_counts.size() != classes ||
            std::any_of(result.best_counts.begin(), result.best_counts.end(), [](int count) { return count < 0; }) ||
            std::accumulate(result.best_counts.begin(), result.best_counts.end(), 0) != length)
            return fmt::format("unit {}: its press set is not {} counts of {} columns in all", result.unit, classes, length);
        if (const int distance = check.distance_of(result.best_counts, result.best_complemented); distance != result.best)
            return fmt::format("unit {}: its press set is {} from the kernel, not {}", result.unit, distance, result.best);
    }
    return "";
}

CrossColumnsUnitsAnswer cross_god_by_column_units(const CrossColumnsSplit& split, const CrossColumnsUnitsOptions& options) {
    if (split.stopped || split.depth == 0) throw std::invalid_argument("cross_god_by_column_units: a split that did not end");
    if (const std::string problem = cross_columns_units_problem(split, options.shard, options.done); !problem.empty())
        throw std::invalid_argument("cross_god_by_column_units: " + problem);
    // The units ended, the given ones first, then each batch's: appended
    // only, so that on_batch hands over the same vector each time, uncopied.
    std::vector<CrossColumnsUnitResult> ended = options.done;
    std::vector<char> seen(split.units(), 0);
    for (const CrossColumnsUnitResult& result : ended) seen[result.unit] = 1;
    std::vector<std::uint64_t> pending;
    for (std::uint64_t unit = 0; unit < split.units(); ++unit)
        if (options.shard.owns(unit) && seen[unit] == 0) pending.push_back(unit);
    CrossColumnsUnitSearch search(split);
    const std::size_t batch = std::max<std::size_t>(options.batch_units, 1);
    for (std::size_t from = 0; from < pending.size(); from += batch) {
        const std::size_t count = std::min(batch, pending.size() - from);
        const auto searched = run_split(count, Shard{}, [&](std::uint64_t k) {
            const CrossColumnsUnitResult result = search.run(pending[from + k]);
            if (result.stopped) throw SearchStopped(stop_outcome(), "searching the cross's column-class units");
            return result_text(result);
        });
        for (const auto& [k, text] : searched) ended.push_back(result_from_text(pending[from + k], text));
        if (options.on_batch) options.on_batch(ended);
    }
    std::sort(ended.begin(), ended.end(),
              [](const CrossColumnsUnitResult& a, const CrossColumnsUnitResult& b) { return a.unit < b.unit; });
    CrossColumnsUnitsAnswer out;
    CrossColumnsAnswer& answer = out.answer;
    answer.best = split.best_in_hand;
    std::vector<int> counts = split.in_hand_counts;
    bool complemented = split.in_hand_complemented;
    answer.nodes = split.nodes_before + split.nodes_above;
    for (const CrossColumnsUnitResult& result : ended) {
        answer.nodes += result.nodes;
        if (result.best > answer.best) {
            answer.best = result.best;
            counts = result.best_counts;
            complemented = result.best_complemented;
        }
    }
    answer.complete = options.shard.whole() && ended.size() == split.units();
    answer.best = std::max(answer.best, 0);
    answer.witness = search.press_set(counts, complemented);
    out.results = std::move(ended);
    return out;
}

}  // namespace puzzlebox
