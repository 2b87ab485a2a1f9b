// Whole-or-nothing file writes (see file_writer.hpp).
#include "file_writer.hpp"

#include <fstream>
#include <stdexcept>

namespace puzzlebox {

void write_file_atomically(const std::filesystem::path& path, const std::string& text) {
    const auto temp = path.string() + ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out << text;
        if (!out) {
            std::error_code ignored;
            std::filesystem::remove(temp, ignored);
            throw std::runtime_error("cannot write " + temp);
        }
    }
    std::filesystem::rename(temp, path);
}

}  // namespace puzzlebox
