// A small SVG writer for printable pictures: user units are millimetres
// (the document says width="..mm" with a matching viewBox), text stays
// <text> (selectable and searchable), and every attribute and text is
// escaped. A Figure is a picture at its natural size; documents and sheets
// place figures with a translate and a scale.
#pragma once

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
    double size = 4.2;             // font size in mm (4.2 mm is about 12 pt)
    std::string anchor = "middle"; // start | middle | end
    std::string weight = "normal"; // normal | bold
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
    // Text centred vertically on y (dominant-baseline: central).
    void text(Point at, std::string_view content, const TextStyle& style);
    // An arrow from `from` to `to` (a line and a filled head), grouped with the class.
    void arrow(Point from, Point to, double width, const std::string& colour, const std::string& css_class);
    // Opens and closes a group; `attributes` is written as given (already escaped).
    void begin_group(const std::string& attributes);
    void end_group();
    // Appends another fragment, translated and scaled.
    void place(const Svg& other, Point at, double scale = 1.0);

    const std::string& body() const { return body_; }

private:
    std::string body_;
};

// A picture at its natural size in mm.
struct Figure {
    double width = 0, height = 0;
    Svg svg;

    // A line of text from the left edge at height y; the figure widens to hold it.
    void caption(double y, const std::string& text, const TextStyle& style);
};

// A whole document of width x height mm, with a <title>.
std::string svg_document(double width, double height, std::string_view title, const Svg& content);

// A single figure as a document: a title line on top and a margin around.
std::string figure_document(const Figure& figure, std::string_view title);

// About how wide the text prints, in mm (DejaVu Sans averages 0.6 em a
// character, bold a little more): enough to size pictures around it.
double text_width(std::string_view text, double size, bool bold = false);

// Numbers in attributes: at most 3 decimals, no trailing zeros.
std::string svg_number(double value);

}  // namespace puzzlebox
