// Writes puzzlebox-gen's pictures as the boards arrive and its sheets and
// play page at the end, every file through OutputFile (whole or not at
// all); with --out the per-board pictures join the run's set.
#include "cli/picture_sink.hpp"

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include <fmt/format.h>

#include "cli/usage_error.hpp"
#include "draw/pdf_document.hpp"
#include "solve/search_limits.hpp"
#include "support/memory_budget.hpp"
#include "support/output_file.hpp"

namespace puzzlebox {

namespace {

std::string without_extension(const std::string& path) {
    return path.size() > 4 && (path.ends_with(".svg") || path.ends_with(".pdf")) ? path.substr(0, path.size() - 4) : path;
}

std::string extension(const std::string& path) { return is_pdf_name(path) ? ".pdf" : ".svg"; }

// The command line's words, single quotes (command_line_text's) undone.
std::vector<std::string> words_of(const std::string& line) {
    std::vector<std::string> words;
    std::string word;
    bool quoted = false, any = false;
    for (const char c : line) {
        if (c == '\'') {
            quoted = !quoted;
            any = true;
            continue;
        }
        if (c == ' ' && !quoted) {
            if (any) words.push_back(word);
            word.clear();
            any = false;
            continue;
        }
        word.push_back(c);
        any = true;
    }
    if (any) words.push_back(word);
    return words;
}

}  // namespace

bool is_pdf_name(const std::string& path) { return path != "-" && path.size() > 4 && path.ends_with(".pdf"); }

bool wants_pdf(const std::string& path, const std::string& option) {
    if (!is_pdf_name(path)) return false;
    if (!pdf_available())
        throw UsageError(
            fmt::format("{} {}: this build writes no PDF (librsvg2-dev and libcairo2-dev were missing when it was "
                        "configured): give a .svg file, or install them and build again",
                        option, path));
    return true;
}

void write_pages(const std::string& path, const std::vector<std::string>& svg_pages, double seconds_left) {
    if (is_pdf_name(path)) {
        // librsvg holds about 80 bytes per byte of the page it renders and
        // takes about 0.45 s a MB (measured: bench/README.md, "Measured choices").
        constexpr std::uint64_t bytes_held_per_byte = 80;
        constexpr double seconds_per_byte = 0.45e-6;
        std::uint64_t largest = 0, total = 0;
        for (const std::string& page : svg_pages) {
            largest = std::max<std::uint64_t>(largest, page.size());
            total += page.size();
        }
        check_memory(largest * bytes_held_per_byte,
                     fmt::format("rendering {} as PDF ({} of SVG on its largest page)", path, memory_text(largest)));
        const double seconds = static_cast<double>(total) * seconds_per_byte;
        if (seconds > 1 && seconds > seconds_left)
            throw SearchStopped(SearchOutcome::time_limit, fmt::format("rendering {} as PDF, which would take about {:.0f} s "
                                                                       "({:.1f} s left): not begun",
                                                                       path, seconds, std::max(0.0, seconds_left)));
        write_file_atomically(path, pdf_document(svg_pages));
        return;
    }
    for (std::size_t i = 0; i < svg_pages.size(); ++i)
        write_file_atomically(sheet_page_path(path, static_cast<int>(i) + 1), svg_pages[i]);
}

std::string solutions_sheet_path(const std::string& sheet) { return without_extension(sheet) + "-solutions" + extension(sheet); }

std::string sheet_page_path(const std::string& sheet, int page) {
    return page <= 1 ? sheet : fmt::format("{}-{}{}", without_extension(sheet), page, extension(sheet));
}

std::string sheet_footer(const std::string& command_line) {
    const std::vector<std::string> words = words_of(command_line);
    std::string footer;
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string word = words[i];
        bool drop = false;
        for (const char* option : {"--out", "--sheet", "--svg", "--html", "--title", "--paper", "--progress", "--quiet"}) {
            const std::string name = option;
            if (word == name) {
                drop = true;
                // The option's value, unless it is the next option (--svg alone, the flags).
                if (name != "--progress" && name != "--quiet" && i + 1 < words.size() && !words[i + 1].starts_with("--") &&
                    !(name == "--svg" && words[i + 1] != "-" && !words[i + 1].ends_with(".svg") &&
                      !words[i + 1].ends_with(".pdf")))
                    ++i;
            } else if (word.starts_with(name + "=")) {
                drop = true;
            }
        }
        if (drop) continue;
        if (word.find('/') != std::string::npos && i > 0) word = std::filesystem::path(word).filename().string();
        else if (i == 0) word = std::filesystem::path(word).filename().string();
        footer.append(footer.empty() ? "" : " ").append(word);
    }
    return "made by " + footer;
}

