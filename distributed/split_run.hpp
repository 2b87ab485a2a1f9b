// How a search that scales out splits its work items, written once for
// every family: over the processes of an MPI run (a work queue hands items
// to whichever process is free), over --shard i/N (item k belongs to shard
// k mod N), or both. A shard writes a partial report
// (distributed/partial_report.hpp) that `puzzlebox-analyze merge` combines
// with the other shards' into exactly the whole run's file.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "distributed/shard.hpp"

namespace puzzlebox {

// Runs work(item) for the items 0 .. count-1 of this shard, spread over the
// processes of this run; returns every result of the shard by item, in item
// order, on every process (results are short strings: a serialized row).
std::vector<std::pair<std::uint64_t, std::string>> run_split(std::uint64_t count, const Shard& shard,
                                                             const std::function<std::string(std::uint64_t)>& work);

}  // namespace puzzlebox
