// How a search that scales out splits its work items, written once for
// every family: over the processes of an MPI run (a work queue hands items
// to whichever process is free), over --shard i/N (item k belongs to shard
// k mod N), or both. A shard writes a partial report, headed
// "# puzzlebox partial i/N: RULE", that `puzzlebox-analyze merge` combines
// with the other shards' into exactly the whole run's file (merge_partials).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "distributed/shard.hpp"
#include "families/option_table.hpp"
#include "puzzles/csv_writer.hpp"

namespace puzzlebox {

OptionRow shard_option();
// The --shard given, or the whole run; a malformed one is a UsageError.
Shard shard_from(const OptionValues& values);

// Runs work(item) for the items 0 .. count-1 of this shard, spread over the
// processes of this run; returns every result of the shard by item, in item
// order, on every process (results are short strings: a serialized row).
std::vector<std::pair<std::uint64_t, std::string>> run_split(
    std::uint64_t count, const Shard& shard, const std::function<std::string(std::uint64_t)>& work);

// The first line of a shard's partial report. RULE says how merge combines
// rows: "rows K1,K2" (each row comes from one shard; sorted by the numeric
// key columns) or "sum K1,K2" (rows with equal keys add up their other
// whole-number columns).
void write_partial_header(CsvWriter& csv, const Shard& shard, const std::string& rule);

// puzzlebox-analyze merge: the partial reports of shards 0..N-1 of one run
// into the whole report at `out` ('-': stdout). Throws InputError naming
// the file and line on a missing, repeated or foreign shard.
void merge_partials(const std::vector<std::string>& files, const std::string& out);

}  // namespace puzzlebox
