// puzzlebox-solve: solves one puzzle file and prints its solutions (text or
// CSV) or their number. Every printed solution is first re-checked by the
// family's validator. Exit codes: 0 solved, 1 no solution, 2 bad input or
// usage, 3 a limit stopped the search (the output says it is partial).
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "puzzles/exit_code.hpp"
#include "puzzles/flip_format.hpp"
#include "solve/rotate_ida.hpp"
#include "puzzles/jump_format.hpp"
#include "puzzles/puzzle_file.hpp"
#include "puzzles/hexagon_format.hpp"
#include "puzzles/rotate_format.hpp"
#include "solve/solve_options.hpp"

namespace po = boost::program_options;
using namespace puzzlebox;

namespace {

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

SolveOptions parse_options(int argc, char** argv, bool& help) {
    SolveOptions options;
    std::string prune = "all";
    std::int64_t target = 0;
    po::options_description visible(
        "usage: puzzlebox-solve BOARD [options]\n\n"
        "Solves one puzzle file. Jump mazes: the shortest path (normal mode) or the\n"
        "fewest-move path whose values sum to the target (expert mode). Rotation\n"
        "puzzles: an optimal (fewest-move) solution, or all of them. Flip boards:\n"
        "solvable or not, a solution with the fewest presses and how many there are.\n"
        "Magic hexagons: one completion of the grid, or all of them.\n\noptions");
    visible.add_options()
        ("help,h", "print this help")
        ("mode", po::value(&options.mode)->default_value("normal"), "normal | expert (jump: sum of visited values = target)")
        ("target", po::value(&target), "expert-mode sum (default: the file's 'target', else 0); implies --mode expert")
        ("all", po::bool_switch(&options.all), "every solution, fewest moves first (jump: every simple path, or every sum-target path; rotate: every optimal one)")
        ("count", po::bool_switch(&options.count), "only the number of solutions that --all would list, as a bare number")
        ("format", po::value(&options.format)->default_value("text"), "text | csv (jump: index,moves,tiles,sum,path; rotate: index,moves,path; flip: index,presses,cells; hexagon: index,values)")
        ("max-nodes", po::value(&options.limits.max_nodes), "stop after this many search nodes (exit 3, partial output)")
        ("time-limit", po::value(&options.limits.time_limit_seconds), "stop after this many seconds (exit 3, partial output)")
        ("prune", po::value(&prune)->default_value("all"), "jump: depth-first prunings: all | none | a list of reach,sum,distance")
        ("up-to-symmetry", po::bool_switch(&options.up_to_symmetry), "hexagon: count and list solutions up to the 12 rotations and reflections")
        ("method", po::value(&options.method), "hexagon: exhaustive (default; constraint search, proves) | local (simulated annealing: finds or reports the least total line error; default --time-limit 60). rotate: ida (IDA* with pattern databases; the default for distinct labels) | table (breadth-first over all arrangements, up to 12! of them; the default for repeated labels). flip: elimination (of the whole press matrix, instead of the cross rule or light chasing)")
        ("pattern-states", po::value(&options.pattern_states)->default_value(options.pattern_states), "rotate --method ida: the most states (bytes) per pattern database; more tiles per database, stronger bounds (0: 2^29, or for boards of at most 12! arrangements their number / 128 up to 2^20, built in milliseconds)")
        ("pattern-cache", po::value(&options.pattern_cache)->default_value(default_rotate_pattern_cache()), "rotate --method ida: a directory that keeps pattern databases between runs ('' for none)")
        ("seed", po::value(&options.seed)->default_value(1), "hexagon --method local: random seed")
        ("steps", po::value(&options.steps_per_run)->default_value(0), "hexagon --method local: swaps per annealing run (0: 20000 per cell)")
        ("svg", po::value(&options.svg_path), "also draw the board as a printable SVG picture (sizes in mm) into this file")
        ("solution", po::bool_switch(&options.draw_solution), "with --svg: draw the first solution on the board (jump: numbered arrows; rotate: the moves as frames; flip: the pressed cells; hexagon: the filled values and one line's sum)");
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
    if (!options.method.empty() && options.method != "exhaustive" && options.method != "local" && options.method != "table" &&
        options.method != "ida" && options.method != "elimination")
        throw UsageError("--method must be exhaustive or local (hexagon), table or ida (rotate), elimination (flip), not '" +
                         options.method + "'");
    if (options.method == "local") {
        if (options.all || options.count || options.up_to_symmetry)
            throw UsageError("--method local finds one hexagon: --all, --count and --up-to-symmetry need --method exhaustive");
        if (!vm.count("time-limit") && !vm.count("max-nodes")) options.limits.time_limit_seconds = 60;
    } else if (!vm["seed"].defaulted() || !vm["steps"].defaulted()) {
        throw UsageError("--seed and --steps are for --method local");
    }
    if (options.draw_solution && options.svg_path.empty()) throw UsageError("--solution draws on the --svg picture: give --svg FILE");
    if (options.draw_solution && options.count) throw UsageError("--solution draws a solution; --count prints none");
    if (options.limits.time_limit_seconds < 0) throw UsageError("--time-limit must not be negative");
    if (vm.count("target")) {
        if (!vm["mode"].defaulted() && options.mode == "normal") throw UsageError("--target needs --mode expert");
        options.mode = "expert";
        options.target = target;
    }
    options.pruning = parse_pruning(prune);
    return options;
}

// --svg draws boards of up to max_drawn_cells cells (rotation puzzles and
// hexagons are always smaller).
void check_drawable(const SolveOptions& options, int cells) {
    if (!options.svg_path.empty() && cells > max_drawn_cells)
        throw UsageError(fmt::format("--svg draws boards of at most {} cells; this one has {}", max_drawn_cells, cells));
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
        const std::string family = puzzle_family(source);
        const bool rotate_method = options.method == "table" || options.method == "ida";
        const bool hexagon_method = options.method == "exhaustive" || options.method == "local";
        if (family == "hexagon") {
            if (options.mode != "normal") throw UsageError("--mode and --target are for jump mazes");
            if (rotate_method || options.method == "elimination")
                throw UsageError("--method table and ida are for rotation puzzles, elimination for flip boards");
            if (options.method == "local") return solve_hexagon_locally(options, read_hexagon_board(source));
            return solve_hexagon(options, read_hexagon_board(source));
        }
        if (options.up_to_symmetry) throw UsageError("--up-to-symmetry is for hexagons");
        if (family == "rotate") {
            if (options.mode != "normal") throw UsageError("--mode and --target are for jump mazes");
            if (hexagon_method || options.method == "elimination")
                throw UsageError("--method exhaustive and local are for hexagons, elimination for flip boards");
            return solve_rotate(options, read_rotate_board(source));
        }
        if (family == "flip") {
            if (options.mode != "normal") throw UsageError("--mode and --target are for jump mazes");
            if (!options.method.empty() && options.method != "elimination")
                throw UsageError("--method for flip boards is elimination");
            const FlipBoard board = read_flip_board(source);
            check_drawable(options, board.cell_count());
            return solve_flip(options, board);
        }
        if (!options.method.empty()) throw UsageError("--method is for hexagons, rotation puzzles and flip boards");
        const JumpBoard board = read_jump_board(source);
        check_drawable(options, board.cell_count());
        return solve_jump(options, board);
    } catch (const InputError& error) {
        std::cerr << "puzzlebox-solve: " << error.what() << '\n';
        return exit_bad_input;
    } catch (const UsageError& error) {
        std::cerr << "puzzlebox-solve: " << error.what() << "\nTry 'puzzlebox-solve --help'.\n";
        return exit_bad_input;
    } catch (const std::bad_alloc&) {
        std::cerr << "puzzlebox-solve: out of memory\n";
        return exit_limit_hit;
    } catch (const std::exception& error) {
        std::cerr << "puzzlebox-solve: " << error.what() << '\n';
        return exit_bad_input;
    }
}
