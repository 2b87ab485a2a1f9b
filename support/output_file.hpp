// The one way puzzlebox writes a file: boards, CSV reports, pictures, sheets
// and pattern databases all go through OutputFile. A regular target is
// written to an exclusive temporary in its own directory (an unnamed
// O_TMPFILE where the file system has them, else a new file with an
// unpredictable name, never following a link), checked on every write and on
// close, fsynced, renamed over the target and the directory fsynced: the
// target is the old file or the whole new one, never a mix, and a full disk
// is an error, not an empty file. Special files (/dev/stdout, a FIFO, a
// device) are written in place, never replaced; "-" is standard output. A
// file the process is reading as input is never written over.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace puzzlebox {

// A file that cannot be written (the tools exit with code 2).
class WriteError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// What may stand at an OutputFile's name. `any`: a special file (FIFO,
// device, /dev/stdout, also through a link) is written in place, the way a
// user who names one expects. `regular_file` (caches, which the user never
// names): whatever is at the name, a link or a special file included, is
// replaced by a regular file, never written through.
enum class OutputTarget { any, regular_file };

class OutputFile {
public:
    // Opens the temporary (or the special file); throws WriteError.
    explicit OutputFile(std::string path, OutputTarget target = OutputTarget::any);
    // Without commit(), the temporary is removed and the target untouched.
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    void write(std::string_view bytes);
    // Everything written reaches the disk and the target's name; throws WriteError.
    void commit();
    const std::string& path() const { return path_; }

private:
    enum class Kind { standard_output, replace, in_place };
    void flush_buffer();
    void write_all(const char* data, std::size_t size);
    [[noreturn]] void fail(const std::string& what, int error) const;

    std::string path_;
    std::filesystem::path directory_;
    Kind kind_ = Kind::replace;
    int fd_ = -1;
    bool unnamed_ = false;   // an O_TMPFILE, linked to a name at commit
    std::string temporary_;  // the temporary's name, while it has one
    int slot_ = -1;          // its stop_signal.hpp slot
    std::string buffer_;
    bool committed_ = false;
};

// One whole file (an OutputFile written and committed).
void write_file_atomically(const std::filesystem::path& path, std::string_view text);

// Input files being read: OutputFile refuses to replace them (--csv BOARD).
void note_input_file(const std::string& path);

// In the processes of an MPI run other than rank 0 (distributed/cluster):
// every OutputFile goes to /dev/null, so only rank 0 writes results.
void discard_output_files();

// Flushes standard output; throws WriteError when anything written to it was
// lost (a full disk, /dev/full). Every tool calls it before exiting.
void finish_standard_output();

}  // namespace puzzlebox
