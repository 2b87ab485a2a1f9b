// puzzlebox-solve --svg: the board (and with --solution its first solution)
// as a printable SVG file, written beside its target and renamed into place.
#include "draw/svg_writer.hpp"
#include "puzzles/file_writer.hpp"
#include "solve/solve_options.hpp"

namespace puzzlebox {

void write_picture(const SolveOptions& options, const Figure& figure, const std::string& title) {
    if (options.svg_path.empty()) return;
    write_file_atomically(options.svg_path, figure_document(figure, title));
}

}  // namespace puzzlebox
