// Work split over MPI processes and shards (see split_run.hpp).
#include "split_run.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "distributed/cluster.hpp"
#include "families/usage_error.hpp"

namespace puzzlebox {

OptionRow shard_option() {
    return text_option("shard", "",
                       "i/N: do shard i (0-based) of N, the work items k with k mod N = i, and write a partial "
                       "report for 'puzzlebox-analyze merge'");
}

Shard shard_from(const OptionValues& values) {
    const std::string& text = values.text("shard");
    if (text.empty()) return {};
    const auto shard = parse_shard(text);
    if (!shard) throw UsageError(fmt::format("--shard expects i/N with 0 <= i < N, not '{}'", text));
    return *shard;
}

std::vector<std::pair<std::uint64_t, std::string>> run_split(
    std::uint64_t count, const Shard& shard, const std::function<std::string(std::uint64_t)>& work) {
    std::vector<std::uint64_t> mine_to_do;  // the shard's items
    for (std::uint64_t item = 0; item < count; ++item)
        if (shard.owns(item)) mine_to_do.push_back(item);
    const Cluster& cluster = Cluster::world();
    nlohmann::json done = nlohmann::json::array();
    {
        WorkQueue queue(cluster, mine_to_do.size());
        for (std::uint64_t k = queue.next(); k < mine_to_do.size(); k = queue.next())
            done.push_back({mine_to_do[k], work(mine_to_do[k])});
    }
    std::vector<std::pair<std::uint64_t, std::string>> results;
    for (const std::string& part : cluster.all_gather(done.dump()))
        for (const auto& entry : nlohmann::json::parse(part))
            results.emplace_back(entry[0].get<std::uint64_t>(), entry[1].get<std::string>());
    std::sort(results.begin(), results.end());
    return results;
}

ShardReport shard_report(const Shard& shard, std::string rule, std::string_view run, const OptionValues& values) {
    // How the run is done, not what it finds: left out of the run's identity.
    static const std::vector<std::string> manner{"shard", "threads", "max-nodes", "time-limit", "max-memory", "progress",
                                                 "quiet", "format", "csv", "svg", "solution", "html", "title", "no-rules",
                                                 "pattern-cache", "write-dir"};
    return ShardReport(shard, std::move(rule), run, values.settings(manner));
}

}  // namespace puzzlebox
