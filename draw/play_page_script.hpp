// The play page's script, draw/play_page.js, built into the library (the
// build writes play_page_script.cpp from it).
#pragma once

namespace puzzlebox {

extern const char* const play_page_script;

}  // namespace puzzlebox
