// Random press sets in the manner of Tatham's Flip ("random" games): each
// cell's set starts as the cell itself and grows, one cell at a time, into a
// connected shape inside the cell's 3x3 neighbourhood. Each step adds, among
// every (press, cell) pair that would grow a set, one of those whose cell is
// flipped by the fewest presses so far and whose set is smallest, at random;
// as many steps as a plus pattern has neighbours (4HW - 2(H + W)), so the
// board is as busy as Lights Out. Two presses with the same set would make
// a board with a useless button: such a draw is thrown away and drawn again.
#pragma once

#include <optional>
#include <vector>

#include "support/random.hpp"

namespace puzzlebox {

inline constexpr int random_sets_max_cells = 400;  // 20x20

// Each cell's press set (row-major cells, ascending), or std::nullopt when
// every draw of a few hundred had two sets alike (boards of 1 or 2 cells).
std::optional<std::vector<std::vector<int>>> random_press_sets(int rows, int cols, Random& random);

}  // namespace puzzlebox
