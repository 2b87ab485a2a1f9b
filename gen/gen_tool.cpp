// puzzlebox-gen: boards with guarantees (jump mazes by local search, magic
// hexagon puzzles with unique completions). Board i of a
// run is searched with pcg32 stream i of --seed, so "--seed S, board i" names
// a board exactly. Every board is re-checked by the solver before it is
// written; with --out, boards.csv holds its measures and the search effort.
#include <chrono>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <iostream>
#include <string>

#include <unistd.h>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "analyze/jump_analysis.hpp"
#include "analyze/jump_grade.hpp"
#include "draw/flip_drawing.hpp"
#include "draw/hexagon_drawing.hpp"
#include "draw/jump_drawing.hpp"
#include "draw/rotate_drawing.hpp"
#include "analyze/hexagon_analysis.hpp"
#include "gen/hexagon_generator.hpp"
#include "gen/jump_generator.hpp"
#include "gen/picture_sink.hpp"
#include "gen/flip_generator.hpp"
#include "gen/rotate_generator.hpp"
#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/file_writer.hpp"
#include "puzzles/hexagon_format.hpp"
#include "puzzles/hexagon_validate.hpp"
#include "puzzles/jump_format.hpp"
#include "puzzles/jump_validate.hpp"
#include "puzzles/flip_format.hpp"
#include "puzzles/flip_validate.hpp"
#include "puzzles/rotate_format.hpp"
#include "puzzles/rotate_validate.hpp"
#include "puzzles/text_source.hpp"
#include "solve/arrangement_rank.hpp"
#include "solve/hexagon_solver.hpp"
#include "solve/jump_solver.hpp"

namespace po = boost::program_options;
using namespace puzzlebox;

namespace {

class UsageError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct GenOptions {
    std::string family;
    JumpGenOptions jump;
    HexagonGenOptions hexagon;
    RotateGenOptions rotate;
    FlipGenOptions flip;
    std::string pattern_cache;  // rotate above 12 cells
    std::uint64_t pattern_states = std::uint64_t{1} << 29;
    int count = 1;
    std::uint64_t seed = 1;
    std::string out_dir;
    std::string command_line;
    std::optional<std::string> svg;  // --svg [FILE] as given
    PictureOptions pictures;
    SearchLimits measure_limits{5'000'000, 0};  // of each exhaustive count in boards.csv
};

Cell parse_cell_option(const std::string& name, const std::string& text) {
    const auto cell = parse_cell(text);
    if (!cell) throw UsageError(fmt::format("--{} expects row,col, not '{}'", name, text));
    return *cell;
}

// Where the boards of a run go: with --out, one file each plus a boards.csv
// row; else standard output, separated by blank lines.
class BoardSink {
public:
    BoardSink(const std::string& out_dir, std::vector<std::string> columns) : out_dir_(out_dir) {
        if (out_dir_.empty()) return;
        std::filesystem::create_directories(out_dir_);
        summary_.emplace((std::filesystem::path(out_dir_) / "boards.csv").string());
        summary_->row(columns);
    }

    // `row` computes the board's boards.csv row; it runs only with --out.
    void write(const std::string& name, const std::string& text, const std::function<std::vector<std::string>()>& row) {
        if (summary_) {
            write_file_atomically(std::filesystem::path(out_dir_) / name, text);
            summary_->row(row());
        } else {
            if (written_ > 0) std::cout << '\n';
            std::cout << text << std::flush;
        }
        ++written_;
    }

