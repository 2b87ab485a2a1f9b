// puzzlebox-gen's pictures and pages: --svg (one board, or with --out one
// picture per board beside its file), --solution (draw the solution on
// them), --sheet FILE.svg|FILE.pdf (every board on as many A4 or Letter
// pages as they need, with the title and rules, and the answer keys on
// FILE-solutions), and --html FILE (every board on one page to play).
#pragma once

#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "analyze/difficulty.hpp"
#include "draw/play_page.hpp"
#include "draw/sheet.hpp"
#include "draw/svg_writer.hpp"

namespace puzzlebox {

struct PictureOptions {
    std::string svg;             // --svg FILE: the one board's picture
    bool svg_each = false;       // --svg with --out: one picture per board in out_dir
    bool solution = false;       // --solution
    std::string sheet;           // --sheet FILE.svg or FILE.pdf, or "-": one sheet (the solutions' with --solution) on stdout
    std::string html;            // --html FILE: the play page
    std::string title;           // --title ("": "puzzlebox: 6 jump mazes 7x7")
    bool rules = true;           // not --no-rules
    bool full_captions = false;  // --full-captions: puzzles captioned as their answers are
    Paper paper = a4_paper;      // --paper
    std::string out_dir;
    std::string what;  // the boards in words, for sheet titles ("jump mazes 5x5")
    std::string command_line;

    // Whether a picture or the page goes to standard output (then the boards do not).
    bool on_standard_output() const { return svg == "-" || sheet == "-" || html == "-"; }
};

// Whether a picture's file name asks for PDF (FILE.pdf; "-" is SVG).
bool is_pdf_name(const std::string& path);
// Whether a picture file name asks for PDF (FILE.pdf); throws UsageError
// naming `option` when it does and this build writes none.
bool wants_pdf(const std::string& path, const std::string& option);
// Writes the pages to `path`: one PDF for FILE.pdf, else SVG, a file a page
// (FILE.svg, FILE-2.svg, ..); each file whole or not at all. librsvg's
// rendering cannot be stopped or counted while it runs, so a PDF is refused
// before it starts (MemoryRefused, exit 3) when its measured cost would pass
// --max-memory (about 80 bytes held per byte of a page's SVG) or the
// `seconds_left` of a time limit (about 0.45 s per MB of SVG); a stop
// request ends it between pages.
void write_pages(const std::string& path, const std::vector<std::string>& svg_pages,
                 double seconds_left = std::numeric_limits<double>::infinity());

// The smallest scale a sheet prints boards at: 10 mm cells become 4 mm.
inline constexpr double sheet_min_scale = 0.4;

// The solutions' file of --sheet FILE.svg: FILE-solutions.svg (.pdf alike).
std::string solutions_sheet_path(const std::string& sheet);
// Page n (from 1) of a sheet in SVG: FILE.svg, then FILE-2.svg, ...
std::string sheet_page_path(const std::string& sheet, int page);
// What made the boards, for a sheet's footer: the command line without the
// options that name output files, and files by their names only.
std::string sheet_footer(const std::string& command_line);

// A run's boards for a book (puzzlebox-gen book), easy to hard and not
// numbered (the book numbers them): on the page without their legends (the
// book prints the rules once), the same with their solutions, to play.
struct BookPart {
    std::string what;  // the boards in words ("jump mazes 5x5")
    std::string rules;
    std::vector<SheetItem> boards, solutions;
    std::vector<PlayBoard> plays;
    std::vector<std::pair<int, double>> ranks;  // each board's (level, score), as they were sorted
};

// Puts a part's boards easy to hard: by (level, score), ties in the order
// they came (a book merges its levels' parts, listed in any order, with it).
void sort_easy_to_hard(BookPart& part);

class PictureSink {
public:
    // `stage(name, text)` adds a per-board picture to the run's --out set.
    using Stage = std::function<void(const std::string&, const std::string&)>;
    PictureSink(PictureOptions options, Stage stage) : options_(std::move(options)), stage_(std::move(stage)) {}

    // Board `name` (its file name) with its answer's caption ("grade 7.2 ·
    // medium, 5 moves"; the puzzle itself is captioned with its level only,
    // which gives nothing away, unless --full-captions)
    // and its rules: draw(false, legend) is the board, draw(true, legend) the board with its
    // solution, play_data() its play page's data and id() its board ID (asked for only with --html),
    // played by play_script. Sheets and the play page show the boards easy
    // to hard (by level, then score; boards without a difficulty last, in
    // the order they came), numbered in that order.
    void add(const std::string& name, const std::string& caption, const std::string& rules,
             const std::function<std::string()>& play_data, const std::function<std::string()>& id, std::string_view play_script,
             const std::function<Figure(bool, Legend)>& draw, const std::optional<Difficulty>& difficulty = std::nullopt);

    // Whether any picture was asked for (then boards may be measured for it).
    bool wanted() const {
        return !options_.svg.empty() || options_.svg_each || !options_.sheet.empty() || !options_.html.empty();
    }

    // Writes the sheets and the page (each whole or not at all).
    void finish();
    // Instead of finish(), for a book: every board kept (give the options a
    // sheet and a page), easy to hard.
    BookPart take();

private:
    std::string title() const;
    void number_boards();
    void write_sheet(const std::string& path, const std::string& title, const std::vector<SheetItem>& items) const;

    PictureOptions options_;
    Stage stage_;
    std::vector<SheetItem> boards_, solutions_;
    std::vector<PlayBoard> plays_;
    std::vector<std::pair<int, double>> order_;  // (level, score) of each board added
    std::string rules_;                          // the first board's: a run's boards share their rules
};

}  // namespace puzzlebox
