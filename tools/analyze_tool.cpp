// puzzlebox-analyze: one CSV row of structural measures per board file (any
// family, one family per run), or `puzzlebox-analyze FAMILY` for that
// family's whole-family report (each family says what its report holds). Counts a limit cut short are lower bounds
// and are named in the `partial` column; the exit code is then 3.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <string_view>

#include <fmt/format.h>

#include "cli/row_writer.hpp"
#include "cli/shard_options.hpp"
#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "families/family_list.hpp"
#include "families/solve_output.hpp"
#include "puzzles/board_id.hpp"
#include "support/exit_code.hpp"
#include "support/input_error.hpp"
#include "support/output_file.hpp"
#include "support/progress.hpp"
#include "support/special_files.hpp"
#include "support/stop_signal.hpp"
#include "tools/tool_run.hpp"
#include "tools/tools.hpp"

using namespace puzzlebox;

namespace {

const char* const tool = "puzzlebox-analyze";

int report_main(const Family& family, int argc, char** argv) {
    const OptionTable& table = family.report_options();
    const OptionTable memory = ReportRunOptions::table();
    const auto given = parse_arguments(argc, argv, 2, {&table, &memory}, "", 0);
    if (given.count("help")) {
        std::cout << fmt::format("usage: puzzlebox-analyze {} [options]\n\nThe whole-family report of {}.\n\n", family.name(),
                                 family.noun());
        if (table.empty()) std::cout << "(none: measure boards with 'puzzlebox-analyze BOARD...')\n";
        else std::cout << option_help("options", table) << option_help("", memory);
        std::cout << "\nexit codes: 0 done, 2 bad usage, 3 some entry unsettled within its budget\n";
        return exit_done;
    }
    const OptionValues values = check_options(given, {&table, &memory});
    apply_run_options(RunOptions::read(values));
    // The whole report under one clock (every search polls stop_requested()),
    // and the wait for a FIFO's other end within it.
    const ReportRunOptions run = ReportRunOptions::read(values);
    if (run.given.time_limit && run.time_limit > 0) {
        stop_after(run.time_limit);
        set_open_deadline(run.time_limit);
    }
    return family.report(values);
}

// puzzlebox-analyze merge PARTIAL... [--csv OUT]: shards' partial reports into the whole one.
int merge_main(int argc, char** argv) {
#define MERGE_OPTIONS(O) O(text, csv, "csv", "-", "write the merged report here ('-': stdout); written whole or not at all")
    PUZZLEBOX_OPTIONS(MergeOptions, MERGE_OPTIONS);
    const OptionTable table = MergeOptions::table();
    const auto given = parse_arguments(argc, argv, 2, {&table}, "partial", -1);
    if (given.count("help")) {
        std::cout << "usage: puzzlebox-analyze merge PARTIAL... [--csv OUT]\n\n"
                     "Combines the partial reports of shards 0..N-1 of one run (each written with --shard i/N)\n"
                     "into the report the whole run writes, byte for byte. Each shard's report names its run\n"
                     "(a digest of the boards and the options that decide the results) and ends with a line\n"
                     "saying it is complete; a shard that a limit or a signal cut short, or one of another run,\n"
                     "is refused. PARTIAL '-' reads one report from standard input.\n\n"
                  << option_help("options", table)
                  << "\nexit codes: 0 done, 2 bad input or usage (a shard missing, twice, incomplete, or of another run)\n";
        return exit_done;
    }
    const auto options = MergeOptions::read(check_options(given, {&table}));
    const auto files = given.count("partial") ? given["partial"].as<std::vector<std::string>>() : std::vector<std::string>{};
    if (files.empty()) throw UsageError("merge: no partial reports given");
    if (std::count(files.begin(), files.end(), "-") > 1)
        throw UsageError("merge: standard input ('-') holds one partial report; give '-' once");
    for (const auto& file : files) note_input_file(file);
    merge_partials(files, options.csv);
    return exit_done;
}

int boards_main(int argc, char** argv) {
    const OptionTable common = AnalyzeToolOptions::table();
    const auto given = parse_arguments(argc, argv, 1, {&common}, "board", -1);
    if (given.count("help")) {
        std::cout << "usage: puzzlebox-analyze BOARD... [options]\n"
                     "       puzzlebox-analyze FAMILY [options]   (the family's whole-family report; 'FAMILY --help')\n"
                     "       puzzlebox-analyze merge PARTIAL...   (shards' partial reports into the whole; 'merge --help')\n\n"
                     "Measures each board into one CSV row (or JSON object); all boards of one run are of one\n"
                     "family. BOARD is a file, '-' (standard input: one board or a stream of them), or a board ID.\n";
        for (const Family* family : all_families()) std::cout << "  " << family->summary() << '\n';
        std::cout << "Families with a whole-family report:";
        for (const Family* family : all_families())
            if (!family->report_options().empty()) std::cout << ' ' << family->name();
        std::cout << "\n\n"
                  << option_help("options", common)
                  << "\nexit codes: 0 done, 2 bad input or usage, 3 a limit cut some count short\n";
        return exit_done;
    }
    const OptionValues values = check_options(given, {&common});
    const auto options = AnalyzeToolOptions::read(values);
    apply_run_options(RunOptions::read(values));
    const std::vector<std::string> files =
        given.count("board") ? given["board"].as<std::vector<std::string>>() : std::vector<std::string>{};
    if (files.empty()) throw UsageError("no board files given");
    SearchLimits limits;
    limits.max_nodes = static_cast<std::uint64_t>(options.max_nodes);
    limits.time_limit_seconds = options.given.time_limit ? options.time_limit : 0;
    set_open_deadline(limits.time_limit_seconds);  // a FIFO's other end waited for within the limit
    // Read every board first, so bad input leaves no report behind.
    const Family* family = nullptr;
    std::vector<std::function<MeasureRow(const SearchLimits&)>> boards;
    std::string ids;  // --format id
    for (const auto& file : files) {
        TextSource source = open_board(file, foreign_board_ids());
        do {
            const std::string name = board_label(file, source);
            const Family& this_family = family_of(source);
            // A row's columns are its family's; an ID is one line whatever the family.
            if (family && family != &this_family && options.format != "id")
                throw InputError(name, source.peek().number,
                                 fmt::format("a {} puzzle after {} puzzles: a report's columns are one family's (analyze one "
                                             "family per run, or --format id for any)",
                                             this_family.name(), family->name()));
            family = &this_family;
            if (options.format == "id") {
                ids += board_id(family->reformat(source)) + '\n';
                continue;
            }
            boards.push_back(family->read_for_measure(source, name));
        } while (source.next_board());
    }
    if (options.format == "id") {
        OutputFile out(options.csv);
        out.write(ids);
        out.commit();
        return exit_done;
    }
    RowWriter out(options.csv, options.format);
    out.columns(family->measure_columns());
    bool partial = false;
    Progress progress("measuring", boards.size(), "boards");
    for (std::size_t i = 0; i < boards.size() && stop_signal() == 0; ++i) {
        progress.update(i);
        const MeasureRow row = boards[i](limits);
        partial = partial || row.partial;
        Json head = Json::object();
        head["board_number"] = i + 1;
        head["family"] = family->name();
        out.row(row.fields, head);
    }
    out.commit();
    return partial ? exit_limit_hit : exit_done;
}

}  // namespace

int puzzlebox::analyze_tool(int argc, char** argv) {
    return run_tool(tool, argc, argv, [&] {
        if (argc >= 2 && std::string_view(argv[1]) == "merge") return merge_main(argc, argv);
        if (argc >= 2)
            if (const Family* family = find_family(argv[1])) return report_main(*family, argc, argv);
        return boards_main(argc, argv);
    });
}
