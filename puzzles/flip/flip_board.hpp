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

enum class FlipPattern { cross, plus, stencil };

std::string to_string(FlipPattern pattern);
std::optional<FlipPattern> parse_flip_pattern(const std::string& text);

struct FlipBoard {
    static constexpr int max_side = 4096;

    int rows = 4, cols = 4;
    FlipPattern pattern = FlipPattern::cross;
    std::vector<std::pair<int, int>> stencil;  // (dr, dc), for FlipPattern::stencil
    bool torus = false;
    std::vector<std::uint8_t> grid;    // row-major, 0 or 1
    std::vector<std::uint8_t> target;  // row-major, 0 or 1 (default all 0)
    std::vector<std::string> description;

    int cell_count() const { return rows * cols; }
    bool operator==(const FlipBoard&) const = default;
};

// The cells (row-major indices, ascending, each once) a press on `cell` flips.
std::vector<int> flip_pattern_cells(const FlipBoard& board, int cell);

// Presses each cell once on the grid, in place.
void apply_flip_presses(const FlipBoard& board, const std::vector<int>& presses, std::vector<std::uint8_t>& grid);

}  // namespace puzzlebox
