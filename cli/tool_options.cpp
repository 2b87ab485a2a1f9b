// The tools' common options and a generation run's settings (see tool_options.hpp).
#include "cli/tool_options.hpp"

#include <memory>

#include <fmt/format.h>
#include <tbb/global_control.h>
#include <tbb/info.h>

#include "cli/usage_error.hpp"
#include "draw/pdf_document.hpp"
#include "draw/sheet.hpp"
#include "support/memory_budget.hpp"
#include "support/output_names.hpp"
#include "support/progress.hpp"

namespace puzzlebox {

OptionRow memory_option() {
    return text_option("max-memory", "",
                       fmt::format("memory budget, e.g. 8G or 512M: a larger table is refused before it is built (exit 3; "
                                   "default here {})",
                                   memory_text(default_memory_budget())));
}

OptionRow threads_option() {
    return integer_option(
        "threads", 0, 0, 1024,
        fmt::format("threads for the parallel searches and restarts (0: every core, here {}); same results for any number",
                    tbb::info::default_concurrency()));
}

namespace {
int& threads_in_force() {
    static int threads = 0;
    return threads;
}
}  // namespace

void apply_run_options(const RunOptions& run) {
    if (run.given.max_memory) {
        const std::uint64_t bytes = parse_memory_text(run.max_memory);
        if (bytes == 0)
            throw UsageError(
                fmt::format("--max-memory expects a size such as 8G, 512M or 100000 (bytes), not '{}'", run.max_memory));
        set_memory_budget(bytes);
    }
    const int threads = run.given.threads ? static_cast<int>(run.threads) : 0;
    threads_in_force() = threads > 0 ? threads : tbb::info::default_concurrency();
    static std::unique_ptr<tbb::global_control> cap;
    cap = std::make_unique<tbb::global_control>(tbb::global_control::max_allowed_parallelism,
                                                static_cast<std::size_t>(threads_in_force()));
    if (run.given.quiet && run.quiet) set_progress_mode(ProgressMode::never);
    else if (run.given.progress && run.progress) set_progress_mode(ProgressMode::always);
}

OptionRow progress_option() {
    return flag_option("progress", "show progress (rate, time left) on standard error even when it is not a terminal");
}

OptionRow quiet_option() { return flag_option("quiet", "no progress lines (errors and warnings still go to standard error)"); }

int threads_to_use() { return threads_in_force() > 0 ? threads_in_force() : tbb::info::default_concurrency(); }

GenRun gen_run(const GenToolOptions& options, const std::string& command_line, const std::string& what) {
    GenRun run;
    run.count = static_cast<int>(options.count);
    run.seed = static_cast<std::uint64_t>(options.seed);
    run.out_dir = options.out;
    if (options.given.out && run.out_dir.empty()) throw UsageError("--out expects a directory name, not ''");
    PictureOptions& pictures = run.pictures;
    pictures.out_dir = run.out_dir;
    pictures.command_line = command_line;
    pictures.what = what;
    pictures.solution = options.solution;
    pictures.sheet = options.sheet;
    pictures.html = options.html;
    pictures.title = options.title;
    pictures.rules = !options.no_rules;
    pictures.full_captions = options.full_captions;
    pictures.paper = *parse_paper(options.paper);
    run.format = options.format;
    if (pictures.solution && !options.given.svg && pictures.sheet != "-")
        throw UsageError("--solution draws on the --svg pictures (the second sheet of --sheet always shows the solutions)");
    if (!run.out_dir.empty() && options.given.format)
        throw UsageError(
            "--format says how boards are written to standard output; with --out DIR they are files (and boards.csv)");
    if (options.given.svg) {
        const std::string& svg = options.svg;
        if (svg.empty()) {
            if (run.out_dir.empty())
                throw UsageError(
                    "--svg without a file name writes one picture per board into --out DIR: give --out DIR, or --svg FILE");
            pictures.svg_each = true;
        } else {
            if (!run.out_dir.empty() && svg != "-")
                throw UsageError(
                    "with --out DIR, give --svg without a file name: each board's picture goes beside its file in DIR");
            if (run.count != 1)
                throw UsageError(
                    "--svg FILE draws one board; for --count N give --out DIR --svg (a picture per board), or --sheet FILE.svg");
            pictures.svg = svg;
        }
    }
    if (!pictures.sheet.empty() && pictures.sheet != "-" && !wants_pdf(pictures.sheet, "--sheet") &&
        (pictures.sheet.size() <= 4 || !pictures.sheet.ends_with(".svg")))
        throw UsageError("--sheet expects a file name ending in .svg or .pdf (or '-'), not '" + pictures.sheet + "'");
    wants_pdf(pictures.svg, "--svg");
    const int on_stdout = (pictures.sheet == "-") + (pictures.svg == "-") + (pictures.html == "-");
    if (on_stdout > 1)
        throw UsageError("--svg -, --sheet - and --html - each want standard output: give all but one a file name");
    if (on_stdout && options.given.format)
        throw UsageError("--format says how boards are written to standard output, which --svg -, --sheet - or --html - takes");
    OutputClaims claims;
    claims.file("--svg", pictures.svg);
    claims.sheet("--sheet", pictures.sheet);
    claims.file("--html", pictures.html);
    if (const std::string clash = claims.clash(); !clash.empty()) throw UsageError(clash);
    return run;
}

void check_pictures(const GenRun& run, long long cells, const std::function<Figure()>& shape) {
    const PictureOptions& pictures = run.pictures;
    if (pictures.svg.empty() && !pictures.svg_each && pictures.sheet.empty() && pictures.html.empty()) return;
    if (cells > max_drawn_cells)
        throw UsageError(
            fmt::format("--svg, --sheet and --html draw boards of at most {} cells; these have {}", max_drawn_cells, cells));
    if (pictures.sheet.empty() || run.count == 0) return;
    const Figure figure = shape();
    // The rules are the boards', not known yet: room for three lines of them.
    std::string rules;
    if (pictures.rules)
        while (rules.size() < 3 * 90) rules.append("rules ");
    const SheetText text{"puzzlebox", rules, sheet_footer(pictures.command_line)};
    if (!plan_sheets({figure}, pictures.paper, text, sheet_min_scale))
        throw UsageError(
            fmt::format("--sheet: a board of this size does not fit on {} page with cells of at least 4 mm: "
                        "draw it alone with --svg",
                        pictures.paper.name == "a4" ? "an A4" : "a Letter"));
    if (pictures.sheet == "-") {
        const auto plan =
            plan_sheets(std::vector<Figure>(static_cast<std::size_t>(run.count), figure), pictures.paper, text, 0.0);
        if (plan && plan->pages > 1)
            throw UsageError(
                fmt::format("--sheet -: {} boards of this size take {} pages, and standard output holds one: give "
                            "--sheet FILE.svg (a file a page) or FILE.pdf",
                            run.count, plan->pages));
    }
}

}  // namespace puzzlebox
