// The play page: HTML, its style (screen and print) and the built-in script,
// one file with nothing to fetch. Each board is a <section class="play">
// holding its data as JSON; the script turns each into a board to play.
#include "draw/play_page.hpp"

#include <algorithm>
#include <string_view>

#include <fmt/format.h>

#include "draw/play_page_script.hpp"
#include "draw/svg_writer.hpp"

namespace puzzlebox {

namespace {

constexpr const char* style = R"css(
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; margin: 1.5em auto; max-width: 60em; padding: 0 1em; color: #000; }
h1 { font-size: 1.5em; }
section.play { margin: 1.5em 0 2.5em; outline: none; page-break-inside: avoid; break-inside: avoid; }
section.play h2 { font-size: 1.15em; margin: 0 0 0.3em; }
p.rules { margin: 0.2em 0 0.8em; max-width: 40em; }
svg.board { display: block; max-width: 100%; height: auto; user-select: none; margin: 0.3em 0; }
svg.board text { pointer-events: none; fill: #000; }
svg.board .cell rect, svg.board .cell polygon { fill: #fff; stroke: #555; stroke-width: 1; cursor: pointer; }
svg.board .cell.start rect { fill: #cfe8cf; }
svg.board .cell.goal rect { fill: #f6e3a1; }
svg.board .cell.visited rect { fill: #f6d0cb; }
svg.board .cell.here rect { fill: #e8958c; }
svg.board .landing-ring { fill: none; stroke: #c0392b; stroke-width: 2.5; pointer-events: none; }
svg.board .cell.given polygon { fill: #eee; cursor: default; }
svg.board .cell.selected polygon { fill: #d6e4f5; stroke: #3366aa; stroke-width: 2.5; }
svg.board .cell .value { font-size: 20px; }
svg.board .cell.given .value { font-weight: bold; }
svg.board .step { fill: #c0392b; font-weight: bold; }
svg.board .button circle { fill: #3366aa; stroke: #fff; stroke-width: 1.5; cursor: pointer; }
svg.board .button circle.ring { fill: transparent; stroke: #3366aa; stroke-width: 2; }
svg.board .button text { fill: #fff; font-weight: bold; }
svg.board .button circle.ring + text { fill: #3366aa; }
svg.board .target { fill: #fff; stroke: #555; }
svg.board .bar { fill: #d4a017; stroke: #8a6508; stroke-width: 1.2; }
svg.board .lamp { fill: #4a4a4a; stroke: #222; stroke-width: 1.2; }
svg.board .cell.on .lamp { fill: #ffd83d; }
.controls { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; margin: 0.4em 0; }
.controls button, .values button { font: inherit; padding: 0.2em 0.6em; }
.values { display: flex; flex-wrap: wrap; gap: 0.25em; }
.values button { min-width: 2.6em; }
p.status { min-height: 1.3em; margin: 0.3em 0; }
p.status[data-kind="solved"] { color: #1e7b34; font-weight: bold; }
p.status[data-kind="refused"] { color: #c0392b; }
p.move-list { font-family: "DejaVu Sans Mono", monospace; color: #555; word-break: break-word; }
@media print {
  body { margin: 0; max-width: none; }
  .controls, .values, p.status, p.move-list { display: none; }
  section.play { margin: 0 0 1cm; }
  svg.board .cell.visited rect, svg.board .cell.here rect { fill: #fff; }
  svg.board .landing-ring { display: none; }
}
)css";

// Text inside <script>: "</" would end the element.
std::string script_safe(const std::string& text) {
    std::string safe;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '<' && i + 1 < text.size() && text[i + 1] == '/') safe.append("<\\");
        else safe.push_back(text[i]);
    }
    return safe;
}

}  // namespace

std::string play_page(const std::string& title, const std::vector<PlayBoard>& boards) {
    std::string page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    page.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    page.append(fmt::format("<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n<h1>{}</h1>\n", xml_escape(title), style,
                            xml_escape(title)));
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const PlayBoard& board = boards[i];
        page.append(fmt::format("<section class=\"play\" id=\"board-{}\" tabindex=\"0\">\n", i + 1));
        page.append(fmt::format("<h2>{}</h2>\n", xml_escape(board.caption)));
        if (!board.rules.empty()) page.append(fmt::format("<p class=\"rules\">{}</p>\n", xml_escape(board.rules)));
        page.append("<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\"></svg>\n");
        page.append(
            "<div class=\"controls\"><button type=\"button\" class=\"undo\">Undo</button>"
            "<button type=\"button\" class=\"restart\">Restart</button>"
            "<span>moves: <span class=\"moves\">0</span></span><span class=\"tools\"></span></div>\n");
        page.append("<p class=\"status\" aria-live=\"polite\"></p>\n<p class=\"move-list\"></p>\n");
        page.append(fmt::format("<script type=\"application/json\" class=\"board-data\">{}</script>\n", script_safe(board.data)));
        page.append("</section>\n");
    }
    // The page's script, each family's once (in the order the boards bring
    // them), then the start.
    page.append(fmt::format("<script>\n{}</script>\n", script_safe(play_page_script)));
    std::vector<std::string_view> scripts;
    for (const PlayBoard& board : boards)
        if (!board.script.empty() && std::find(scripts.begin(), scripts.end(), board.script) == scripts.end())
            scripts.push_back(board.script);
    for (const std::string_view script : scripts)
        page.append(fmt::format("<script>\n{}</script>\n", script_safe(std::string(script))));
    page.append("<script>puzzlebox.play();</script>\n</body>\n</html>\n");
    return page;
}

}  // namespace puzzlebox
