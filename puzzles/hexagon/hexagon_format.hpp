// Text format of magic hexagon puzzles (DESIGN.md):
//   puzzle hexagon
//   order 3          # side n, 1..10
//   values 1..19     # optional, default 1..N; exactly N = 3n(n-1)+1 values
//   grid             # optional: 2n-1 rows of n..2n-1..n entries, '.' = empty
//     .  .  .
//    .  .  .  .
//   ...
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "puzzles/text_source.hpp"

namespace puzzlebox {

HexagonBoard read_hexagon_board(TextSource& source);
HexagonBoard parse_hexagon_board(std::string_view text, const std::string& name = "<string>");
HexagonBoard load_hexagon_board(const std::string& path);
std::string write_hexagon_board(const HexagonBoard& board);

// "k..m" with both ends integers (within +-2^40), as in the 'values' line.
std::optional<std::pair<std::int64_t, std::int64_t>> parse_value_range(std::string_view word);

// Just the grid rows, indented into a hexagon (used by the writer and the solver's output).
std::string hexagon_grid_text(const HexagonBoard& board);

}  // namespace puzzlebox
