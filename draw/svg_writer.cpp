// The SVG writer: escaping, number formatting and the few elements puzzle
// pictures need.
#include "draw/svg_writer.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include <fmt/format.h>

namespace puzzlebox {

namespace {

// The code point of the UTF-8 sequence at text[at] and its length, or
// (-1, 1) for a byte that starts no well-formed sequence (a stray
// continuation, an overlong form, a surrogate, beyond U+10FFFF, cut short).
std::pair<long, std::size_t> utf8_at(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u; };
    const unsigned lead = byte(0);
    if (lead < 0x80) return {static_cast<long>(lead), 1};
    const std::size_t length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0;
    if (length == 0 || (lead >= 0xF5)) return {-1, 1};
    long point = static_cast<long>(lead & (0xFF >> (length + 1)));
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80) return {-1, 1};
        point = point << 6 | static_cast<long>(byte(i) & 0x3F);
    }
    const long least = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
    if (point < least || point > 0x10FFFF || (point >= 0xD800 && point <= 0xDFFF)) return {-1, 1};
    return {point, length};
}

}  // namespace

std::string xml_escape(std::string_view text) {
    // Valid XML 1.0 and HTML text whatever the input: the five specials as
    // entities, control characters but tab, LF and CR as '?', and bytes that
    // are not UTF-8 or characters XML forbids (U+FFFE, U+FFFF) as U+FFFD.
    std::string escaped;
    escaped.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const auto [point, length] = utf8_at(text, at);
        const char c = text[at];
        if (point < 0 || point == 0xFFFE || point == 0xFFFF) {
            escaped.append("\xEF\xBF\xBD");  // U+FFFD, the replacement character
        } else if (length > 1) {
            escaped.append(text.substr(at, length));
        } else {
            switch (c) {
                case '&':
                    escaped.append("&amp;");
                    break;
                case '<':
                    escaped.append("&lt;");
                    break;
                case '>':
                    escaped.append("&gt;");
                    break;
                case '"':
                    escaped.append("&quot;");
                    break;
                case '\'':
                    escaped.append("&apos;");
                    break;
                default:
                    // XML 1.0 allows no control characters but tab, newline and carriage return.
                    if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r') escaped.push_back('?');
                    else escaped.push_back(c);
            }
        }
        at += length;
    }
    return escaped;
}

std::string svg_number(double value) {
    if (std::abs(value) < 0.0005) return "0";
    std::string text = fmt::format("{:.3f}", value);
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
    return text;
}

std::string human_cell(int row, int col) { return fmt::format("row {}, col {}", row + 1, col + 1); }

double text_width(std::string_view text, double size, bool bold) {
    // DejaVu Sans advance widths in em, by kind of character (regular, bold).
    double ems = 0;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0) == 0x80) continue;  // UTF-8 continuation bytes
        if (c == ' ') ems += bold ? 0.348 : 0.318;
        else if (c >= '0' && c <= '9') ems += bold ? 0.696 : 0.636;
        else if (c >= 'A' && c <= 'Z') ems += bold ? 0.78 : 0.72;
        else if (c >= 'a' && c <= 'z') ems += bold ? 0.64 : 0.58;
        else if (c == '.' || c == ',' || c == ':' || c == ';' || c == '\'' || c == '|') ems += bold ? 0.38 : 0.318;
        else if (c == '-' || c == '(' || c == ')') ems += bold ? 0.415 : 0.361;
        else ems += bold ? 0.7 : 0.64;
    }
    return ems * size;
}

namespace {

std::string paint_attributes(const Paint& paint) {
    std::string attributes = fmt::format(" fill=\"{}\"", xml_escape(paint.fill));
    if (paint.stroke != "none")
        attributes.append(
            fmt::format(" stroke=\"{}\" stroke-width=\"{}\"", xml_escape(paint.stroke), svg_number(paint.stroke_width)));
    if (!paint.css_class.empty()) attributes.append(fmt::format(" class=\"{}\"", xml_escape(paint.css_class)));
    return attributes;
}

}  // namespace

void Svg::rect(double x, double y, double width, double height, const Paint& paint, double corner) {
    body_.append(fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"", svg_number(x), svg_number(y),
                             svg_number(width), svg_number(height)));
    if (corner > 0) body_.append(fmt::format(" rx=\"{}\"", svg_number(corner)));
    body_.append(paint_attributes(paint)).append("/>\n");
}

void Svg::circle(Point centre, double radius, const Paint& paint) {
    body_.append(
        fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\"", svg_number(centre.x), svg_number(centre.y), svg_number(radius)));
    body_.append(paint_attributes(paint)).append("/>\n");
}

void Svg::line(Point from, Point to, const Paint& paint) {
    body_.append(fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"", svg_number(from.x), svg_number(from.y),
                             svg_number(to.x), svg_number(to.y)));
    body_.append(paint_attributes(paint)).append(" stroke-linecap=\"round\"/>\n");
}

void Svg::polygon(const std::vector<Point>& points, const Paint& paint) {
    body_.append("<polygon points=\"");
    for (std::size_t i = 0; i < points.size(); ++i)
        body_.append(fmt::format("{}{},{}", i ? " " : "", svg_number(points[i].x), svg_number(points[i].y)));
    body_.append("\"").append(paint_attributes(paint)).append(" stroke-linejoin=\"round\"/>\n");
}

double text_baseline(double centre_y, double size) { return centre_y + cap_height * size / 2; }

