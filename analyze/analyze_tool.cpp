// puzzlebox-analyze: one CSV row of structural measures per board file.
// Counts a limit cut short are lower bounds and are named in the `partial`
// column; the exit code is then 3.
#include <iostream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "analyze/jump_analysis.hpp"
#include "puzzles/csv_writer.hpp"
#include "puzzles/exit_code.hpp"
#include "puzzles/jump_format.hpp"
#include "puzzles/puzzle_file.hpp"

namespace po = boost::program_options;
using namespace puzzlebox;

int main(int argc, char** argv) {
    std::vector<std::string> files;
    std::string csv_path = "-";
    SearchLimits limits;
    limits.max_nodes = 50'000'000;
    po::options_description visible(
        "usage: puzzlebox-analyze BOARD... [options]\n\n"
        "Measures each jump maze (reachability, shortest solutions, all simple\n"
        "paths, expert-mode paths) into one CSV row per board.\n\noptions");
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
        if (files.empty()) throw std::runtime_error("no board files given");
    } catch (const std::exception& error) {
        std::cerr << "puzzlebox-analyze: " << error.what() << "\nTry 'puzzlebox-analyze --help'.\n";
        return exit_bad_input;
    }
    try {
        // Read every board first, so bad input leaves no report behind.
        std::vector<JumpBoard> boards;
        for (const auto& file : files) {
            TextSource source = TextSource::from_file(file);
            if (const std::string family = puzzle_family(source); family != "jump")
                throw std::runtime_error(fmt::format("{}: a {} puzzle; puzzlebox-analyze measures jump mazes so far", file, family));
            boards.push_back(read_jump_board(source));
        }
        CsvWriter csv(csv_path);
        csv.row(jump_measure_columns());
        bool partial = false;
        for (std::size_t i = 0; i < boards.size(); ++i) {
            const JumpMeasures m = measure_jump_board(boards[i], limits);
            partial = partial || !m.partial.empty();
            csv.row(jump_measure_row(files[i], boards[i], m));
        }
        csv.commit();
        return partial ? exit_limit_hit : exit_done;
    } catch (const std::exception& error) {  // InputError (file:line: ...) or a report that cannot be written
        std::cerr << "puzzlebox-analyze: " << error.what() << '\n';
        return exit_bad_input;
    }
}
