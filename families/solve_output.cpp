// The shared lines, pictures and common options of the three tools' runs.
#include "families/shard_options.hpp"
#include "families/solve_output.hpp"

#include <memory>

#include <fmt/format.h>
#include <tbb/global_control.h>
#include <tbb/info.h>

#include <filesystem>

#include "draw/pdf_document.hpp"
#include "draw/play_page.hpp"
#include "draw/sheet.hpp"
#include "families/usage_error.hpp"
#include "solve/memory_budget.hpp"
#include "support/output_file.hpp"
#include "support/progress.hpp"

namespace puzzlebox {

namespace {
std::string& running_tool() {
    static std::string name = "puzzlebox";
    return name;
}
}  // namespace

void set_tool_name(std::string name) { running_tool() = std::move(name); }
const std::string& tool_name() { return running_tool(); }

std::string generic_partial_note(SearchOutcome outcome, std::uint64_t nodes, SearchGoal goal) {
    return fmt::format("partial: {} after {} nodes; {}", describe(outcome), nodes,
                       goal == SearchGoal::count ? "the count is a lower bound" : "more solutions may exist");
}

std::string no_solution_line(bool partial, const std::string& why_not) {
    if (partial) return why_not.empty() ? "no solution found yet" : "no solution found yet: " + why_not;
    return "no solution: " + (why_not.empty() ? std::string("the search was exhaustive") : why_not);
}

Json solve_json_head(const SolveRequest& request, std::string_view family, int status, bool partial, bool found,
                     const std::string& count, std::uint64_t nodes) {
    Json out = Json::object();
    out["board"] = request.board_path;
    out["board_number"] = request.board_number;
    out["family"] = family;
    out["status"] = partial ? "partial" : found ? "solved" : "no solution";
    out["exit"] = status;
    out["count"] = json_value(count);
    out["nodes"] = nodes;
    return out;
}

void check_drawable(const SolveRequest& request, long long cells) {
    if ((!request.svg_path.empty() || !request.html_path.empty()) && cells > max_drawn_cells)
        throw UsageError(fmt::format("--svg and --html draw boards of at most {} cells; this one has {}", max_drawn_cells, cells));
}

bool wants_pdf(const std::string& path, const std::string& option) {
    if (!is_pdf_name(path)) return false;
    if (!pdf_available())
        throw UsageError(fmt::format("{} {}: this build writes no PDF (librsvg2-dev and libcairo2-dev were missing when it was "
                                     "configured): give a .svg file, or install them and build again", option, path));
    return true;
}

namespace {

// The board file's name without its folders: titles never print local paths.
std::string file_words(const SolveRequest& request) {
    const std::string name = std::filesystem::path(request.board_path).filename().string();
    return name.empty() ? request.board_path : name;
}

}  // namespace

void write_picture(const SolveRequest& request, const Figure& figure, const std::string& words, const std::string& rules,
                   const std::string& drawn, bool partial) {
    if (request.svg_path.empty()) return;
    std::string title = request.title.empty() ? words + ": " + file_words(request) : request.title;
    if (!drawn.empty()) title.append(" - ").append(drawn);
    else if (request.draw_solution) title.append(partial ? " - no solution found yet" : " - no solution");
    const SearchLimits& limits = request.limits;
    const double seconds_left =
        limits.time_limit_seconds > 0
            ? limits.time_limit_seconds - std::chrono::duration<double>(SearchClock::now() - limits.since.value_or(SearchClock::now())).count()
            : std::numeric_limits<double>::infinity();
    write_pages(request.svg_path, {figure_document(figure, title, request.rules ? rules : "")}, seconds_left);
}

void write_play_page(const SolveRequest& request, const std::string& words, const std::string& rules, const std::string& data,
                     std::string_view script) {
    if (request.html_path.empty()) return;
    const std::string title = request.title.empty() ? words + ": " + file_words(request) : request.title;
    write_file_atomically(request.html_path, play_page(title, {PlayBoard{file_words(request), request.rules ? rules : "", data, script}}));
}

namespace {
constexpr std::int64_t most = std::numeric_limits<std::int64_t>::max();
}

OptionRow memory_option() {
    return text_option("max-memory", "",
                       fmt::format("memory budget: a larger table or database is refused before it is built (exit 3); e.g. 8G, "
                                   "512M (default: 3/4 of this machine's memory, here {})",
                                   memory_text(default_memory_budget())));
}

void apply_memory_option(const OptionValues& values) {
    if (!values.given("max-memory")) return;
    const std::uint64_t bytes = parse_memory_text(values.text("max-memory"));
    if (bytes == 0)
        throw UsageError(fmt::format("--max-memory expects a size such as 8G, 512M or 100000 (bytes), not '{}'", values.text("max-memory")));
    set_memory_budget(bytes);
}

OptionRow threads_option() {
    return integer_option("threads", 0, 0, 1024,
                          fmt::format("threads for the parallel searches and generator restarts (0: every core, here {}); "
                                      "the same seed gives the same boards for any number", tbb::info::default_concurrency()));
}

namespace {
int& threads_in_force() {
    static int threads = 0;
    return threads;
}
}  // namespace

void apply_threads_option(const OptionValues& values) {
    const int threads = values.given("threads") ? static_cast<int>(values.integer("threads")) : 0;
    threads_in_force() = threads > 0 ? threads : tbb::info::default_concurrency();
    static std::unique_ptr<tbb::global_control> cap;
    cap = std::make_unique<tbb::global_control>(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads_in_force()));
}

