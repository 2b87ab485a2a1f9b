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
// evenly. A board that alone needs a scale below `min_scale` gets no plan.
inline constexpr double sheet_good_scale = 0.7;
std::optional<SheetPlan> plan_sheets(const std::vector<Figure>& figures, const Paper& paper, const SheetText& text,
                                     double min_scale);

// The pages as SVG documents, in order.
std::vector<std::string> sheet_pages(const SheetText& text, const std::vector<SheetItem>& items, const Paper& paper,
                                     const SheetPlan& plan);

}  // namespace puzzlebox
