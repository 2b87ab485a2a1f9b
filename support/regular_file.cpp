// Opening a cache's file as a regular file only (see regular_file.hpp).
#include "support/regular_file.hpp"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace puzzlebox {

RegularFileReader::RegularFileReader(int fd) : buffer_(fd, std::ios::in | std::ios::binary), stream_(&buffer_) {}

std::unique_ptr<RegularFileReader> RegularFileReader::open(const std::filesystem::path& file, std::string& problem) {
    problem.clear();
    const int fd = ::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        if (errno == ENOENT) return nullptr;
        problem = errno == ELOOP ? "it is a symbolic link, not a regular file" : std::strerror(errno);
        return nullptr;
    }
    struct stat status {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        problem = "it is not a regular file";
        return nullptr;
    }
    return std::unique_ptr<RegularFileReader>(new RegularFileReader(fd));
}

}  // namespace puzzlebox
