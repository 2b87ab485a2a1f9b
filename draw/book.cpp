// Book layout. Each run of boards (a chapter, or a chapter's answers) starts
// on a new page under its heading (and, the first page of a chapter, its
// rules); its boards share one grid of equal slots and one scale, so that a
// chapter's cells are one size. The grid is the one that takes the fewest
// pages at a good scale (sheet_good_scale or larger, and every number on a
// board legible_number mm or more; where none is good, the largest scale),
// and among those the largest scale; every page but the
// run's last is filled to its last slot. The answers are laid out after the
// chapters so that their captions can say on which page each puzzle is;
// they flow: a chapter's answers that fit on one page are set just as tall
// as their rows, under the last chapter's answers when there is room.
#include "draw/book.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <tuple>

#include <fmt/format.h>

#include "draw/palette.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

constexpr double margin = sheet_margin;
constexpr double heading_size = 6, rules_size = 3.6, number_size = 3.2;
constexpr double foot_room = 9;     // the page number's line
constexpr double answers_gap = 10;  // between one chapter's answers and the next on a page

// One page of a run: which items and in what grid.
struct RunPage {
    int first = 0, last = 0, columns = 1, rows = 1;
    bool opens = false;  // the run's first page (heading and rules)
};

struct Run {
    std::string heading, rules;
    const std::vector<SheetItem>* items = nullptr;
    std::vector<RunPage> pages;
    double scale = 1;
};

std::vector<std::string> rules_lines(const std::string& rules, const Paper& paper) {
    return rules.empty() ? std::vector<std::string>{} : wrap_text(rules, rules_size, paper.width - 2 * margin);
}

double header_height(const Run& run, bool opens, const Paper& paper) {
    const double rules = opens ? static_cast<double>(rules_lines(run.rules, paper).size()) * rules_size * 1.4 : 0;
    return heading_size * 1.7 + (rules > 0 ? rules + 2 : 0) + 3;
}

SheetArea area_of(const Run& run, bool opens, const Paper& paper) {
    const double top = margin + header_height(run, opens, paper);
    return {margin, top, paper.width - 2 * margin, paper.height - margin - foot_room - top};
}

constexpr double slot_gap = sheet_gap, caption_room = sheet_caption_height;  // as draw_sheet_slots lays a grid out

// The scale of boards of at most width x height in `columns` x `rows` slots of `area` (at most `largest`).
double grid_scale(double width, double height, int columns, int rows, const SheetArea& area, double largest) {
    const double slot_width = (area.width - (columns - 1) * slot_gap) / columns;
    const double slot_height = (area.height - (rows - 1) * slot_gap) / rows - caption_room;
    if (slot_width <= 0 || slot_height <= 0) return 0;
    return std::min({largest, slot_width / width, slot_height / height});
}

// The most rows of `columns` slots `area` holds at `scale` (0: not one).
int rows_at(double width, double height, int columns, double scale, const SheetArea& area) {
    int rows = 0;
    while (grid_scale(width, height, columns, rows + 1, area, scale) >= scale) ++rows;
    return rows;
}

// `compact` (the answers): boards no larger than the good scale, and of
// grids alike, the one of fewest rows, so that the next run fits below.
void plan_run(Run& run, const Paper& paper, bool compact = false) {
    const std::vector<SheetItem>& items = *run.items;
    const int count = static_cast<int>(items.size());
    double width = 1, height = 1;
    for (const SheetItem& item : items) {
        width = std::max(width, item.figure.width);
        height = std::max(height, item.figure.height);
    }
    const SheetArea opening = area_of(run, true, paper), later = area_of(run, false, paper);
    // Good: boards at sheet_good_scale or more, and every number on them printed legible_number or more.
    double good_scale = sheet_good_scale;
    for (const SheetItem& item : items) good_scale = std::max(good_scale, legible_number / item.figure.svg.smallest_number());
    // Every grid of later pages (columns x rows), with the opening page's rows at its scale.
    struct Choice {
        int columns = 0, opening_rows = 0, rows = 0, pages = 0;
        double scale = 0;
    };
    // Compact: the good scale rounded up to the thousandths an SVG writes it
    // in, so that no number prints a hair under legible_number.
    const double largest = compact ? std::ceil(good_scale * 1000) / 1000 : sheet_max_scale;
    std::optional<Choice> best;
    const auto better = [good_scale, compact](const Choice& a, const Choice& b) {
        const bool a_good = a.scale >= good_scale, b_good = b.scale >= good_scale;
        if (a_good != b_good) return a_good;
        if (a_good && a.pages != b.pages) return a.pages < b.pages;
        if (!a_good && a.scale != b.scale) return a.scale > b.scale;
        if (compact && a.scale == b.scale && a.pages == b.pages && a.columns != b.columns) return a.columns > b.columns;
        return a.scale > b.scale || (a.scale == b.scale && a.pages < b.pages);
    };
    for (int columns = 1; columns <= count; ++columns)
        for (int rows = 1; rows <= count; ++rows) {
            const double scale = grid_scale(width, height, columns, rows, later, largest);
            if (scale <= 0) break;
            const int opening_rows = std::min(rows, rows_at(width, height, columns, scale, opening));
            if (opening_rows == 0) continue;
            const int rest = std::max(0, count - columns * opening_rows);
            const Choice choice{columns, opening_rows, rows, 1 + (rest + columns * rows - 1) / (columns * rows), scale};
            if (!best || better(choice, *best)) best = choice;
            if (columns * rows >= count) break;  // more rows only shrink the boards
        }
    if (!best || best->scale < 0.4)
        throw std::runtime_error(fmt::format("{}: a board does not fit {} page with cells of at least 4 mm", run.heading,
                                             paper.name == "a4" ? "an A4" : "a Letter"));
    run.scale = best->scale;
    for (int first = 0, page = 0; first < count; ++page) {
        const int rows = page == 0 ? best->opening_rows : best->rows;
        const int last = std::min(count, first + best->columns * rows);
        run.pages.push_back({first, last, best->columns, rows, page == 0});
        first = last;
    }
}

