// The options every family's run of each tool has, as typed tables
// (option_table.hpp): the rows of a run (memory, threads, progress) and what
// they set, puzzlebox-solve's, -gen's and -analyze's own options, and a
// generation run's settings, checked against each other before anything is
// made.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <string>

#include "cli/option_table.hpp"
#include "cli/picture_sink.hpp"
#include "cli/shard_options.hpp"
#include "draw/svg_writer.hpp"

namespace puzzlebox {

inline constexpr std::int64_t no_option_limit = std::numeric_limits<std::int64_t>::max();

// --max-memory: a larger table or database is refused before it is built.
OptionRow memory_option();
// --threads: caps every parallel search (TBB) at N threads (0: every core);
// threads_to_use() is the number in force.
OptionRow threads_option();
int threads_to_use();
// --progress and --quiet: progress lines on standard error
// (support/progress.hpp), by default only on a terminal.
OptionRow progress_option();
OptionRow quiet_option();

// The rows every tool's table has.
#define PUZZLEBOX_RUN_OPTIONS(O)                           \
    O(row_text, max_memory, "max-memory", memory_option()) \
    O(row_integer, threads, "threads", threads_option())   \
    O(row_flag, progress, "progress", progress_option())   \
    O(row_flag, quiet, "quiet", quiet_option())
PUZZLEBOX_OPTIONS(RunOptions, PUZZLEBOX_RUN_OPTIONS);
// Sets the memory budget, the threads and the progress mode from them;
// throws UsageError for a malformed --max-memory.
void apply_run_options(const RunOptions& run);

// puzzlebox-solve's own options (each family adds its solve_options()).
#define PUZZLEBOX_SOLVE_TOOL_OPTIONS(O)                                                                                     \
    O(flag, all, "all", "every solution, fewest moves first (what each family lists: the lines above)")                     \
    O(flag, count, "count", "only the number of solutions --all would list (--format csv: board_number,board,count,nodes)") \
    O(row_text, shard, "shard", shard_option())                                                                             \
    O(text, format, "format", "text", "text | csv (a row per solution) | json (JSON Lines; docs/json.md)",                  \
      {"text", "csv", "json"})                                                                                              \
    O(optional_integer, max_nodes, "max-nodes", 1, no_option_limit, "stop after this many search nodes (exit 3, partial)")  \
    O(real, time_limit, "time-limit", "", 0, 1'000'000'000,                                                                 \
      "stop after this many seconds from start-up, tables too (exit 3, partial; 0: none)")                                  \
    PUZZLEBOX_RUN_OPTIONS(O)                                                                                                \
    O(text, svg, "svg", "", "also draw the board into this file: SVG (mm), or PDF for FILE.pdf")                            \
    O(flag, solution, "solution", "with --svg: draw the first solution on the board (the answer key)")                      \
    O(text, html, "html", "", "also write the board as a page to play in a web browser (one self-contained file)")          \
    O(text, title, "title", "", "the title of the --svg picture and the --html page (default: the board and its file)")     \
    O(flag, no_rules, "no-rules", "leave the rules out from under the --svg picture and the --html page")
PUZZLEBOX_OPTIONS(SolveToolOptions, PUZZLEBOX_SOLVE_TOOL_OPTIONS);

// puzzlebox-gen's own options (each family adds its gen_options()).
#define PUZZLEBOX_GEN_TOOL_OPTIONS(O)                                                                                           \
    O(integer, count, "count", 1, 0, 1'000'000, "number of boards")                                                             \
    O(integer, seed, "seed", 1, 0, no_option_limit, "random seed: same seed, same boards, on any compiler")                     \
    O(text, out, "out", "", "write one file per board and boards.csv into this directory (default: stdout)")                    \
    O(maybe_text, svg, "svg", "--svg=FILE: draw the board into FILE (--count 1; '-': stdout); with --out, a picture per board") \
    O(flag, solution, "solution", "with --svg: draw each board's solution; with --sheet -: the solutions' sheet")               \
    O(text, sheet, "sheet", "", "FILE.svg or FILE.pdf: every board on printable pages, answer keys in FILE-solutions")          \
    O(text, paper, "paper", "a4", "the sheets' paper: a4 | letter", {"a4", "letter"})                                           \
    O(text, title, "title", "",                                                                                                 \
      "the title of the sheets and the --html page (default: 'puzzlebox:', how many boards and what they are)")                 \
    O(flag, no_rules, "no-rules", "leave the family's rules off the sheets, pictures and page")                                 \
    O(flag, full_captions, "full-captions",                                                                                     \
      "caption each puzzle with its solution's length and grade too (default: its level only; the answers show all)")           \
    O(text, html, "html", "", "FILE.html: every board on one self-contained page to play in a web browser")                     \
    O(text, format, "format", "text",                                                                                           \
      "boards on stdout as text (the file format) | id (board IDs) | json (JSON Lines) | tatham (Tatham's game IDs)",           \
      {"text", "id", "json", "tatham"})                                                                                         \
    O(real, time_limit, "time-limit", "", 0, 1'000'000'000,                                                                     \
      "stop after this many seconds: the boards made so far are written, marked incomplete (exit 3; 0: none)")                  \
    PUZZLEBOX_RUN_OPTIONS(O)
PUZZLEBOX_OPTIONS(GenToolOptions, PUZZLEBOX_GEN_TOOL_OPTIONS);

// puzzlebox-analyze's own options for boards (a family's report has its
// report_options() and the run's rows).
#define PUZZLEBOX_ANALYZE_TOOL_OPTIONS(O)                                                                               \
    O(text, csv, "csv", "-", "write the rows here ('-': stdout); written whole or not at all")                          \
    O(text, format, "format", "csv", "csv | json (JSON Lines; docs/json.md) | id (each board's ID, nothing measured)",  \
      {"csv", "json", "id"})                                                                                            \
    O(integer, max_nodes, "max-nodes", 50'000'000, 1, no_option_limit, "node limit of each exhaustive count")           \
    O(real, time_limit, "time-limit", "", 0, 1'000'000'000, "time limit in seconds of each exhaustive count (0: none)") \
    PUZZLEBOX_RUN_OPTIONS(O)
PUZZLEBOX_OPTIONS(AnalyzeToolOptions, PUZZLEBOX_ANALYZE_TOOL_OPTIONS);

// A whole-family report's run (puzzlebox-analyze FAMILY, beside the family's
// report_options()): the whole report under one clock.
#define PUZZLEBOX_REPORT_RUN_OPTIONS(O)                                                                                 \
    O(real, time_limit, "time-limit", "", 0, 1'000'000'000,                                                             \
      "stop the report after this many seconds: what is settled is written, the rest marked partial (exit 3; 0: none)") \
    PUZZLEBOX_RUN_OPTIONS(O)
PUZZLEBOX_OPTIONS(ReportRunOptions, PUZZLEBOX_REPORT_RUN_OPTIONS);

// A generation run's settings from GenToolOptions.
struct GenRun {
    int count = 1;
    std::uint64_t seed = 1;
    std::string out_dir;
    std::string format = "text";  // boards on standard output: text | id | json | tatham
    PictureOptions pictures;
};
GenRun gen_run(const GenToolOptions& options, const std::string& command_line, const std::string& what);
// --svg, --solution and --sheet against each other, --out, --count and the
// board size (`shape` draws a blank board of the run), before anything is made.
void check_pictures(const GenRun& run, long long cells, const std::function<Figure()>& shape);

}  // namespace puzzlebox