OptionTable progress_options() {
    return {flag_option("progress", "show progress (rate, time left) on standard error even when it is not a terminal"),
            flag_option("quiet", "no progress lines (errors and warnings still go to standard error)")};
}

void apply_progress_options(const OptionValues& values) {
    if (values.given("quiet") && values.flag("quiet")) set_progress_mode(ProgressMode::never);
    else if (values.given("progress") && values.flag("progress")) set_progress_mode(ProgressMode::always);
}

int threads_to_use() { return threads_in_force() > 0 ? threads_in_force() : tbb::info::default_concurrency(); }

OptionTable solve_common_options() {
    return {
        flag_option("all", "every solution, fewest moves first (what each family lists: the lines above)"),
        flag_option("count", "only the number of solutions that --all would list, as a bare number (--format csv: board_number,board,count,nodes)"),
        shard_option(),
        text_option("format", "text",
                    "text | csv (one row per solution, columns named by the family) | json (one JSON object per board, "
                    "JSON Lines; fields in docs/json.md)", {"text", "csv", "json"}),
        OptionRow{"max-nodes", OptionKind::integer, "", "stop after this many search nodes (exit 3, partial output)", 1, most, {}},
        real_option("time-limit", "", 0, 1'000'000'000,
                    "stop after this many seconds, counted from start-up: tables and databases too (exit 3, partial output; 0: none)"),
        memory_option(),
        threads_option(),
        progress_options()[0],
        progress_options()[1],
        text_option("svg", "", "also draw the board as a printable picture into this file: SVG (sizes in mm), or PDF when "
                               "the name ends in .pdf"),
        flag_option("solution", "with --svg: draw the first solution on the board (the answer key)"),
        text_option("html", "", "also write the board as a page to play in a web browser (one self-contained HTML file)"),
        text_option("title", "", "the title of the --svg picture and the --html page (default: the kind of board and its file name)"),
        flag_option("no-rules", "leave the rules out from under the --svg picture and the --html page"),
    };
}

OptionTable gen_common_options() {
    return {
        integer_option("count", 1, 0, 1'000'000, "number of boards"),
        integer_option("seed", 1, 0, most, "random seed: same seed, same boards, on any compiler"),
        text_option("out", "", "write one file per board and boards.csv into this directory (default: boards on stdout)"),
        OptionRow{"svg", OptionKind::maybe_text, "",
                  "--svg=FILE: draw the board as a printable SVG picture (mm) into FILE (--count 1; '-': standard output, "
                  "instead of the board); with --out DIR, --svg alone: one picture per board beside its file", 0, 0, {}},
        flag_option("solution", "with --svg: draw each board's solution on its picture; with --sheet -: the solutions' sheet"),
        text_option("sheet", "", "FILE.svg or FILE.pdf: every board on printable pages, as many as they need (FILE.svg, FILE-2.svg, "
                                 ".. or one PDF), with the title, the rules and a caption each; their answer keys on FILE-solutions "
                                 "('-': one SVG page on standard output instead of the boards)"),
        text_option("paper", "a4", "the sheets' paper: a4 | letter", {"a4", "letter"}),
        text_option("title", "", "the title of the sheets and the --html page (default: 'puzzlebox: COUNT BOARDS SIZE', as 'puzzlebox: 6 mazes 7x7')"),
        flag_option("no-rules", "leave the family's rules off the sheets, pictures and page"),
        text_option("html", "", "FILE.html: every board of the run on one page to play in a web browser (self-contained: "
                                "no network, no other files)"),
        text_option("format", "text", "boards on standard output as: text (the file format, a blank line between boards) | "
                                      "id (one board ID per line) | json (one JSON object per board, JSON Lines; docs/json.md)",
                    {"text", "id", "json"}),
        real_option("time-limit", "", 0, 1'000'000'000,
                    "stop the run after this many seconds: the boards made so far (and the best board of the one under way) "
                    "are written, MANIFEST says incomplete (exit 3; 0: none)"),
        memory_option(),
        threads_option(),
        progress_options()[0],
        progress_options()[1],
    };
}