void page_number(Svg& svg, const Paper& paper, int number) {
    svg.text({paper.width / 2, paper.height - margin}, std::to_string(number),
             TextStyle{number_size, "middle", "normal", palette::ink, "page-number"});
}

// The rows a page of a run fills, and their height at the run's scale: the
// page's boards set as tall as they are, not spread down the page.
std::pair<int, double> filled_rows(const Run& run, const RunPage& page) {
    double height = 1;
    for (int i = page.first; i < page.last; ++i) height = std::max(height, at(*run.items, i).figure.height);
    const int rows = (page.last - page.first + page.columns - 1) / page.columns;
    return {rows, rows * (caption_room + height * run.scale) + (rows - 1) * slot_gap};
}

// What a page of a run drew: the bottom of its boards, the box they take
// and the area they had.
struct Drawn {
    double bottom = 0, used = 0, area = 0;
};

// One page of a run drawn from `top` down: its heading (and the run's rules
// on its first page), then its boards, spread down to the foot of the page,
// or with `tight`, in just the rows they fill.
Drawn draw_run_page(Svg& svg, const Run& run, RunPage page, const Paper& paper, double top, bool tight) {
    double y = top + heading_size / 2;
    svg.text({margin, y}, page.opens ? run.heading : run.heading + " (continued)",
             TextStyle{heading_size, "start", "bold", palette::ink, "heading"});
    y += heading_size * 0.5 + 2 + rules_size * 0.5 + 1;
    if (page.opens)
        for (const std::string& line : rules_lines(run.rules, paper)) {
            svg.text({margin, y}, line, TextStyle{rules_size, "start", "normal", palette::ink, "rules"});
            y += rules_size * 1.4;
        }
    SheetArea area = area_of(run, page.opens, paper);
    area.top += top - margin;
    area.height -= top - margin;
    if (tight) std::tie(page.rows, area.height) = filled_rows(run, page);
    const SheetArea used = draw_sheet_slots(svg, *run.items, page.first, page.last, area, page.columns, page.rows, run.scale);
    return {used.top + used.height, used.width * used.height, area.width * area.height};
}

// Contents lines: the words, dots, the page number.
void contents_line(Svg& svg, const Paper& paper, double y, const std::string& words, int page) {
    const double left = margin + 20, right = paper.width - margin - 20, size = 4.6;
    svg.text({left, y}, words, TextStyle{size, "start", "normal", palette::ink, "contents-entry"});
    const std::string number = std::to_string(page);
    svg.text({right, y}, number, TextStyle{size, "end", "normal", palette::ink, "contents-page"});
    const double from = left + text_width(words, size) + 2, to = right - text_width(number, size) - 2;
    if (to > from) svg.line({from, y + 1.2}, {to, y + 1.2}, Paint{"none", palette::grid, 0.3, "leader"});
}

}  // namespace

