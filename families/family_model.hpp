// FamilyModel<F>: a PuzzleFamily as a Family, and the sequences every family
// shares, written once: solving (validate -> exit status -> picture ->
// count / CSV / text) and generating (seed stream i -> board -> re-check ->
// board file and boards.csv row -> pictures).
#pragma once

#include <chrono>
#include <csignal>
#include <iostream>

#include <fmt/format.h>

#include "cli/board_sink.hpp"
#include "cli/picture_sink.hpp"
#include "cli/row_writer.hpp"
#include "cli/shard_options.hpp"
#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "families/family.hpp"
#include "families/solve_output.hpp"
#include "puzzles/board_id.hpp"
#include "support/csv_writer.hpp"
#include "support/exit_code.hpp"
#include "support/progress.hpp"
#include "support/random.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

template <PuzzleFamily F>
int solve_sequence(const typename F::Board& board, const SolveRequest& request) {
    // --shard splits a count into work units; only families that count by units take it.
    const Shard& shard = request.shard;
    if (!shard.whole()) {
        if constexpr (!requires { F::counts_by_units; })
            throw UsageError(fmt::format("--shard splits counts made of work units; {} have none", F::noun));
        if (request.goal != SearchGoal::count)
            throw UsageError("--shard splits a count: give --count (and --format csv for a partial report to merge)");
    }
    using Solution = typename F::Solution;
    const Solved<Solution> solved = F::solve(board, request);
    // 1. Every solution is re-checked by the family's validator.
    for (const Solution& solution : solved.solutions) {
        const std::string problem = F::check(board, solution, request);
        if (!problem.empty()) {
            std::cerr << fmt::format("puzzlebox-solve: internal error: the solver returned an invalid solution ({}): {}\n",
                                     problem, F::solution_text(board, solution, 0, request));
            return exit_internal_error;
        }
    }
    // 2. The exit status: found (0), proven none (1), or a limit stopped it (3).
    const bool partial = is_partial(solved.outcome);
    const bool found = !solved.solutions.empty() || !solved.count.is_zero();
    const int status = partial ? exit_limit_hit : found ? exit_done : exit_nothing_found;
    const std::string partial_note = !partial ? ""
                                     : !solved.partial_note.empty()
                                         ? solved.partial_note
                                         : generic_partial_note(solved.outcome, solved.nodes, request.goal);
    const std::string no_solution = found ? "" : no_solution_line(partial, solved.why_not);
    // 3. The picture and the play page.
    if (!request.html_path.empty())
        write_play_page(request, F::picture_title(board), F::rules(board),
                        F::play_data(board, solved.solutions.empty() ? nullptr : &solved.solutions.front()), F::play_script(),
                        board_id(F::write(board)));
    if (!request.svg_path.empty()) {
        const Solution* first = request.draw_solution && !solved.solutions.empty() ? &solved.solutions.front() : nullptr;
        write_picture(request, F::draw(board, first), F::picture_title(board), F::rules(board), first ? solved.drawn : "",
                      partial);
    }
    if (request.svg_path == "-" || request.html_path == "-") return status;  // the picture or page is the output
    // 4. The JSON, the count, the CSV, or the text. A solution's row: the
    // CSV's, and the JSON's keys and values.
    const auto columns = [] {
        std::vector<std::string> names{"index"};
        for (auto& column : F::csv_columns()) names.push_back(std::move(column));
        return names;
    };
    const auto solution_row = [&](std::size_t i) {
        std::vector<std::string> row{std::to_string(i + 1)};
        for (auto& field : F::csv_fields(board, solved.solutions[i])) row.push_back(std::move(field));
        return row;
    };
    if (request.format == "json") {
        Json out = solve_json_head(request, F::name, status, partial, found, solved.count.to_string(), solved.nodes);
        if (partial) out["partial"] = partial_note;
        if (!found) out["why_not"] = no_solution;
        out["notes"] = solved.notes;
        if (request.goal != SearchGoal::count) {
            const std::vector<std::string> names = columns();
            out["solutions"] = Json::array();
            for (std::size_t i = 0; i < solved.solutions.size(); ++i)
                out["solutions"].push_back(json_row(names, solution_row(i)));
        }
        std::cout << json_line(out) << std::flush;
        return status;
    }
    if (request.several && request.format != "csv")
        std::cout << (request.board_number > 1 ? "\n" : "") << "# board " << request.board_number << ": " << request.board_path
                  << '\n';
    if (request.goal == SearchGoal::count && request.format == "csv") {
        // One row per board; a shard's report starts with its partial header
        // and merges (puzzlebox-analyze merge: counts and nodes add up) into this.
        if (partial) std::cerr << "puzzlebox-solve: " << partial_note << '\n';
        CsvWriter csv("-");
        ShardReport* report = shard.whole() ? nullptr : request.shard_report;
        const std::vector<std::string> heading{"board_number", "board", "count", "nodes"};
        if (request.board_number == 1) {
            if (report) csv.line(report->head_line());
            csv.line(report ? report->header(heading) : csv_row(heading));
        }
        const std::vector<std::string> row{std::to_string(request.board_number), request.board_path, solved.count.to_string(),
                                           std::to_string(solved.nodes)};
        if (report) report->add_board(F::write(board));
        csv.line(report ? report->row(row, !partial) : csv_row(row));
        csv.commit();
        return status;
    }
    if (request.goal == SearchGoal::count) {
        if (partial) std::cout << "# " << partial_note << '\n';
        if (!found) std::cout << "# " << no_solution << '\n';
        for (const auto& note : solved.notes) std::cout << "# " << note << '\n';
        std::cout << solved.count.to_string() << '\n';
        return status;
    }
    if (request.format == "csv") {
        if (partial) std::cerr << "puzzlebox-solve: " << partial_note << '\n';
        if (!found) std::cerr << "puzzlebox-solve: " << no_solution << '\n';
        for (const auto& note : solved.notes) std::cerr << "puzzlebox-solve: " << note << '\n';
        CsvWriter csv("-");
        std::vector<std::string> names = columns();
        if (request.several) names.insert(names.begin(), "board");
        if (request.board_number == 1) csv.row(names);
        for (std::size_t i = 0; i < solved.solutions.size(); ++i) {
            std::vector<std::string> row = solution_row(i);
            if (request.several) row.insert(row.begin(), std::to_string(request.board_number));
            csv.row(row);
        }
        csv.commit();
        return status;
    }
    for (const auto& line : solved.header) std::cout << line << '\n';
    if (partial) std::cout << partial_note << '\n';
    if (!found) std::cout << no_solution << '\n';
    for (std::size_t i = 0; i < solved.solutions.size(); ++i)
        std::cout << F::solution_text(board, solved.solutions[i], i, request);
    for (const auto& line : solved.footer) std::cout << line << '\n';
    return status;
}

