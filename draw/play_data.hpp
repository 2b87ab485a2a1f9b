// What every family's play data (draw/<family>/<family>_play_data.cpp)
// starts with: a JSON object naming the family, and for a square grid its
// rows and columns.
#pragma once

#include <nlohmann/json.hpp>

namespace puzzlebox {

using PlayJson = nlohmann::ordered_json;

inline PlayJson grid_data(const char* family, int rows, int cols) {
    PlayJson data;
    data["family"] = family;
    data["rows"] = rows;
    data["cols"] = cols;
    return data;
}

}  // namespace puzzlebox