Book book_pages(const BookText& text, const std::vector<BookChapter>& chapters, const Paper& paper) {
    // The chapters, numbered through the book.
    std::vector<std::vector<SheetItem>> boards(chapters.size()), answers(chapters.size());
    std::vector<Run> runs;
    int number = 0;
    for (std::size_t c = 0; c < chapters.size(); ++c) {
        for (const SheetItem& item : chapters[c].boards)
            boards[c].push_back({item.figure, fmt::format("{}. {}", ++number, item.caption)});
        runs.push_back({fmt::format("{}. {}", c + 1, chapters[c].heading), chapters[c].rules, &boards[c], {}, 1});
        plan_run(runs.back(), paper);
    }
    Book book;
    int page = 2;  // after the title page
    std::vector<int> chapter_pages;
    for (const Run& run : runs) {
        chapter_pages.push_back(page);
        for (const RunPage& p : run.pages) {
            for (int i = p.first; i < p.last; ++i) book.board_pages.push_back(page);
            ++page;
        }
    }
    // The answers, keyed by number and page.
    book.answers_page = page;
    std::vector<Run> answer_runs;
    number = 0;
    for (std::size_t c = 0; c < chapters.size(); ++c) {
        for (const SheetItem& item : chapters[c].answers) {
            answers[c].push_back({item.figure, fmt::format("{} (page {})", number + 1, book.board_pages.at(number))});
            ++number;
        }
        answer_runs.push_back({fmt::format("Answers: {}", chapters[c].heading), "", &answers[c], {}, 1});
        plan_run(answer_runs.back(), paper, true);
    }
    // The title page and its contents.
    Svg title;
    double y = paper.height * 0.28;
    for (const std::string& line : wrap_text(text.title, 11, paper.width - 2 * margin, true)) {
        title.text({paper.width / 2, y}, line, TextStyle{11, "middle", "bold", palette::ink, "book-title"});
        y += 14;
    }
    if (!text.subtitle.empty())
        for (const std::string& line : wrap_text(text.subtitle, 5, paper.width - 2 * margin)) {
            title.text({paper.width / 2, y}, line, TextStyle{5, "middle", "normal", palette::ink, "book-subtitle"});
            y += 7;
        }
    y += 14;
    title.text({margin + 20, y}, "Contents", TextStyle{5.5, "start", "bold", palette::ink, "contents"});
    y += 10;
    for (std::size_t c = 0; c < chapters.size(); ++c) {
        contents_line(title, paper, y, fmt::format("{}. {} ({} puzzles)", c + 1, chapters[c].heading, chapters[c].boards.size()),
                      chapter_pages[c]);
        y += 7.5;
    }
    contents_line(title, paper, y, "Answers", book.answers_page);
    y += 14;
    for (const std::string& line :
         wrap_text("In each chapter the puzzles run from easy to hard; the level is over each puzzle. The answers at the back "
                   "are keyed by the puzzle's number and page.",
                   3.6, paper.width - 2 * margin - 40)) {
        title.text({margin + 20, y}, line, TextStyle{3.6, "start", "normal", palette::ink, "book-note"});
        y += 5;
    }
    double fy = paper.height - margin;
    const std::vector<std::string> footer = wrap_text(text.footer, 2.6, paper.width - 2 * margin);
    fy -= (static_cast<double>(footer.size()) - 1) * 3.5;
    for (const std::string& line : footer) {
        title.text({margin, fy}, line, TextStyle{2.6, "start", "normal", palette::grid, "footer"});
        fy += 3.5;
    }
    book.pages.push_back(svg_document(paper.width, paper.height, text.title, title));
    // The chapters, each from a new page; then the answers, flowing.
    page = 2;
    std::optional<Svg> open;  // the page being drawn
    PageFill fill;
    double bottom = 0;  // of what it holds
    // A page of flowing answers is as full as the depth they reach.
    const auto depth = [&] { return std::min(1.0, (bottom - margin) / (paper.height - foot_room - 2 * margin)); };
    const auto close = [&] {
        page_number(*open, paper, page++);
        book.pages.push_back(svg_document(paper.width, paper.height, text.title, *open));
        book.fill.push_back(fill);
        open.reset();
    };
    for (const std::vector<Run>* all : {&runs, &answer_runs}) {
        const bool flowing = all == &answer_runs;
        for (const Run& run : *all) {
            if (flowing && open && run.pages.size() == 1) {
                // Under the answers before it, when the whole run fits there.
                const double top = bottom + answers_gap;
                if (top + header_height(run, true, paper) + filled_rows(run, run.pages.front()).second <=
                    paper.height - margin - foot_room) {
                    const Drawn drawn = draw_run_page(*open, run, run.pages.front(), paper, top, true);
                    bottom = drawn.bottom;
                    fill.fill = depth();
                    continue;
                }
            }
            for (const RunPage& p : run.pages) {
                if (open) close();
                open.emplace();
                const bool last = &p == &run.pages.back();
                const Drawn drawn = draw_run_page(*open, run, p, paper, margin, flowing && last);
                bottom = drawn.bottom;
                fill = {flowing && last ? depth() : drawn.used / drawn.area, last};
                if (!flowing || !last) close();
            }
        }
    }
    if (open) close();
    return book;
}

}  // namespace puzzlebox
