// puzzlebox-gen's pictures: --svg (one board, or with --out one picture per
// board beside its file), --solution (draw the solution on them), and
// --sheet FILE.svg (every board on an A4 sheet with its grade, and a second
// sheet, FILE-solutions.svg, with their solutions).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "draw/sheet.hpp"
#include "draw/svg_writer.hpp"

namespace puzzlebox {

struct PictureOptions {
    std::string svg;            // --svg FILE: the one board's picture
    bool svg_each = false;      // --svg with --out: one picture per board in out_dir
    bool solution = false;      // --solution
    std::string sheet;          // --sheet FILE.svg, or "-": one sheet (the solutions' with --solution) on stdout
    std::string out_dir;
    std::string what;           // the boards in words, for sheet titles ("jump mazes 5x5")
    std::string command_line;
};

// The smallest scale a sheet prints boards at: 10 mm cells become 4 mm.
inline constexpr double sheet_min_scale = 0.4;

// The solutions sheet of --sheet FILE.svg: FILE-solutions.svg.
std::string solutions_sheet_path(const std::string& sheet);

class PictureSink {
public:
    // `stage(name, text)` adds a per-board picture to the run's --out set.
    using Stage = std::function<void(const std::string&, const std::string&)>;
    PictureSink(PictureOptions options, Stage stage) : options_(std::move(options)), stage_(std::move(stage)) {}

    // Board `name` (its file name) with its caption ("3 · grade 7.2"):
    // draw(false) is the board, draw(true) the board with its solution.
    void add(const std::string& name, const std::string& caption, const std::function<Figure(bool)>& draw);

    // Whether a picture goes to standard output (then the boards do not).
    bool on_standard_output() const { return options_.svg == "-" || options_.sheet == "-"; }
    // Whether any picture was asked for (then boards may be measured for it).
    bool wanted() const { return !options_.svg.empty() || options_.svg_each || !options_.sheet.empty(); }

    // Writes the sheets (each whole or not at all).
    void finish();

private:
    PictureOptions options_;
    Stage stage_;
    std::vector<SheetItem> boards_, solutions_;
};

}  // namespace puzzlebox
