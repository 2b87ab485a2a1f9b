// The one usage error of the three tools: bad options or arguments (exit 2,
// with "Try '<tool> --help'"). Input files that do not read throw InputError
// (support/input_error.hpp) instead.
#pragma once

#include <stdexcept>

namespace puzzlebox {

class UsageError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

}  // namespace puzzlebox
