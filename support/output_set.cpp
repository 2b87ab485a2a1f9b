// Files published together (see output_set.hpp).
#include "support/output_set.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/output_file.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

OutputSet::OutputSet(std::string directory) : directory_(std::move(directory)) {
    std::error_code error;
    std::filesystem::create_directories(directory_, error);
    if (error) throw WriteError(fmt::format("cannot create {}: {}", directory_, error.message()));
    std::string pattern = (std::filesystem::path(directory_) / ".puzzlebox-staging.XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr)
        throw WriteError(fmt::format("cannot write in {}: {}", directory_, std::strerror(errno)));
    staging_ = pattern;
    slot_ = remember_temporary(staging_.c_str());  // a second stop signal removes it too
}

OutputSet::~OutputSet() {
    std::error_code ignored;
    std::filesystem::remove_all(staging_, ignored);
    forget_temporary(slot_);
}

void OutputSet::add(const std::string& name, std::string_view text) {
    if (name.empty() || name.find('/') != std::string::npos || name == "." || name == ".." || name == manifest_name)
        throw std::invalid_argument("OutputSet: not a plain file name: " + name);
    write_file_atomically(std::filesystem::path(staging_) / name, text);
    names_.push_back(name);
}

void OutputSet::publish(const std::vector<std::string>& heading) {
    if (published_) return;
    const std::filesystem::path home(directory_);
    // Everything that could refuse is looked at before anything changes: a
    // name taken by a directory, or a directory that cannot be written, is
    // an error with DIR as it was (the old MANIFEST and files untouched).
    if (::access(directory_.c_str(), W_OK | X_OK) != 0)
        throw WriteError(fmt::format("cannot write in {}: {}", directory_, std::strerror(errno)));
    for (const std::string& name : names_) {
        struct stat status {};
        if (::lstat((home / name).c_str(), &status) == 0 && S_ISDIR(status.st_mode))
            throw WriteError(fmt::format("cannot write {}: it is a directory", (home / name).string()));
    }
    if (::unlink((home / manifest_name).c_str()) != 0 && errno != ENOENT)
        throw WriteError(fmt::format("cannot replace {}: {}", (home / manifest_name).string(), std::strerror(errno)));
    for (const std::string& name : names_) {
        const auto from = std::filesystem::path(staging_) / name, to = home / name;
        if (::rename(from.c_str(), to.c_str()) != 0)
            throw WriteError(fmt::format("cannot write {}: {}", to.string(), std::strerror(errno)));
    }
    std::string manifest;
    for (const std::string& line : heading) manifest += line + '\n';
    for (const std::string& name : names_) manifest += "file " + name + '\n';
    write_file_atomically(home / manifest_name, manifest);
    published_ = true;
}

}  // namespace puzzlebox
