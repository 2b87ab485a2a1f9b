// What every family's play data (draw/<family>/<family>_play_data.cpp)
// starts with: a JSON object naming the family, and for a square grid its
// rows and columns; and the levels a page makes new boards at.
#pragma once

#include <nlohmann/json.hpp>

#include "draw/play_levels.hpp"

namespace puzzlebox {

using PlayJson = nlohmann::ordered_json;

inline PlayJson grid_data(const char* family, int rows, int cols) {
    PlayJson data;
    data["family"] = family;
    data["rows"] = rows;
    data["cols"] = cols;
    return data;
}

// {"easy": [low, high], ...}: the bands the page's New puzzle aims at.
inline PlayJson levels_data(const PlayLevels& levels) {
    PlayJson bands = PlayJson::object();
    for (const PlayLevel& level : levels) bands[level.name] = {level.low, level.high};
    return bands;
}

}  // namespace puzzlebox