// The run: each board made, re-checked, written and drawn. With `book`, the
// boards are not written: their pictures and play data go into the book's part.
template <class F>
constexpr bool has_tatham_ids = requires(const typename F::Board& board, std::string& why) {
    { F::tatham_id(board, why) } -> std::same_as<std::optional<std::string>>;
};

// The board as --format writes it on standard output: its text, or Tatham's
// game ID (std::nullopt with `why` where the board has no Tatham form).
template <PuzzleFamily F>
std::optional<std::string> board_output(const typename F::Board& board, const std::string& format, std::string& why) {
    if constexpr (has_tatham_ids<F>)
        if (format == "tatham") return F::tatham_id(board, why);
    return F::write(board);
}

template <PuzzleFamily F>
int generation_loop(const OptionValues& values, const std::string& command_line, BookPart* book = nullptr) {
    using Board = typename F::Board;
    typename F::Generator generator(values);
    GenRun run = gen_run(GenToolOptions::read(values), command_line, generator.what());
    if (run.format == "tatham" && !has_tatham_ids<F>)
        throw UsageError(fmt::format("--format tatham: Simon Tatham's collection has no game of {}", F::noun));
    const bool tatham = run.format == "tatham" && !book;  // on standard output (gen_run refuses --format with --out)
    if (book) {
        run.pictures.sheet = run.pictures.html = "(book)";
        run.pictures.rules = true;
    }
    check_pictures(run, generator.cells(), [&] { return generator.shape(); });
    generator.prepare();
    BoardSink sink({run.out_dir, run.format, book != nullptr || run.pictures.on_standard_output(), std::string(F::name)},
                   generator.columns(), command_line);
    PictureSink pictures(run.pictures, [&](const std::string& name, const std::string& text) { sink.add_file(name, text); });
    int made_count = 0;
    Progress progress(generator.what(), static_cast<std::uint64_t>(run.count), "boards");
    for (int i = 0; i < run.count && stop_signal() == 0; ++i) {
        progress.update(static_cast<std::uint64_t>(i));
        Random random(run.seed, static_cast<std::uint64_t>(i));
        const auto started = std::chrono::steady_clock::now();
        auto made = generator.make(random, i);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (!made.board) {
            // A stop that came during the search is why, whatever the generator says.
            const int stop = stop_signal();
            std::cerr << fmt::format("puzzlebox-gen: board {}: {}\n", i,
                                     stop == SIGALRM ? "--time-limit stopped the search before a board met the guarantees"
                                     : stop != 0     ? fmt::format("stopped by signal {} before a board met the guarantees", stop)
                                                     : made.problem);
            if (made.give_up) break;
            continue;
        }
        const UninterruptedSection writing;  // the board is made: re-checked, measured and written whole
        if (const std::string problem = generator.recheck(made); !problem.empty()) {
            std::cerr << fmt::format("puzzlebox-gen: internal error: board {} breaks a guarantee: {}\n", i, problem);
            return exit_internal_error;
        }
        Board& board = *made.board;
        ++made_count;
        board.description = {fmt::format("generated by: {}", command_line),
                             fmt::format("board {} of seed {} (pcg32 stream {}){}", i, run.seed, i, made.summary)};
        if (made.cut_short)
            board.description.push_back("cut short by a stop: the best board found before it, not the one a whole run makes");
        const std::string name = fmt::format("{}-s{}-{:03}.txt", made.stem, run.seed, i);
        std::string why;
        const auto written = board_output<F>(board, tatham ? "tatham" : "text", why);
        if (!written) {
            std::cerr << fmt::format("puzzlebox-gen: --format tatham: board {} has no Tatham game ID: {}\n", i, why);
            return exit_bad_input;
        }
        sink.write(
            name, *written,
            [&] { return mark_cut_short(generator.columns(), generator.row(name, made, run.seed, i, seconds), made.cut_short); },
            made.cut_short);
        if (pictures.wanted())
            pictures.add(
                name, generator.caption(made), F::rules(board), [&] { return F::play_data(board, &made.solution); },
                [&] { return board_id(F::write(board)); }, F::play_script(),
                [&](bool solution, Legend legend) { return F::draw(board, solution ? &made.solution : nullptr, legend); },
                made.difficulty);
    }
    if (book) {
        *book = pictures.take();
        return made_count == run.count ? exit_done : exit_nothing_found;
    }
    pictures.finish();
    return sink.finish(run.count);
}

