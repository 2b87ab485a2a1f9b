// What the shared sequences of family_model.hpp say and write, family by
// family the same: the partial and no-solution lines, solve's JSON head,
// its --svg picture and --html page (the tools' options are
// tool_options.hpp).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "cli/picture_sink.hpp"
#include "cli/row_writer.hpp"
#include "draw/svg_writer.hpp"
#include "families/family.hpp"

namespace puzzlebox {

// The running tool's name ("puzzlebox-solve"), for messages on standard error.
void set_tool_name(std::string name);
const std::string& tool_name();

// "partial: stopped by the node limit after N nodes; the count is a lower bound"
std::string generic_partial_note(SearchOutcome outcome, std::uint64_t nodes, SearchGoal goal);
// "no solution: WHY", or when a limit stopped the search "no solution found yet[: WHY]".
std::string no_solution_line(bool partial, const std::string& why_not);

// The head of puzzlebox-solve's JSON object for one board: board, family,
// status (solved | no solution | partial), exit, count, nodes.
Json solve_json_head(const SolveRequest& request, std::string_view family, int status, bool partial, bool found,
                     const std::string& count, std::uint64_t nodes);

// --svg and --html draw boards of up to max_drawn_cells cells; throws UsageError above.
void check_drawable(const SolveRequest& request, long long cells);
// --svg FILE: the figure, titled (--title, or `words`: the board file's
// name), with " - " and the drawn solution's words (or that none was
// found), the rules under it; SVG, or PDF for FILE.pdf; whole or not at all.
void write_picture(const SolveRequest& request, const Figure& figure, const std::string& words, const std::string& rules,
                   const std::string& drawn, bool partial);
// --html FILE: the board's play page.
void write_play_page(const SolveRequest& request, const std::string& words, const std::string& rules, const std::string& data,
                     std::string_view script, const std::string& id);

}  // namespace puzzlebox
