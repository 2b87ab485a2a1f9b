// Text form of a cell.
#include "puzzles/cell.hpp"

namespace puzzlebox {

std::string to_string(Cell cell) { return std::to_string(cell.row) + "," + std::to_string(cell.col); }

}  // namespace puzzlebox
