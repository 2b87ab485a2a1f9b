// The one interface every puzzle family implements (Tatham's `const struct
// game`, as a C++20 concept plus one type-erased table of functions).
//
// A family is a stateless struct F (families/<name>/<name>_family.hpp) with:
//   name, noun, summary        the file's "puzzle NAME", its boards in words, a line of --help
//   solves                     what puzzlebox-solve gives for a board, for its --help
//   Board, Solution            its types; read(TextSource&), write(Board)
//   solve_options, gen_options, report_options   option tables (option_table.hpp)
//   solve(Board, SolveRequest) -> Solved<Solution>, one result vocabulary
//   check(Board, Solution, SolveRequest)          the validator ("" = valid)
//   solution_text, csv_columns, csv_fields        text and CSV of a solution
//   picture_title, draw(Board, const Solution*)   the picture
//   rules(Board), play_data(Board, Solution*)     its rules in words, its play page's data (with a solution to reveal)
//   play_script()                                 the script that plays it ("": none)
//   measure_columns, measure(file, Board, limits) puzzlebox-analyze BOARD
//   report(OptionValues)                          puzzlebox-analyze FAMILY
//   Generator                                     puzzlebox-gen FAMILY
// and, where another collection has the same game (optional):
//   foreign_ids()                                 its game IDs and save files read (puzzles/board_id.hpp)
//   tatham_id(Board, why)                         the board as Tatham's game ID (gen --format tatham)
// FamilyModel<F> (family_model.hpp) turns it into a Family, and writes the
// tools' sequences once: validate -> exit status -> picture -> count / CSV /
// text, and the generation loop.
#pragma once

#include <concepts>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "analyze/difficulty.hpp"
#include "cli/option_table.hpp"
#include "distributed/shard.hpp"
#include "draw/play_levels.hpp"
#include "puzzles/board_id.hpp"
#include "puzzles/text_source.hpp"
#include "solve/path_count.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

class ShardReport;
struct BookPart;

// A play page's New puzzle bands of a score that runs up to `most` and is
// cut by level_range (flip's fewest presses, rotate's optimal moves): each
// level the scale holds.
inline PlayLevels play_levels_up_to(int most) {
    PlayLevels levels;
    for (const Level level : all_levels)
        if (const ScoreRange range = level_range(level, most); !range.empty())
            levels.push_back({std::string(level_name(level)), static_cast<double>(range.low), static_cast<double>(range.high)});
    return levels;
}

// What puzzlebox-solve asks of one board.
struct SolveRequest {
    std::string board_path;
    SearchGoal goal = SearchGoal::first;
    std::string format = "text";  // text | csv | json
    int board_number = 1;         // of the run (boards of a stream, then later arguments)
    bool several = false;         // the run has more than one board: each result is labelled
    SearchLimits limits;
    std::string svg_path;                 // --svg ("": no picture; FILE.pdf: a PDF)
    bool draw_solution = false;           // --solution
    std::string html_path;                // --html ("": no play page)
    std::string title;                    // --title ("": the family's words and the file name)
    bool rules = true;                    // not --no-rules: the rules under the picture and on the page
    Shard shard;                          // --shard (whole: none)
    OptionValues options;                 // the tool's and the family's (each family reads its own table)
    ShardReport* shard_report = nullptr;  // --shard: the run's partial report (shard_options.hpp)
};

// What a family's solve found, in every family's words.
template <class Solution>
struct Solved {
    std::vector<Solution> solutions;  // listed (first: the one found; all: every one)
    PathCount count;                  // the number the goal asks about (first: of the optimal ones)
    SearchOutcome outcome = SearchOutcome::complete;
    std::uint64_t nodes = 0;
    std::string why_not;              // no solution: why (the proof; when partial, how far it got)
    std::string partial_note;         // when partial: what the limit left open ("": the generic note)
    std::vector<std::string> notes;   // beside a count or CSV: "# " lines, or on standard error
    std::vector<std::string> header;  // text: lines before the solutions
    std::vector<std::string> footer;  // text: lines after them
    std::string drawn;                // --svg --solution: the title's words for the first solution
};

// A row of puzzlebox-analyze, and whether a limit cut one of its counts short.
struct MeasureRow {
    std::vector<std::string> fields;
    bool partial = false;
};

