// puzzlebox-solve: solves boards of any family (files, '-' for a stream on
// standard input, board IDs) and prints their solutions (text, CSV or JSON
// Lines) or their number, one result per board in order. Every printed solution is first
// re-checked by the family's validator. Exit codes: 0 solved, 1 no solution,
// 2 bad input or usage, 3 a limit stopped the search (the output says it is
// partial), 4 a solver's solution failed its validator; with several
// boards, the highest of theirs.
#include <cstdlib>
#include <iostream>
#include <limits>
#include <optional>

#include <fmt/format.h>

#include "cli/shard_options.hpp"
#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "families/family_list.hpp"
#include "families/solve_output.hpp"
#include "puzzles/board_id.hpp"
#include "support/exit_code.hpp"
#include "support/input_error.hpp"
#include "support/output_file.hpp"
#include "support/output_names.hpp"
#include "support/special_files.hpp"
#include "support/stop_signal.hpp"
#include "tools/tool_run.hpp"
#include "tools/tools.hpp"

using namespace puzzlebox;
namespace po = boost::program_options;

namespace {

const char* const tool = "puzzlebox-solve";

void print_help(const OptionTable& common, const Family* only) {
    std::cout << "usage: puzzlebox-solve BOARD... [options]\n\n"
                 "Solves puzzle files; a file's first line 'puzzle NAME' says the family. BOARD is a file,\n"
                 "'-' (standard input: one board or a stream of them, as puzzlebox-gen writes), or a\n"
                 "board ID (puzzlebox-gen --format id). Each board gets one result, in order:\n";
    for (const Family* family : all_families())
        if (!only || only == family) std::cout << "  " << family->noun() << ": " << family->solves() << '\n';
    std::cout << '\n';
    std::cout << option_help("options", common);
    for (const Family* family : all_families())
        if ((!only || only == family) && !family->solve_options().empty())
            std::cout << '\n'
                      << option_help(fmt::format("{} options ({})", family->name(), family->noun()), family->solve_options());
    if (!only) std::cout << "\n'puzzlebox-solve FAMILY --help' shows one family's options (" << family_names() << ").\n";
    std::cout << "\nexit codes: 0 solved, 1 no solution, 2 bad input or usage, 3 a limit was hit, 4 internal error\n";
}

// What a run keeps from board to board.
struct RunState {
    std::optional<ShardReport> shard_report;  // --shard --count --format csv: the partial report's identity
    std::string csv_family;                   // --format csv without --count: the family whose columns were written
};

int solve_one(const po::variables_map& given, const OptionTable& common, TextSource& source, const std::string& argument,
              int number, bool several, SearchClock::time_point started, RunState& run);

int solve_main(int argc, char** argv) {
    const auto started = SearchClock::now();  // --time-limit counts from here: tables and databases too
    const OptionTable common = SolveToolOptions::table();
    std::vector<const OptionTable*> tables{&common};
    for (const Family* family : all_families()) tables.push_back(&family->solve_options());
    const auto given = parse_arguments(argc, argv, 1, tables, "board", -1);
    const std::vector<std::string> boards =
        given.count("board") ? given["board"].as<std::vector<std::string>>() : std::vector<std::string>{};
    if (given.count("help")) {
        print_help(common, boards.size() == 1 ? find_family(boards[0]) : nullptr);
        return exit_done;
    }
    if (boards.empty()) throw UsageError("no board given (a file, '-' for standard input, or a board ID)");
    // A FIFO given as a board or an output is waited for within --time-limit
    // (the value is checked with the board's other options).
    if (given.count("time-limit")) set_open_deadline(std::strtod(given["time-limit"].as<std::string>().c_str(), nullptr));
    int status = exit_done;
    int number = 0;
    RunState run;
    for (const std::string& argument : boards) {
        TextSource source = open_board(argument, foreign_board_ids());
        do {
            ++number;
            const bool several = boards.size() > 1 || number > 1;  // or a second board follows (FamilyModel::solve)
            const int code = solve_one(given, common, source, argument, number, several, started, run);
            status = std::max(status, code);
            if (stop_signal() != 0) return status;  // no end line: merge refuses the shard
        } while (source.next_board());
    }
    if (run.shard_report && run.shard_report->rows() > 0) {
        std::cout << run.shard_report->end_line() << '\n';
        finish_standard_output();
    }
    return status;
}

int solve_one(const po::variables_map& given, const OptionTable& common, TextSource& source, const std::string& argument,
              int number, bool several, SearchClock::time_point started, RunState& run) {
    const Family& family = family_of(source);
    const std::string board_name = board_label(argument, source);
    std::vector<std::pair<std::string, const OptionTable*>> others;
    for (const Family* other : all_families()) others.emplace_back(std::string(other->name()), &other->solve_options());
    refuse_foreign_options(given, {&common, &family.solve_options()}, others,
                           fmt::format("{} is a {} puzzle", board_name, family.name()));

    SolveRequest request;
    request.options = check_options(given, {&common, &family.solve_options()});
    const OptionValues& values = request.options;
    const auto options = SolveToolOptions::read(values);
    apply_run_options(RunOptions::read(values));
    request.board_path = board_name;
    request.board_number = number;
    request.several = several;
    if (options.all && options.count) throw UsageError("--all and --count are exclusive");
    request.goal = options.count ? SearchGoal::count : options.all ? SearchGoal::all : SearchGoal::first;
    request.format = options.format;
    request.limits.max_nodes =
        options.given.max_nodes ? static_cast<std::uint64_t>(options.max_nodes) : std::numeric_limits<std::uint64_t>::max();
    request.limits.time_limit_seconds = options.given.time_limit ? options.time_limit : 0;
    request.limits.since = started;
    request.svg_path = options.svg;
    request.draw_solution = options.solution;
    if (request.draw_solution && request.svg_path.empty())
        throw UsageError("--solution draws on the --svg picture: give --svg FILE");
    if (request.draw_solution && request.goal == SearchGoal::count)
        throw UsageError("--solution draws a solution; --count prints none");
    request.html_path = options.html;
    request.title = options.title;
    request.rules = !options.no_rules;
    if (number > 1 && !request.svg_path.empty())
        throw UsageError(fmt::format("--svg FILE draws one board; {} is board {} of this run", board_name, number));
    if (number > 1 && !request.html_path.empty())
        throw UsageError(
            fmt::format("--html FILE plays one board; {} is board {} of this run (puzzlebox-gen --html "
                        "puts a run's boards on one page)",
                        board_name, number));
    OutputClaims claims;
    claims.file("--svg", request.svg_path);
    claims.file("--html", request.html_path);
    if (const std::string clash = claims.clash(); !clash.empty()) throw UsageError(clash);
    wants_pdf(request.svg_path, "--svg");
    if (request.format == "csv" && request.goal != SearchGoal::count) {  // a solution's columns are its family's
        if (run.csv_family.empty()) run.csv_family = family.name();
        if (run.csv_family != family.name())
            throw InputError(board_name, source.peek().number,
                             fmt::format("a {} puzzle after {} puzzles: --format csv writes one family's columns (give "
                                         "--format json for a stream of several families)",
                                         family.name(), run.csv_family));
    }
    request.shard = shard_from(options.shard, options.given.shard);
    if (const Shard& shard = request.shard; !run.shard_report && !shard.whole())
        run.shard_report = shard_report(shard, "sum board_number", fmt::format("puzzlebox-solve {}", family.name()), values);
    request.shard_report = run.shard_report ? &*run.shard_report : nullptr;
    return family.solve(source, request);
}

}  // namespace

int puzzlebox::solve_tool(int argc, char** argv) {
    return run_tool(tool, argc, argv, [&] { return solve_main(argc, argv); });
}
