// Printable A4 sheets: several figures in a grid of equal slots, each with a
// caption (its number and grade), one scale for all so that boards of one
// run print alike.
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

struct SheetLayout {
    int columns = 1;
    double scale = 1;  // of every figure; at most 1 (natural size)
};

inline constexpr double a4_width = 210, a4_height = 297;  // mm, portrait

// The grid with the largest common scale that fits every figure on one A4
// page; empty when that scale is below min_scale (the boards would print too
// small) or there are no figures.
std::optional<SheetLayout> sheet_layout(const std::vector<Figure>& figures, double min_scale);

// The page: the title (and a second, smaller line) on top, then the items.
std::string sheet_document(const std::string& title, const std::string& subtitle, const std::vector<SheetItem>& items,
                           const SheetLayout& layout);

}  // namespace puzzlebox
