// Parsing --shard i/N (see shard.hpp).
#include "distributed/shard.hpp"

#include <charconv>

namespace puzzlebox {

std::optional<Shard> parse_shard(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) return std::nullopt;
    Shard shard;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(begin, begin + slash, shard.index);
    if (ec != std::errc() || p != begin + slash) return std::nullopt;
    auto [q, ec2] = std::from_chars(begin + slash + 1, end, shard.count);
    if (ec2 != std::errc() || q != end) return std::nullopt;
    if (shard.count < 1 || shard.count > 100000 || shard.index < 0 || shard.index >= shard.count) return std::nullopt;
    return shard;
}

}  // namespace puzzlebox
