// Measures of a magic hexagon puzzle file: its constant, how many cells are
// given, how many the search must choose (the fill plan's free cells, the
// rest follow from the line equations), and how many completions it has, in
// all and up to the 12 symmetries.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "solve/path_count.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct HexagonMeasures {
    int given = 0;        // cells filled in the file
    int free_cells = 0;   // cells the search chooses; the others are derived
    PathCount solutions;  // completions, the 12 orientations counted apart
    PathCount orbits;     // completions up to the 12 symmetries
    std::uint64_t nodes = 0;
    double seconds = 0;                // not in the CSV (reports stay the same from run to run)
    std::string impossible;            // why no completion can exist, when known without searching
    std::vector<std::string> partial;  // "solutions" when a limit cut the count short
};

HexagonMeasures measure_hexagon_board(const HexagonBoard& board, const SearchLimits& limits);

std::vector<std::string> hexagon_measure_columns();
std::vector<std::string> hexagon_measure_row(const std::string& file, const HexagonBoard& board, const HexagonMeasures& m);

}  // namespace puzzlebox
