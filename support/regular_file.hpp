// Reading a file a cache holds (pattern databases, distance tables): only a
// regular file is read. It is never opened through a symbolic link
// (O_NOFOLLOW), and a FIFO or device at the name is neither waited on
// (O_NONBLOCK) nor read; the check and the read are on one descriptor.
#pragma once

#include <filesystem>
#include <istream>
#include <memory>
#include <string>

#include <ext/stdio_filebuf.h>

namespace puzzlebox {

class RegularFileReader {
public:
    // The file open for reading; nullptr with `problem` empty when there is
    // no file of that name, with `problem` saying why when there is one that
    // is not a regular file or cannot be opened.
    static std::unique_ptr<RegularFileReader> open(const std::filesystem::path& file, std::string& problem);

    std::istream& stream() { return stream_; }

private:
    explicit RegularFileReader(int fd);

    __gnu_cxx::stdio_filebuf<char> buffer_;  // closes the descriptor
    std::istream stream_;
};

}  // namespace puzzlebox
