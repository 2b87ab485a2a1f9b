// Writes puzzlebox-gen's pictures as the boards arrive and its sheets at the
// end, every file through OutputFile (whole or not at all); with --out the
// per-board pictures join the run's set.
#include "families/picture_sink.hpp"

#include <filesystem>

#include <fmt/format.h>

#include "puzzles/output_file.hpp"

namespace puzzlebox {

std::string solutions_sheet_path(const std::string& sheet) {
    const std::string stem = sheet.size() > 4 && sheet.ends_with(".svg") ? sheet.substr(0, sheet.size() - 4) : sheet;
    return stem + "-solutions.svg";
}

void PictureSink::add(const std::string& name, const std::string& caption, const std::function<Figure(bool)>& draw) {
    if (!options_.svg.empty() || options_.svg_each) {
        std::string title = fmt::format("{} ({})", name, caption);
        if (options_.solution) title.append(" - solution");
        const std::string document = figure_document(draw(options_.solution), title);
        if (options_.svg_each) stage_(std::filesystem::path(name).replace_extension(".svg").string(), document);
        else write_file_atomically(options_.svg, document);
    }
    if (!options_.sheet.empty()) {
        const std::string number = std::to_string(boards_.size() + 1);
        boards_.push_back({draw(false), fmt::format("{}. {}", number, caption)});
        solutions_.push_back({draw(true), fmt::format("{}. {}", number, caption)});
    }
}

void PictureSink::finish() {
    if (options_.sheet.empty() || boards_.empty()) return;
    const auto figures = [](const std::vector<SheetItem>& items) {
        std::vector<Figure> list;
        for (const SheetItem& item : items) list.push_back(item.figure);
        return list;
    };
    // The run was checked to fit before it started (sheet_min_scale); the
    // solutions may need a smaller scale, and get it.
    const auto board_layout = sheet_layout(figures(boards_), 0.0);
    const auto solution_layout = sheet_layout(figures(solutions_), 0.0);
    const std::string title = fmt::format("puzzlebox: {} {}", boards_.size(), options_.what);
    if (options_.sheet == "-") {  // standard output: the one sheet asked for
        if (options_.solution) write_file_atomically("-", sheet_document(title + " - solutions", options_.command_line, solutions_, *solution_layout));
        else write_file_atomically("-", sheet_document(title, options_.command_line, boards_, *board_layout));
        return;
    }
    write_file_atomically(options_.sheet, sheet_document(title, options_.command_line, boards_, *board_layout));
    write_file_atomically(solutions_sheet_path(options_.sheet),
                          sheet_document(title + " - solutions", options_.command_line, solutions_, *solution_layout));
}

}  // namespace puzzlebox
