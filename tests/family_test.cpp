// The family list and its option tables: every family reads and writes every
// board of its own in data/ as a fixed point, every option table's defaults
// pass its own checks, and the checks refuse what they should.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include <catch2/catch.hpp>

#include "cli/option_table.hpp"
#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "families/family_list.hpp"
#include "families/solve_output.hpp"
#include "support/input_error.hpp"

using namespace puzzlebox;
namespace po = boost::program_options;

namespace {

po::variables_map parse(const std::vector<const OptionTable*>& tables, std::vector<std::string> args) {
    po::options_description options;
    for (const OptionTable* table : tables) add_parse_rows(options, *table);
    po::variables_map given;
    po::store(po::command_line_parser(args).options(options).run(), given);
    po::notify(given);
    return given;
}

}  // namespace

namespace {

// The FAMILY(name) lines of families/family_list.hpp, read as text (as the
// build, the fuzz targets and the CLI tests read them), in order.
std::vector<std::string> listed_families() {
    std::ifstream in(PUZZLEBOX_SOURCE_DIR "/families/family_list.hpp");
    const std::regex line(R"(^ *FAMILY\(([a-z_]+)\).*)");
    std::vector<std::string> names;
    std::smatch match;
    for (std::string text; std::getline(in, text);)
        if (std::regex_match(text, match, line)) names.push_back(match[1]);
    return names;
}

}  // namespace

TEST_CASE("the family list has each family once, found by its name") {
    std::vector<std::string> names;
    for (const Family* family : all_families()) {
        CHECK(std::find(names.begin(), names.end(), family->name()) == names.end());
        names.emplace_back(family->name());
        CHECK(find_family(family->name()) == family);
    }
    CHECK(names == listed_families());
    CHECK(names.size() >= 4);
    CHECK(find_family("sudoku") == nullptr);
}

// A help line: about two lines of --help; more belongs in docs/usage.md.
constexpr std::size_t max_help = 130;

TEST_CASE("the tools' own option rows have short help") {
    for (const OptionTable& table : {SolveToolOptions::table(), GenToolOptions::table(), AnalyzeToolOptions::table()})
        for (const OptionRow& row : table) {
            INFO(row.name);
            CHECK(row.help.size() <= max_help);
        }
}

namespace {

// A family with no options of its own (a -Werror build once failed on it).
#define NO_OPTIONS(O)
PUZZLEBOX_OPTIONS(NoOptions, NO_OPTIONS);

}  // namespace

TEST_CASE("an option table may have no rows") {
    CHECK(NoOptions::table().empty());
    const OptionTable table = NoOptions::table();
    const OptionValues values = check_options(po::variables_map{}, {&table});
    (void)NoOptions::read(values);
}

TEST_CASE("every family's option tables name each option once, and their defaults pass their own checks") {
    // A whole-family report takes its own table and the run's rows.
    const OptionTable solve_common = SolveToolOptions::table(), gen_common = GenToolOptions::table(), none = RunOptions::table();
    for (const Family* family : all_families()) {
        INFO(family->name());
        for (const auto& [common, table] :
             {std::pair{&solve_common, &family->solve_options()}, std::pair{&gen_common, &family->gen_options()},
              std::pair{&none, &family->report_options()}}) {
            std::set<std::string> seen;
            for (const OptionRow& row : *common) seen.insert(row.name);
            for (const OptionRow& row : *table) {
                INFO(row.name);
                CHECK(seen.insert(row.name).second);
                CHECK(!row.help.empty());
                CHECK(row.help.size() <= max_help);  // the long story is in docs/usage.md
                const std::string help = option_help("options", *table);
                CHECK(help.find("--" + row.name) != std::string::npos);
                // The choices are shown once: by the help where it names them all, else by a list after it.
                if (!row.choices.empty()) {
                    const std::string shown = option_help("options", OptionTable{row});
                    bool all_named = true;
                    for (const std::string& choice : row.choices) {
                        CHECK(shown.find(choice) != std::string::npos);
                        all_named = all_named && row.help.find(choice) != std::string::npos;
                    }
                    CHECK((shown.find("[" + row.choices.front()) == std::string::npos) == all_named);
                }
            }
            CHECK_NOTHROW(check_options(parse({common, table}, {}), {common, table}));
        }
    }
}

