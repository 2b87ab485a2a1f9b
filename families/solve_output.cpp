// The shared lines and pictures of the three tools' runs (see solve_output.hpp).
#include "families/solve_output.hpp"

#include <filesystem>
#include <memory>

#include <fmt/format.h>

#include "cli/usage_error.hpp"
#include "draw/pdf_document.hpp"
#include "draw/play_page.hpp"
#include "draw/sheet.hpp"
#include "support/memory_budget.hpp"
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
        throw UsageError(
            fmt::format("--svg and --html draw boards of at most {} cells; this one has {}", max_drawn_cells, cells));
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
            ? limits.time_limit_seconds -
                  std::chrono::duration<double>(SearchClock::now() - limits.since.value_or(SearchClock::now())).count()
            : std::numeric_limits<double>::infinity();
    write_pages(request.svg_path, {figure_document(figure, title, request.rules ? rules : "")}, seconds_left);
}

void write_play_page(const SolveRequest& request, const std::string& words, const std::string& rules, const std::string& data,
                     std::string_view script, const std::string& id) {
    if (request.html_path.empty()) return;
    const std::string title = request.title.empty() ? words + ": " + file_words(request) : request.title;
    write_file_atomically(request.html_path,
                          play_page(title, {PlayBoard{file_words(request), request.rules ? rules : "", data, script, id, ""}}));
}

}  // namespace puzzlebox