template <PuzzleFamily F>
class FamilyModel final : public Family {
public:
    std::string_view name() const override { return F::name; }
    std::string_view noun() const override { return F::noun; }
    std::string_view summary() const override { return F::summary; }
    std::string_view solves() const override { return F::solves; }
    const OptionTable& solve_options() const override { return solve_options_; }
    const OptionTable& gen_options() const override { return gen_options_; }
    const OptionTable& report_options() const override { return report_options_; }

    std::string reformat(TextSource& source) const override { return F::write(F::read(source)); }
    std::string describe(TextSource& source) const override { return F::play_data(F::read(source), nullptr); }
    int solve(TextSource& source, const SolveRequest& request) const override {
        const typename F::Board board = F::read(source);
        check_drawable(request, F::drawn_cells(board));
        if (request.several || !source.another_board()) return solve_sequence<F>(board, request);
        SolveRequest first = request;  // the first board of a stream: labelled as one of several
        first.several = true;
        return solve_sequence<F>(board, first);
    }
    int generate(const OptionValues& values, const std::string& command_line) const override {
        return generation_loop<F>(values, command_line);
    }
    int generate_for_book(const OptionValues& values, const std::string& command_line, BookPart& part) const override {
        return generation_loop<F>(values, command_line, &part);
    }
    std::vector<std::string> measure_columns() const override { return F::measure_columns(); }
    std::function<MeasureRow(const SearchLimits&)> read_for_measure(TextSource& source, const std::string& file) const override {
        return [board = F::read(source), file](const SearchLimits& limits) { return F::measure(file, board, limits); };
    }
    int report(const OptionValues& values) const override { return F::report(values); }
    std::vector<ForeignBoardId> foreign_ids() const override {
        if constexpr (requires { F::foreign_ids(); }) return F::foreign_ids();
        else return {};
    }

private:
    OptionTable solve_options_ = F::solve_options();
    OptionTable gen_options_ = F::gen_options();
    OptionTable report_options_ = F::report_options();
};

}  // namespace puzzlebox
