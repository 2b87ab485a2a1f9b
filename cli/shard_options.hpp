// The --shard option every family's whole-family report takes, and the
// identity of a run's partial report: written once for every family
// (the split itself is distributed/split_run.hpp).
#pragma once

#include <string>
#include <string_view>

#include "cli/option_table.hpp"
#include "distributed/partial_report.hpp"
#include "distributed/shard.hpp"
#include "distributed/split_run.hpp"

namespace puzzlebox {

OptionRow shard_option();
// The --shard given ("": none), or the whole run; a malformed one is a UsageError.
Shard shard_from(const std::string& text, bool given);  // given: --shard was on the command line ("" refused)

// The ShardReport of a run of these options: its identity covers every
// option but those of how the run is done (threads, limits, progress, output
// files, the shard itself).
ShardReport shard_report(const Shard& shard, std::string rule, std::string_view run, const OptionValues& values);

}  // namespace puzzlebox
