// puzzlebox-gen: boards with guarantees, for any family. Board i of a run is
// made with pcg32 stream i of --seed, so "--seed S, board i" names a board
// exactly. Every board is re-checked by the solvers before it is written;
// with --out, boards.csv holds its measures and the effort.
#include <iostream>
#include <string_view>

#include <fmt/format.h>

#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "families/family_list.hpp"
#include "support/exit_code.hpp"
#include "support/stop_signal.hpp"
#include "tools/gen_book.hpp"
#include "tools/tool_run.hpp"
#include "tools/tools.hpp"

using namespace puzzlebox;

namespace {

const char* const tool = "puzzlebox-gen";

void print_help(const OptionTable& common, const Family* only) {
    if (only) {
        std::cout << fmt::format("usage: puzzlebox-gen {} [options]\n\n{}\n\n", only->name(), only->summary());
    } else {
        std::cout << "usage: puzzlebox-gen FAMILY [options]\n\n"
                     "Generates boards with guarantees; every board is re-checked by the solvers\n"
                     "before it is written. FAMILY is one of:\n";
        for (const Family* family : all_families()) std::cout << "  " << family->summary() << '\n';
        std::cout << '\n';
    }
    std::cout << option_help("options", common);
    for (const Family* family : all_families())
        if (!only || only == family)
            std::cout << '\n'
                      << option_help(fmt::format("{} options ({})", family->name(), family->noun()), family->gen_options());
    if (!only)
        std::cout << "\n'puzzlebox-gen FAMILY --help' shows one family's options (" << family_names() << ").\n"
                  << "'puzzlebox-gen book SPEC' makes a puzzle book of several families and levels ('book --help').\n";
    std::cout << "\nexit codes: 0 all boards written, 1 some board could not be generated, 2 bad usage or guarantees no\n"
                 "board can meet (known before any search), 3 a limit stopped it, 4 internal error\n";
}

int gen_main(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == "book") return book_main(argc, argv);
    const OptionTable common = GenToolOptions::table();
    std::vector<const OptionTable*> tables{&common};
    for (const Family* family : all_families()) tables.push_back(&family->gen_options());
    const auto given = parse_arguments(argc, argv, 1, tables, "family", -1);
    const std::vector<std::string> names =
        given.count("family") ? given["family"].as<std::vector<std::string>>() : std::vector<std::string>{};
    const Family* family = names.empty() ? nullptr : find_family(names[0]);
    if (given.count("help")) {
        print_help(common, family);
        return exit_done;
    }
    if (names.empty()) throw UsageError(fmt::format("no family given (expected one of: {})", family_names()));
    if (!family) throw UsageError(fmt::format("unknown family '{}' (expected one of: {})", names[0], family_names()));
    if (names.size() > 1) throw UsageError(fmt::format("one family per run; '{}' is not an option", names[1]));
    std::vector<std::pair<std::string, const OptionTable*>> others;
    for (const Family* other : all_families()) others.emplace_back(std::string(other->name()), &other->gen_options());
    refuse_foreign_options(given, {&common, &family->gen_options()}, others, fmt::format("this run makes {}", family->noun()));
    const OptionValues values = check_options(given, {&common, &family->gen_options()});
    const auto options = GenToolOptions::read(values);
    apply_run_options(RunOptions::read(values));
    if (options.given.time_limit && options.time_limit > 0) stop_after(options.time_limit);
    return family->generate(values, command_line_text(tool, argc, argv));
}

}  // namespace

int puzzlebox::gen_tool(int argc, char** argv) {
    return run_tool(tool, argc, argv, [&] { return gen_main(argc, argv); });
}