OptionTable analyze_common_options() {
    return {
        text_option("csv", "-", "write the rows here ('-': stdout); written whole or not at all"),
        text_option("format", "csv", "csv | json (one JSON object per board, JSON Lines; fields in docs/json.md) | id (each board's "
                                     "one-line board ID, nothing measured)", {"csv", "json", "id"}),
        integer_option("max-nodes", 50'000'000, 1, most, "node limit of each exhaustive count"),
        real_option("time-limit", "", 0, 1'000'000'000, "time limit in seconds of each exhaustive count (0: none)"),
        memory_option(),
        threads_option(),
        progress_options()[0],
        progress_options()[1],
    };
}

GenRun gen_run(const OptionValues& values, const std::string& command_line, const std::string& what) {
    GenRun run;
    run.count = static_cast<int>(values.integer("count"));
    run.seed = static_cast<std::uint64_t>(values.integer("seed"));
    run.out_dir = values.text("out");
    if (values.given("out") && run.out_dir.empty()) throw UsageError("--out expects a directory name, not ''");
    PictureOptions& pictures = run.pictures;
    pictures.out_dir = run.out_dir;
    pictures.command_line = command_line;
    pictures.what = what;
    pictures.solution = values.flag("solution");
    pictures.sheet = values.text("sheet");
    pictures.html = values.text("html");
    pictures.title = values.text("title");
    pictures.rules = !values.flag("no-rules");
    pictures.paper = *parse_paper(values.text("paper"));
    run.format = values.text("format");
    if (pictures.solution && !values.given("svg") && pictures.sheet != "-")
        throw UsageError("--solution draws on the --svg pictures (the second sheet of --sheet always shows the solutions)");
    if (!run.out_dir.empty() && values.given("format"))
        throw UsageError("--format says how boards are written to standard output; with --out DIR they are files (and boards.csv)");
    if (values.given("svg")) {
        const std::string& svg = values.text("svg");
        if (svg.empty()) {
            if (run.out_dir.empty())
                throw UsageError("--svg without a file name writes one picture per board into --out DIR: give --out DIR, or --svg FILE");
            pictures.svg_each = true;
        } else {
            if (!run.out_dir.empty() && svg != "-")
                throw UsageError("with --out DIR, give --svg without a file name: each board's picture goes beside its file in DIR");
            if (run.count != 1)
                throw UsageError("--svg FILE draws one board; for --count N give --out DIR --svg (a picture per board), or --sheet FILE.svg");
            pictures.svg = svg;
        }
    }
    if (!pictures.sheet.empty() && pictures.sheet != "-" && !wants_pdf(pictures.sheet, "--sheet") &&
        (pictures.sheet.size() <= 4 || !pictures.sheet.ends_with(".svg")))
        throw UsageError("--sheet expects a file name ending in .svg or .pdf (or '-'), not '" + pictures.sheet + "'");
    wants_pdf(pictures.svg, "--svg");
    const int on_stdout = (pictures.sheet == "-") + (pictures.svg == "-") + (pictures.html == "-");
    if (on_stdout > 1) throw UsageError("--svg -, --sheet - and --html - each want standard output: give all but one a file name");
    if (on_stdout && values.given("format"))
        throw UsageError("--format says how boards are written to standard output, which --svg -, --sheet - or --html - takes");
    if (!pictures.html.empty() && pictures.html != "-" && (pictures.html == pictures.sheet || pictures.html == pictures.svg))
        throw UsageError("--html names the same file as a picture");
    return run;
}

void check_pictures(const GenRun& run, long long cells, const std::function<Figure()>& shape) {
    const PictureOptions& pictures = run.pictures;
    if (pictures.svg.empty() && !pictures.svg_each && pictures.sheet.empty() && pictures.html.empty()) return;
    if (cells > max_drawn_cells)
        throw UsageError(fmt::format("--svg, --sheet and --html draw boards of at most {} cells; these have {}", max_drawn_cells, cells));
    if (pictures.sheet.empty() || run.count == 0) return;
    const Figure figure = shape();
    // The rules are the boards', not known yet: room for three lines of them.
    std::string rules;
    if (pictures.rules)
        while (rules.size() < 3 * 90) rules.append("rules ");
    const SheetText text{"puzzlebox", rules, sheet_footer(pictures.command_line)};
    if (!plan_sheets({figure}, pictures.paper, text, sheet_min_scale))
        throw UsageError(fmt::format("--sheet: a board of this size does not fit on a {} page with cells of at least 4 mm: "
                                     "draw it alone with --svg", pictures.paper.name == "a4" ? "A4" : "Letter"));
    if (pictures.sheet == "-") {
        const auto plan = plan_sheets(std::vector<Figure>(static_cast<std::size_t>(run.count), figure), pictures.paper, text, 0.0);
        if (plan && plan->pages > 1)
            throw UsageError(fmt::format("--sheet -: {} boards of this size take {} pages, and standard output holds one: give "
                                         "--sheet FILE.svg (a file a page) or FILE.pdf", run.count, plan->pages));
    }
}

}  // namespace puzzlebox
