// puzzlebox-solve: solves one puzzle file and prints its solutions (text or
// CSV) or their number. Every printed solution is first re-checked by the
// family's validator. Exit codes: 0 solved, 1 no solution, 2 bad input or
// usage, 3 a limit stopped the search (the output says it is partial).
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/jump_format.hpp"
#include "puzzles/jump_validate.hpp"
#include "puzzles/puzzle_file.hpp"
#include "solve/jump_solver.hpp"

namespace po = boost::program_options;
using namespace puzzlebox;

namespace {

struct SolveOptions {
    std::string board_path;
    std::string mode = "normal";
    std::optional<std::int64_t> target;
    bool all = false;
    bool count = false;
    std::string format = "text";
    SearchLimits limits;
    JumpPruning pruning;
};

class UsageError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

JumpPruning parse_pruning(const std::string& text) {
    if (text == "all") return {};
    JumpPruning pruning = JumpPruning::none();
    if (text == "none") return pruning;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        auto comma = text.find(',', pos);
        if (comma == std::string::npos) comma = text.size();
        const std::string name = text.substr(pos, comma - pos);
        if (name == "reach") pruning.goal_reachable = true;
        else if (name == "sum") pruning.sum_bounds = true;
        else if (name == "distance") pruning.distance = true;
        else throw UsageError("--prune: unknown pruning '" + name + "' (expected all, none, or a list of reach,sum,distance)");
        pos = comma + 1;
    }
    return pruning;
}

std::string path_text(const JumpBoard& board, const JumpPath& path) {
    std::string text;
    for (std::size_t i = 0; i < path.cells.size(); ++i) {
        if (i > 0) text += " -> ";
        text += fmt::format("{} ({})", to_string(path.cells[i]), board.value(path.cells[i]));
    }
    return text;
}

std::string path_cells_field(const JumpPath& path) {
    std::string field;
    for (std::size_t i = 0; i < path.cells.size(); ++i) {
        if (i > 0) field += ' ';
        field += to_string(path.cells[i]);
    }
    return field;
}

int solve_jump(const SolveOptions& options, const JumpBoard& board) {
    const bool expert = options.mode == "expert";
    const std::optional<std::int64_t> target =
        expert ? std::optional(options.target.value_or(board.target.value_or(0))) : std::nullopt;

    JumpSearchResult result;
    if (options.all || options.count)
        result = find_all_jump_paths(board, target, options.all, options.pruning, options.limits);
    else if (expert)
        result = solve_jump_fewest_with_sum(board, *target, options.pruning, options.limits);
    else
        result = solve_jump_shortest(board, options.limits);

    for (const JumpPath& path : result.paths) {
        const JumpPathCheck check = check_jump_path(board, path.cells, target);
        if (!check.valid || check.sum != path.sum) {
            std::cerr << fmt::format("puzzlebox-solve: internal error: the solver returned an invalid path ({}): {}\n",
                                     check.problem, path_text(board, path));
            return exit_internal_error;
        }
    }

    const bool partial = is_partial(result.outcome);
    const std::string partial_note = fmt::format("partial: {} after {} nodes; {}", describe(result.outcome), result.nodes,
                                                 options.count ? "the count is a lower bound" : "more solutions may exist");
    const int status = partial ? exit_limit_hit : (result.count.is_zero() ? exit_nothing_found : exit_done);

    if (options.count) {
        if (partial) std::cout << "# " << partial_note << '\n';
        std::cout << result.count.to_string() << '\n';
        return status;
    }
    if (options.format == "csv") {
        if (partial) std::cerr << "puzzlebox-solve: " << partial_note << '\n';
        CsvWriter csv("-");
        csv.row({"index", "moves", "tiles", "sum", "path"});
        for (std::size_t i = 0; i < result.paths.size(); ++i) {
            const JumpPath& path = result.paths[i];
            csv.row({std::to_string(i + 1), std::to_string(path.moves()), std::to_string(path.tiles()),
                     std::to_string(path.sum), path_cells_field(path)});
        }
        csv.commit();
        return status;
    }

    std::cout << fmt::format("board: {} (jump {}x{}, start {}, goal {})\n", options.board_path, board.rows, board.cols,
                             to_string(board.start), to_string(board.goal));
    const std::string goal_text = expert ? fmt::format("paths whose values sum to {}", *target) : std::string("paths");
    if (options.all)
        std::cout << fmt::format("mode: {}, every {}, fewest moves first\n", options.mode, goal_text);
    else
        std::cout << fmt::format("mode: {}, {} with the fewest moves\n", options.mode, goal_text);
    if (partial) std::cout << partial_note << '\n';
    if (result.paths.empty()) {
        std::cout << (partial ? "no solution found yet\n" : "no solution: no " + goal_text + " from start to goal\n");
        return status;
    }
    for (std::size_t i = 0; i < result.paths.size(); ++i) {
        const JumpPath& path = result.paths[i];
        std::cout << fmt::format("solution {}: {} moves, {} tiles, sum {}\n  {}\n", i + 1, path.moves(), path.tiles(),
                                 path.sum, path_text(board, path));
    }
    if (options.all)
        std::cout << fmt::format("solutions: {}\n", result.count.to_string());
    else
        std::cout << fmt::format("solutions with {} moves: {}\n", result.paths.front().moves(), result.count.to_string());
    return status;
}