// One board of a generation run, as a family's Generator makes it.
template <class Board, class Solution>
struct Made {
    std::optional<Board> board;            // empty: none met the guarantees
    std::string problem;                   // then: why
    bool give_up = false;                  // then: and no other board of the run would: stop
    Solution solution{};                   // drawn with --solution and on the solutions sheet
    std::string stem;                      // file name before "-sSEED-NNN.txt"
    std::string summary;                   // the description line after "board N of seed S (pcg32 stream N)"
    std::vector<std::string> extra;        // the family's own values for its boards.csv row
    std::optional<Difficulty> difficulty;  // its score and level: sheets and play pages run easy to hard
    bool cut_short = false;                // a stop ended its search: the best board found before it, not a whole run's
};

template <class F>
concept PuzzleFamily = requires(TextSource& source, const typename F::Board& board, const typename F::Solution& solution,
                                const SolveRequest& request, const SearchLimits& limits, const OptionValues& values) {
    { F::name } -> std::convertible_to<std::string_view>;
    { F::noun } -> std::convertible_to<std::string_view>;
    { F::summary } -> std::convertible_to<std::string_view>;
    { F::solves } -> std::convertible_to<std::string_view>;
    { F::read(source) } -> std::same_as<typename F::Board>;
    { F::write(board) } -> std::same_as<std::string>;
    { F::solve_options() } -> std::same_as<OptionTable>;
    { F::gen_options() } -> std::same_as<OptionTable>;
    { F::report_options() } -> std::same_as<OptionTable>;
    { F::solve(board, request) } -> std::same_as<Solved<typename F::Solution>>;
    { F::check(board, solution, request) } -> std::same_as<std::string>;
    { F::solution_text(board, solution, std::size_t{}, request) } -> std::same_as<std::string>;
    { F::csv_columns() } -> std::same_as<std::vector<std::string>>;
    { F::csv_fields(board, solution) } -> std::same_as<std::vector<std::string>>;
    { F::picture_title(board) } -> std::same_as<std::string>;
    { F::drawn_cells(board) } -> std::convertible_to<long long>;
    F::draw(board, &solution);
    { F::rules(board) } -> std::same_as<std::string>;
    { F::play_data(board, &solution) } -> std::same_as<std::string>;
    { F::play_script() } -> std::convertible_to<std::string_view>;
    { F::measure_columns() } -> std::same_as<std::vector<std::string>>;
    { F::measure(std::string(), board, limits) } -> std::same_as<MeasureRow>;
    { F::report(values) } -> std::same_as<int>;
    typename F::Generator;
};

// The type-erased family the tools hold (family_list.hpp lists them).
class Family {
public:
    virtual ~Family() = default;
    virtual std::string_view name() const = 0;     // the file's "puzzle NAME"
    virtual std::string_view noun() const = 0;     // "jump mazes"
    virtual std::string_view summary() const = 0;  // what the family is, one line
    virtual std::string_view solves() const = 0;   // what puzzlebox-solve gives for one of its boards
    virtual const OptionTable& solve_options() const = 0;
    virtual const OptionTable& gen_options() const = 0;
    virtual const OptionTable& report_options() const = 0;  // empty: no whole-family report

    // The board of `source` written back in the family's text format.
    virtual std::string reformat(TextSource& source) const = 0;
    // The board of `source` as JSON: its play page's data (its grids, and
    // the moves worked out by the solver's code), for the Python package.
    virtual std::string describe(TextSource& source) const = 0;
    // puzzlebox-solve on one board read from `source`: prints, returns the exit code.
    virtual int solve(TextSource& source, const SolveRequest& request) const = 0;
    // puzzlebox-gen: the whole run; `values` holds the common and the family's options.
    virtual int generate(const OptionValues& values, const std::string& command_line) const = 0;
    // The same run for a book: nothing written, the boards' pictures and play
    // data into `part`; 0 when every board asked for was made.
    virtual int generate_for_book(const OptionValues& values, const std::string& command_line, BookPart& part) const = 0;
    // puzzlebox-analyze BOARD: reads now (bad input before any report), measures when called.
    virtual std::vector<std::string> measure_columns() const = 0;
    virtual std::function<MeasureRow(const SearchLimits&)> read_for_measure(TextSource& source,
                                                                            const std::string& file) const = 0;
    // puzzlebox-analyze FAMILY: the whole-family report.
    virtual int report(const OptionValues& values) const = 0;
    // Other collections' game IDs and save files read as this family's boards.
    virtual std::vector<ForeignBoardId> foreign_ids() const = 0;
};

}  // namespace puzzlebox
