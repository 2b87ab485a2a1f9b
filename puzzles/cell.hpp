// A cell of a rectangular board, written "row,col" (0-based, row 0 on top).
#pragma once

#include <compare>
#include <string>

namespace puzzlebox {

struct Cell {
    int row = 0;
    int col = 0;
    auto operator<=>(const Cell&) const = default;
};

// "4,2"
std::string to_string(Cell cell);

// |row difference| + |col difference|
inline int manhattan_distance(Cell a, Cell b) {
    return (a.row > b.row ? a.row - b.row : b.row - a.row) + (a.col > b.col ? a.col - b.col : b.col - a.col);
}

}  // namespace puzzlebox
