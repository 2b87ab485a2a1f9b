// Line reader shared by every family's text format: strips '#' comments and
// blank lines, keeps line numbers for error messages, and refuses what is not
// text (NUL or control bytes, absurdly long lines) before any family parser
// sees it. It streams: lines are read as the parser asks for them, so a bad
// line is refused when reached, whatever follows it (a 250 MB file with a bad
// line 18 costs line 18; /dev/zero costs one line's limit). A UTF-8 byte
// order mark at the start is skipped. The size cap (256 MiB) is per board of
// a stream; of the comments, at most 64 KiB a board are kept.
//
// A source may hold a stream of boards (puzzlebox-gen --count N on standard
// output): each begins with its "puzzle NAME" line. at_end() is the end of
// the current board; next_board() moves to the one after it. Line numbers
// run on through the whole stream; comment lines just before a board's
// "puzzle" line are that board's leading comments.
#pragma once

#include <cstdint>
#include <deque>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/cell.hpp"
#include "support/input_error.hpp"

namespace puzzlebox {

struct SourceLine {
    int number = 0;    // 1-based line number in the file
    std::string text;  // comment stripped, trimmed, never empty
};

class TextSource {
public:
    static constexpr std::size_t max_file_bytes = 256u << 20;  // 256 MiB
    static constexpr std::size_t max_line_bytes = 1u << 20;    // 1 MiB
    // Comments kept as a board's description (the rest are read and dropped).
    static constexpr std::size_t max_comment_bytes = 64u << 10, max_comment_lines = 1000;

    // Opens a file ("-": standard input); throws InputError when it cannot be
    // read, and later when it turns out not to be text.
    static TextSource from_file(const std::string& path);
    // Parses text already in memory; `name` is what error messages call it.
    static TextSource from_string(std::string_view text, std::string name = "<string>");

    const std::string& name() const { return name_; }
    // Full-line comments that come before the first content line, without '#'
    // and one leading space: the board's description, kept on round trips.
    const std::vector<std::string>& leading_comments() const { return leading_comments_; }

    // The end of the current board: of the input, or a "puzzle" line after its first line.
    bool at_end() const;
    // After a board is read: true and on the next board's "puzzle" line, or
    // false at the end of the input. Lines of the boards before are released.
    bool next_board();
    // After a board is read (at_end() is true): whether another board follows.
    bool another_board() const { return at_end() && fill(); }
    // How many boards were started (1 for the first).
    int board_number() const { return board_number_; }
    // References stay valid for the source's life.
    const SourceLine& peek() const;
    const SourceLine& next();
    // Line number to blame when the file ends too early.
    int last_line_number() const { return last_line_; }

    [[noreturn]] void fail(int line, const std::string& message) const;

private:
    TextSource(std::unique_ptr<std::istream> in, std::string name);
    // Reads until a content line is buffered after the consumed ones; false at the end.
    bool fill() const;
    bool raw_line(std::string& line) const;
    // Reads one more content line into lines_; false at the end of the input.
    bool read_content_line() const;
    void check_text(std::string_view raw, int number) const;

    std::string name_;
    std::unique_ptr<std::istream> in_;
    mutable std::string pending_;  // read, not yet split into lines
    mutable std::size_t pending_at_ = 0;
    mutable bool input_ended_ = false;
    mutable std::uint64_t bytes_read_ = 0;
    // Stream offsets: the end of the last content line read, and where the
    // board it belongs to began (the end of the board before): the size cap is per board.
    mutable std::uint64_t content_end_ = 0, board_begin_ = 0;
    mutable std::size_t leading_comment_bytes_ = 0, comment_run_bytes_ = 0;
    mutable std::deque<SourceLine> lines_;                        // every content line read so far
    mutable std::vector<std::string> leading_comments_;           // of the current board
    mutable std::vector<std::string> comment_run_;                // full-line comments since the last content line
    mutable std::deque<std::vector<std::string>> next_comments_;  // of each later "puzzle" line read ahead
    mutable bool seen_content_ = false;
    std::size_t next_ = 0;
    std::size_t board_first_ = 0;  // index in lines_ of the current board's first line
    int board_number_ = 1;
    mutable int last_line_ = 0;
};

// A piece of input for an error message: at most 60 characters, control
// bytes shown as \xNN, "..." when cut.
std::string shown(std::string_view text);

// Splits on spaces and tabs.
std::vector<std::string> split_words(std::string_view text);

// Strict integer parsing: optional sign, digits, nothing else, within [lo, hi].
std::optional<std::int64_t> parse_integer(std::string_view word, std::int64_t lo, std::int64_t hi);

// "HxW" with both sides in [1, max_side].
std::optional<std::pair<int, int>> parse_size(std::string_view word, int max_side);

// "r,c" with r, c >= 0 (not checked against a board).
std::optional<Cell> parse_cell(std::string_view word);

}  // namespace puzzlebox
