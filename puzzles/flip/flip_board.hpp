// Flip boards (the gold-bars door): an H x W board of cells that are on (1,
// a bar lying horizontal) or off (0, vertical). Pressing a cell flips every
// cell of its pattern: `cross` (its whole row and column, the cell itself
// once: the seed), `plus` (the cell and its four neighbours: Lights Out), or
// a user stencil of (dr, dc) offsets; off the board they fall away, or wrap
// round on a torus. A pattern is a set of cells: offsets that wrap onto the
// same cell flip it once. Presses commute and undo themselves, so a
// solution is a set of cells; the goal is the target (default all off).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace puzzlebox {

enum class FlipPattern { cross, plus, stencil, merlin, cells };

std::string to_string(FlipPattern pattern);
std::optional<FlipPattern> parse_flip_pattern(const std::string& text);

struct FlipBoard {
    static constexpr int max_side = 4096;
    // Boards of `pattern cells` hold a cells x cells press matrix: up to 32x32.
    static constexpr int max_cells_own_sets = 1024;

    int rows = 4, cols = 4;
    FlipPattern pattern = FlipPattern::cross;
    std::vector<std::pair<int, int>> stencil;  // (dr, dc), for FlipPattern::stencil
    std::vector<std::vector<int>> presses;     // FlipPattern::cells: what each cell flips (ascending cells)
    bool torus = false;
    std::vector<std::uint8_t> grid;    // row-major, 0 or 1
    std::vector<std::uint8_t> target;  // row-major, 0 or 1 (default all 0)
    std::vector<std::string> description;

    int cell_count() const { return rows * cols; }
    bool operator==(const FlipBoard&) const = default;
};

// The cells (row-major indices, ascending, each once) a press on `cell` flips.
std::vector<int> flip_pattern_cells(const FlipBoard& board, int cell);

// True when every press flips only cells of its own 3x3 neighbourhood (what
// Tatham's Flip draws and generates).
bool flip_presses_local(const FlipBoard& board);

// The board with `pattern cells`: each cell's press set written out.
FlipBoard with_own_press_sets(const FlipBoard& board);

// Presses each cell once on the grid, in place.
void apply_flip_presses(const FlipBoard& board, const std::vector<int>& presses, std::vector<std::uint8_t>& grid);

}  // namespace puzzlebox