SolveOptions parse_options(int argc, char** argv, bool& help) {
    SolveOptions options;
    std::string prune = "all";
    std::int64_t target = 0;
    po::options_description visible(
        "usage: puzzlebox-solve BOARD [options]\n\n"
        "Solves one puzzle file. Jump mazes: the shortest path (normal mode) or the\n"
        "fewest-move path whose values sum to the target (expert mode).\n\noptions");
    visible.add_options()
        ("help,h", "print this help")
        ("mode", po::value(&options.mode)->default_value("normal"), "normal | expert (jump: sum of visited values = target)")
        ("target", po::value(&target), "expert-mode sum (default: the file's 'target', else 0); implies --mode expert")
        ("all", po::bool_switch(&options.all), "every solution, fewest moves first (jump: every simple path, or every sum-target path)")
        ("count", po::bool_switch(&options.count), "only the number of solutions that --all would list, as a bare number")
        ("format", po::value(&options.format)->default_value("text"), "text | csv (index,moves,tiles,sum,path)")
        ("max-nodes", po::value(&options.limits.max_nodes), "stop after this many search nodes (exit 3, partial output)")
        ("time-limit", po::value(&options.limits.time_limit_seconds), "stop after this many seconds (exit 3, partial output)")
        ("prune", po::value(&prune)->default_value("all"), "depth-first prunings: all | none | a list of reach,sum,distance");
    po::options_description hidden;
    hidden.add_options()("board", po::value(&options.board_path));
    po::options_description all_options;
    all_options.add(visible).add(hidden);
    po::positional_options_description positional;
    positional.add("board", 1);

    po::variables_map vm;
    po::store(po::command_line_parser(argc, argv).options(all_options).positional(positional).run(), vm);
    po::notify(vm);
    if (vm.count("help")) {
        help = true;
        std::cout << visible << "\nexit codes: 0 solved, 1 no solution, 2 bad input or usage, 3 a limit was hit\n";
        return options;
    }
    if (options.board_path.empty()) throw UsageError("no board file given");
    if (options.mode != "normal" && options.mode != "expert")
        throw UsageError("--mode must be normal or expert, not '" + options.mode + "'");
    if (options.format != "text" && options.format != "csv")
        throw UsageError("--format must be text or csv, not '" + options.format + "'");
    if (options.all && options.count) throw UsageError("--all and --count are exclusive");
    if (options.limits.time_limit_seconds < 0) throw UsageError("--time-limit must not be negative");
    if (vm.count("target")) {
        if (!vm["mode"].defaulted() && options.mode == "normal") throw UsageError("--target needs --mode expert");
        options.mode = "expert";
        options.target = target;
    }
    options.pruning = parse_pruning(prune);
    return options;
}

}  // namespace

int main(int argc, char** argv) {
    SolveOptions options;
    try {
        bool help = false;
        options = parse_options(argc, argv, help);
        if (help) return exit_done;
    } catch (const std::exception& error) {
        std::cerr << "puzzlebox-solve: " << error.what() << "\nTry 'puzzlebox-solve --help'.\n";
        return exit_bad_input;
    }
    try {
        TextSource source = TextSource::from_file(options.board_path);
        puzzle_family(source);  // only jump so far: a known family that is not jump cannot occur yet
        const JumpBoard board = read_jump_board(source);
        return solve_jump(options, board);
    } catch (const InputError& error) {
        std::cerr << "puzzlebox-solve: " << error.what() << '\n';
        return exit_bad_input;
    } catch (const std::bad_alloc&) {
        std::cerr << "puzzlebox-solve: out of memory\n";
        return exit_limit_hit;
    } catch (const std::exception& error) {
        std::cerr << "puzzlebox-solve: " << error.what() << '\n';
        return exit_bad_input;
    }
}
