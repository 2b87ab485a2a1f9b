// puzzlebox-solve --svg: the board (and with --solution its first solution)
// as a printable SVG file, written beside its target and renamed into place.
#include "draw/svg_writer.hpp"
#include "puzzles/file_writer.hpp"
#include "solve/solve_options.hpp"

namespace puzzlebox {

void write_picture(const SolveOptions& options, const Figure& figure, std::string title, const std::string& solution,
                   bool partial) {
    if (options.svg_path.empty()) return;
    if (!solution.empty()) title.append(" - ").append(solution);
    else if (options.draw_solution) title.append(partial ? " - no solution found yet" : " - no solution");
    write_file_atomically(options.svg_path, figure_document(figure, title));
}

}  // namespace puzzlebox
