// The book run: the spec read and every section's options checked before any
// board is made; each level of a section a generation run with the section's
// seed (so the same spec gives the same book); then the pages, the PDF (or
// SVG pages) and the play page, each written whole or not at all.
#include "tools/gen_book.hpp"

#include <chrono>
#include <csignal>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <limits>
#include <set>
#include <type_traits>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/book_spec.hpp"
#include "cli/picture_sink.hpp"
#include "cli/tool_options.hpp"
#include "cli/usage_error.hpp"
#include "draw/book.hpp"
#include "families/family_list.hpp"
#include "support/counted.hpp"
#include "support/exit_code.hpp"
#include "support/input_error.hpp"
#include "support/memory_budget.hpp"
#include "support/output_file.hpp"
#include "support/output_names.hpp"
#include "support/stop_signal.hpp"
#include "tools/tool_run.hpp"

namespace puzzlebox {

namespace {

#define PUZZLEBOX_BOOK_OPTIONS(O)                                                                         \
    O(text, out, "out", "",                                                                               \
      "FILE.pdf or FILE.svg (one file a page: FILE.svg, FILE-2.svg, ..); default: the spec's name "       \
      "with .pdf")                                                                                        \
    O(text, html, "html", "", "FILE.html: every puzzle of the book on one page to play in a web browser") \
    O(text, paper, "paper", "", "a4 | letter (default: the spec's, else a4)")                             \
    O(real, time_limit, "time-limit", "", 0, 1'000'000'000,                                               \
      "seconds for the whole book (0: none); a book it stops is not written (exit 3)")
PUZZLEBOX_OPTIONS(BookOptions, PUZZLEBOX_BOOK_OPTIONS);

// The bytes a part's pictures hold until the book is drawn, for --max-memory:
// twice their text, for the book's pages laid out from them (measured: 2,000
// puzzles, 27 MiB of text, 45 MiB more held at the peak).
std::uint64_t held_bytes(const BookPart& part) {
    std::uint64_t bytes = 0;
    for (const auto* items : {&part.boards, &part.solutions})
        for (const SheetItem& item : *items) bytes += item.figure.svg.body().size() + item.caption.size();
    for (const PlayBoard& play : part.plays) bytes += play.data.size() + play.caption.size() + play.id.size();
    return 2 * bytes;
}

void print_help(const OptionTable& table) {
    std::cout << "usage: puzzlebox-gen book SPEC [options]\n\n"
                 "Makes a puzzle book: a title page with the contents, a chapter per section of SPEC\n"
                 "(its rules once, its puzzles numbered and easy to hard, each with its level), the\n"
                 "answers at the back keyed by number and page, page numbers. The same SPEC gives the\n"
                 "same book.\n\n"
                 "SPEC is plain text, one 'key value' a line ('#' starts a comment):\n"
                 "  title TEXT, subtitle TEXT, paper a4|letter, seed N     the book's (first)\n"
              << fmt::format("  section FAMILY                                         begins a section ({})\n", family_names())
              << "  difficulty LEVEL...    easy, medium, hard, fiendish: one run a level\n"
                 "  count N                the section's puzzles, shared over its levels (default 4)\n"
                 "  seed N, heading TEXT   the section's own seed and chapter heading\n"
                 "  any other key          the family's puzzlebox-gen option: 'size 5x5' is --size 5x5\n\n"
                 "examples/book/sampler.txt is a book of every family at three levels.\n\n";
    std::cout << option_help("options", table);
    std::cout << "\nexit codes: 0 the book written, 1 a section made fewer puzzles than asked (nothing written),\n"
                 "2 bad usage or a bad spec (file:line: what was expected), 3 a limit, 4 internal error\n";
}

// The section's run for one level as puzzlebox-gen would be called: level
// `index` of the section's list runs with the section's seed + index, so
// that its levels do not draw the same boards (or answers).
std::vector<std::string> section_arguments(const BookSection& section, const std::string& level, std::size_t index, int count) {
    std::vector<std::string> words{"puzzlebox-gen", section.family};
    for (const BookOption& option : section.options) {
        words.push_back("--" + option.name);
        for (const std::string& value : option.values) words.push_back(value);
    }
    if (!level.empty()) words.insert(words.end(), {"--difficulty", level});
    words.insert(words.end(), {"--count", std::to_string(count), "--seed", std::to_string(section.seed + index), "--quiet"});
    return words;
}

struct SectionRun {
    const Family* family = nullptr;
    OptionValues values;
    std::string command_line;
};

// The spec's line a section's error is blamed on: the line of the option
// the message names ("--size", "'size'", or the word itself: "a board of
// this size"), else the section's own.
int blamed_line(const BookSection& section, const std::string& message) {
    for (const char* form : {"--{}", "'{}'", " {} "})
        for (const BookOption& option : section.options)
            if (message.find(fmt::format(fmt::runtime(form), option.name)) != std::string::npos) return option.line;
    return section.line;
}

// Checks a run's options as puzzlebox-gen FAMILY would, blaming the spec's line.
SectionRun check_run(const BookSpec& spec, const BookSection& section, const std::vector<std::string>& words) {
    const Family* family = find_family(section.family);
    if (!family)
        throw InputError(spec.file, section.line,
                         fmt::format("unknown family '{}' (expected one of: {})", section.family, family_names()));
    std::vector<std::string> copies = words;
    std::vector<char*> argv;
    for (std::string& word : copies) argv.push_back(word.data());
    try {
        const OptionTable common = GenToolOptions::table();
        std::vector<const OptionTable*> tables{&common};
        for (const Family* each : all_families()) tables.push_back(&each->gen_options());
        const auto given = parse_arguments(static_cast<int>(argv.size()), argv.data(), 1, tables, "family", -1);
        if (given.count("family") && given["family"].as<std::vector<std::string>>().size() > 1)
            throw UsageError(fmt::format("'{}' is not an option", given["family"].as<std::vector<std::string>>()[1]));
        std::vector<std::pair<std::string, const OptionTable*>> others;
        for (const Family* other : all_families()) others.emplace_back(std::string(other->name()), &other->gen_options());
        refuse_foreign_options(given, {&common, &family->gen_options()}, others,
                               fmt::format("this section makes {}", family->noun()));
        return {family, check_options(given, {&common, &family->gen_options()}),
                command_line_text("puzzlebox-gen", static_cast<int>(argv.size()), argv.data())};
    } catch (const InputError&) {
        throw;
    } catch (const std::exception& error) {
        throw InputError(spec.file, blamed_line(section, error.what()),
                         fmt::format("section {}: {}", section.family, error.what()));
    }
}

// Another level's boards into the section's part, which stays easy to hard
// (levels may be listed in any order).
void merge_part(BookPart& into, BookPart&& part) {
    if (into.what.empty()) {
        into.what = part.what;
        into.rules = part.rules;
    }
    const auto append = [](auto& to, auto& from) { std::move(from.begin(), from.end(), std::back_inserter(to)); };
    append(into.ranks, part.ranks);
    append(into.boards, part.boards);
    append(into.solutions, part.solutions);
    append(into.plays, part.plays);
    sort_easy_to_hard(into);
}

// What makes two puzzles of a book the same: one board as a player sees
// it (its ID, or where the family's play data names it, "puzzle": a jump
// maze without a target is its values' magnitudes), or one answer, where
// the play data names one ("answer": the filled grid a player writes in,
// which many clue sets can share; where the solution follows from the
// board, two boards may share it fairly).
struct SeenPuzzles {
    std::set<std::string> boards, answers;

    // A puzzle's two keys, from its play data read once ("" answer: none).
    struct Keys {
        std::string board, answer;
    };
    static Keys keys(const PlayBoard& play) {
        const nlohmann::json data = nlohmann::json::parse(play.data, nullptr, false);
        const auto named = [&](const char* field) {
            if (data.is_discarded() || !data.contains(field) || data[field].is_null()) return std::string();
            return data.value("family", "") + ":" + data[field].dump();
        };
        const std::string puzzle = named("puzzle");
        return {puzzle.empty() ? play.id : puzzle, named("answer")};
    }
    bool seen(const Keys& keys) const { return boards.count(keys.board) || (!keys.answer.empty() && answers.count(keys.answer)); }
    void add(const Keys& keys) {
        boards.insert(keys.board);
        if (!keys.answer.empty()) answers.insert(keys.answer);
    }
};

// The part's first `count` puzzles that repeat none seen (in the book so
// far, or earlier in the part), in the part's order; the rest are dropped.
// Returns how many it kept.
std::size_t keep_fresh(BookPart& part, SeenPuzzles& seen, std::size_t count) {
    SeenPuzzles mine = seen;
    std::vector<std::size_t> kept;
    for (std::size_t i = 0; i < part.plays.size() && kept.size() < count; ++i)
        if (const SeenPuzzles::Keys keys = SeenPuzzles::keys(part.plays[i]); !mine.seen(keys)) {
            mine.add(keys);
            kept.push_back(i);
        }
    const auto pick = [&](auto& items) {
        if (items.size() != part.plays.size()) return;
        std::remove_reference_t<decltype(items)> chosen;
        for (const std::size_t i : kept) chosen.push_back(std::move(items[i]));
        items = std::move(chosen);
    };
    pick(part.ranks);
    pick(part.boards);
    pick(part.solutions);
    pick(part.plays);
    seen = std::move(mine);
    return kept.size();
}

std::string capitalised(std::string words) {
    if (!words.empty() && words[0] >= 'a' && words[0] <= 'z') words[0] = static_cast<char>(words[0] - 'a' + 'A');
    return words;
}

std::string default_out(const std::string& spec) {
    std::filesystem::path path = std::filesystem::path(spec).filename();
    if (path.empty() || spec == "-") path = "book";
    return path.replace_extension(".pdf").string();
}

}  // namespace

int book_main(int argc, char** argv) {
    const auto started = std::chrono::steady_clock::now();  // --time-limit counts from here
    OptionTable table = BookOptions::table();
    for (OptionRow& row : RunOptions::table()) table.push_back(std::move(row));
    const auto given = parse_arguments(argc, argv, 2, {&table}, "spec", -1);
    if (given.count("help")) {
        print_help(table);
        return exit_done;
    }
    const OptionValues values = check_options(given, {&table});
    const BookOptions options = BookOptions::read(values);
    const RunOptions run_options = RunOptions::read(values);
    apply_run_options(run_options);
    if (options.given.time_limit && options.time_limit > 0) stop_after(options.time_limit);
    const std::vector<std::string> specs =
        given.count("spec") ? given["spec"].as<std::vector<std::string>>() : std::vector<std::string>{};
    if (specs.size() != 1) throw UsageError(specs.empty() ? "no SPEC given: puzzlebox-gen book SPEC" : "one SPEC per book");
    const BookSpec spec = read_book_spec(specs.front());
    const std::string paper_name = options.given.paper ? options.paper : spec.paper;
    const auto paper = parse_paper(paper_name);
    if (!paper) {
        if (options.given.paper) throw UsageError(fmt::format("--paper: expected a4 or letter, got '{}'", options.paper));
        throw InputError(spec.file, spec.paper_line, fmt::format("paper: expected a4 or letter, got '{}'", spec.paper));
    }
    const std::string out = options.given.out ? options.out : default_out(specs.front());
    if (out.empty() || out == "-" || (!out.ends_with(".pdf") && !out.ends_with(".svg")))
        throw UsageError(fmt::format("--out: expected FILE.pdf or FILE.svg, got '{}'", out));
    if (options.given.html && (options.html.empty() || options.html == "-"))
        throw UsageError("--html expects a file name (FILE.html)");
    OutputClaims claims;
    claims.paged("--out", out);
    claims.file("--html", options.html);
    if (const std::string clash = claims.clash(); !clash.empty()) throw UsageError(clash);

    // Every run checked before the first board is made.
    struct Planned {
        std::size_t section;
        std::string level;
        std::size_t index;  // the level's place in the section's list
        int count;
        SectionRun run;
    };
    std::vector<Planned> planned;
    for (std::size_t s = 0; s < spec.sections.size(); ++s) {
        const BookSection& section = spec.sections[s];
        const std::vector<std::string> levels = section.levels.empty() ? std::vector<std::string>{""} : section.levels;
        for (std::size_t l = 0; l < levels.size(); ++l) {
            const int count = boards_at_level(section.count, static_cast<int>(levels.size()), static_cast<int>(l));
            planned.push_back(
                {s, levels[l], l, count, check_run(spec, section, section_arguments(section, levels[l], l, count))});
        }
    }
    SeenPuzzles seen;  // no two puzzles of the book share a board or an answer
    // The runs; a section's levels merged easy to hard.
    std::vector<BookPart> parts(spec.sections.size());
    std::vector<MemoryReservation> held;  // the parts' pictures, against --max-memory
    int status = exit_done;
    for (const Planned& p : planned) {
        if (stop_signal() != 0) break;
        const BookSection& section = spec.sections[p.section];
        const auto generate = [&](const SectionRun& run, BookPart& part) {
            try {
                return run.family->generate_for_book(run.values, run.command_line, part);
            } catch (const UsageError& error) {  // found only when the run starts: the boards do not fit a page
                std::string why = error.what();
                if (why.starts_with("--sheet: ")) why = why.substr(9);
                throw InputError(spec.file, blamed_line(section, why), fmt::format("section {}: {}", section.family, why));
            }
        };
        BookPart part;
        int made = generate(p.run, part);
        const auto asked = static_cast<std::size_t>(p.count);
        // Puzzles the book has already (or this part twice) are dropped, and
        // the run made again with more boards (the same first ones: each
        // board has its own pcg32 stream) until enough are new.
        SeenPuzzles before = seen;
        std::size_t fresh = keep_fresh(part, seen, asked);
        for (std::size_t extra = asked - fresh, round = 0; made == exit_done && fresh < asked && round < 4; extra *= 2, ++round) {
            seen = before;
            part = BookPart{};
            made = generate(
                check_run(spec, section, section_arguments(section, p.level, p.index, p.count + static_cast<int>(extra))), part);
            fresh = keep_fresh(part, seen, asked);
        }
        if (made == exit_done && fresh < asked)
            throw InputError(spec.file, section.line,
                             fmt::format("section {}: only {} of its {} puzzles differ from the book's others (board and "
                                         "answer): ask for fewer, or a larger size",
                                         section.family, fresh, asked));
        if (made != exit_done || part.boards.size() < asked) {
            status = made != exit_done ? made : exit_nothing_found;
            std::cerr << fmt::format("puzzlebox-gen book: {}:{}: section {} made {} of {} puzzles ({}){}\n", spec.file,
                                     section.line, section.family, part.boards.size(), asked, p.run.command_line,
                                     stop_signal() == SIGALRM ? ": --time-limit stopped it"
                                                              : ": the reasons are above (try another seed, size or level)");
        }
        if (!run_options.quiet)
            std::cerr << fmt::format("puzzlebox-gen book: {}: {}\n", p.run.command_line, counted(part.boards.size(), "puzzle"));
        held.emplace_back(held_bytes(part),
                          fmt::format("holding section {}'s {} puzzles for the book", section.family, part.boards.size()));
        merge_part(parts[p.section], std::move(part));
    }
    if (stop_signal() != 0) throw SearchStopped(stop_outcome(), "stopped before the book was made: nothing written");
    if (status != exit_done) {
        std::cerr << "puzzlebox-gen book: a section made fewer puzzles than asked: no book written\n";
        return status;
    }
    const std::string footer =
        sheet_footer(command_line_text("puzzlebox-gen", argc, argv)) + fmt::format(" (seed {})", spec.seed);
    std::vector<BookChapter> chapters;
    std::vector<PlayBoard> plays;
    for (std::size_t s = 0; s < parts.size(); ++s) {
        BookPart& part = parts[s];
        const std::string& heading = spec.sections[s].heading;
        chapters.push_back(
            {heading.empty() ? capitalised(part.what) : heading, part.rules, std::move(part.boards), std::move(part.solutions)});
        for (PlayBoard& play : part.plays) {
            play.caption = fmt::format("{}. {} · {}", plays.size() + 1, chapters.back().heading, play.caption);
            plays.push_back(std::move(play));
        }
    }
    const Book book = book_pages({spec.title, spec.subtitle, footer}, chapters, *paper);
    if (stop_signal() != 0) throw SearchStopped(stop_outcome(), "stopped while the book was laid out: nothing written");
    // A PDF whose rendering would outlast the time left is refused before it starts.
    const double seconds_left =
        options.given.time_limit && options.time_limit > 0
            ? options.time_limit - std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()
            : std::numeric_limits<double>::infinity();
    write_pages(out, book.pages, seconds_left);
    if (options.given.html) write_file_atomically(options.html, play_page(spec.title, plays));
    if (!run_options.quiet) {
        // How full the pages are, each run's last page aside (it takes what is left).
        double least = 1, total = 0;
        int full_pages = 0;
        for (const PageFill& page : book.fill)
            if (!page.last_of_run) {
                least = std::min(least, page.fill);
                total += page.fill;
                ++full_pages;
            }
        std::cerr << fmt::format(
            "puzzlebox-gen book: {} ({} pages, answers from page {}; {})\n", out, book.pages.size(), book.answers_page,
            full_pages == 0 ? "every chapter on one page"
                            : fmt::format("pages before a chapter's last filled {:.0f}% at least, {:.0f}% on average",
                                          100 * least, 100 * total / full_pages));
    }
    return exit_done;
}

}  // namespace puzzlebox
