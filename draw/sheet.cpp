// Sheet layout: tries every column count and keeps the one whose common
// scale is largest, slots filled row by row, each figure centred in its slot
// under its caption.
#include "draw/sheet.hpp"

#include <algorithm>

#include "draw/palette.hpp"

namespace puzzlebox {

namespace {

constexpr double margin = 12, header = 16, gap = 6, caption = 6;

double slot_width(int columns) { return (a4_width - 2 * margin - (columns - 1) * gap) / columns; }

double slot_height(int rows) { return (a4_height - 2 * margin - header - (rows - 1) * gap) / rows; }

}  // namespace

std::optional<SheetLayout> sheet_layout(const std::vector<Figure>& figures, double min_scale) {
    if (figures.empty()) return std::nullopt;
    const int count = static_cast<int>(figures.size());
    SheetLayout best{1, 0};
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        const double width = slot_width(columns), height = slot_height(rows) - caption;
        if (width <= 0 || height <= 0) break;
        double scale = 1;
        for (const Figure& figure : figures)
            scale = std::min({scale, width / std::max(figure.width, 1.0), height / std::max(figure.height, 1.0)});
        if (scale > best.scale) best = {columns, scale};
    }
    if (best.scale < min_scale) return std::nullopt;
    return best;
}

std::string sheet_document(const std::string& title, const std::string& subtitle, const std::vector<SheetItem>& items,
                           const SheetLayout& layout) {
    Svg page;
    page.text({margin, margin + 3}, title, TextStyle{5.5, "start", "bold", palette::ink, "title"});
    page.text({margin, margin + 10}, subtitle, TextStyle{2.6, "start", "normal", palette::grid, "subtitle"});
    const int count = static_cast<int>(items.size());
    const int rows = (count + layout.columns - 1) / layout.columns;
    const double width = slot_width(layout.columns), height = slot_height(rows);
    for (int i = 0; i < count; ++i) {
        const double x = margin + (i % layout.columns) * (width + gap);
        const double y = margin + header + (i / layout.columns) * (height + gap);
        const Figure& figure = items[static_cast<std::size_t>(i)].figure;
        page.begin_group("class=\"sheet-item\"");
        page.text({x, y + 2}, items[static_cast<std::size_t>(i)].caption, TextStyle{3.4, "start", "bold", palette::ink, "caption"});
        page.place(figure.svg, {x + (width - figure.width * layout.scale) / 2, y + caption}, layout.scale);
        page.end_group();
    }
    return svg_document(a4_width, a4_height, title, page);
}

}  // namespace puzzlebox
