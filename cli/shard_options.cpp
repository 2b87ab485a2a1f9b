// The --shard option and a run's partial-report identity (see shard_options.hpp).
#include "cli/shard_options.hpp"

#include <fmt/format.h>

#include "cli/usage_error.hpp"

namespace puzzlebox {

OptionRow shard_option() {
    return text_option("shard", "",
                       "i/N: do shard i (0-based) of N, the work items k with k mod N = i, and write a partial "
                       "report for 'puzzlebox-analyze merge'");
}

Shard shard_from(const std::string& text, bool given) {
    if (text.empty() && given) throw UsageError("--shard expects i/N with 0 <= i < N, not ''");
    if (text.empty()) return {};
    const auto shard = parse_shard(text);
    if (!shard) throw UsageError(fmt::format("--shard expects i/N with 0 <= i < N, not '{}'", text));
    return *shard;
}

ShardReport shard_report(const Shard& shard, std::string rule, std::string_view run, const OptionValues& values) {
    // How the run is done, not what it finds: left out of the run's identity.
    static const std::vector<std::string> manner = [] {
        std::vector<std::string> names{
            "shard",         "threads",   "max-nodes",  "time-limit", "max-memory", "progress", "quiet",
            "format",        "csv",       "svg",        "solution",   "html",       "title",    "no-rules",
            "pattern-cache", "write-dir", "checkpoint", "resume",     "board",      "units",    "checkpoint-swaps"};
        names.emplace_back("checkpoint-seconds");
        return names;
    }();
    return ShardReport(shard, std::move(rule), run, values.settings(manner));
}

}  // namespace puzzlebox
