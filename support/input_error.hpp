// The one error type for bad input: which file, which line, what was expected.
// Tools catch it, print what() on stderr and exit with code 2.
#pragma once

#include <stdexcept>
#include <string>

namespace puzzlebox {

class InputError : public std::runtime_error {
public:
    // line 0 means "the file as a whole" (empty file, missing key, ...).
    InputError(std::string file, int line, const std::string& message);

    const std::string& file() const { return file_; }
    int line() const { return line_; }

private:
    std::string file_;
    int line_;
};

}  // namespace puzzlebox
