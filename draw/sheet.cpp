// Sheet layout: the header (title and the rules, wrapped to the page) and
// footer take what they need; the rest is a grid of equal slots. For a
// number of boards per page every column count is tried and the one whose
// common scale is largest kept; the number per page is the largest that
// keeps the good scale, then evened out over the pages.
#include "draw/sheet.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "draw/palette.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

constexpr double margin = sheet_margin, gap = sheet_gap, caption_height = sheet_caption_height;
constexpr double title_size = 5.5, rules_size = 3.4, footer_size = 2.6;

std::vector<std::string> rules_lines(const SheetText& text, const Paper& paper) {
    if (text.rules.empty()) return {};
    return wrap_text(text.rules, rules_size, paper.width - 2 * margin);
}

std::vector<std::string> footer_lines(const SheetText& text, const Paper& paper) {
    // Room on the last line for " · page 12 of 12".
    return wrap_text(text.footer.empty() ? "puzzlebox" : text.footer, footer_size, paper.width - 2 * margin - 30);
}

double header_height(const SheetText& text, const Paper& paper) {
    const double rules = static_cast<double>(rules_lines(text, paper).size()) * rules_size * 1.35;
    return title_size * 1.6 + (rules > 0 ? rules + 2 : 0) + 3;
}

double footer_height(const SheetText& text, const Paper& paper) {
    return static_cast<double>(footer_lines(text, paper).size()) * footer_size * 1.35 + 3;
}

SheetArea board_area(const SheetText& text, const Paper& paper) {
    const double top = margin + header_height(text, paper);
    return {margin, top, paper.width - 2 * margin, paper.height - margin - footer_height(text, paper) - top};
}

double slot_width(const SheetArea& area, int columns) { return (area.width - (columns - 1) * gap) / columns; }
double slot_height(const SheetArea& area, int rows) { return (area.height - (rows - 1) * gap) / rows; }

}  // namespace

SheetGrid best_sheet_grid(double figure_width, double figure_height, int count, const SheetArea& area) {
    SheetGrid best;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        const double width = slot_width(area, columns), height = slot_height(area, rows) - caption_height;
        if (width <= 0 || height <= 0) break;
        const double scale = std::min({sheet_max_scale, width / figure_width, height / figure_height});
        if (scale > best.scale) best = {columns, scale};
    }
    return best;
}

SheetArea draw_sheet_slots(Svg& svg, const std::vector<SheetItem>& items, int first, int last, const SheetArea& area, int columns,
                           int rows, double scale) {
    const double width = slot_width(area, columns), height = slot_height(area, rows);
    double left_most = area.left + area.width, right_most = area.left, bottom_most = area.top;
    for (int i = first; i < last; ++i) {
        const int slot = i - first;
        const SheetItem& item = at(items, i);
        const int row = slot / columns, col = slot % columns;
        const double x = area.left + col * (width + gap);
        const double top = area.top + row * (height + gap);
        const double drawn = item.figure.width * scale;
        const double left = x + (width - drawn) / 2;  // the caption sits over the board, both centred in the slot
        svg.begin_group("class=\"sheet-item\"");
        const double fits = width / std::max(text_width(item.caption, 1, true), 1.0);  // the caption stays in its slot
        svg.text({std::max(x, std::min(left, x + width - text_width(item.caption, std::min(3.6, fits), true))), top + 2},
                 item.caption, TextStyle{std::min(3.6, fits), "start", "bold", palette::ink, "caption"});
        svg.place(item.figure.svg, {left, top + caption_height}, scale);
        svg.end_group();
        left_most = std::min(left_most, left);
        right_most = std::max(right_most, left + drawn);
        bottom_most = std::max(bottom_most, top + caption_height + item.figure.height * scale);
    }
    if (first >= last) return {area.left, area.top, 0, 0};
    return {left_most, area.top, right_most - left_most, bottom_most - area.top};
}

std::optional<Paper> parse_paper(const std::string& name) {
    std::string lower;
    for (const char c : name) lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    if (lower == "a4") return a4_paper;
    if (lower == "letter") return letter_paper;
    return std::nullopt;
}

std::optional<SheetPlan> plan_sheets(const std::vector<Figure>& figures, const Paper& paper, const SheetText& text,
                                     double min_scale) {
    if (figures.empty()) return std::nullopt;
    double figure_width = 1, figure_height = 1;
    for (const Figure& figure : figures) {
        figure_width = std::max(figure_width, figure.width);
        figure_height = std::max(figure_height, figure.height);
    }
    const SheetArea area = board_area(text, paper);
    if (area.height <= caption_height) return std::nullopt;
    const int count = static_cast<int>(figures.size());
    // The most boards a page holds at the good scale (at least one).
    int most = 1;
    while (most < count && best_sheet_grid(figure_width, figure_height, most + 1, area).scale >= sheet_good_scale) ++most;
    SheetPlan plan;
    plan.pages = (count + most - 1) / most;
    plan.per_page = (count + plan.pages - 1) / plan.pages;
    const SheetGrid grid = best_sheet_grid(figure_width, figure_height, plan.per_page, area);
    plan.columns = grid.columns;
    plan.scale = grid.scale;
    if (plan.scale < min_scale || plan.scale <= 0) return std::nullopt;
    return plan;
}

std::vector<std::string> sheet_pages(const SheetText& text, const std::vector<SheetItem>& items, const Paper& paper,
                                     const SheetPlan& plan) {
    const SheetArea area = board_area(text, paper);
    const std::vector<std::string> rules = rules_lines(text, paper);
    const std::vector<std::string> footer = footer_lines(text, paper);
    const int count = static_cast<int>(items.size());
    const int rows = (plan.per_page + plan.columns - 1) / plan.columns;
    std::vector<std::string> pages;
    for (int page = 0; page < plan.pages; ++page) {
        Svg svg;
        double y = margin + title_size / 2;
        svg.text({margin, y}, text.title, TextStyle{title_size, "start", "bold", palette::ink, "title"});
        y += title_size * 0.5 + 2 + rules_size * 0.5 + 1;
        for (const std::string& line : rules) {
            svg.text({margin, y}, line, TextStyle{rules_size, "start", "normal", palette::ink, "rules"});
            y += rules_size * 1.35;
        }
        const int first = page * plan.per_page, last = std::min(count, first + plan.per_page);
        draw_sheet_slots(svg, items, first, last, area, plan.columns, rows, plan.scale);
        double fy = paper.height - margin - (static_cast<double>(footer.size()) - 1) * footer_size * 1.35;
        for (std::size_t i = 0; i < footer.size(); ++i) {
            svg.text({margin, fy}, footer[i], TextStyle{footer_size, "start", "normal", palette::grid, "footer"});
            fy += footer_size * 1.35;
        }
        svg.text({paper.width - margin, paper.height - margin}, fmt::format("page {} of {}", page + 1, plan.pages),
                 TextStyle{footer_size, "end", "normal", palette::grid, "page-number"});
        pages.push_back(svg_document(paper.width, paper.height, text.title, svg));
    }
    return pages;
}

}  // namespace puzzlebox
