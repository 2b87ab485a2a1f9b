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
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; margin: 1em auto; max-width: 60em; padding: 0 0.8em; color: #000; }
h1 { font-size: 1.4em; margin: 0.3em 0; }
nav.boards { display: flex; flex-wrap: wrap; gap: 0.4em 0.8em; align-items: center; padding: 0.4em 0; border-bottom: 1px solid #ccc;
  position: sticky; top: 0; background: #fff; z-index: 1; }
nav.boards .where { min-width: 12em; }
section.play { margin: 1em 0 2em; outline: none; page-break-inside: avoid; break-inside: avoid; }
section.play h2 { font-size: 1.15em; margin: 0 0 0.3em; }
section.play[data-solved="yes"] h2::after { content: " \2713"; color: #1e7b34; }
p.rules { margin: 0.2em 0 0.6em; max-width: 40em; }
.board-id { display: flex; gap: 0.4em; align-items: center; margin: 0.3em 0; font-size: 0.85em; color: #555; }
.board-id label { display: flex; gap: 0.4em; align-items: center; flex: 1 1 auto; min-width: 0; }
.board-id input { font-family: "DejaVu Sans Mono", monospace; font-size: 0.95em; flex: 1 1 10em; min-width: 0; max-width: 30em; }
svg.board { display: block; max-width: 100%; height: auto; user-select: none; margin: 0.3em 0; touch-action: manipulation; }
svg.board text { pointer-events: none; fill: #000; }
svg.board .cell rect, svg.board .cell polygon { fill: #fff; stroke: #555; stroke-width: 1; cursor: pointer; }
svg.board .cell.start rect { fill: #cfe8cf; }
svg.board .cell.goal rect { fill: #f6e3a1; }
svg.board .cell.visited rect { fill: #f6d0cb; }
svg.board .cell.here rect { fill: #e8958c; }
svg.board .landing-ring { fill: none; stroke: #c0392b; stroke-width: 2.5; pointer-events: none; }
svg.board .cursor { fill: none; stroke: #3366aa; stroke-width: 3; stroke-dasharray: 6 3; pointer-events: none; }
svg.board .hint-mark { fill: none; stroke: #1e7b34; stroke-width: 4; pointer-events: none; }
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
svg.board .way-up { fill: #222; stroke: none; pointer-events: none; }
svg.board .cell .bar { fill: #d4a017; stroke: #8a6508; stroke-width: 1.2; }
svg.board .lamp { fill: #4a4a4a; stroke: #222; stroke-width: 1.2; }
svg.board .cell.on .lamp { fill: #ffd83d; }
.controls { display: flex; flex-wrap: wrap; gap: 0.4em; align-items: center; margin: 0.4em 0; }
.controls button, .values button, nav.boards button, .board-id button { font: inherit; padding: 0.25em 0.7em; }
.values { display: flex; flex-wrap: wrap; gap: 0.25em; }
.values button { min-width: 2.6em; }
p.status { min-height: 1.3em; margin: 0.3em 0; }
p.status[data-kind="solved"] { color: #1e7b34; font-weight: bold; }
p.status[data-kind="solved"]::before { content: "✓ "; }
p.status[data-kind="revealed"] { color: #8a5a00; font-style: italic; }
p.status[data-kind="revealed"]::before { content: "◌ "; }
p.status[data-kind="refused"] { color: #c0392b; }
p.status[data-kind="hint"] { color: #1e5a8a; }
p.move-list { font-family: "DejaVu Sans Mono", monospace; color: #555; word-break: break-word; }
p.keys { font-size: 0.8em; color: #666; }
@media (max-width: 30em) { .controls button, nav.boards button { padding: 0.35em 0.5em; } }
@media print {
  body { margin: 0; max-width: none; }
  nav.boards, .controls, .values, .board-id, p.status, p.move-list, p.keys { display: none; }
  section.play, section.play[hidden] { display: block; margin: 0 0 1cm; }
  section.play[data-solved="yes"] h2::after { content: none; }
  svg.board .cell.visited rect, svg.board .cell.here rect { fill: #fff; }
  svg.board .landing-ring, svg.board .cursor, svg.board .hint-mark, svg.board .step { display: none; }
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
        page.append(fmt::format("<section class=\"play\" id=\"board-{}\" tabindex=\"0\" data-id=\"{}\" data-level=\"{}\">\n",
                                i + 1, xml_escape(board.id), xml_escape(board.level)));
        page.append(fmt::format("<h2>{}</h2>\n", xml_escape(board.caption)));
        if (!board.rules.empty()) page.append(fmt::format("<p class=\"rules\">{}</p>\n", xml_escape(board.rules)));
        page.append("<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\"></svg>\n");
        page.append(
            "<div class=\"controls\"><button type=\"button\" class=\"undo\" title=\"undo (u, Ctrl+Z)\">Undo</button>"
            "<button type=\"button\" class=\"redo\" title=\"redo (r, Ctrl+Y)\">Redo</button>"
            "<button type=\"button\" class=\"restart\">Restart</button>"
            "<button type=\"button\" class=\"hint\" title=\"the next move of a shortest solution from here (h)\">Hint</button>"
            "<button type=\"button\" class=\"reveal\">Reveal solution</button>"
            "<span>moves: <span class=\"moves\">0</span></span><span class=\"tools\"></span></div>\n");
        page.append("<p class=\"status\" aria-live=\"polite\"></p>\n<p class=\"move-list\"></p>\n");
        if (!board.id.empty())
            page.append(
                fmt::format("<div class=\"board-id\"><label>Board ID <input type=\"text\" value=\"{}\" spellcheck=\"false\" "
                            "aria-label=\"board ID\"></label><button type=\"button\" class=\"copy\">Copy</button>"
                            "<button type=\"button\" class=\"open\" title=\"play the board of the ID typed or pasted in the "
                            "box (Enter)\">Open</button></div>\n",
                            xml_escape(board.id)));
        page.append(fmt::format("<script type=\"application/json\" class=\"board-data\">{}</script>\n", script_safe(board.data)));
        page.append("</section>\n");
    }
    page.append(
        fmt::format("<p class=\"keys\">Keys: the arrows move the dashed cursor and Enter or Space plays there; u undo, "
                    "r redo, h hint{}.</p>\n",
                    boards.size() > 1 ? "; n and p the next and previous puzzle" : ""));
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
