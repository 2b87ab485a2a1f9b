// puzzlebox-analyze: one CSV row of structural measures per board file
// (jump mazes or magic hexagons, one family per run), or with the subcommand
// `hexagon` the existence report of magic hexagons by order and start.
// Counts a limit cut short are lower bounds and are named in the `partial`
// column; the exit code is then 3.
#include <chrono>
#include <filesystem>
#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <unistd.h>

#include <boost/program_options.hpp>
#include <tbb/parallel_for.h>
#include <fmt/format.h>

#include "analyze/flip_space.hpp"
#include "analyze/hexagon_analysis.hpp"
#include "analyze/hexagon_clues.hpp"
#include "analyze/hexagon_existence.hpp"
#include "analyze/jump_analysis.hpp"
#include "analyze/rotate_space.hpp"
#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/file_writer.hpp"
#include "puzzles/hexagon_format.hpp"
#include "puzzles/jump_format.hpp"
#include "puzzles/puzzle_file.hpp"
#include "solve/hexagon_solver.hpp"

namespace po = boost::program_options;
using namespace puzzlebox;

namespace {

class UsageError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

int usage_failure(const std::exception& error) {
    std::cerr << "puzzlebox-analyze: " << error.what() << "\nTry 'puzzlebox-analyze --help'.\n";
    return exit_bad_input;
}

int analyze_boards(int argc, char** argv) {
    std::vector<std::string> files;
    std::string csv_path = "-";
    SearchLimits limits;
    limits.max_nodes = 50'000'000;
    po::options_description visible(
        "usage: puzzlebox-analyze BOARD... [options]\n"
        "       puzzlebox-analyze hexagon [options]   (the existence report; see 'hexagon --help')\n"
        "       puzzlebox-analyze rotate --space HxW [options]   (a whole state space; see 'rotate --help')\n"
        "       puzzlebox-analyze flip [options]   (rank, nullity, God's numbers by size; see 'flip --help')\n\n"
        "Measures each board into one CSV row; all boards of one run are of one\n"
        "family. Jump mazes: reachability, shortest solutions, all simple paths,\n"
        "expert-mode paths, random walks, grade. Magic hexagons: constant, given\n"
        "and free cells, completions in all and up to symmetry.\n\noptions");
    visible.add_options()
        ("help,h", "print this help")
        ("csv", po::value(&csv_path)->default_value("-"), "write the CSV here ('-': stdout); written whole or not at all")
        ("max-nodes", po::value(&limits.max_nodes)->default_value(limits.max_nodes), "node limit of each exhaustive count")
        ("time-limit", po::value(&limits.time_limit_seconds), "time limit in seconds of each exhaustive count");
    po::options_description hidden;
    hidden.add_options()("board", po::value(&files));
    po::options_description all_options;
    all_options.add(visible).add(hidden);
    po::positional_options_description positional;
    positional.add("board", -1);
    try {
        po::variables_map vm;
        po::store(po::command_line_parser(argc, argv).options(all_options).positional(positional).run(), vm);
        po::notify(vm);
        if (vm.count("help")) {
            std::cout << visible << "\nexit codes: 0 done, 2 bad input or usage, 3 a limit cut some count short\n";
            return exit_done;
        }
        if (files.empty()) throw UsageError("no board files given");
    } catch (const std::exception& error) {
        return usage_failure(error);
    }
    try {
        // Read every board first, so bad input leaves no report behind.
        std::string family;
        std::vector<JumpBoard> jumps;
        std::vector<HexagonBoard> hexagons;
        for (const auto& file : files) {
            TextSource source = TextSource::from_file(file);
            const std::string this_family = puzzle_family(source);
            if (!family.empty() && this_family != family)
                throw std::runtime_error(fmt::format("{}: a {} puzzle after {} puzzles; analyze one family per run", file,
                                                     this_family, family));
            family = this_family;
            if (family != "jump" && family != "hexagon")
                throw std::runtime_error(fmt::format("{}: a {} puzzle; puzzlebox-analyze measures jump mazes and magic "
                                                     "hexagon files (the structure of a {} size: 'puzzlebox-analyze {} --help')",
                                                     file, family, family, family));
            if (family == "jump") jumps.push_back(read_jump_board(source));
            else hexagons.push_back(read_hexagon_board(source));
        }
        CsvWriter csv(csv_path);
        bool partial = false;
        csv.row(family == "jump" ? jump_measure_columns() : hexagon_measure_columns());
        for (std::size_t i = 0; i < jumps.size(); ++i) {
            const JumpMeasures m = measure_jump_board(jumps[i], limits);
            partial = partial || !m.partial.empty();
            csv.row(jump_measure_row(files[i], jumps[i], m));
        }
        for (std::size_t i = 0; i < hexagons.size(); ++i) {
            const HexagonMeasures m = measure_hexagon_board(hexagons[i], limits);
            partial = partial || !m.partial.empty();
            csv.row(hexagon_measure_row(files[i], hexagons[i], m));
        }
        csv.commit();
        return partial ? exit_limit_hit : exit_done;
    } catch (const std::exception& error) {  // InputError (file:line: ...) or a report that cannot be written
        std::cerr << "puzzlebox-analyze: " << error.what() << '\n';
        return exit_bad_input;
    }
}

// "5" or "1-8", within 1..most.
std::pair<int, int> parse_range(const std::string& option, const std::string& text, int most) {
    const auto dash = text.find('-');
    const auto low = parse_integer(text.substr(0, dash), 1, most);
    const auto high = dash == std::string::npos ? low : parse_integer(text.substr(dash + 1), 1, most);
    if (!low || !high || *low > *high)
        throw UsageError(fmt::format("--{} expects N or LOW-HIGH within 1..{}, not '{}'", option, most, text));
    return {static_cast<int>(*low), static_cast<int>(*high)};
}

std::pair<int, int> parse_orders(const std::string& text) { return parse_range("orders", text, HexagonBoard::max_order); }

// The proven fewest clues for every start of the orders that has solutions.
int hexagon_clues_report(std::pair<int, int> orders, const HexagonExistenceBudget& budget, int max_clues,
                         const std::string& csv_path) {
    CsvWriter csv(csv_path);
    csv.row({"order", "start", "constant", "solutions", "orbits", "fewest_clues", "minimal_puzzles", "example"});
    bool unsettled = false;
    for (int order = orders.first; order <= orders.second; ++order) {
        for (const std::int64_t start : hexagon_report_starts(order, budget.count_up_to_order)) {
            const auto constant = hexagon_constant(order, start);
            if (!constant || !hexagon_bounds_problem(order, start).empty()) continue;
            const auto clock = std::chrono::steady_clock::now();
            const HexagonBoard empty = empty_hexagon_board(order, start);
            SearchLimits limits;
            limits.max_nodes = budget.exhaustive_nodes;
            const HexagonSearchResult all = solve_magic_hexagon(empty, HexagonGoal::all, false, limits);
            if (is_partial(all.outcome)) {
                std::cerr << fmt::format("order {} start {}: counting stopped by the node limit; skipped\n", order, start);
                unsettled = true;
                continue;
            }
            if (all.solutions.empty()) continue;
            const HexagonFewestClues fewest = fewest_hexagon_clues(HexagonGeometry(order), all.solutions, max_clues);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - clock).count();
            std::string example;
            for (const auto& cell : fewest.example)
                example.append(example.empty() ? "" : " ").append(cell ? std::to_string(*cell) : ".");
            unsettled = unsettled || !fewest.clues;
            std::cerr << fmt::format("order {} start {}: {} solutions, fewest clues {} ({:.2f} s)\n", order, start,
                                     all.count.to_string(), fewest.clues ? std::to_string(*fewest.clues) : "> max", seconds);
            csv.row({std::to_string(order), std::to_string(start), std::to_string(*constant), all.count.to_string(),
                     all.orbits.to_string(), fewest.clues ? std::to_string(*fewest.clues) : "",
                     fewest.clues ? std::to_string(fewest.puzzles) : "", example});
        }
    }
    csv.commit();
    return unsettled ? exit_limit_hit : exit_done;
}

