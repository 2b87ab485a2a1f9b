// The simple validator every printed magic hexagon goes through: each value
// of the range used exactly once, the given cells kept, every line summing
// to the constant.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/hexagon/hexagon_board.hpp"

namespace puzzlebox {

struct HexagonCheck {
    bool valid = false;
    std::string problem;  // why not, when !valid
};

HexagonCheck check_magic_hexagon(const HexagonBoard& puzzle, const std::vector<std::int64_t>& filled);

}  // namespace puzzlebox