void PictureSink::add(const std::string& name, const std::string& caption, const std::string& rules,
                      const std::function<std::string()>& play_data, const std::function<std::string()>& id,
                      std::string_view play_script, const std::function<Figure(bool, Legend)>& draw,
                      const std::optional<Difficulty>& difficulty) {
    if (rules_.empty()) rules_ = rules;
    // The puzzle's caption: its level, not its answer's length.
    const std::string shown = options_.full_captions || !difficulty ? caption : std::string(level_name(difficulty->level));
    if (!options_.svg.empty() || options_.svg_each) {
        const std::string& titled = options_.solution ? caption : shown;
        std::string title = options_.title.empty() ? fmt::format("{} ({})", name, titled) : options_.title;
        if (options_.solution) title.append(" - solution");
        const std::string document = figure_document(draw(options_.solution, Legend::shown), title, options_.rules ? rules : "");
        if (options_.svg_each) stage_(std::filesystem::path(name).replace_extension(".svg").string(), document);
        else write_pages(options_.svg, {document});
    }
    order_.push_back(difficulty ? std::pair{static_cast<int>(difficulty->level), difficulty->score}
                                : std::pair{static_cast<int>(all_levels.size()), 0.0});
    if (!options_.sheet.empty()) {  // the rules over the boards, not under each
        const Legend legend = options_.rules ? Legend::left_out : Legend::shown;
        boards_.push_back({draw(false, legend), shown});
        solutions_.push_back({draw(true, legend), caption});
    }
    if (!options_.html.empty())
        plays_.push_back({shown, options_.rules ? rules : "", play_data(), play_script, id(),
                          difficulty ? std::string(level_name(difficulty->level)) : ""});
}

void sort_easy_to_hard(BookPart& part) {
    std::vector<std::size_t> order(part.ranks.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return part.ranks[x] < part.ranks[y]; });
    const auto arrange = [&](auto& items) {
        if (items.size() != order.size()) return;  // not drawn in this run
        auto sorted = items;
        for (std::size_t i = 0; i < order.size(); ++i) sorted[i] = items[order[i]];
        items = std::move(sorted);
    };
    arrange(part.ranks);
    arrange(part.boards);
    arrange(part.solutions);
    arrange(part.plays);
}

void PictureSink::number_boards() {
    const auto number = [](auto& items) {
        for (std::size_t i = 0; i < items.size(); ++i) items[i].caption = fmt::format("{}. {}", i + 1, items[i].caption);
    };
    number(boards_);
    number(solutions_);
    number(plays_);
}

std::string PictureSink::title() const {
    const std::size_t count = std::max(boards_.size(), plays_.size());
    return options_.title.empty() ? fmt::format("puzzlebox: {} {}", count, options_.what) : options_.title;
}

void PictureSink::write_sheet(const std::string& path, const std::string& title, const std::vector<SheetItem>& items) const {
    const SheetText text{title, options_.rules ? rules_ : "", sheet_footer(options_.command_line)};
    std::vector<Figure> figures;
    for (const SheetItem& item : items) figures.push_back(item.figure);
    // The run was checked before it started (one board fits at
    // sheet_min_scale); the solutions, larger, take the scale they need.
    const auto plan = plan_sheets(figures, options_.paper, text, 0.0);
    if (!plan) return;
    const std::vector<std::string> pages = sheet_pages(text, items, options_.paper, *plan);
    if (path == "-" && pages.size() > 1)
        throw std::runtime_error(
            fmt::format("--sheet -: these {} boards take {} pages, and standard output holds one: "
                        "give --sheet FILE.svg (one file a page) or FILE.pdf",
                        items.size(), pages.size()));
    write_pages(path, pages);
}

BookPart PictureSink::take() {
    BookPart part{options_.what, rules_, std::move(boards_), std::move(solutions_), std::move(plays_), order_};
    sort_easy_to_hard(part);
    return part;
}

void PictureSink::finish() {
    BookPart part{options_.what, rules_, std::move(boards_), std::move(solutions_), std::move(plays_), order_};
    sort_easy_to_hard(part);
    boards_ = std::move(part.boards);
    solutions_ = std::move(part.solutions);
    plays_ = std::move(part.plays);
    number_boards();
    if (!options_.html.empty() && !plays_.empty()) write_file_atomically(options_.html, play_page(title(), plays_));
    if (options_.sheet.empty() || boards_.empty()) return;
    if (options_.sheet == "-") {  // standard output: the one sheet asked for
        if (options_.solution) write_sheet("-", title() + " - solutions", solutions_);
        else write_sheet("-", title(), boards_);
        return;
    }
    write_sheet(options_.sheet, title(), boards_);
    write_sheet(solutions_sheet_path(options_.sheet), title() + " - solutions", solutions_);
}

}  // namespace puzzlebox
