// Cube coordinates of the hexagon's cells, its lines and its symmetries.
#include "puzzles/hexagon/hexagon_geometry.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "support/index.hpp"

namespace puzzlebox {

HexagonGeometry::HexagonGeometry(int order) : order_(order) {
    if (order < 1 || order > max_order) throw std::invalid_argument("hexagon order out of range");
    const int m = order - 1;
    for (int z = -m; z <= m; ++z)
        for (int x = std::max(-m, -m - z); x <= std::min(m, m - z); ++x) cube_.push_back({x, -x - z, z});

    // Lines: direction d groups the cells by coordinate (z, x, y)[d].
    // Line d * (2m + 1) + value + m holds the cells whose coordinate is
    // `value`, in cell order (one pass over the cells).
    const int axis_of_direction[3] = {2, 0, 1};
    lines_of_.assign(cube_.size(), {0, 0, 0});
    lines_.assign(static_cast<std::size_t>(3 * (2 * m + 1)), {});
    for (int cell = 0; cell < cell_count(); ++cell)
        for (int d = 0; d < 3; ++d) {
            const int line = d * (2 * m + 1) + cube_[cell][axis_of_direction[d]] + m;
            lines_of_[cell][d] = line;
            at(lines_, line).push_back(cell);
        }

    // Symmetries: rotation by 60 degrees (x, y, z) -> (-z, -x, -y), then the
    // mirror (x, y, z) -> (y, x, z) after each rotation.
    auto rotate = [](std::array<int, 3> c) { return std::array<int, 3>{-c[2], -c[0], -c[1]}; };
    auto mirror = [](std::array<int, 3> c) { return std::array<int, 3>{c[1], c[0], c[2]}; };
    for (int reflect = 0; reflect < 2; ++reflect) {
        for (int turns = 0; turns < 6; ++turns) {
            std::vector<int> image(cube_.size());
            for (int cell = 0; cell < cell_count(); ++cell) {
                std::array<int, 3> c = cube_[cell];
                for (int t = 0; t < turns; ++t) c = rotate(c);
                if (reflect) c = mirror(c);
                image[cell] = index_of(c[0], c[1], c[2]);
            }
            symmetries_.push_back(std::move(image));
        }
    }
    if (order > 1) {
        std::array<int, 3> corner{m, -m, 0};
        for (int i = 0; i < 6; ++i, corner = rotate(corner)) corners_.push_back(index_of(corner[0], corner[1], corner[2]));
        // Start the ring at cell 0 (the top-left corner), the first cell a search fills.
        std::rotate(corners_.begin(), std::min_element(corners_.begin(), corners_.end()), corners_.end());
    }
}

int HexagonGeometry::index_of(int x, int y, int z) const {
    // Row z + m holds the cells of that z from x = max(-m, -m - z) on, row
    // by row, so the index is the rows above plus the offset in the row
    // (not a search over the cells: bench/README.md, "Measured choices").
    (void)y;  // x + y + z = 0
    const int m = order_ - 1;
    int index = 0;
    for (int row = -m; row < z; ++row) index += 2 * m + 1 - std::abs(row);
    return index + x - std::max(-m, -m - z);
}

}  // namespace puzzlebox