TEST_CASE("option checks refuse NaN, infinite, negative and out-of-range values and unknown words") {
    const OptionTable common = SolveToolOptions::table();
    const auto check = [&](std::vector<std::string> args) { return check_options(parse({&common}, std::move(args)), {&common}); };
    CHECK(check({"--time-limit", "2.5"}).real("time-limit") == 2.5);
    CHECK(check({"--max-nodes", "1000"}).integer("max-nodes") == 1000);
    CHECK(check({"--format", "csv"}).text("format") == "csv");
    // The typed reading of the same table: fields, and whether each was given.
    const auto typed = SolveToolOptions::read(check({"--time-limit", "2.5", "--all"}));
    CHECK(typed.time_limit == 2.5);
    CHECK(typed.given.time_limit);
    CHECK(typed.all);
    CHECK(!typed.given.max_nodes);
    CHECK(typed.format == "text");  // the row's default
    CHECK(!typed.given.format);
    for (const char* bad : {"nan", "inf", "-1", "1e12", "2s", ""}) {
        INFO(bad);
        CHECK_THROWS_AS(check({"--time-limit", bad}), UsageError);
    }
    CHECK_THROWS_AS(check({"--max-nodes", "-1"}), UsageError);
    CHECK_THROWS_AS(check({"--max-nodes", "0"}), UsageError);
    CHECK_THROWS_AS(check({"--max-nodes", "99999999999999999999"}), UsageError);
    CHECK_THROWS_AS(check({"--format", "xml"}), UsageError);
}

TEST_CASE("an option of another family is refused by name") {
    const OptionTable common = SolveToolOptions::table();
    const Family& jump = *find_family("jump");
    const Family& flip = *find_family("flip");
    std::vector<const OptionTable*> tables{&common};
    std::vector<std::pair<std::string, const OptionTable*>> others;
    for (const Family* family : all_families()) {
        tables.push_back(&family->solve_options());
        others.emplace_back(std::string(family->name()), &family->solve_options());
    }
    const auto given = parse(tables, {"--prune", "none"});
    CHECK_NOTHROW(refuse_foreign_options(given, {&common, &jump.solve_options()}, others, "a jump board"));
    try {
        refuse_foreign_options(given, {&common, &flip.solve_options()}, others, "a flip board");
        FAIL("--prune was accepted for a flip board");
    } catch (const UsageError& error) {
        CHECK(std::string(error.what()) == "--prune is for jump (a flip board)");
    }
}

TEST_CASE("every board in data/ reads by its family and writes back as a fixed point") {
    int boards = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(PUZZLEBOX_SOURCE_DIR "/data")) {
        if (entry.path().extension() != ".txt") continue;
        INFO(entry.path().string());
        TextSource source = TextSource::from_file(entry.path().string());
        const Family& family = family_of(source);
        const std::string written = family.reformat(source);
        TextSource again = TextSource::from_string(written, "written.txt");
        CHECK(&family_of(again) == &family);
        CHECK(family.reformat(again) == written);
        ++boards;
    }
    CHECK(boards >= 50);
}

TEST_CASE("a file naming no family fails at its first line") {
    TextSource source = TextSource::from_string("puzzle sudoku\nsize 9x9\n", "s.txt");
    try {
        family_of(source);
        FAIL("sudoku was read");
    } catch (const InputError& error) {
        std::string expected = "s.txt:1: unknown puzzle family 'sudoku': expected one of ";
        for (const std::string& name : listed_families()) expected += (name == listed_families().front() ? "" : ", ") + name;
        CHECK(std::string(error.what()) == expected);
    }
}
