// Printable sheets: boards in a grid of equal slots on A4 or US Letter
// pages, one scale for every board of a run so that they print alike, as
// many pages as the boards need. Each page has the title, the family's
// rules (unless left out), a caption over every board and a footer saying
// what made the boards and which page this is.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "draw/svg_writer.hpp"

namespace puzzlebox {

struct SheetItem {
    Figure figure;
    std::string caption;
};

struct Paper {
    std::string name;    // "a4", "letter"
    double width = 210;  // mm, portrait
    double height = 297;
};

// Pages keep this margin (mm) on every side; slots of a grid are this far
// apart, and each board's caption takes this much over it.
inline constexpr double sheet_margin = 12, sheet_gap = 6, sheet_caption_height = 6;

inline const Paper a4_paper{"a4", 210, 297};
inline const Paper letter_paper{"letter", 215.9, 279.4};

// "a4" or "letter" (any case); empty otherwise.
std::optional<Paper> parse_paper(const std::string& name);

// The words around the boards.
struct SheetText {
    std::string title;
    std::string rules;   // "" : none
    std::string footer;  // what made the boards ("puzzlebox-gen jump --size 6x6 ...")
};

// How the boards spread over pages: `per_page` boards on each page (the
// last may have fewer) in `columns` columns, all at `scale` (at most 1).
struct SheetPlan {
    int pages = 1;
    int per_page = 1;
    int columns = 1;
    double scale = 1;
};

// Boards print at `good_scale` or larger where one page can hold them (10 mm
// cells stay 7 mm or more, their notes 2.4 mm); pages are added until they do and then filled
// evenly, the boards grown to fill their slots up to `max_scale` (small
// boards, such as a 3x3 rotation scramble, to 18 mm cells rather than 3 cm
// boards in wide slots). A board that alone needs a scale below `min_scale` gets no plan.
inline constexpr double sheet_good_scale = 0.7;
inline constexpr double sheet_max_scale = 1.8;
std::optional<SheetPlan> plan_sheets(const std::vector<Figure>& figures, const Paper& paper, const SheetText& text,
                                     double min_scale);

// A part of a page that boards are laid out in (mm from the top left).
struct SheetArea {
    double left = 0, top = 0, width = 0, height = 0;
};

// The grid for `count` boards of at most figure_width x figure_height in
// `area`: the column count whose scale (at most sheet_max_scale) is largest.
struct SheetGrid {
    int columns = 1;
    double scale = 0;  // 0: they do not fit
};
SheetGrid best_sheet_grid(double figure_width, double figure_height, int count, const SheetArea& area);

// items[first, last) in a grid of `columns` x `rows` equal slots filling
// `area`, each board centred in its slot under its caption, at `scale`.
// Returns the box the boards and their captions take.
SheetArea draw_sheet_slots(Svg& svg, const std::vector<SheetItem>& items, int first, int last, const SheetArea& area, int columns,
                           int rows, double scale);

// The pages as SVG documents, in order.
std::vector<std::string> sheet_pages(const SheetText& text, const std::vector<SheetItem>& items, const Paper& paper,
                                     const SheetPlan& plan);

}  // namespace puzzlebox
