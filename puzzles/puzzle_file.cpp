// Reads the family name from a puzzle file's first line; the first line and
// the comments every family's reader and writer share.
#include "puzzles/puzzle_file.hpp"

#include <fmt/format.h>

namespace puzzlebox {

std::string puzzle_family(const TextSource& source, const std::string& expected) {
    if (source.at_end()) source.fail(0, "the file is empty: expected 'puzzle NAME' (NAME one of " + expected + ")");
    const SourceLine& line = source.peek();
    const auto words = split_words(line.text);
    if (words.size() != 2 || words[0] != "puzzle")
        source.fail(line.number, fmt::format("expected 'puzzle NAME' (NAME one of {}), got '{}'", expected, shown(line.text)));
    return words[1];
}

void read_puzzle_line(TextSource& source, const std::string& family) {
    if (source.at_end()) source.fail(0, fmt::format("the file is empty: expected 'puzzle {}'", family));
    const SourceLine& line = source.next();
    const auto words = split_words(line.text);
    if (words.size() != 2 || words[0] != "puzzle" || words[1] != family)
        source.fail(line.number, fmt::format("expected 'puzzle {}', got '{}'", family, shown(line.text)));
}

std::string comment_lines(const std::vector<std::string>& description) {
    std::string out;
    for (const auto& line : description) out += line.empty() ? "#\n" : "# " + line + "\n";
    return out;
}

}  // namespace puzzlebox
