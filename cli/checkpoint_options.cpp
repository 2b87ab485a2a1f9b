// --checkpoint and --resume (see checkpoint_options.hpp).
#include "cli/checkpoint_options.hpp"

#include <filesystem>
#include <iostream>

#include <fmt/format.h>

#include "cli/usage_error.hpp"
#include "support/progress.hpp"

namespace puzzlebox {

bool resume_from_checkpoint(const std::string& checkpoint, bool resume) {
    if (resume && checkpoint.empty()) throw UsageError("--resume needs --checkpoint FILE");
    if (checkpoint.empty()) return false;
    const bool exists = std::filesystem::exists(checkpoint);
    if (!resume && exists)
        throw UsageError(fmt::format("--checkpoint {} exists: add --resume to go on from it, or remove it", checkpoint));
    if (resume && !exists && !quiet())
        std::cerr << fmt::format("puzzlebox-analyze: {}: no checkpoint yet: starting from the beginning\n", checkpoint);
    return resume && exists;
}

}  // namespace puzzlebox