int hexagon_report(int argc, char** argv) {
    HexagonExistenceBudget budget;
    std::string orders_text = "1-8", csv_path = "-", write_dir;
    bool clues = false;
    int max_clues = 8;
    po::options_description visible(
        "usage: puzzlebox-analyze hexagon [options]\n\n"
        "Which magic hexagons exist: for each order and each start k within 2n-1\n"
        "of 1 (and the zero-sum start), whether the line constant is an integer,\n"
        "then found / impossible (proven: divisibility, line bounds, or an\n"
        "exhaustive search) / unknown within the budget. Orders up to\n"
        "--count-up-to are counted completely, over every start that can work.\n"
        "With --clues: instead, for those orders, the proven fewest clues of a\n"
        "puzzle with exactly one completion, per start.\n\noptions");
    visible.add_options()
        ("help,h", "print this help")
        ("orders", po::value(&orders_text)->default_value(orders_text), "orders N or LOW-HIGH")
        ("local-swaps", po::value(&budget.local_swaps)->default_value(budget.local_swaps), "local search budget per start, in swaps tried (orders above --count-up-to; about 25 million a second)")
        ("exhaustive-nodes", po::value(&budget.exhaustive_nodes)->default_value(budget.exhaustive_nodes), "exhaustive search budget per start, in nodes (about 7 million a second)")
        ("seed", po::value(&budget.seed)->default_value(budget.seed), "local search seed")
        ("count-up-to", po::value(&budget.count_up_to_order)->default_value(budget.count_up_to_order), "count every solution up to this order")
        ("clues", po::bool_switch(&clues), "report the fewest clues instead (orders up to --count-up-to)")
        ("max-clues", po::value(&max_clues)->default_value(max_clues), "--clues: give up above this many clues")
        ("write-dir", po::value(&write_dir), "write each hexagon found here as orderN-K-LAST.txt (K, LAST: m for minus)")
        ("csv", po::value(&csv_path)->default_value("-"), "write the CSV here ('-': stdout); written whole or not at all");
    std::pair<int, int> orders;
    try {
        po::variables_map vm;
        po::store(po::command_line_parser(argc, argv).options(visible).run(), vm);
        po::notify(vm);
        if (vm.count("help")) {
            std::cout << visible << "\nexit codes: 0 every start settled, 2 bad usage, 3 some start unknown\n";
            return exit_done;
        }
        orders = parse_orders(orders_text);
        if (clues && orders.second > budget.count_up_to_order)
            throw UsageError(fmt::format("--clues needs every solution: orders up to --count-up-to ({})", budget.count_up_to_order));
    } catch (const std::exception& error) {
        return usage_failure(error);
    }
    try {
        if (clues) return hexagon_clues_report(orders, budget, max_clues, csv_path);
        if (!write_dir.empty()) std::filesystem::create_directories(write_dir);
        CsvWriter csv(csv_path);
        csv.row(hexagon_existence_columns());
        bool unknown = false;
        for (int order = orders.first; order <= orders.second; ++order) {
            for (const std::int64_t start : hexagon_report_starts(order, budget.count_up_to_order)) {
                const HexagonExistence e = settle_hexagon_existence(order, start, budget);
                std::string file;
                if (!e.hexagon.empty() && !write_dir.empty()) {
                    const auto name = [](std::int64_t v) { return fmt::format("{}{}", v < 0 ? "m" : "", v < 0 ? -v : v); };
                    file = (std::filesystem::path(write_dir) /
                            fmt::format("order{}-{}-{}.txt", order, name(start), name(start + HexagonBoard::cell_count(order) - 1)))
                               .string();
                    write_file_atomically(file, write_hexagon_board(found_hexagon_board(e, budget)));
                }
                unknown = unknown || e.status == "unknown";
                if (e.method != "divisibility")
                    std::cerr << fmt::format("order {} start {}: {} ({}, {:.2f} s){}\n", order, start, e.status, e.method,
                                             e.seconds, e.note.empty() ? "" : "; " + e.note);
                csv.row(hexagon_existence_row(e, file));
            }
        }
        csv.commit();
        return unknown ? exit_limit_hit : exit_done;
    } catch (const std::exception& error) {
        std::cerr << "puzzlebox-analyze: " << error.what() << '\n';
        return exit_bad_input;
    }
}

