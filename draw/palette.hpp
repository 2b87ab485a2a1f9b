// The sizes and colours every puzzle picture shares, so that boards of all
// four families print alike: 10 mm cells, 4.2 mm (12 pt) numbers.
#pragma once

namespace puzzlebox::palette {

inline constexpr double cell = 10;  // mm
inline constexpr double number_size = 4.2;
inline constexpr double note_size = 3.4;  // captions and legends (2.4 mm on a sheet at 0.7)
inline constexpr double line = 0.35;      // grid lines
inline constexpr double frame = 0.7;      // board outlines

inline constexpr const char* ink = "#000000";
inline constexpr const char* grid = "#555555";
inline constexpr const char* paper = "#ffffff";
inline constexpr const char* start = "#cfe8cf";      // jump start cell
inline constexpr const char* goal = "#f6e3a1";       // jump goal cell
inline constexpr const char* solution = "#c0392b";   // arrows, pressed cells, filled values
inline constexpr const char* path = "#e8958c";       // the answer key's path line, under the numbers
inline constexpr const char* long_path = "#f2c4bf";  // the same, fainter, under 30+ step numbers
inline constexpr const char* pressed = "#f6d0cb";
inline constexpr const char* button = "#3366aa";  // rotate block centres
inline constexpr const char* turned = "#d6e4f5";  // the block a frame turned
inline constexpr const char* bar = "#d4a017";     // gold bars
inline constexpr const char* bar_edge = "#8a6508";
inline constexpr const char* lamp_on = "#ffd83d";  // Lights Out lamps
inline constexpr const char* lamp_glow = "#fff2b3";
inline constexpr const char* lamp_off = "#4a4a4a";
inline constexpr const char* lamp_edge = "#222222";
inline constexpr const char* sum_line = "#e67e22";  // the hexagon line whose sum is shown

}  // namespace puzzlebox::palette
