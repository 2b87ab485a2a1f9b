// The tools' shared command-line and error handling.
#include "tools/tool_run.hpp"

#include <csignal>
#include <iostream>
#include <new>
#include <string_view>

#include <fmt/format.h>

#include "cli/usage_error.hpp"
#include "distributed/cluster.hpp"
#include "families/family_list.hpp"
#include "families/solve_output.hpp"
#include "solve/search_limits.hpp"
#include "support/exit_code.hpp"
#include "support/input_error.hpp"
#include "support/memory_budget.hpp"
#include "support/output_file.hpp"
#include "support/progress.hpp"
#include "support/stop_signal.hpp"

namespace po = boost::program_options;

namespace puzzlebox {

std::string command_line_text(const std::string& tool, int argc, char** argv) {
    std::string text = tool;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const bool quote = arg.empty() || arg.find_first_of(" \t'\"\\") != std::string_view::npos;
        text.append(quote ? " '" : " ");
        for (const char ch : arg) {
            const auto byte = static_cast<unsigned char>(ch);
            if (ch == '\n') text += "\\n";
            else if (ch == '\'') text += "'\\''";
            else if (byte < 0x20 || byte == 0x7f) text += fmt::format("\\x{:02x}", byte);
            else text += ch;
        }
        if (quote) text += '\'';
    }
    return text;
}

int run_tool(const std::string& tool, int argc, char** argv, const std::function<int()>& body) {
    set_tool_name(tool);
    set_progress_tool(tool);
    // Every call starts from the defaults: a process that runs the tools
    // more than once (the Python package) must not carry one call's
    // --max-memory or --quiet into the next.
    set_memory_budget(0);
    set_progress_mode(ProgressMode::automatic);
    for (int i = 1; i < argc; ++i)
        if (std::string_view(argv[i]) == "--version") {
            std::string nouns;
            for (const Family* family : all_families()) nouns.append(nouns.empty() ? "" : ", ").append(family->noun());
            std::cout << tool << " (puzzlebox) " << PUZZLEBOX_VERSION << "\n"
                      << "Generates, solves and analyses grid puzzles: " << nouns << ".\n"
                      << (mpi_built() ? "MPI: built in (scales out under mpirun or srun)\n" : "MPI: not built (one process)\n");
            return std::cout.flush() ? 0 : exit_bad_input;
        }
    install_stop_signals();
    try {
        Cluster::world();  // MPI starts here when mpirun/srun launched the tool
        int code = body();
        finish_standard_output();
        if (stop_signal() == SIGALRM) {
            std::cerr << tool << ": stopped by --time-limit; what was made is written and marked\n";
            code = exit_limit_hit;
        } else if (stop_signal() != 0) {
            std::cerr << tool << ": stopped by signal " << stop_signal() << "; the output above is partial\n";
            code = 128 + stop_signal();
        }
        Cluster::world().leave(code);  // the output is written: a process that does not answer cannot hold this one
        return code;
    } catch (const UsageError& error) {
        std::cerr << tool << ": " << error.what() << "\nTry '" << tool << " --help'.\n";
    } catch (const po::error& error) {
        std::cerr << tool << ": " << error.what() << "\nTry '" << tool << " --help'.\n";
    } catch (const InputError& error) {
        std::cerr << tool << ": " << error.what() << '\n';
    } catch (const MemoryRefused& error) {
        std::cerr << tool << ": " << error.what() << '\n';
        return exit_limit_hit;
    } catch (const SearchStopped& error) {  // a phase a limit kept from starting or finishing, with nothing to show
        std::cerr << tool << ": " << error.what() << '\n';
        return stop_signal() != 0 && stop_signal() != SIGALRM ? 128 + stop_signal() : exit_limit_hit;
    } catch (const std::bad_alloc&) {
        std::cerr << tool << ": out of memory: the run needed more than the machine gave it (see --max-memory)\n";
        return exit_limit_hit;
    } catch (const std::exception& error) {
        std::cerr << tool << ": " << error.what() << '\n';
        if (stop_signal() != 0) return stop_signal() == SIGALRM ? exit_limit_hit : 128 + stop_signal();
    }
    return exit_bad_input;
}

po::variables_map parse_arguments(int argc, char** argv, int first, const std::vector<const OptionTable*>& tables,
                                  const std::string& positional, int max) {
    po::options_description options;
    options.add_options()("help,h", "");
    for (const OptionTable* table : tables) add_parse_rows(options, *table);
    if (!positional.empty()) options.add_options()(positional.c_str(), po::value<std::vector<std::string>>(), "");
    po::positional_options_description positions;
    if (!positional.empty()) positions.add(positional.c_str(), max);
    po::variables_map given;
    po::store(po::command_line_parser(argc - first + 1, argv + first - 1).options(options).positional(positions).run(), given);
    po::notify(given);
    return given;
}

}  // namespace puzzlebox