int rotate_report(int argc, char** argv) {
    std::string size_text, turns_text = "cw", csv_path = "-", long_path;
    int block = 2, threads = 0;
    po::options_description visible(
        "usage: puzzlebox-analyze rotate --space HxW [options]\n\n"
        "The whole state space of a rotation puzzle shape, by breadth-first search\n"
        "from 1..N (2 bits per arrangement, up to 12 cells: 114 MiB): reachable states,\n"
        "God's number, the states at each distance, the antipodes, and why the\n"
        "rest is out of reach.\n\noptions");
    visible.add_options()
        ("help,h", "print this help")
        ("space", po::value(&size_text), "board size HxW (2..8 each, at most 12 cells)")
        ("block", po::value(&block)->default_value(2), "block side k")
        ("turns", po::value(&turns_text)->default_value("cw"), "cw | both | half")
        ("csv", po::value(&csv_path)->default_value("-"), "the one-row report ('-': stdout)")
        ("long", po::value(&long_path), "also write distance,states here, one row per distance")
        ("threads", po::value(&threads)->default_value(0), "threads to search with (0: every core)");
    RotateTurns turns = RotateTurns::cw;
    std::pair<int, int> size;
    try {
        po::variables_map vm;
        po::store(po::command_line_parser(argc, argv).options(visible).run(), vm);
        po::notify(vm);
        if (vm.count("help")) {
            std::cout << visible << "\nexit codes: 0 done, 2 bad usage\n";
            return exit_done;
        }
        const auto parsed = parse_size(size_text, RotateBoard::max_side);
        if (!parsed || parsed->first < 2 || parsed->second < 2)
            throw UsageError(fmt::format("--space expects HxW with 2 <= H, W <= {}, not '{}'", RotateBoard::max_side, size_text));
        size = *parsed;
        if (size.first * size.second > 12)
            throw UsageError(fmt::format("--space {}: {} cells; whole spaces are explored up to 12 cells (12! states)", size_text,
                                         size.first * size.second));
        if (block < 2 || block > std::min(size.first, size.second))
            throw UsageError(fmt::format("--block {} does not fit a {}x{} board", block, size.first, size.second));
        const auto parsed_turns = parse_rotate_turns(turns_text);
        if (!parsed_turns) throw UsageError("--turns must be cw, both or half, not '" + turns_text + "'");
        turns = *parsed_turns;
        if (threads < 0 || threads > 1024) throw UsageError(fmt::format("--threads must be 0..1024, not {}", threads));
    } catch (const std::exception& error) {
        return usage_failure(error);
    }
    try {
        std::function<void(const std::string&)> progress;
        if (isatty(STDERR_FILENO)) progress = [](const std::string& line) { std::cerr << "puzzlebox-analyze: " << line << '\n'; };
        const RotateSpace space = explore_rotate_space(size.first, size.second, block, turns, progress, threads);
        CsvWriter csv(csv_path);
        std::optional<CsvWriter> long_csv;
        if (!long_path.empty()) long_csv.emplace(long_path);
        csv.row(rotate_space_columns());
        csv.row(rotate_space_row(space));
        if (long_csv) {
            long_csv->row({"distance", "states"});
            for (std::size_t d = 0; d < space.distribution.size(); ++d)
                long_csv->row({std::to_string(d), std::to_string(space.distribution[d])});
            long_csv->commit();
        }
        csv.commit();
        return exit_done;
    } catch (const std::exception& error) {
        std::cerr << "puzzlebox-analyze: " << error.what() << '\n';
        return exit_bad_input;
    }
}

