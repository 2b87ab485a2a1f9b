// Work split over MPI processes and shards (see split_run.hpp).
#include "distributed/split_run.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "distributed/cluster.hpp"

namespace puzzlebox {

std::vector<std::pair<std::uint64_t, std::string>> run_split(std::uint64_t count, const Shard& shard,
                                                             const std::function<std::string(std::uint64_t)>& work) {
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

}  // namespace puzzlebox