void Svg::text(Point at, std::string_view content, const TextStyle& style) {
    const std::string_view digits = content.starts_with('-') ? content.substr(1) : content;
    if (!digits.empty() && std::all_of(digits.begin(), digits.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
        smallest_number_ = std::min(smallest_number_, style.size);
    // The baseline is computed here, not left to dominant-baseline, which
    // renderers place differently (rsvg-convert high, Chromium centred).
    body_.append(fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"{}\" fill=\"{}\"", svg_number(at.x),
                             svg_number(text_baseline(at.y, style.size)), svg_number(style.size), xml_escape(style.anchor),
                             xml_escape(style.fill)));
    if (style.weight != "normal") body_.append(fmt::format(" font-weight=\"{}\"", xml_escape(style.weight)));
    if (!style.css_class.empty()) body_.append(fmt::format(" class=\"{}\"", xml_escape(style.css_class)));
    body_.append(">").append(xml_escape(content)).append("</text>\n");
}

void Svg::arrow(Point from, Point to, double width, const std::string& colour, const std::string& css_class) {
    const double dx = to.x - from.x, dy = to.y - from.y;
    const double length = std::hypot(dx, dy);
    if (length <= 0) return;
    const double ux = dx / length, uy = dy / length;
    const double head = std::min(3.5 * width, length * 0.5);
    const Point base{to.x - ux * head, to.y - uy * head};
    if (!css_class.empty())
        begin_group(fmt::format("class=\"{}\" data-x1=\"{}\" data-y1=\"{}\" data-x2=\"{}\" data-y2=\"{}\"", xml_escape(css_class),
                                svg_number(from.x), svg_number(from.y), svg_number(to.x), svg_number(to.y)));
    line(from, base, Paint{"none", colour, width, ""});
    polygon({to, {base.x - uy * head * 0.55, base.y + ux * head * 0.55}, {base.x + uy * head * 0.55, base.y - ux * head * 0.55}},
            Paint{colour, "none", 0, ""});
    if (!css_class.empty()) end_group();
}

void Svg::begin_group(const std::string& attributes) {
    body_.append(attributes.empty() ? "<g>\n" : fmt::format("<g {}>\n", attributes));
}

void Svg::end_group() { body_.append("</g>\n"); }

void Svg::place(const Svg& other, Point at, double scale) {
    begin_group(scale == 1.0 ? fmt::format("transform=\"translate({} {})\"", svg_number(at.x), svg_number(at.y))
                             : fmt::format("transform=\"translate({} {}) scale({})\"", svg_number(at.x), svg_number(at.y),
                                           fmt::format("{:.5g}", scale)));
    body_.append(other.body_);
    smallest_number_ = std::min(smallest_number_, other.smallest_number_ * scale);
    end_group();
}

std::vector<std::string> wrap_text(std::string_view text, double size, double max_width, bool bold) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        std::size_t end = i;
        while (end < text.size() && text[end] != ' ') ++end;
        if (end == i) break;
        const std::string_view word = text.substr(i, end - i);
        std::string longer = line.empty() ? std::string(word) : line + " " + std::string(word);
        if (!line.empty() && text_width(longer, size, bold) > max_width) {
            lines.push_back(line);
            line = std::string(word);
        } else {
            line = std::move(longer);
        }
        i = end;
    }
    if (!line.empty() || lines.empty()) lines.push_back(line);
    return lines;
}

double Figure::caption(double y, const std::string& text, const TextStyle& style, double max_width) {
    const bool bold = style.weight == "bold";
    const double wrap = std::max({max_width, width, 1.0});
    const double step = style.size * 1.3;
    double at = y;
    for (const std::string& line : wrap_text(text, style.size, wrap, bold)) {
        svg.text({0, at}, line, TextStyle{style.size, "start", style.weight, style.fill, style.css_class});
        width = std::max(width, text_width(line, style.size, bold));
        at += step;
    }
    return at - step;
}

std::string svg_document(double width, double height, std::string_view title, const Svg& content) {
    std::string text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    text.append(
        fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{0}mm\" height=\"{1}mm\" "
                    "viewBox=\"0 0 {0} {1}\" font-family=\"DejaVu Sans, Liberation Sans, Arial, sans-serif\">\n",
                    svg_number(width), svg_number(height)));
    text.append("<title>").append(xml_escape(title)).append("</title>\n");
    text.append(fmt::format("<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n", svg_number(width),
                            svg_number(height)));
    text.append(content.body());
    text.append("</svg>\n");
    return text;
}

std::string figure_document(const Figure& figure, std::string_view title, std::string_view rules) {
    // The picture is as wide as the board (and its notes), never as its
    // title: a long title wraps, in a smaller size, within that width, and
    // so do the rules under the board.
    constexpr double margin = 8, rules_size = 3.4;
    const double width = std::max(figure.width, 60.0);
    const double size = text_width(title, 4.2, true) <= width ? 4.2 : 3.2;
    Svg content;
    double y = margin + size / 2;
    for (const std::string& line : wrap_text(title, size, width, true)) {
        content.text({margin, y}, line, TextStyle{size, "start", "bold", "#000000", "title"});
        y += size * 1.3;
    }
    const double top = y + 1.5;
    content.place(figure.svg, {margin, top});
    double bottom = top + figure.height;
    if (!rules.empty()) {
        double at = bottom + 2 + rules_size / 2;
        for (const std::string& line : wrap_text(rules, rules_size, width)) {
            content.text({margin, at}, line, TextStyle{rules_size, "start", "normal", "#000000", "rules"});
            at += rules_size * 1.35;
        }
        bottom = at - rules_size * 1.35 + rules_size / 2;
    }
    return svg_document(width + 2 * margin, bottom + margin, title, content);
}

}  // namespace puzzlebox
