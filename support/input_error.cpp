// InputError formats "file:line: message" (or "file: message" for line 0).
#include "support/input_error.hpp"

namespace puzzlebox {

namespace {
std::string locate(const std::string& file, int line, const std::string& message) {
    if (line > 0) return file + ":" + std::to_string(line) + ": " + message;
    return file + ": " + message;
}
}  // namespace

InputError::InputError(std::string file, int line, const std::string& message)
    : std::runtime_error(locate(file, line, message)), file_(std::move(file)), line_(line) {}

}  // namespace puzzlebox
