// Files that appear whole or not at all: written beside the target, then
// renamed into place (the board files of puzzlebox-gen and -analyze).
#pragma once

#include <filesystem>
#include <string>

namespace puzzlebox {

// Throws std::runtime_error when the file cannot be written.
void write_file_atomically(const std::filesystem::path& path, const std::string& text);

}  // namespace puzzlebox
