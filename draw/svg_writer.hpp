// A small SVG writer for printable pictures: user units are millimetres
// (the document says width="..mm" with a matching viewBox), text stays
// <text> (selectable and searchable), and every attribute and text is
// escaped. A Figure is a picture at its natural size; documents and sheets
// place figures with a translate and a scale.
#pragma once

#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlebox {

// The largest board drawn (a 200 x 200 grid): beyond, an SVG of one element
// per cell grows past what printers and browsers handle well.
inline constexpr int max_drawn_cells = 40'000;

struct Point {
    double x = 0, y = 0;
};

// Paint of one shape: fill and stroke colours ("none" for none), stroke
// width in mm, and an optional class that tests and style sheets can find.
struct Paint {
    std::string fill = "none";
    std::string stroke = "none";
    double stroke_width = 0;
    std::string css_class;
};

struct TextStyle {
    double size = 4.2;              // font size in mm (4.2 mm is about 12 pt)
    std::string anchor = "middle";  // start | middle | end
    std::string weight = "normal";  // normal | bold
    std::string fill = "#000000";
    std::string css_class;
};

// Escapes &, <, >, " and ' for XML text and attribute values.
std::string xml_escape(std::string_view text);

// SVG elements in mm, appended in drawing order (later on top).
class Svg {
public:
    void rect(double x, double y, double width, double height, const Paint& paint, double corner = 0);
    void circle(Point centre, double radius, const Paint& paint);
    void line(Point from, Point to, const Paint& paint);
    void polygon(const std::vector<Point>& points, const Paint& paint);
    // Text whose capitals and digits are centred vertically on y: the
    // baseline is computed (text_baseline), so every renderer agrees.
    void text(Point at, std::string_view content, const TextStyle& style);
    // An arrow from `from` to `to` (a line and a filled head); with a class, in a
    // group of that class carrying its end points (data-x1 ..).
    void arrow(Point from, Point to, double width, const std::string& colour, const std::string& css_class);
    // Opens and closes a group; `attributes` is written as given (already escaped).
    void begin_group(const std::string& attributes);
    void end_group();
    // Appends another fragment, translated and scaled.
    void place(const Svg& other, Point at, double scale = 1.0);

    const std::string& body() const { return body_; }
    // The smallest size (mm, as placed) of a number drawn: a text of digits
    // (and a leading '-'); infinity when none. Print layouts keep it legible.
    double smallest_number() const { return smallest_number_; }

private:
    std::string body_;
    double smallest_number_ = std::numeric_limits<double>::infinity();
};

// Whether a picture carries its legend (the line under the board saying the
// goal and the moves): a sheet or book that prints the rules once over its
// boards leaves it out, rather than repeat the rules under every board.
enum class Legend { shown, left_out };

// A picture at its natural size in mm.
struct Figure {
    double width = 0, height = 0;
    Svg svg;

    // Text from the left edge centred on height y, wrapped into lines no
    // wider than the figure (or max_width, if wider); the figure widens only
    // for a word longer than that. Returns the height of the last line.
    double caption(double y, const std::string& text, const TextStyle& style, double max_width = 0);
};

// A whole document of width x height mm, with a <title>.
std::string svg_document(double width, double height, std::string_view title, const Svg& content);

// A single figure as a document: the title on top, the rules (if any) under
// the figure, a margin around; as wide as the figure (at least 60 mm), the
// title and rules wrapped to it.
std::string figure_document(const Figure& figure, std::string_view title, std::string_view rules = {});

// About how wide the text prints, in mm: DejaVu Sans's advance widths by
// kind of character (digits, capitals, small letters, spaces, punctuation),
// enough to size pictures and wrap notes around it.
double text_width(std::string_view text, double size, bool bold = false);

// DejaVu Sans's capitals and digits are 0.729 em high: text centred on y has
// its baseline at y + 0.729 / 2 em.
inline constexpr double cap_height = 0.729;
double text_baseline(double centre_y, double size);

// Words into lines of at most max_width mm (a longer word gets a line of its own).
std::vector<std::string> wrap_text(std::string_view text, double size, double max_width, bool bold = false);

// A cell as people count: "row 5, col 3" for the text format's 4,2.
std::string human_cell(int row, int col);

// Numbers in attributes: at most 3 decimals, no trailing zeros.
std::string svg_number(double value);

}  // namespace puzzlebox
