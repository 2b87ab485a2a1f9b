// Checkpoint files' text: a heading line, then "key value" lines in a fixed
// order, read back with the file and line of whatever is not as expected
// (InputError). Each search's checkpoint names its own keys.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace puzzlebox {

// A checkpoint read back: the search's snapshot, and the seconds the run
// had taken up to it over every process that worked on it (shown, never
// part of the answer).
template <class Snapshot>
struct Checkpoint {
    Snapshot snapshot;
    double seconds = 0;
};

class KeyedLines {
public:
    // `text` must begin with `heading` (else InputError at line 1, or 0 when empty).
    KeyedLines(std::string file, const std::string& text, const std::string& heading, const std::string& what);

    // The next line's value; the line must be "key value".
    std::string text_of(const std::string& key);
    std::uint64_t whole_of(const std::string& key);
    std::int64_t integer_of(const std::string& key);
    std::vector<std::int64_t> integers_of(const std::string& key);  // separated by spaces
    double decimal_of(const std::string& key);                      // at least 0 (hexadecimal floats too: exact)
    // The next line must be "key expected": a file of another run is refused.
    void same_run(const std::string& key, std::uint64_t expected);
    void same_run(const std::string& key, const std::string& expected);
    // No line may follow.
    void end() const;

    int line_number() const { return static_cast<int>(at_); }  // of the line read last
    const std::string& file() const { return file_; }

private:
    // The refusal of a line naming another run's `key`.
    [[noreturn]] void another_run(const std::string& key, const std::string& found, const std::string& expected) const;

    std::string file_;
    std::vector<std::string> lines_;
    std::size_t at_ = 0;
};

}  // namespace puzzlebox
