// A book's spec (puzzlebox-gen book SPEC): plain text, one "key value" a
// line, '#' to the end of a line a comment. The book's keys come first
// (title, subtitle, paper, seed), then one "section FAMILY" line per
// section, followed by its keys: "difficulty" (one level or several, each
// its own run), "count" (the section's boards, shared out over its levels
// in order), "seed", "heading", and any other of the family's puzzlebox-gen
// options by name ("size 5x5" is --size 5x5, a key alone a flag):
//
//   title   Puzzles for a rainy day
//   seed    2026
//   section jump
//   size    5x5
//   difficulty easy medium hard
//   count   6
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlebox {

struct BookOption {
    int line = 0;
    std::string name;                 // without "--"
    std::vector<std::string> values;  // none: a flag
};

struct BookSection {
    int line = 0;  // its "section" line, for messages
    std::string family;
    std::string heading;              // "": the family's boards in words ("jump mazes 5x5")
    std::vector<std::string> levels;  // none: the family's default
    int count = 4;
    std::uint64_t seed = 0;  // the book's unless given
    std::vector<BookOption> options;
};

inline constexpr std::size_t max_book_sections = 16;

struct BookSpec {
    std::string file;
    std::string title = "puzzlebox puzzles";
    std::string subtitle;
    std::string paper = "a4";
    int paper_line = 0;
    std::uint64_t seed = 1;
    std::vector<BookSection> sections;
};

// The boards a section's level gets: `count` shared out over `levels`
// levels in order (10 over 3: 4, 3, 3).
int boards_at_level(int count, int levels, int level);

// Reads and checks the spec's form (families and their options are checked
// when the book is made); throws InputError (file:line: what was expected).
BookSpec read_book_spec(const std::string& path);
BookSpec parse_book_spec(std::string_view text, const std::string& name);

}  // namespace puzzlebox
