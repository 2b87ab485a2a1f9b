// The shape of a magic hexagon of order (side) n: 3n(n-1)+1 cells in 2n-1
// rows of n, n+1, .., 2n-1, .., n cells; its 3(2n-1) lines (the rows in each
// of the three directions); and its 12 symmetries (6 rotations, 6 mirrors).
// Cells are numbered row by row, top to bottom, left to right. Internally a
// cell is a cube coordinate (x, y, z), x + y + z = 0, |x|, |y|, |z| < n: the
// rows are the cells of equal z, the other two directions equal x and equal y.
#pragma once

#include <array>
#include <vector>

namespace puzzlebox {

class HexagonGeometry {
public:
    static constexpr int max_order = 109;  // the 2025-26 zero-sum hexagon contest's largest

    explicit HexagonGeometry(int order);

    int order() const { return order_; }
    int cell_count() const { return static_cast<int>(cube_.size()); }
    int row_count() const { return 2 * order_ - 1; }
    int row_length(int row) const { return order_ + std::min(row, row_count() - 1 - row); }
    int line_length(int line) const { return static_cast<int>(lines_[line].size()); }
    // 3(2n-1) lines: the rows (direction 0), then the two slanted directions.
    const std::vector<std::vector<int>>& lines() const { return lines_; }
    // The three lines through a cell.
    const std::array<int, 3>& lines_of(int cell) const { return lines_of_[cell]; }
    // symmetry(s)[cell] = where symmetry s sends the cell; s = 0 is the identity.
    const std::vector<std::vector<int>>& symmetries() const { return symmetries_; }
    // The six corners in ring order (each one rotation step from the last),
    // starting at cell 0; empty for order 1.
    const std::vector<int>& corners() const { return corners_; }

private:
    int index_of(int x, int y, int z) const;

    int order_;
    std::vector<std::array<int, 3>> cube_;
    std::vector<std::vector<int>> lines_;
    std::vector<std::array<int, 3>> lines_of_;
    std::vector<std::vector<int>> symmetries_;
    std::vector<int> corners_;
};

}  // namespace puzzlebox
