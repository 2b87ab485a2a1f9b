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
#include <string_view>
#include <vector>

#include "distributed/shard.hpp"
#include "families/option_table.hpp"
#include "puzzles/csv_writer.hpp"
#include "puzzles/digest.hpp"

namespace puzzlebox {

OptionRow shard_option();
// The --shard given, or the whole run; a malformed one is a UsageError.
Shard shard_from(const OptionValues& values);

// Runs work(item) for the items 0 .. count-1 of this shard, spread over the
// processes of this run; returns every result of the shard by item, in item
// order, on every process (results are short strings: a serialized row).
std::vector<std::pair<std::uint64_t, std::string>> run_split(
    std::uint64_t count, const Shard& shard, const std::function<std::string(std::uint64_t)>& work);

// A shard's partial report names the run it belongs to and says whether it
// is whole, so that merge refuses what does not belong:
//   first line  "# puzzlebox partial i/N: RULE"
//   last line   "# puzzlebox end i/N: complete, R rows, run DIGEST"
// RULE says how merge combines rows: "rows K1,K2" (each row comes from one
// shard; sorted by the numeric key columns) or "sum K1,K2" (rows with equal
// keys add up their other whole-number columns). DIGEST covers the tool and
// family, every option that decides the results (all but how the run is
// done: threads, limits, progress, output files) and each board's text. A
// shard a signal cut short has no end line; one a limit stopped says
// "incomplete".
class ShardReport {
public:
    ShardReport(const Shard& shard, std::string rule, std::string_view run, const OptionValues& values);
    const Shard& shard() const { return shard_; }
    // A board the run reads, as its canonical text.
    void add_board(std::string_view text) { digest_.add(text); }
    // A data row written; `complete`: its figures are final (no limit hit).
    void add_row(bool complete) {
        ++rows_;
        complete_ = complete_ && complete;
    }
    std::uint64_t rows() const { return rows_; }
    std::string head_line() const;
    std::string end_line() const;

private:
    Shard shard_;
    std::string rule_;
    Digest digest_;
    std::uint64_t rows_ = 0;
    bool complete_ = true;
};

// puzzlebox-analyze merge: the partial reports of shards 0..N-1 of one run
// into the whole report at `out` ('-': stdout). Each is read with the board
// readers' caps (256 MiB, 1 MiB lines, text only; '-' is standard input).
// Throws InputError naming the file and line on a missing, repeated,
// foreign or incomplete shard.
void merge_partials(const std::vector<std::string>& files, const std::string& out);

}  // namespace puzzlebox
