// Shards' partial reports (--shard i/N) and their merge: each says what
// run it belongs to and whether it is whole, and merge takes only whole
// shards of one run. Below the families: the text of a report is all it
// needs (the fuzz target fuzz-merge runs it on any bytes).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "distributed/shard.hpp"
#include "support/digest.hpp"

namespace puzzlebox {

// A shard's partial report names the run it belongs to and says whether it
// is whole, so that merge refuses what does not belong:
//   first line  "# puzzlebox partial i/N: RULE"
//   last line   "# puzzlebox end i/N: complete, R rows, run DIGEST, content DIGEST"
// RULE says how merge combines rows: "rows K1,K2" (each row comes from one
// shard; sorted by the numeric key columns) or "sum K1,K2" (rows with equal
// keys add up their other whole-number columns), then "; seal KIND" when
// the merged report is a file a run reads back (support/sealed_text.hpp:
// merge seals it). The run DIGEST covers the tool and family, every option
// that decides the results (all but how the run is done: threads, limits,
// progress, output files; cli/shard_options.hpp) and each board's text;
// the content DIGEST covers the run's and every line before the end line,
// so that an end line copied onto another file (a shard a signal cut short)
// is refused. A shard a signal cut short has no end line; one a limit
// stopped says "incomplete". Every line of the report is written through it.
class ShardReport {
public:
    // `run`: the tool and family; `settings`: the options that decide the results, as text.
    ShardReport(const Shard& shard, std::string rule, std::string_view run, std::string_view settings);
    const Shard& shard() const { return shard_; }
    // A board the run reads, as its canonical text.
    void add_board(std::string_view text) { digest_.add(text); }
    // The report's lines, in order, each without its newline.
    std::string head_line();
    std::string header(const std::vector<std::string>& columns);
    // A data row; `complete`: its figures are final (no limit hit).
    std::string row(const std::vector<std::string>& fields, bool complete);
    std::uint64_t rows() const { return rows_; }
    std::string end_line() const;

private:
    std::string written(std::string line) {
        lines_.add(line);
        return line;
    }

    Shard shard_;
    std::string rule_;
    Digest digest_;
    Digest lines_;  // of every line written before the end line, in order (the end line adds the run's)
    std::uint64_t rows_ = 0;
    bool complete_ = true;
};

// puzzlebox-analyze merge: the partial reports of shards 0..N-1 of one run
// into the whole report at `out` ('-': stdout). Each is read with the board
// readers' caps (256 MiB, 1 MiB lines, text only; '-' is standard input).
// Throws InputError naming the file and line on a missing, repeated,
// foreign or incomplete shard.
void merge_partials(const std::vector<std::string>& files, const std::string& out);

// The whole run's report from the partial reports (name, text) of shards
// 0..N-1 of one run. Throws InputError naming the report and line on a
// missing, repeated, foreign or incomplete shard or a malformed line.
std::string merge_partial_texts(const std::vector<std::pair<std::string, std::string>>& reports);

// A report's bytes with the board readers' caps (256 MiB, 1 MiB lines, text
// only; '-' is standard input; a stop signal ends a read); InputError names
// the file when it cannot be read.
std::string capped_text(const std::string& file);

// puzzlebox-analyze merge: the partial reports in `files` ('-': standard
// input), each read with the board readers' caps (256 MiB, 1 MiB lines,
// text only; a stop signal ends a read), merged into `out` ('-': stdout),
// written whole or not at all.
void merge_partials(const std::vector<std::string>& files, const std::string& out);

}  // namespace puzzlebox
