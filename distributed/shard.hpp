// --shard i/N: one of N independent processes (a Slurm job array, separate
// machines, no MPI) takes the work items whose number is i mod N, and
// writes a partial result that `puzzlebox-analyze merge` combines with the
// other shards' into exactly the file one whole run writes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace puzzlebox {

struct Shard {
    int index = 0;  // 0 .. count-1
    int count = 1;
    bool whole() const { return count == 1; }
    bool owns(std::uint64_t item) const { return item % static_cast<std::uint64_t>(count) == static_cast<std::uint64_t>(index); }
    std::string to_string() const { return std::to_string(index) + "/" + std::to_string(count); }
};

// "i/N" with 0 <= i < N <= 100000, or nothing.
std::optional<Shard> parse_shard(const std::string& text);

}  // namespace puzzlebox