int flip_report(int argc, char** argv) {
    std::string pattern_text = "cross", wrap_text = "none", rows_text = "1-8", cols_text = "1-8", csv_path = "-";
    int whole_space_cells = 25;
    po::options_description visible(
        "usage: puzzlebox-analyze flip [options]\n\n"
        "The structure of flip boards, one CSV row per size: the rank and nullity\n"
        "of the press matrix (by elimination), the number of solvable boards\n"
        "(2^rank), and up to --whole-space cells God's number (the most presses a\n"
        "solvable board needs) and the number of boards at each fewest-press count.\n\noptions");
    visible.add_options()
        ("help,h", "print this help")
        ("pattern", po::value(&pattern_text)->default_value(pattern_text), "cross | plus")
        ("wrap", po::value(&wrap_text)->default_value(wrap_text), "none | torus")
        ("rows", po::value(&rows_text)->default_value(rows_text), "heights N or LOW-HIGH")
        ("cols", po::value(&cols_text)->default_value(cols_text), "widths N or LOW-HIGH")
        ("whole-space", po::value(&whole_space_cells)->default_value(whole_space_cells),
         fmt::format("God's number and distribution for sizes up to this many cells (at most {}: 2^cells bytes)",
                     flip_space_max_cells).c_str())
        ("csv", po::value(&csv_path)->default_value("-"), "write the CSV here ('-': stdout); written whole or not at all");
    FlipBoard shape;
    std::pair<int, int> rows, cols;
    try {
        po::variables_map vm;
        po::store(po::command_line_parser(argc, argv).options(visible).run(), vm);
        po::notify(vm);
        if (vm.count("help")) {
            std::cout << visible << "\nexit codes: 0 done, 2 bad usage\n";
            return exit_done;
        }
        const auto pattern = parse_flip_pattern(pattern_text);
        if (!pattern || *pattern == FlipPattern::stencil) throw UsageError("--pattern must be cross or plus, not '" + pattern_text + "'");
        if (wrap_text != "none" && wrap_text != "torus") throw UsageError("--wrap must be none or torus, not '" + wrap_text + "'");
        shape.pattern = *pattern;
        shape.torus = wrap_text == "torus";
        rows = parse_range("rows", rows_text, 128);
        cols = parse_range("cols", cols_text, 128);
        if (whole_space_cells < 0 || whole_space_cells > flip_space_max_cells)
            throw UsageError(fmt::format("--whole-space must be 0..{}", flip_space_max_cells));
    } catch (const std::exception& error) {
        return usage_failure(error);
    }
    try {
        // Sizes in parallel, rows in order.
        std::vector<FlipBoard> shapes;
        for (int r = rows.first; r <= rows.second; ++r)
            for (int c = cols.first; c <= cols.second; ++c) {
                shape.rows = r;
                shape.cols = c;
                shapes.push_back(shape);
            }
        std::vector<FlipSpace> spaces(shapes.size());
        tbb::parallel_for(std::size_t{0}, shapes.size(), [&](std::size_t k) { spaces[k] = analyze_flip_space(shapes[k], whole_space_cells); });
        CsvWriter csv(csv_path);
        csv.row(flip_space_columns());
        for (const FlipSpace& space : spaces) csv.row(flip_space_row(space));
        csv.commit();
        return exit_done;
    } catch (const std::exception& error) {
        std::cerr << "puzzlebox-analyze: " << error.what() << '\n';
        return exit_bad_input;
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::string(argv[1]) == "hexagon") return hexagon_report(argc - 1, argv + 1);
    if (argc >= 2 && std::string(argv[1]) == "rotate") return rotate_report(argc - 1, argv + 1);
    if (argc >= 2 && std::string(argv[1]) == "flip") return flip_report(argc - 1, argv + 1);
    return analyze_boards(argc, argv);
}
