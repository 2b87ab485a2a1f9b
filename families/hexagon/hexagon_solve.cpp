// puzzlebox-solve on magic hexagons: one completion, all of them, or their
// number, optionally up to the 12 symmetries (the exhaustive search), or
// with --method local the annealer's magic hexagon (--method layers: band by
// band from the rim, hexagon_layers.hpp), or its best arrangement and that
// one's error.
#include <fmt/format.h>

#include "cli/usage_error.hpp"
#include "draw/hexagon/hexagon_drawing.hpp"
#include "families/family_model.hpp"
#include "families/hexagon/hexagon_family.hpp"
#include "puzzles/hexagon/hexagon_format.hpp"
#include "puzzles/hexagon/hexagon_validate.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "solve/hexagon/hexagon_solver.hpp"

namespace puzzlebox {

namespace {

#define HEXAGON_SOLVE_OPTIONS(O)                                                                                               \
    O(text, method, "method", "exhaustive",                                                                                    \
      "exhaustive (constraint search: proves) | local (annealing: finds, or gives its best; --time-limit 60) | layers",        \
      {"exhaustive", "local", "layers"})                                                                                       \
    O(flag, up_to_symmetry, "up-to-symmetry", "count and list solutions up to the 12 rotations and reflections")               \
    O(integer, seed, "seed", 1, 0, std::numeric_limits<std::int64_t>::max(), "--method local: random seed")                    \
    O(integer, steps, "steps", 0, 0, std::numeric_limits<std::int64_t>::max(),                                                 \
      "--method local: swaps per annealing run (0: 20000 per cell)")                                                           \
    O(integer, reheat, "reheat", 0, 0, std::numeric_limits<std::int64_t>::max(),                                               \
      "--method layers: a band's run that ends within this (its squared line errors) goes on from where it stands (0: never)") \
    O(integer, shell, "shell", 0, 0, 32,                                                                                       \
      "--method layers: the core's outer distances that settle as a band of their own, before the rest (0: none)")             \
    O(integer, core, "core", 0, 0, 64,                                                                                         \
      "--method layers: the core proper's distances; the order's core (3/10 of the order, at least 12) beyond is the shell")   \
    O(integer, near, "near", 0, 0, 4096,                                                                                       \
      "--method layers: a targeted move whose magnitude the band lacks takes the nearest, up to this many steps of 2 (0: none)")
PUZZLEBOX_OPTIONS(HexagonSolveOptions, HEXAGON_SOLVE_OPTIONS);

std::string board_line(const SolveRequest& request, const HexagonBoard& board) {
    const auto constant = hexagon_constant(board.order, board.first_value);
    return fmt::format("board: {} (hexagon order {}, values {}..{}, {})", request.board_path, board.order, board.first_value,
                       board.last_value(),
                       constant ? fmt::format("every line sums to {}", *constant) : std::string("no integer line sum"));
}

std::string grid_text(const HexagonBoard& board, const std::vector<std::int64_t>& values) {
    HexagonBoard filled = board;
    for (std::size_t cell = 0; cell < filled.cells.size(); ++cell) filled.cells[cell] = values[cell];
    return hexagon_grid_text(filled);
}

Solved<std::vector<std::int64_t>> solve_locally(const HexagonBoard& board, const SolveRequest& request) {
    const auto options = HexagonSolveOptions::read(request.options);
    const auto tool = SolveToolOptions::read(request.options);
    HexagonLocalOptions local;
    local.seed = static_cast<std::uint64_t>(options.seed);
    local.steps_per_run = static_cast<std::uint64_t>(options.steps);
    local.limits = request.limits;
    // Layers: band by band from the rim, on an empty zero-sum grid only
    // (hexagon_layers.hpp); one process.
    local.layers = options.method == "layers";
    if (local.layers && options.given.steps) throw UsageError("--method layers sets each band's run itself: no --steps");
    if (!local.layers && options.given.reheat) throw UsageError("--reheat is for --method layers");
    local.reheat_below = options.reheat;
    if (!local.layers && options.given.shell) throw UsageError("--shell is for --method layers");
    local.shell = static_cast<int>(options.shell);
    if (!local.layers && options.given.core) throw UsageError("--core is for --method layers");
    if (options.given.core && options.given.shell) throw UsageError("--core and --shell both set the shell: give one");
    local.core = static_cast<int>(options.core);
    if (!local.layers && options.given.near) throw UsageError("--near is for --method layers");
    local.near = static_cast<int>(options.near);
    if (const std::string misfit = hexagon_shell_misfit(board.order, local.shell); local.layers && !misfit.empty())
        throw UsageError(misfit);
    local.spread = !local.layers;  // under mpirun: restarts on every process, the first hexagon found wins
    if (local.layers && (board != empty_hexagon_board(board.order, -(board.cell_count() - 1) / 2)))
        throw UsageError(fmt::format("--method layers fills an empty grid of the values -{0}..{0} (every line 0); {1} is not one",
                                     (board.cell_count() - 1) / 2, request.board_path));
    if (!tool.given.time_limit && !tool.given.max_nodes) local.limits.time_limit_seconds = 60;
    SearchBudget clock({});
    const HexagonLocalResult result = search_magic_hexagon_locally(board, local);
    Solved<std::vector<std::int64_t>> solved;
    solved.outcome = result.outcome;
    solved.nodes = result.steps;
    solved.header = {board_line(request, board)};
    if (!result.impossible.empty()) {
        solved.why_not = result.impossible;
        solved.outcome = SearchOutcome::complete;
        return solved;
    }
    solved.header.push_back(fmt::format("{} search, seed {}: {} annealing runs, {} swaps tried, {:.2f} s",
                                        hexagon_search_name(local), local.seed, result.runs, result.steps,
                                        clock.elapsed_seconds()));
    if (result.error == 0) {
        solved.solutions = {result.best};
        solved.count = PathCount(1);
        solved.drawn = "solution";
        return solved;
    }
    solved.why_not = fmt::format("best found: closeness {} (sum of squared line errors; {} lines off the constant)", result.error,
                                 result.wrong_lines);
    solved.partial_note =
        fmt::format("partial: {} after {} swaps; a local search proves nothing", describe(result.outcome), result.steps);
    std::string grid = grid_text(board, result.best);
    if (!grid.empty() && grid.back() == '\n') grid.pop_back();
    solved.footer = {grid};
    return solved;
}

}  // namespace

HexagonBoard HexagonFamily::read(TextSource& source) { return read_hexagon_board(source); }
std::string HexagonFamily::write(const HexagonBoard& board) { return write_hexagon_board(board); }

OptionTable HexagonFamily::solve_options() { return HexagonSolveOptions::table(); }

Solved<std::vector<std::int64_t>> HexagonFamily::solve(const HexagonBoard& board, const SolveRequest& request) {
    const auto options = HexagonSolveOptions::read(request.options);
    const bool up_to_symmetry = options.up_to_symmetry;
    if (options.method == "local" || options.method == "layers") {
        if (request.goal != SearchGoal::first || up_to_symmetry)
            throw UsageError(fmt::format(
                "--method {} finds one hexagon: --all, --count and --up-to-symmetry need --method exhaustive", options.method));
        return solve_locally(board, request);
    }
    if (options.given.seed || options.given.steps) throw UsageError("--seed and --steps are for --method local and layers");
    const HexagonSearchResult result = solve_magic_hexagon(board, request.goal, up_to_symmetry, request.limits);
    Solved<std::vector<std::int64_t>> solved;
    solved.outcome = result.outcome;
    solved.nodes = result.nodes;
    solved.count = up_to_symmetry ? result.orbits : result.count;
    solved.why_not = result.impossible;
    solved.header = {board_line(request, board)};
    if (request.goal == SearchGoal::all && !result.solutions.empty())
        solved.footer = {
            fmt::format("solutions: {} ({} up to rotation and reflection)", result.count.to_string(), result.orbits.to_string())};
    solved.drawn = "solution";
    solved.solutions = result.solutions;
    return solved;
}

std::string HexagonFamily::check(const HexagonBoard& board, const std::vector<std::int64_t>& filled, const SolveRequest&) {
    const HexagonCheck check = check_magic_hexagon(board, filled);
    return check.valid ? "" : check.problem;
}

std::string HexagonFamily::solution_text(const HexagonBoard& board, const std::vector<std::int64_t>& filled, std::size_t index,
                                         const SolveRequest&) {
    return fmt::format("solution {}:\n{}", index + 1, grid_text(board, filled));
}

std::vector<std::string> HexagonFamily::csv_columns() { return {"values"}; }

std::vector<std::string> HexagonFamily::csv_fields(const HexagonBoard&, const std::vector<std::int64_t>& filled) {
    std::string field;
    for (std::size_t i = 0; i < filled.size(); ++i) field.append(i > 0 ? " " : "").append(std::to_string(filled[i]));
    return {field};
}

std::string HexagonFamily::picture_title(const HexagonBoard& board) { return fmt::format("hexagon order {}", board.order); }

Figure HexagonFamily::draw(const HexagonBoard& board, const std::vector<std::int64_t>* filled, Legend legend) {
    return draw_hexagon(board, filled, legend);
}

const Family& hexagon_family() {
    static const FamilyModel<HexagonFamily> family;
    return family;
}

}  // namespace puzzlebox