    // The exit code: every board asked for was written, or not.
    int finish(int asked) {
        if (summary_) summary_->commit();
        return written_ == asked ? exit_done : exit_nothing_found;
    }

private:
    std::string out_dir_;
    std::optional<CsvWriter> summary_;
    int written_ = 0;
};

std::vector<std::string> with_columns(std::vector<std::string> columns, std::initializer_list<const char*> extra) {
    columns.insert(columns.end(), extra.begin(), extra.end());
    return columns;
}

std::string board_inline(const JumpBoard& board) {
    std::string text;
    for (int r = 0; r < board.rows; ++r) {
        if (r > 0) text.append(" /");
        for (int c = 0; c < board.cols; ++c) text.append(" ").append(std::to_string(board.value(Cell{r, c})));
    }
    return text.substr(1);
}

// The run's picture options, with its boards in words for sheet titles.
PictureOptions with_what(const GenOptions& options, std::string what) {
    PictureOptions pictures = options.pictures;
    pictures.what = std::move(what);
    return pictures;
}

int generate_jump(const GenOptions& options) {
    BoardSink sink(options.out_dir, with_columns(jump_measure_columns(), {"seed", "board", "restarts", "iterations",
                                                                          "expert_checks", "seconds", "values"}));
    PictureSink pictures(with_what(options, fmt::format("jump mazes {}x{}", options.jump.rows, options.jump.cols)));
    for (int i = 0; i < options.count; ++i) {
        Random random(options.seed, static_cast<std::uint64_t>(i));
        const auto started = std::chrono::steady_clock::now();
        JumpGenResult generated = generate_jump_board(options.jump, random);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (!generated.board) {
            std::cerr << fmt::format("puzzlebox-gen: board {}: no board met the guarantees in {} restarts of {} steps "
                                     "(try more --restarts or --iterations, or fewer guarantees)\n",
                                     i, options.jump.restarts, options.jump.iterations);
            continue;
        }
        JumpBoard& board = *generated.board;
        if (const auto problem = recheck_jump_board(board, options.jump)) {
            std::cerr << "puzzlebox-gen: internal error: board " << i << " breaks a guarantee: " << *problem << '\n';
            return exit_internal_error;
        }
        const JumpSearchResult shortest = solve_jump_shortest(board);
        board.description = {fmt::format("generated by: {}", options.command_line),
                             fmt::format("board {} of seed {} (pcg32 stream {}); shortest solution {} moves, {} of them",
                                         i, options.seed, i, shortest.paths[0].moves(), shortest.count.to_string())};
        const std::string name = fmt::format("jump-{}x{}-s{}-{:03}.txt", board.rows, board.cols, options.seed, i);
        sink.write(name, write_jump_board(board), [&] {
            auto row = jump_measure_row(name, board, measure_jump_board(board, options.measure_limits));
            for (const auto& extra : {std::to_string(options.seed), std::to_string(i), std::to_string(generated.effort.restarts),
                                      std::to_string(generated.effort.iterations), std::to_string(generated.effort.expert_checks),
                                      fmt::format("{:.3f}", seconds), board_inline(board)})
                row.push_back(extra);
            return row;
        });
        if (pictures.wanted()) {
            const std::optional<double> grade = jump_grade(board);
            pictures.add(name,
                         fmt::format("grade {}, {} move{}", grade ? fmt::format("{:.1f}", *grade) : std::string("?"),
                                     shortest.paths[0].moves(), shortest.paths[0].moves() == 1 ? "" : "s"),
                         [&](bool solution) { return draw_jump(board, solution ? &shortest.paths[0].cells : nullptr); });
        }
    }
    pictures.finish();
    return sink.finish(options.count);
}

int generate_hexagon(const GenOptions& options) {
    BoardSink sink(options.out_dir, with_columns(hexagon_measure_columns(),
                                                 {"seed", "board", "checks", "generate_seconds", "puzzle", "solution"}));
    PictureSink pictures(with_what(options, fmt::format("magic hexagon puzzles of order {}", options.hexagon.order)));
    const auto inline_cells = [](const HexagonBoard& board) {
        std::string text;
        for (const auto& cell : board.cells) text.append(text.empty() ? "" : " ").append(cell ? std::to_string(*cell) : ".");
        return text;
    };
    for (int i = 0; i < options.count; ++i) {
        Random random(options.seed, static_cast<std::uint64_t>(i));
        const auto started = std::chrono::steady_clock::now();
        HexagonGenResult generated = generate_hexagon_puzzle(options.hexagon, random);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (!generated.puzzle) {
            std::cerr << fmt::format("puzzlebox-gen: puzzle {}: {}\n", i, generated.problem);
            if (generated.solution.empty()) return exit_nothing_found;  // no hexagon at all: every puzzle would fail alike
            continue;
        }
        HexagonBoard& puzzle = *generated.puzzle;
        // Re-check: the completion is unique (to the end, no limit) and is the drawn hexagon.
        const HexagonSearchResult check = solve_magic_hexagon(puzzle, HexagonGoal::all, false, {}, 2);
        if (check.solutions.size() != 1 || check.solutions[0] != generated.solution ||
            !check_magic_hexagon(puzzle, generated.solution).valid) {
            std::cerr << "puzzlebox-gen: internal error: puzzle " << i << " does not have exactly one completion\n";
            return exit_internal_error;
        }
        int clues = 0;
        for (const auto& cell : puzzle.cells) clues += cell.has_value();
        puzzle.description = {fmt::format("generated by: {}", options.command_line),
                              fmt::format("puzzle {} of seed {} (pcg32 stream {}): {} clues, exactly one completion "
                                          "(the 12 orientations counted apart)",
                                          i, options.seed, i, clues)};
        const std::string name = fmt::format("hexagon-o{}-s{}-{:03}.txt", puzzle.order, options.seed, i);
        sink.write(name, write_hexagon_board(puzzle), [&] {
            auto row = hexagon_measure_row(name, puzzle, measure_hexagon_board(puzzle, options.measure_limits));
            HexagonBoard solved = puzzle;
            for (std::size_t cell = 0; cell < solved.cells.size(); ++cell) solved.cells[cell] = generated.solution[cell];
            for (const auto& extra : {std::to_string(options.seed), std::to_string(i), std::to_string(generated.checks),
                                      fmt::format("{:.3f}", seconds), inline_cells(puzzle), inline_cells(solved)})
                row.push_back(extra);
            return row;
        });
        pictures.add(name, fmt::format("{} clues", clues),
                     [&](bool solution) { return draw_hexagon(puzzle, solution ? &generated.solution : nullptr); });
    }
    pictures.finish();
    return sink.finish(options.count);
}

int generate_rotate(const GenOptions& options) {
    const RotateGenOptions& shape = options.rotate;
    const RotateBoard solved = solved_rotate_board(shape.rows, shape.cols, shape.block, shape.turns);
    // Up to 12! arrangements the table draws and certifies; beyond, IDA*.
    std::optional<RotateDistanceTable> table;
    std::optional<RotatePatterns> patterns;
    std::optional<PermutationGroup> group;
    if (arrangement_count(solved.target) <= RotateDistanceTable::max_states) {
        table.emplace(solved);
    } else {
        RotatePatternOptions pattern_options;
        pattern_options.cache = options.pattern_cache;
        pattern_options.max_states = options.pattern_states;
        if (isatty(STDERR_FILENO)) pattern_options.progress = [](const std::string& line) { std::cerr << "puzzlebox-gen: " << line << '\n'; };
        patterns.emplace(solved, pattern_options);
        group.emplace(rotate_move_group(solved));
    }
    BoardSink sink(options.out_dir, {"file", "size", "block", "turns", "moves", "optimal_solutions", "seed", "board", "grid"});
    PictureSink pictures(with_what(options, fmt::format("rotation puzzles {}x{}, {}x{} blocks", shape.rows, shape.cols,
                                                        shape.block, shape.block)));
    for (int i = 0; i < options.count; ++i) {
        Random random(options.seed, static_cast<std::uint64_t>(i));
        RotateGenResult generated =
            table ? generate_rotate_board(shape, *table, random) : generate_rotate_board(shape, *patterns, *group, random);
        if (!generated.board) {
            std::cerr << "puzzlebox-gen: " << generated.problem << '\n';
            return exit_nothing_found;  // every board would fail alike
        }
        RotateBoard& board = *generated.board;
        // Re-check: the solver's optimal length is the one promised, and its solution replays.
        std::optional<int> moves;
        PathCount count;
        std::vector<RotateMove> first;
        if (table) {
            const RotateSolveResult solved_board = solve_rotate_board(board, *table, RotateGoal::count);
            moves = solved_board.moves;
            count = solved_board.count;
            if (moves) first = solve_rotate_board(board, *table, RotateGoal::first).solutions.at(0);
        } else {
            const RotateIdaResult counted = solve_rotate_ida(board, *patterns, RotateGoal::count);
            moves = counted.moves;
            count = counted.count;
            if (moves) first = solve_rotate_ida(board, *patterns, RotateGoal::first).solutions.at(0);
        }
        if (moves != std::optional<int>(generated.moves) || (shape.depth && generated.moves != *shape.depth) ||
            !check_rotate_solution(board, first).valid) {
            std::cerr << "puzzlebox-gen: internal error: board " << i << " is not the certified depth\n";
            return exit_internal_error;
        }
        board.description = {fmt::format("generated by: {}", options.command_line),
                             fmt::format("board {} of seed {} (pcg32 stream {}): optimal solution {} moves, {} of them{}", i,
                                         options.seed, i, generated.moves, count.to_string(),
                                         generated.uniform ? "" : " (drawn by a certified random walk, not uniformly)")};
        const std::string name = fmt::format("rotate-{}x{}-b{}-{}-s{}-{:03}.txt", board.rows, board.cols, board.block,
                                             to_string(board.turns), options.seed, i);
        sink.write(name, write_rotate_board(board), [&]() -> std::vector<std::string> {
            std::string grid;
            for (int label : board.grid) grid.append(grid.empty() ? "" : " ").append(std::to_string(label));
            return {name, fmt::format("{}x{}", board.rows, board.cols), std::to_string(board.block), to_string(board.turns),
                    std::to_string(generated.moves), count.to_string(), std::to_string(options.seed), std::to_string(i),
                    grid};
        });
        pictures.add(name, fmt::format("{} move{}", generated.moves, generated.moves == 1 ? "" : "s"),
                     [&](bool solution) { return draw_rotate(board, solution ? &first : nullptr); });
    }
    pictures.finish();
    return sink.finish(options.count);
}

int generate_flip(const GenOptions& options) {
    const FlipGenOptions& shape = options.flip;
    BoardSink sink(options.out_dir, {"file", "size", "pattern", "wrap", "presses", "proven", "minimal_solutions", "seed", "board"});
    PictureSink pictures(with_what(options, fmt::format("flip boards {}x{} ({}{})", shape.rows, shape.cols, to_string(shape.pattern),
                                                        shape.torus ? " on a torus" : "")));
    for (int i = 0; i < options.count; ++i) {
        Random random(options.seed, static_cast<std::uint64_t>(i));
        FlipGenResult generated = generate_flip_board(shape, random);
        if (!generated.board) {
            std::cerr << "puzzlebox-gen: " << generated.problem << '\n';
            pictures.finish();
            return sink.finish(options.count);
        }
        FlipBoard& board = *generated.board;
        const FlipSolution& solution = generated.solution;
        if (!solution.solvable || !check_flip_solution(board, solution.presses).valid) {
            std::cerr << "puzzlebox-gen: internal error: board " << i << " is not solved by its solution\n";
            return exit_internal_error;
        }
        const std::string presses = solution.proven ? fmt::format("fewest presses {} (proven), minimal solutions {}", solution.presses.size(),
                                                                  solution.count.to_string())
                                                    : fmt::format("{} presses found, at least {} needed", solution.presses.size(),
                                                                  solution.lower_bound);
        board.description = {fmt::format("generated by: {}", options.command_line),
                             fmt::format("board {} of seed {} (pcg32 stream {}), random presses: {}", i, options.seed, i, presses)};
        const std::string name = fmt::format("flip-{}x{}-{}{}-s{}-{:03}.txt", board.rows, board.cols, to_string(board.pattern),
                                             board.torus ? "-torus" : "", options.seed, i);
        sink.write(name, write_flip_board(board), [&]() -> std::vector<std::string> {
            return {name, fmt::format("{}x{}", board.rows, board.cols), to_string(board.pattern), board.torus ? "torus" : "none",
                    std::to_string(solution.presses.size()), solution.proven ? "yes" : "no",
                    (solution.count_capped ? ">=" : "") + solution.count.to_string(), std::to_string(options.seed),
                    std::to_string(i)};
        });
        pictures.add(name, fmt::format("{} press{}{}", solution.presses.size(), solution.presses.size() == 1 ? "" : "es",
                                             solution.proven ? "" : " or fewer"),
                     [&](bool drawn) { return draw_flip(board, drawn ? &solution.presses : nullptr); });
    }
    pictures.finish();
    return sink.finish(options.count);
}

GenOptions parse_options(int argc, char** argv, bool& help) {
    GenOptions options;
    options.command_line = "puzzlebox-gen";
    for (int i = 1; i < argc; ++i) options.command_line.append(" ").append(argv[i]);
    std::string size = "5x5", start, goal, maximize, values, turns, pattern = "cross", wrap = "none";
    int depth = -1;
    bool random_state = false;
    std::string svg;
    po::options_description visible(
        "usage: puzzlebox-gen FAMILY [options]\n\n"
        "Generates boards with guarantees by local search (simulated annealing with\n"
        "restarts); every board is re-checked by the solver before it is written.\n"
        "FAMILY: jump (mazes with guarantees), rotate (scrambles of a certified\n"
        "optimal depth, or uniformly random), flip (uniformly random solvable\n"
        "boards, optionally needing at least M presses), hexagon (magic hexagon\n"
        "puzzles with exactly one completion and few clues).\n\noptions");
    visible.add_options()
        ("help,h", "print this help")
        ("size", po::value(&size)->default_value("5x5"), "board size HxW (jump: 1x1 to 5000x5000; rotate: default 3x3, at most 16 cells; above 12, IDA* certifies each board; flip: default 4x4, up to 4096x4096 for cross and plus, 16384 cells with wrap)")
        ("count", po::value(&options.count)->default_value(1), "number of boards")
        ("seed", po::value(&options.seed)->default_value(1), "random seed: same seed, same boards, on any compiler")
        ("out", po::value(&options.out_dir), "write one file per board and boards.csv into this directory (default: boards on stdout)")
        ("svg", po::value(&svg)->implicit_value(""), "--svg FILE: draw the board as a printable SVG picture (mm) into FILE (--count 1); with --out DIR, --svg alone: one picture per board beside its file")
        ("solution", po::bool_switch(&options.pictures.solution), "with --svg: draw each board's solution on its picture")
        ("sheet", po::value(&options.pictures.sheet), "FILE.svg: every board on one A4 sheet with its grade, and their solutions on FILE-solutions.svg")
        ("order", po::value(&options.hexagon.order)->default_value(3), "hexagon: side n, 1..8")
        ("values", po::value(&values), "hexagon: the values K..M (default: K = the least positive start with an integer line constant, 1 for order 3)")
        ("clues", po::value(&options.hexagon.clues)->default_value(0), "hexagon: exactly this many given cells (0: as few as the search finds)")
        ("check-nodes", po::value(&options.hexagon.check_nodes)->default_value(options.hexagon.check_nodes), "hexagon: node limit of one uniqueness check")
        ("local-swaps", po::value(&options.hexagon.local_swaps)->default_value(options.hexagon.local_swaps), "hexagon: local search budget for the hidden hexagon (order 4 and up)")
        ("block", po::value(&options.rotate.block)->default_value(2), "rotate: block side k")
        ("turns", po::value(&turns)->default_value("cw"), "rotate: cw | both | half")
        ("depth", po::value(&depth), "rotate: boards whose optimal solution is exactly this many moves (certified), drawn uniformly among them")
        ("random-state", po::bool_switch(&random_state), "rotate: a uniformly random reachable arrangement (the default)")
        ("pattern-states", po::value(&options.pattern_states)->default_value(options.pattern_states), "rotate above 12 cells: the most states (bytes) per pattern database")
        ("pattern-cache", po::value(&options.pattern_cache)->default_value(default_rotate_pattern_cache()), "rotate above 12 cells: a directory that keeps IDA*'s pattern databases between runs ('' for none)")
        ("pattern", po::value(&pattern)->default_value(pattern), "flip: cross (row and column, the gold bars) | plus (Lights Out)")
        ("wrap", po::value(&wrap)->default_value(wrap), "flip: none | torus")
        ("min-presses", po::value(&options.flip.min_presses)->default_value(0), "flip: the fewest presses that solve the board are at least this many (drawn uniformly among such boards, 1000 tries)")
        ("start", po::value(&start), "jump: start cell row,col (default: bottom row, middle), or 'any': the search moves it too")
        ("goal", po::value(&goal), "jump: goal cell row,col (default: the centre)")
        ("max-value", po::value(&options.jump.max_value)->default_value(0), "jump: largest |value| (0: the longest jump that fits)")
        ("unique", po::bool_switch(&options.jump.unique), "jump: exactly one shortest solution")
        ("min-moves", po::value(&options.jump.min_moves)->default_value(1), "jump: the shortest solution has at least this many moves")
        ("allow-dead", po::bool_switch(&options.jump.allow_dead), "jump: allow cells reachable from the start that cannot reach the goal")
        ("expert", po::bool_switch(&options.jump.expert), "jump: a path whose values sum to --target exists (written as the board's target)")
        ("unique-expert", po::bool_switch(&options.jump.unique_expert), "jump: exactly one path sums to --target")
        ("target", po::value(&options.jump.expert_target)->default_value(0), "jump: expert-mode sum")
        ("maximize", po::value(&maximize)->default_value("none"),
         "jump: none (the first board that meets the guarantees), moves (the longest shortest solution found), "
         "expert-moves (the longest fewest-move sum-target path found)")
        ("restarts", po::value(&options.jump.restarts)->default_value(20), "local search: random starting boards per board (--maximize none: at most); hexagon: removal orders tried")
        ("iterations", po::value(&options.jump.iterations)->default_value(20000), "local search: annealing steps per restart")
        ("temperature", po::value(&options.jump.temperature)->default_value(16), "local search: starting temperature (one move = 16)")
        ("expert-nodes", po::value(&options.jump.expert_max_nodes)->default_value(options.jump.expert_max_nodes),
         "node budget of one expert-mode check during the search")
        ("measure-nodes", po::value(&options.measure_limits.max_nodes)->default_value(options.measure_limits.max_nodes),
         "node limit of each exhaustive count in boards.csv");
    po::options_description hidden;
    hidden.add_options()("family", po::value(&options.family));
    po::options_description all_options;
    all_options.add(visible).add(hidden);
    po::positional_options_description positional;
    positional.add("family", 1);
    po::variables_map vm;
    po::store(po::command_line_parser(argc, argv).options(all_options).positional(positional).run(), vm);
    po::notify(vm);
    if (vm.count("svg")) options.svg = svg;
    if (vm.count("help")) {
        help = true;
        std::cout << visible << "\nexit codes: 0 all boards written, 1 some board could not be generated, 2 bad usage\n";
        return options;
    }
    if (options.family.empty()) throw UsageError("no family given (expected: jump, rotate, flip or hexagon)");
    if (options.count < 0) throw UsageError("--count must not be negative");
    if (options.jump.restarts < 1) throw UsageError("--restarts must be at least 1");
    const auto reject = [&](std::initializer_list<const char*> names, const char* family) {
        for (const char* name : names)
            if (vm.count(name) && !vm[name].defaulted()) throw UsageError(fmt::format("--{} is for {}", name, family));
    };
    // rotate and flip take neither the jump mazes' options nor the hexagons'.
    const auto reject_jump_and_hexagon_options = [&] {
        reject({"start", "goal", "max-value", "unique", "min-moves", "allow-dead", "expert", "unique-expert", "target",
                "maximize", "iterations", "temperature", "expert-nodes", "restarts"},
               "jump mazes");
        reject({"order", "values", "clues", "check-nodes", "local-swaps"}, "hexagons");
    };
    if (options.family != "rotate") reject({"block", "turns", "depth", "random-state", "pattern-states", "pattern-cache"}, "rotation puzzles");
    if (options.family != "flip") reject({"pattern", "wrap", "min-presses"}, "flip boards");
    if (options.family == "flip") {
        reject_jump_and_hexagon_options();
        FlipGenOptions& flip = options.flip;
        const auto parsed_pattern = parse_flip_pattern(pattern);
        if (!parsed_pattern || *parsed_pattern == FlipPattern::stencil)
            throw UsageError("--pattern must be cross or plus, not '" + pattern + "'");
        if (wrap != "none" && wrap != "torus") throw UsageError("--wrap must be none or torus, not '" + wrap + "'");
        flip.pattern = *parsed_pattern;
        flip.torus = wrap == "torus";
        const auto hw = parse_size(vm["size"].defaulted() ? "4x4" : size, FlipBoard::max_side);
        if (!hw) throw UsageError(fmt::format("--size expects HxW with 1 <= H, W <= {} for flip boards, not '{}'", FlipBoard::max_side, size));
        flip.rows = hw->first;
        flip.cols = hw->second;
        FlipBoard probe;
        probe.pattern = flip.pattern;
        probe.torus = flip.torus;
        if (!flip_has_structure(probe) && flip.rows * flip.cols > flip_max_elimination_cells)
            throw UsageError(fmt::format("--size {}: {} cells; with wrap, boards are solved by elimination, up to {} cells", size,
                                         flip.rows * flip.cols, flip_max_elimination_cells));
        if (flip.min_presses < 0) throw UsageError("--min-presses must not be negative");
        return options;
    }
    if (options.family == "rotate") {
        reject_jump_and_hexagon_options();
        RotateGenOptions& rotate = options.rotate;
        const auto hw = parse_size(vm["size"].defaulted() ? "3x3" : size, RotateBoard::max_side);
        if (!hw || hw->first < 2 || hw->second < 2 || hw->first * hw->second > 16)
            throw UsageError(fmt::format("--size expects HxW with 2 <= H, W and at most 16 cells for rotation puzzles, not '{}'", size));
        rotate.rows = hw->first;
        rotate.cols = hw->second;
        if (rotate.block < 2 || rotate.block > std::min(rotate.rows, rotate.cols))
            throw UsageError(fmt::format("--block {} does not fit a {}x{} board", rotate.block, rotate.rows, rotate.cols));
        const auto parsed_turns = parse_rotate_turns(turns);
        if (!parsed_turns) throw UsageError("--turns must be cw, both or half, not '" + turns + "'");
        rotate.turns = *parsed_turns;
        if (vm.count("depth")) {
            if (random_state) throw UsageError("--depth and --random-state are exclusive");
            if (depth < 0) throw UsageError("--depth must not be negative");
            rotate.depth = depth;
        }
        return options;
    }
    if (options.family == "hexagon") {
        for (const char* jump_only : {"size", "start", "goal", "max-value", "unique", "min-moves", "allow-dead", "expert",
                                      "unique-expert", "target", "maximize", "iterations", "temperature", "expert-nodes"})
            if (vm.count(jump_only) && !vm[jump_only].defaulted())
                throw UsageError(fmt::format("--{} is for jump mazes", jump_only));
        HexagonGenOptions& hexagon = options.hexagon;
        hexagon.restarts = options.jump.restarts;
        if (hexagon.order < 1 || hexagon.order > 8) throw UsageError("--order must be within 1..8");
        const std::int64_t cells = HexagonBoard::cell_count(hexagon.order);
        if (values.empty()) {
            hexagon.first_value = 1;
            while (!hexagon_constant(hexagon.order, hexagon.first_value)) ++hexagon.first_value;
        } else {
            const auto range = parse_value_range(values);
            if (!range || range->second - range->first + 1 != cells)
                throw UsageError(fmt::format("--values expects K..M with M = K + {} for order {}, not '{}'", cells - 1,
                                             hexagon.order, values));
            hexagon.first_value = range->first;
        }
        if (hexagon.clues < 0 || hexagon.clues > cells) throw UsageError(fmt::format("--clues must be within 0..{}", cells));
        return options;
    }
    for (const char* hexagon_only : {"order", "values", "clues", "check-nodes", "local-swaps"})
        if (vm.count(hexagon_only) && !vm[hexagon_only].defaulted())
            throw UsageError(fmt::format("--{} is for hexagons", hexagon_only));
    if (options.family != "jump") throw UsageError("unknown family '" + options.family + "' (expected: jump, rotate, flip or hexagon)");
    const auto hw = parse_size(size, JumpBoard::max_side);
    if (!hw) throw UsageError(fmt::format("--size expects HxW with 1 <= H, W <= {}, not '{}'", JumpBoard::max_side, size));
    options.jump.rows = hw->first;
    options.jump.cols = hw->second;
    if (start == "any") options.jump.free_start = true;
    else if (!start.empty()) options.jump.start = parse_cell_option("start", start);
    if (!goal.empty()) options.jump.goal = parse_cell_option("goal", goal);
    JumpBoard probe;
    probe.rows = options.jump.rows;
    probe.cols = options.jump.cols;
    const Cell s = options.jump.start.value_or(default_jump_start(probe.rows, probe.cols));
    const Cell g = options.jump.goal.value_or(default_jump_goal(probe.rows, probe.cols));
    if (!probe.contains(s) || !probe.contains(g)) throw UsageError("--start and --goal must be on the board");
    if (maximize == "none") options.jump.objective = JumpObjective::none;
    else if (maximize == "moves") options.jump.objective = JumpObjective::shortest;
    else if (maximize == "expert-moves") options.jump.objective = JumpObjective::expert_path;
    else throw UsageError("--maximize expects none, moves or expert-moves, not '" + maximize + "'");
    if (options.jump.objective == JumpObjective::expert_path && !options.jump.expert && !options.jump.unique_expert)
        options.jump.expert = true;
    if ((options.jump.expert || options.jump.unique_expert) && !options.jump.free_start) {
        // Generated goals hold 0, so every path sums to the start-goal Manhattan distance mod 2 (docs/jump.md).
        const int manhattan = std::abs(s.row - g.row) + std::abs(s.col - g.col);
        if ((options.jump.expert_target - manhattan) % 2 != 0)
            throw UsageError(fmt::format("--expert: no path from {} to {} can sum to {}: every path sums to the parity of "
                                         "their Manhattan distance {} (move --start or --goal, or change --target)",
                                         to_string(s), to_string(g), options.jump.expert_target, manhattan));
    }
    if (options.jump.max_value < 0 || options.jump.max_value > JumpBoard::max_abs_value)
        throw UsageError(fmt::format("--max-value must be in [0, {}]", JumpBoard::max_abs_value));
    if (s == g) throw UsageError("--start and --goal must differ");
    if (options.jump.iterations < 0) throw UsageError("--iterations must not be negative");
    if (options.jump.temperature < 0) throw UsageError("--temperature must not be negative");
    if (options.jump.min_moves < 0) throw UsageError("--min-moves must not be negative");
    return options;
}

// A board of the run's shape, drawn, to see what a sheet can hold before
// anything is generated (every board of a run draws the same size).
Figure shape_figure(const GenOptions& options) {
    if (options.family == "rotate") {
        const RotateGenOptions& shape = options.rotate;
        return draw_rotate(solved_rotate_board(shape.rows, shape.cols, shape.block, shape.turns));
    }
    if (options.family == "flip") {
        FlipBoard board;
        board.rows = options.flip.rows;
        board.cols = options.flip.cols;
        board.pattern = options.flip.pattern;
        board.torus = options.flip.torus;
        board.grid.assign(static_cast<std::size_t>(board.cell_count()), 0);
        board.target = board.grid;
        return draw_flip(board);
    }
    if (options.family == "hexagon") return draw_hexagon(empty_hexagon_board(options.hexagon.order, options.hexagon.first_value));
    JumpBoard board;
    board.rows = options.jump.rows;
    board.cols = options.jump.cols;
    board.start = options.jump.start.value_or(default_jump_start(board.rows, board.cols));
    board.goal = options.jump.goal.value_or(default_jump_goal(board.rows, board.cols));
    if (options.jump.expert || options.jump.unique_expert) board.target = options.jump.expert_target;
    board.values.assign(static_cast<std::size_t>(board.cell_count()), 0);
    return draw_jump(board);
}

// --svg, --solution and --sheet, checked against each other, --out, --count
// and the board size, before anything is generated.
void check_picture_options(GenOptions& options) {
    PictureOptions& pictures = options.pictures;
    pictures.out_dir = options.out_dir;
    pictures.command_line = options.command_line;
    if (pictures.solution && !options.svg)
        throw UsageError("--solution draws on the --svg pictures (the second sheet of --sheet always shows the solutions)");
    if (options.svg) {
        if (options.svg->empty()) {
            if (options.out_dir.empty())
                throw UsageError("--svg without a file name writes one picture per board into --out DIR: give --out DIR, or --svg FILE");
            pictures.svg_each = true;
        } else {
            if (!options.out_dir.empty())
                throw UsageError("with --out DIR, give --svg without a file name: each board's picture goes beside its file in DIR");
            if (options.count != 1)
                throw UsageError("--svg FILE draws one board; for --count N give --out DIR --svg (a picture per board), or --sheet FILE.svg");
            pictures.svg = *options.svg;
        }
    }
    if (!pictures.sheet.empty() && (pictures.sheet.size() <= 4 || !pictures.sheet.ends_with(".svg")))
        throw UsageError("--sheet expects a file name ending in .svg, not '" + pictures.sheet + "'");
    if (!options.svg && pictures.sheet.empty()) return;
    const long long cells = options.family == "jump" ? 1LL * options.jump.rows * options.jump.cols
                            : options.family == "flip" ? 1LL * options.flip.rows * options.flip.cols : 0;
    if (cells > max_drawn_cells)
        throw UsageError(fmt::format("--svg and --sheet draw boards of at most {} cells; these have {}", max_drawn_cells, cells));
    if (pictures.sheet.empty() || options.count == 0) return;
    const Figure shape = shape_figure(options);
    if (!sheet_layout(std::vector<Figure>(static_cast<std::size_t>(options.count), shape), sheet_min_scale)) {
        int fits = options.count - 1;
        while (fits > 0 && !sheet_layout(std::vector<Figure>(static_cast<std::size_t>(fits), shape), sheet_min_scale)) --fits;
        throw UsageError(fits > 0 ? fmt::format("--sheet: {} boards of this size do not fit on one A4 sheet with cells of at least 4 mm; "
                                                "{} do (--count {})", options.count, fits, fits)
                                  : std::string("--sheet: one board of this size does not fit on an A4 sheet with cells of at least 4 mm"));
    }
}

}  // namespace

int main(int argc, char** argv) {
    GenOptions options;
    try {
        bool help = false;
        options = parse_options(argc, argv, help);
        if (help) return exit_done;
        check_picture_options(options);
    } catch (const std::exception& error) {
        std::cerr << "puzzlebox-gen: " << error.what() << "\nTry 'puzzlebox-gen --help'.\n";
        return exit_bad_input;
    }
    try {
        if (options.family == "rotate") return generate_rotate(options);
        if (options.family == "flip") return generate_flip(options);
        return options.family == "hexagon" ? generate_hexagon(options) : generate_jump(options);
    } catch (const std::exception& error) {
        std::cerr << "puzzlebox-gen: " << error.what() << '\n';
        return exit_bad_input;
    }
}
